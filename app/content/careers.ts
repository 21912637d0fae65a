/**
 * Copy of the careers pages (docs/requirements.md#careers, #pages-the-site-adds, #button-targets): the contractor network, open positions and internships.
 * The jobs themselves are the job catalogue (`jobs/`).
 */
import type { IconPoint } from "./types";
import type { CallToActionCopy, Department, Step } from "./types";
import { CTA } from "./cta";

export const departmentFilters: { value: Department | "all"; label: string }[] = [
  { value: "all", label: "All" },
  { value: "engineering", label: "Engineering" },
  { value: "design", label: "Design" },
  { value: "sales", label: "Sales" },
];

export const careersPage = {
  path: "/careers",
  title: "Careers",
  metaDescription:
    "Remote contractor roles at {brand} in engineering, design and sales, with revenue sharing and a reply to every application.",
  hero: {
    eyebrow: "Contractor network",
    subtitle: "Do your best work from anywhere, and share in what it earns",
    description:
      "{brand} works with experienced contractors on client projects. You choose where you work; we bring the clients, the process and the support.",
  },
  network: {
    eyebrow: "Why join",
    title: "A network built around independent professionals",
    description: "What every contractor in the network gets, whatever the role.",
    points: [
      {
        title: "Remote for good",
        description: "Every listed role is a contract you work from home, with hours agreed per project.",
        icon: "globe",
      },
      {
        title: "Revenue sharing",
        description: "You earn a share of the revenue from the work you deliver or bring in.",
        icon: "handshake",
      },
      {
        title: "Steady client work",
        description:
          "We find the clients and scope the projects, and offer you work as it comes in, so you can focus on the work itself; how much there is depends on the projects we win.",
        icon: "briefcase",
      },
      {
        title: "Mentoring and peer review",
        description:
          "Mentored onboarding, then code reviews, design critiques and sales support from people who have done the job.",
        icon: "users",
      },
    ] satisfies IconPoint[],
  },
  revenueSharing: {
    title: "How revenue sharing works",
    paragraphs: [
      "Each project has an agreed budget. When you deliver part of it, or bring in the client, a fixed percentage of the revenue it earns is yours, set in writing before the work starts.",
      "Payouts follow the client's payment schedule, usually monthly or per milestone, with a statement showing the revenue and your share. There is no fee to join and no minimum number of hours: you choose which projects to take, and a project you accept sets its own hours.",
    ],
  },
  jobs: {
    eyebrow: "Open positions",
    title: "Current contractor opportunities",
    description: "Filter by department and open a role to see what it involves.",
    empty: "There are no open positions in this department right now. Check back soon, or apply to join the network.",
  },
  onboarding: {
    eyebrow: "How to join",
    title: "From application to your first project",
    description: "Every application is reviewed {replyTime}.",
    steps: [
      { title: "Apply", description: "Send your application with your experience, portfolio or profile." },
      { title: "Review", description: "We read your application, ask any questions and schedule a short call." },
      {
        title: "Onboard",
        description: "Agree on terms, get access to our tools and meet the mentor for your first project.",
      },
      { title: "Earn", description: "Deliver client work and receive your revenue share on each payment." },
    ] satisfies Step[],
  },
  cta: {
    title: "Ready to join the network?",
    description: "Tell us about your skills and the work you want to do. We reply to every application {replyTime}.",
    actions: [{ label: CTA.submitContractorApplication, href: "/contact?subject=career" }],
    /** Added when the company has a LinkedIn page (site.social). */
    linkedinLabel: CTA.connectOnLinkedIn,
  },
};

export const positionsPage = {
  path: "/careers/positions",
  title: "Open Positions",
  metaDescription:
    "Open contractor positions at {brand} in engineering, design and sales: remote, contractual roles with revenue sharing.",
  hero: {
    eyebrow: "Careers",
    description: "Every role is remote and contractual, with revenue sharing. Filter by department to find yours.",
  },
  listTitle: "Roles open now",
};

export const internshipsPage = {
  path: "/careers/internships",
  title: "Internships",
  metaDescription:
    "The {brand} internship program: 3–6 months of mentored, real project work for students and recent graduates in engineering and design.",
  hero: {
    eyebrow: "Careers",
    description:
      "A mentored program for students and recent graduates who want to learn software delivery on real client projects.",
  },
  about: {
    eyebrow: "The program",
    title: "What the internship is",
    description:
      "Interns join a delivery team for 3–6 months, remote or at our {city} office, and work on real features under a senior mentor.",
    points: [
      {
        title: "Real project work",
        description: "You ship code or designs that reach production, reviewed like everyone else's.",
        icon: "rocket",
      },
      {
        title: "A named mentor",
        description: "A senior engineer or designer meets you every week and reviews your progress.",
        icon: "graduation-cap",
      },
      {
        title: "A stipend and a certificate",
        description: "A monthly stipend, and a certificate with a written reference when you complete it.",
        icon: "award",
      },
    ] satisfies IconPoint[],
  },
  eligibility: {
    title: "Who can apply",
    items: [
      "Students in the final year of a degree in computer science, design or a related field",
      "Graduates who finished their studies in the last 12 months",
      "Self-taught developers or designers with a portfolio of finished projects",
      "Anyone able to commit 30 or more hours a week for at least 3 months",
    ],
  },
  howToApply: {
    eyebrow: "How to apply",
    title: "Three steps to an internship",
    steps: [
      {
        title: "Send the form",
        description:
          "Use the contact form with the subject Career and tell us what you want to learn. We reply {replyTime}.",
      },
      {
        title: "Show your work",
        description: "Share a repository, portfolio or project you built, and talk us through it on a call.",
      },
      {
        title: "Start with a team",
        description: "Successful applicants start at the next intake with a mentor and a first task.",
      },
    ] satisfies Step[],
  },
  cta: {
    title: "Apply for the next intake",
    description: "Send us the contact form with the subject Career and tell us what you want to learn.",
    actions: [{ label: CTA.applyForInternship, href: "/contact?subject=career" }],
  } satisfies CallToActionCopy,
};
