/**
 * Defaults and fallbacks (docs/requirements.md#service-detail, #solution-detail), in one place. A catalogue entry that lacks a section's
 * eyebrow, title, description or a hero image is shown with these instead; pages never check for missing text.
 */
import type { Service, Solution } from "./types";
import { CTA } from "./cta";

/**
 * Section headings and intros every service page falls back to. Like the catalogue entries, they may
 * hold tokens (`{replyTime}`): resolve them with `fillTokensInContent` before they are shown.
 */
export const serviceSectionDefaults = {
  whyUsTitle: "Why choose us",
  whyUsDescription: "Senior specialists, a process you can see into, and a team that stays accountable after delivery.",
  discussTitle: "Let us discuss your project",
  discussDescription:
    "Tell us what you are trying to achieve. We will come back {replyTime} with questions, ideas and next steps.",
  processTitle: "Our process",
  processDescription: "A clear sequence of stages, each with a deliverable you review before we move on.",
  initiative:
    "Every engagement starts with understanding your goals, and every decision after that is made in the open, with you.",
  initiativeTitle: "Our initiative",
  initiativeDescription: "What every client gets from us, whatever the size of the project.",
  faqsTitle: "Frequently asked questions",
  faqsDescription: "Straight answers to the questions clients ask us most.",
  hireTitle: "Hire our team",
  hireDescription:
    "Work with vetted specialists who have delivered this kind of work before, engaged the way that suits you.",
  ctaTitle: "Ready to start your project?",
  ctaDescription: "Book a free consultation, then get a clear plan for your project and {estimate}.",
} satisfies Partial<Service>;

/** Section eyebrows, headings, intros and the closing call to action every solution page falls back to (docs/requirements.md#solution-detail). */
export const solutionSectionDefaults = {
  overviewEyebrow: "Overview",
  overviewTitle: "Software built around how your industry works",
  overviewDescription:
    "Regulation, legacy systems and customer expectations differ by industry. We start from yours, not from a template.",
  helpEyebrow: "How we help",
  helpTitle: "Where our teams make a difference",
  helpDescription: "The problems we are most often asked to solve in this industry, and how we approach each one.",
  solutionsEyebrow: "Key solutions",
  solutionsTitle: "What we build",
  solutionsDescription: "Products and platforms we design, build and support for organizations in this industry.",
  techEyebrow: "Technology stack",
  techTitle: "Proven tools for each layer",
  techDescription: "We choose mature, well-supported technology that your own team can run and extend after launch.",
  processEyebrow: "Implementation",
  processTitle: "How an implementation runs",
  processDescription: "Fixed phases with a review at the end of each, so you know what comes next and when.",
  metricsEyebrow: "Success metrics",
  metricsTitle: "How we measure success",
  metricsDescription: "We agree on the measures with you before we build, and report against them after launch.",
  caseStudiesEyebrow: "Case studies",
  caseStudiesTitle: "Illustrative engagements",
  caseStudiesDescription:
    "Composite scenarios based on the kind of work we do. They show the approach, not a named client.",
  faqsEyebrow: "FAQs",
  faqsTitle: "Questions buyers ask us",
  faqsDescription: "Short answers on compliance, timelines, integration and cost.",
  ctaEyebrow: "Get started",
  ctaTitle: "Tell us what you are building",
  ctaDescription:
    "Book a free consultation. We will review your goals and constraints and suggest a practical first step.",
  ctaText: CTA.startProject,
} satisfies Partial<Solution>;
