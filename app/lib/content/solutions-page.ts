import { z } from "zod";
import { defineCollection } from "./collection";
import {
  callToAction,
  ctaKey,
  ctaLabel,
  fallbackSection,
  group,
  icon,
  keyed,
  line,
  list,
  point,
  resolveCallToAction,
  searchLine,
  sectionCopy,
  text,
} from "./fields";

/** A section's defaults on every solution page: its eyebrow (no entry sets its own), heading and introduction. */
const solutionSection = <K extends string>(key: K, section: string) =>
  keyed(key, {
    Eyebrow: line({
      title: `${section}: eyebrow`,
      description: `The short label above the ${section} heading on every solution page.`,
    }),
    ...fallbackSection("solution", section),
  });

/** The /solutions page's own copy (docs/requirements.md#solutions-page); the cards come from the solutions. */
export const solutionsPageSchema = z.object({
  title: line({
    title: "Heading",
    description: "The /solutions page's heading and its browser tab title.",
  }),
  metaDescription: searchLine("/solutions' link", "{brand} is the company name"),
  hero: group("Hero", "The top of /solutions.", {
    eyebrow: line({ title: "Eyebrow", description: "The short label above the /solutions heading." }),
    description: text({ title: "Introduction", description: "One or two sentences under the heading." }),
  }),
  intro: sectionCopy("solution cards").meta({
    title: "Solution cards",
    description: "The heading over the cards, one per solution in the solutions' order.",
  }),
  whyChoose: group("Why choose", "The three reasons to choose us, under the cards.", {
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
  }),
  approach: group("Our approach", "The four-step timeline.", {
    eyebrow: line({ title: "Eyebrow", description: "The short label above the approach heading." }),
    title: line({ title: "Heading", description: "The approach section's heading." }),
    description: text({ title: "Introduction", description: "One or two sentences under that heading." }),
    steps: list(point("step"), {
      title: "Steps",
      description:
        "Exactly 4 steps in order: industry analysis, solution design, development and implementation, ongoing support.",
    }).length(4, "must have exactly 4 steps"),
  }),
  cta: callToAction("at the end of /solutions"),
  sectionDefaults: group(
    "Solution pages: default headings",
    "The section eyebrows, headings and introductions every solution page shows when its own entry leaves them empty, and the closing button.",
    {
      ...solutionSection("overview", "Overview"),
      ...solutionSection("help", "How we help"),
      ...solutionSection("solutions", "Key solutions"),
      ...solutionSection("tech", "Technology stack"),
      ...solutionSection("process", "Implementation process"),
      ...solutionSection("metrics", "Success metrics"),
      ...solutionSection("caseStudies", "Case studies"),
      ...solutionSection("faqs", "FAQ"),
      ...solutionSection("cta", "Closing call to action"),
      ctaText: ctaKey("closing every solution page whose entry names none"),
    },
  ),
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
