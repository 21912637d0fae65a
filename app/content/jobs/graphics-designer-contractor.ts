import type { Job } from "../types";

const job: Job = {
  id: "graphics-designer-contractor",
  title: "Graphics Designer Contractor",
  department: "design",
  location: "Permanently remote (work from home)",
  type: "Contractual",
  experience: "3+ years",
  datePosted: "2026-11-02",
  description:
    "Create the visual side of client products and our own marketing: interface assets, illustrations, presentations and brand material, working closely with our UI and UX designers.",
  metaDescription:
    "Remote contract role for a graphic designer with 3+ years in Figma and Adobe tools, creating product and brand visuals, with revenue sharing.",
  requirements: [
    "3+ years of professional graphic or visual design",
    "Expert use of Figma and Adobe Illustrator or Photoshop",
    "A portfolio with product, brand or marketing work",
    "Understanding of accessible color contrast and typography",
    "Ability to take feedback and iterate quickly",
  ],
  responsibilities: [
    "Design icons, illustrations and interface assets for client apps",
    "Produce pitch decks, case material and social graphics",
    "Keep brand guidelines and component libraries consistent",
    "Prepare files developers can use without guesswork",
    "Present concepts and rationale to clients when needed",
  ],
  benefits: [
    "Revenue sharing on the projects you design for",
    "Varied work across industries and brands",
    "Design critique from senior designers",
    "Work from your own studio, on hours agreed per project",
  ],
};

export default job;
