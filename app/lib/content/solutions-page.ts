import { z } from "zod";
import { defineCollection, type Entry } from "./collection";
import {
  callToAction,
  ctaKey,
  ctaLabel,
  fallbackIntro,
  fallbackTitle,
  icon,
  line,
  list,
  point,
  resolveCallToAction,
  sectionCopy,
  text,
} from "./fields";

/** A section's eyebrow on every solution page: no entry sets its own. */
const solutionEyebrow = (section: string) =>
  line({
    title: `${section}: eyebrow`,
    description: `The short label above the ${section} heading on every solution page.`,
  });

/** The /solutions page's own copy (docs/requirements.md#solutions-page); the cards come from the solutions. */
export const solutionsPageSchema = z.object({
  title: line({
    title: "Heading",
    description: "The /solutions page's heading and its browser tab title.",
  }),
  metaDescription: line({
    title: "Search result description",
    description:
      "The text search engines show under /solutions' link, 70–160 characters once filled; {brand} is the company name.",
  }),
  hero: z
    .object({
      eyebrow: line({ title: "Eyebrow", description: "The short label above the /solutions heading." }),
      description: text({ title: "Introduction", description: "One or two sentences under the heading." }),
    })
    .meta({ title: "Hero", description: "The top of /solutions." }),
  intro: sectionCopy("solution cards").meta({
    title: "Solution cards",
    description: "The heading over the cards, one per solution in the solutions' order.",
  }),
  whyChoose: z
    .object({
      eyebrow: line({ title: "Eyebrow", description: "The short label above the Why choose heading." }),
      title: line({ title: "Heading", description: "The Why choose section's heading." }),
      description: text({ title: "Introduction", description: "One or two sentences under that heading." }),
      points: list(
        point("point")
          .extend({ icon: icon("above the point") })
          .meta({
            title: "Point",
            description: "One reason: its heading, a sentence or two and an icon.",
          }),
        {
          title: "Points",
          description: "Exactly 3 points: industry expertise, technical excellence, proven results.",
        },
      ).length(3, "must have exactly 3 points"),
    })
    .meta({ title: "Why choose", description: "The three reasons to choose us, under the cards." }),
  approach: z
    .object({
      eyebrow: line({ title: "Eyebrow", description: "The short label above the approach heading." }),
      title: line({ title: "Heading", description: "The approach section's heading." }),
      description: text({ title: "Introduction", description: "One or two sentences under that heading." }),
      steps: list(point("step"), {
        title: "Steps",
        description:
          "Exactly 4 steps in order: industry analysis, solution design, development and implementation, ongoing support.",
      }).length(4, "must have exactly 4 steps"),
    })
    .meta({ title: "Our approach", description: "The four-step timeline." }),
  cta: callToAction("at the end of /solutions"),
  sectionDefaults: z
    .object({
      overviewEyebrow: solutionEyebrow("Overview"),
      overviewTitle: fallbackTitle("solution", "Overview"),
      overviewDescription: fallbackIntro("solution", "Overview"),
      helpEyebrow: solutionEyebrow("How we help"),
      helpTitle: fallbackTitle("solution", "How we help"),
      helpDescription: fallbackIntro("solution", "How we help"),
      solutionsEyebrow: solutionEyebrow("Key solutions"),
      solutionsTitle: fallbackTitle("solution", "Key solutions"),
      solutionsDescription: fallbackIntro("solution", "Key solutions"),
      techEyebrow: solutionEyebrow("Technology stack"),
      techTitle: fallbackTitle("solution", "Technology stack"),
      techDescription: fallbackIntro("solution", "Technology stack"),
      processEyebrow: solutionEyebrow("Implementation process"),
      processTitle: fallbackTitle("solution", "Implementation process"),
      processDescription: fallbackIntro("solution", "Implementation process"),
      metricsEyebrow: solutionEyebrow("Success metrics"),
      metricsTitle: fallbackTitle("solution", "Success metrics"),
      metricsDescription: fallbackIntro("solution", "Success metrics"),
      caseStudiesEyebrow: solutionEyebrow("Case studies"),
      caseStudiesTitle: fallbackTitle("solution", "Case studies"),
      caseStudiesDescription: fallbackIntro("solution", "Case studies"),
      faqsEyebrow: solutionEyebrow("FAQ"),
      faqsTitle: fallbackTitle("solution", "FAQ"),
      faqsDescription: fallbackIntro("solution", "FAQ"),
      ctaEyebrow: solutionEyebrow("Closing call to action"),
      ctaTitle: fallbackTitle("solution", "Closing call to action"),
      ctaDescription: fallbackIntro("solution", "Closing call to action"),
      ctaText: ctaKey("closing every solution page whose entry names none"),
    })
    .meta({
      title: "Solution pages: default headings",
      description:
        "The section eyebrows, headings and introductions every solution page shows when its own entry leaves them empty, and the closing button.",
    }),
});

export const solutionsPage = defineCollection({
  name: "solutions-page",
  label: "Page: Solutions",
  description:
    "The /solutions page's own words: the hero, the heading over the solution cards, the three Why choose points, the four-step approach and the closing call to action.",
  kind: "file",
  path: "app/content/pages/solutions.yml",
  schema: solutionsPageSchema,
  // The page's path is its route's (app/pages.ts), not copy.
  resolve: ({ cta, ...page }) => ({
    path: "/solutions",
    ...page,
    cta: resolveCallToAction(cta),
    sectionDefaults: { ...page.sectionDefaults, ctaText: ctaLabel(page.sectionDefaults.ctaText) },
  }),
});

/** The eyebrows, headings, intros and closing button's words every solution page falls back to. */
export type SolutionSectionDefaults = Entry<typeof solutionsPage>["sectionDefaults"];
/** The /solutions page's copy (app/content/pages/solutions.yml), its path added and its buttons' words. */
export type SolutionsPage = Omit<Entry<typeof solutionsPage>, "sectionDefaults">;
