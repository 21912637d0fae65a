/**
 * Copy of /solutions (docs/requirements.md#solutions-page): the hero, the intro, the three-point 'Why Choose' block, the four-step
 * approach and the closing call to action. The cards come from the solution catalogue.
 */
import type { CallToActionCopy, Step } from "./types";
import type { IconPoint } from "./types";
import { CTA } from "./cta";

export const solutionsPage = {
  path: "/solutions",
  title: "Industry Solutions",
  metaDescription:
    "Software for healthcare, fintech, education, e-commerce, logistics and more, built by {brand} around each industry's rules and systems.",
  hero: {
    eyebrow: "Solutions",
    description:
      "Regulated data, legacy systems and demanding customers look different in every industry. We build software that starts from yours.",
  },
  intro: {
    eyebrow: "By industry and platform",
    title: "Pick the closest match and see how we would approach it",
    description:
      "Each page below sets out the problems we solve in that field, what we build, the stack we use, how an implementation runs and how we measure it.",
  },
  whyChoose: {
    eyebrow: "Why choose us",
    title: "Domain knowledge, engineering depth and results you can check",
    description: "Three things clients tell us they could not get from a generalist vendor.",
    points: [
      {
        title: "Industry expertise",
        description:
          "We learn the regulations, data standards and workflows of your field before we design, so compliance and integration are planned in rather than patched on.",
        icon: "briefcase",
      },
      {
        title: "Technical excellence",
        description:
          "Senior engineers, automated tests, infrastructure as code and security reviews on every release, whichever industry the software serves.",
        icon: "award",
      },
      {
        title: "Proven results",
        description:
          "We agree on measurable goals at the start, such as processing time, conversion or error rates, and report against them after launch.",
        icon: "trending-up",
      },
    ] satisfies IconPoint[],
  },
  approach: {
    eyebrow: "Our approach",
    title: "Four steps from your industry to working software",
    description: "The same disciplined sequence behind every solution, adapted to your regulations and systems.",
    steps: [
      {
        title: "Industry analysis",
        description:
          "We map your market, regulations, existing systems and users, and agree on the measures that define success.",
      },
      {
        title: "Solution design",
        description:
          "We design the architecture, integrations and user journeys, and validate the riskiest parts with a prototype.",
      },
      {
        title: "Development and implementation",
        description:
          "We build in short iterations with a demo every 2 weeks, then migrate data, integrate and roll out in stages.",
      },
      {
        title: "Ongoing support",
        description:
          "After launch we monitor, fix and improve the software under an agreed support plan, and keep it compliant as rules change.",
      },
    ] satisfies Step[],
  },
  cta: {
    title: "Let us look at your industry's problem together",
    description:
      "Book a consultation to discuss your goals, or request a demo: a call in which we walk you through how we would build a platform for your field.",
    actions: [
      { label: CTA.scheduleConsultation, href: "/contact" },
      { label: CTA.requestDemo, href: "/contact" },
    ],
  } satisfies CallToActionCopy,
};
