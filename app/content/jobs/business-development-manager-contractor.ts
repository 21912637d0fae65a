import type { Job } from "../types";

const job: Job = {
  id: "business-development-manager-contractor",
  title: "Business Development Manager Contractor",
  department: "sales",
  location: "Permanently remote (work from home)",
  type: "Contractual",
  experience: "5+ years",
  datePosted: "2026-11-02",
  description:
    "Open doors for {brand} with companies that need software built or modernized: qualify leads, run discovery calls with our engineers and shape proposals that win.",
  metaDescription:
    "Remote contract role for a business development manager with 5+ years selling software services, paid through revenue sharing.",
  requirements: [
    "5+ years selling software development or IT services",
    "A track record of closing consultative, multi-month deals",
    "Comfort discussing technology with CTOs and founders",
    "Experience with a CRM such as HubSpot or Salesforce",
    "A professional network in at least one industry we serve",
  ],
  responsibilities: [
    "Find and qualify companies with a real software need",
    "Run discovery calls together with a {brand} solution architect",
    "Draft proposals and statements of work with the delivery team",
    "Keep the pipeline and forecasts current in the CRM",
    "Hand won clients over to delivery with full context",
  ],
  benefits: [
    "Revenue sharing on every contract you bring in",
    "Engineers and architects to support your sales calls",
    "Case material and proposal templates ready to use",
    "Work from home, planning your own week around client calls",
  ],
};

export default job;
