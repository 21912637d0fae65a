/**
 * Company-wide section content shared by the home page, /services and the service pages (docs/requirements.md#home, #services-page, #service-detail).
 * Figures are the required marketing claims (docs/requirements.md#figures-and-limits); nothing here names a client. Like all copy, they
 * write the company name and decided facts as tokens (`{brand}`, `{ownership}`), which the routes get resolved
 * from `app/lib/page-copy.server.ts`.
 */
import type { IconKey, Point, Step } from "./types";

export interface IconPoint extends Point {
  icon: IconKey;
}

export interface Stat {
  value: string;
  label: string;
  description: string;
}

/** "Our development process": four numbered steps, 01–04. */
export const developmentProcess = {
  eyebrow: "How we work",
  title: "Our development process",
  description:
    "Four stages, each ending in something you can see and approve, so there are no surprises between the first workshop and the launch.",
  steps: [
    {
      title: "Discovery & planning",
      description:
        "Workshops with your stakeholders turn goals into a scoped backlog, an architecture sketch and a delivery plan with milestones.",
    },
    {
      title: "Development & design",
      description:
        "Designers and engineers work in 2-week sprints, demoing working software at the end of each one so you steer as it grows.",
    },
    {
      title: "Testing & quality assurance",
      description:
        "Automated tests run on every change, with manual exploratory, accessibility and performance checks before each release.",
    },
    {
      title: "Deployment & support",
      description:
        "We automate the release, monitor the system in production and stay on hand for fixes, improvements and the next phase.",
    },
  ] satisfies Step[],
};

/** "Technologies we master": six tiles. */
export const technologyTiles = {
  eyebrow: "Technology",
  title: "Technologies we master",
  description: "Proven tools chosen for the job, not for fashion, and engineers who know them in depth.",
  tiles: [
    {
      title: "React & Next.js",
      description: "Fast, accessible web front ends, server rendering and design systems that scale with your product.",
      icon: "code",
    },
    {
      title: "Node.js & Python",
      description: "APIs, integrations and data services built for clarity, testability and predictable performance.",
      icon: "terminal",
    },
    {
      title: "AWS & Azure",
      description: "Cloud architecture, infrastructure as code and cost-aware operations on the major platforms.",
      icon: "cloud",
    },
    {
      title: "Mobile development",
      description: "Native iOS and Android or cross-platform Flutter and React Native apps from one team.",
      icon: "smartphone",
    },
    {
      title: "AI & machine learning",
      description: "From proof of concept to production: language models, prediction and automation with guardrails.",
      icon: "brain-circuit",
    },
    {
      title: "Blockchain & Web3",
      description: "Smart contracts, wallets and ledger integrations where a shared, tamper-evident record adds value.",
      icon: "blocks",
    },
  ] satisfies IconPoint[],
};

/** "Why choose our services": eight points. */
export const whyChoose = {
  eyebrow: "Why {brand}",
  title: "Why choose our services",
  description: "What you can count on from the first call to long after delivery.",
  points: [
    "Specialists matched to the work: engineers, designers, researchers or marketers",
    "Progress reviewed with you at a rhythm agreed before work starts",
    "Pricing that fits the work: {pricingModels}",
    "Every change reviewed before release: by our peers on the work we deliver, through your review process when our engineers join your team",
    "Confidentiality backed by {nda}",
    "Under our terms, {ownership}",
    "Overlapping working hours with teams in Europe and North America",
    "Support plans after delivery, with response targets by severity counted {slaHours}",
  ],
};

/** "Client satisfaction": the four trust stats (docs/requirements.md#home, #services-page). */
export const trustStats = {
  eyebrow: "Client satisfaction",
  title: "Partners businesses rely on",
  description: "What businesses can count on when they bring their work to us.",
  stats: [
    { value: "Trusted", label: "By 500+ customers", description: "From startups to established enterprises." },
    { value: "24/7", label: "Support", description: "{roundTheClock}." },
    {
      value: "100%",
      label: "Client satisfaction",
      description: "What we aim for, measured against acceptance criteria agreed in writing before work starts.",
    },
    {
      value: "Proven",
      label: "Delivery process",
      description: "Milestones, agreed reviews and transparent reporting.",
    },
  ] satisfies Stat[],
};

/** The four value statements shown with the trust stats. */
export const values = {
  title: "What we value",
  items: [
    {
      title: "Transparency",
      description: "Open backlogs, honest estimates and early warnings when something changes.",
      icon: "eye",
    },
    {
      title: "Craftsmanship",
      description: "Readable code, sound architecture and tests that let you change course safely.",
      icon: "award",
    },
    {
      title: "Partnership",
      description: "We measure success by your outcomes, whatever the pricing model.",
      icon: "handshake",
    },
    {
      title: "Security",
      description: "Least-privilege access, encrypted data and secure defaults as the starting point of every project.",
      icon: "lock",
    },
  ] satisfies IconPoint[],
};

/** The four core values (docs/requirements.md#company-and-legal-pages): the same on About Us and Our Mission. */
export const coreValues = {
  eyebrow: "Core values",
  title: "What guides our decisions",
  description: "Four values we hire for, review against and expect to be held to by our clients.",
  items: [
    {
      title: "Passion",
      description:
        "We care about the craft and about the problem behind the ticket, and we keep learning so your software does not age with our skills.",
      icon: "heart",
    },
    {
      title: "Integrity",
      description:
        "Honest estimates, early warnings when plans change and no hidden work: every invoice shows what you are paying for and why.",
      icon: "scale",
    },
    {
      title: "Innovation",
      description:
        "We adopt new tools when they make your product better or cheaper to run, and we prove it with a prototype before we bet on it.",
      icon: "lightbulb",
    },
    {
      title: "Collaboration",
      description: "One team with yours: shared plans, regular reviews and decisions made together, in the open.",
      icon: "users",
    },
  ] satisfies IconPoint[],
};

/** "How we serve your business" (home page). */
export const serveWays = {
  title: "How we serve your business",
  items: [
    {
      title: "Strategic consulting",
      description: "Roadmaps, architecture reviews and technology choices grounded in your business goals.",
      icon: "compass",
    },
    {
      title: "Expert development",
      description: "Cross-functional teams that design, build and ship web, mobile, cloud and AI products.",
      icon: "code",
    },
    {
      title: "Ongoing support",
      description: "Monitoring, maintenance and improvements under clear service levels.",
      icon: "life-buoy",
    },
  ] satisfies IconPoint[],
};

/**
 * "Our Initiative": the seven fixed benefit bullets of every service page (docs/requirements.md#service-detail). They are shown on
 * every service, so each must be true for all of them, from market research to staff augmentation
 * (decision 0021): how a service runs day to day (sprints, weekly demos, on-call) belongs to the
 * entry's own `initiative` text.
 */
export const initiativeBenefits: string[] = [
  "{FreeConsultation}, then {estimate}",
  "A named contact at {brand} for the whole engagement: your project lead, or the account manager of a placement",
  "Progress reviews at a rhythm agreed with you before work starts",
  "Under our terms, {ownership}",
  "Confidentiality backed by {nda}",
  "Work reviewed before it reaches you: by our peers on projects we deliver, through your own review process when our engineers join your team",
  "A support plan for your software whenever you want one, whoever built it, with response targets by severity",
];

/** The company sections the home page and /services both show, for their loaders (docs/requirements.md#home, #services-page). */
export const companySections = { developmentProcess, technologyTiles, whyChoose, trustStats, values };
