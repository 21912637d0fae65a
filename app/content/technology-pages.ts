/**
 * Copy shared by every technology page (docs/requirements.md#technology-page), the /technologies index (docs/requirements.md#pages-the-site-adds) and the brochures (docs/requirements.md#button-targets).
 * Each technology's own copy lives in its record (`technologies/<id>.ts`).
 */
import type { IconPoint } from "./types";
import type { CallToActionCopy, IconKey, Technology } from "./types";
import { CTA } from "./cta";

/** The four fixed badges under every technology hero. */
export const technologyBadges: { label: string; icon: IconKey }[] = [
  { label: "Expert Team", icon: "users" },
  { label: "Quality Assured", icon: "shield-check" },
  { label: "Scalable Solutions", icon: "trending-up" },
  { label: "Fast Delivery", icon: "zap" },
];

/** The closing three points of every technology page. */
export const technologyPromises: IconPoint[] = [
  {
    title: "Free Consultation",
    description: "A 30-minute call with a senior engineer to scope the role, the stack and the team you need.",
    icon: "message-square",
  },
  {
    title: "Custom Quote",
    description:
      "A written proposal with the profiles, their rates and a start date, with no obligation. Each developer works {placementHours}. Developers are {dedicatedBilling}, with {dedicatedNotice}.",
    icon: "clipboard",
  },
  {
    title: "Quick Start",
    description:
      "Profiles to interview {shortlistTime}, and {trial} once you choose: {trialTerms}. If the fit is wrong, we replace the developer {replacementCost}: {replacementTerms}.",
    icon: "rocket",
  },
];

export const technologyCtas = {
  consult: {
    title: "Talk to us about your team",
    description:
      "Tell us what you are building and the skills you are missing. We will suggest a team shape, the profiles that fit it and their hourly rates.",
    actions: [
      { label: CTA.scheduleConsultation, href: "/contact?subject=project" },
      { label: CTA.viewPortfolio, href: "/portfolio" },
    ],
  } satisfies CallToActionCopy,
  closing: {
    title: "Start with a free consultation",
    description:
      "Book a call to plan your hire, or take the brochure to share with your team: profiles, process and rates in one printable page.",
  },
};

/** Headings of the index groups, in display order. */
export const technologyGroups: { id: Technology["group"]; title: string; description: string }[] = [
  {
    id: "frontend",
    title: "Front end",
    description: "Web interfaces that are fast, accessible and easy to extend.",
  },
  {
    id: "mobile",
    title: "Mobile",
    description: "Native and cross-platform apps for iOS and Android.",
  },
  {
    id: "backend",
    title: "Back end",
    description: "APIs, integrations and business logic on proven server platforms.",
  },
  {
    id: "cloud",
    title: "Cloud and DevOps",
    description: "Infrastructure, containers and delivery pipelines that keep releases routine.",
  },
];

export const technologiesIndex = {
  cta: {
    title: "Need more than one stack?",
    description:
      "Most teams we build mix front-end, back-end and cloud skills. Tell us what you run and we will propose the team.",
    actions: [{ label: CTA.scheduleConsultation, href: "/contact?subject=project" }],
  } satisfies CallToActionCopy,
  path: "/technologies",
  title: "Technologies",
  metaDescription:
    "Hire dedicated developers from {brand} for React, Angular, Vue.js, Flutter, Android, Node.js, Python, Java, PHP, cloud and DevOps.",
  hero: {
    eyebrow: "Hire developers by stack",
    subtitle: "Dedicated engineers for the technology you run on",
    description:
      "Choose a technology to see the profiles we place, how hiring works, what it costs per hour and answers to common questions. Every developer we place works {placementHours}, and {overlapHours}.",
  },
};
