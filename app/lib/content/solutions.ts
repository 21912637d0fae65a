import { z } from "zod";
import type { IconKey } from "../../content/types";
import { defineCollection, type Entry } from "./collection";
import {
  ctaKey,
  ctaLabel,
  entryId,
  faqs,
  icon,
  iconCard,
  line,
  list,
  metaDescription,
  sectionIntro,
  sectionTitle,
  strings,
  text,
} from "./fields";

/** A solution (industry) entry (docs/requirements.md#solution-entries): /solutions/{id}. */
export const solutionSchema = z.object({
  id: entryId("/solutions/{id}"),
  title: line({ title: "Title", description: "The industry's name: the page heading, its card and menu label." }),
  description: text({
    title: "Description",
    description: "One or two sentences: the card on /solutions and the hero.",
  }),
  metaDescription: metaDescription("the solution page"),
  icon: icon("on the solution's card"),
  overview: text({ title: "Overview", description: "The overview paragraph on the industry's situation." }),
  overviewTitle: sectionTitle("Overview"),
  overviewDescription: sectionIntro("Overview"),
  helpTitle: sectionTitle("How we help"),
  helpDescription: sectionIntro("How we help"),
  howWeHelp: list(iconCard("help card"), {
    title: "How we help",
    description: "At least 3 cards; the /solutions card shows the first 3 titles.",
  }).min(3, "must have at least 3 items"),
  solutionsTitle: sectionTitle("Key solutions"),
  solutionsDescription: sectionIntro("Key solutions"),
  keySolutions: list(
    iconCard("key solution").extend({
      features: strings("Feature", { title: "Features", description: "At least 3 feature bullets." }, 3),
    }),
    {
      title: "Key solutions",
      description: "At least 2 things we build; the /solutions card shows the first 2 titles.",
    },
  ).min(2, "must have at least 2 items"),
  techTitle: sectionTitle("Technology stack"),
  techDescription: sectionIntro("Technology stack"),
  technologyStack: list(
    z.object({
      category: line({ title: "Category", description: "The stack category's name." }),
      description: text({ title: "Description", description: "One sentence on the category." }),
      icon: icon("on the category"),
      technologies: strings("Technology", { title: "Technologies", description: "At least 3 named technologies." }, 3),
    }),
    { title: "Technology stack", description: "At least 2 categories with their named technologies." },
  ).min(2, "must have at least 2 items"),
  processTitle: sectionTitle("Implementation process"),
  processDescription: sectionIntro("Implementation process"),
  implementationProcess: list(
    z.object({
      title: line({ title: "Title", description: "The step's name." }),
      description: text({ title: "Description", description: "What happens in the step." }),
      duration: line({ title: "Duration", description: 'How long, in words: "1–2 weeks", "8–12 weeks", "Ongoing".' }),
    }),
    { title: "Implementation process", description: "At least 4 steps, each with its duration." },
  ).min(4, "must have at least 4 items"),
  metricsTitle: sectionTitle("Success metrics"),
  metricsDescription: sectionIntro("Success metrics"),
  successMetrics: list(
    iconCard("metric").extend({
      examples: strings("Example", { title: "Examples", description: "At least 2 example measures." }, 2),
    }),
    { title: "Success metrics", description: "At least 3 groups of what we measure." },
  ).min(3, "must have at least 3 items"),
  caseStudiesTitle: sectionTitle("Case studies"),
  caseStudiesDescription: sectionIntro("Case studies"),
  caseStudies: list(
    z.object({
      title: line({ title: "Title", description: "The scenario's name." }),
      description: text({ title: "Description", description: "One sentence on the scenario." }),
      challenge: text({ title: "Challenge", description: "The client's problem." }),
      solution: text({ title: "Solution", description: "What was built." }),
      results: strings("Result", { title: "Results", description: "At least 2 outcomes, one per bullet." }, 2),
    }),
    {
      title: "Case studies",
      description: "At least 2 illustrative engagements: no real client names, no figures presented as real.",
    },
  ).min(2, "must have at least 2 items"),
  faqsTitle: sectionTitle("FAQ"),
  faqsDescription: sectionIntro("FAQ"),
  faqs: faqs({ min: 3 }),
  ctaTitle: sectionTitle("Closing call to action"),
  ctaDescription: sectionIntro("Closing call to action"),
  ctaText: ctaKey("of the closing call to action"),
});

export const solutions = defineCollection({
  name: "solutions",
  label: "Solutions (industries)",
  description: "The industry pages at /solutions/{id}, listed on /solutions in the order file's order.",
  kind: "folder",
  path: "app/content/solutions",
  order: "app/content/order/solutions.yml",
  schema: solutionSchema,
  resolve: (entry) => ({ ...entry, ctaText: ctaLabel(entry.ctaText) }),
});

/** Section eyebrows no entry sets: the detail page shows `sectionDefaults` of app/content/pages/solutions.yml. */
type SolutionEyebrows = Partial<
  Record<
    | "overviewEyebrow"
    | "helpEyebrow"
    | "solutionsEyebrow"
    | "techEyebrow"
    | "processEyebrow"
    | "metricsEyebrow"
    | "caseStudiesEyebrow"
    | "faqsEyebrow"
    | "ctaEyebrow",
    string
  >
>;
export type Solution = Entry<typeof solutions> & SolutionEyebrows & { heroImage?: string };
export type IconCard = Solution["howWeHelp"][number];
export type TimedStep = Solution["implementationProcess"][number];
export type KeySolution = Solution["keySolutions"][number];
export type StackCategory = Solution["technologyStack"][number];
export type SuccessMetric = Solution["successMetrics"][number];
export type CaseStudy = Solution["caseStudies"][number];

/** The card view of a solution on /solutions (docs/requirements.md#solutions-page, #figures-and-limits: 3 help titles, 2 key solution titles). */
export interface SolutionSummary {
  id: string;
  title: string;
  description: string;
  icon: IconKey;
  help: string[];
  solutions: string[];
}
