import type { Job } from "../types";

const job: Job = {
  id: "full-stack-engineer-contractor",
  title: "Full Stack Engineer Contractor",
  department: "engineering",
  location: "Permanently remote (work from home)",
  type: "Contractual",
  experience: "3+ years",
  datePosted: "2026-11-02",
  description:
    "Build and ship features across the stack for client products, from React interfaces to Node.js or Python APIs and the PostgreSQL schemas behind them, working inside a {brand} delivery team.",
  metaDescription:
    "Remote contract role for a full stack engineer with 3+ years in React, Node.js or Python and PostgreSQL, with revenue sharing.",
  requirements: [
    "3+ years building production web applications",
    "Strong TypeScript and React, plus Node.js or Python on the server",
    "Relational data modeling and SQL, ideally PostgreSQL",
    "Automated testing habits: unit, integration and end-to-end",
    "Clear written English for pull requests, estimates and status updates",
  ],
  responsibilities: [
    "Turn user stories into tested, reviewed features",
    "Design APIs and database changes with the project lead",
    "Review teammates' pull requests within 1 working day",
    "Keep CI green and fix what you break",
    "Join sprint reviews and demo your work to the client",
  ],
  benefits: [
    "Work from anywhere, with hours that overlap the client's day",
    "A share of the revenue from the projects you deliver",
    "Mentored onboarding, then senior code review on every project",
    "Client projects offered to you as they come in, with no minimum hours on either side: you choose which to take, and one you accept sets its own hours",
  ],
};

export default job;
