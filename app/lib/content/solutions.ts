import { z } from "zod";
import { optionalImage } from "../media";
import { defineCollection, type Entry } from "./collection";
import {
  ctaKey,
  ctaLabel,
  entryId,
  faqs,
  heroImage,
  heroImageUrl,
  icon,
  iconCard,
  line,
  list,
  metaDescription,
  ownSection,
  strings,
  text,
  title,
} from "./fields";

/** A solution (industry) entry (docs/requirements.md#solution-entries): /solutions/{id}. */
export const solutionSchema = z.object({
  id: entryId("/solutions/{id}"),
  title: title({ title: "Title", description: "The industry's name: the page heading, its card and menu label." }),
  description: text({
    title: "Description",
    description: "One or two sentences: the card on /solutions and the hero.",
  }),
  metaDescription: metaDescription("the solution page"),
  icon: icon("on the solution's card"),
  heroImage,
  heroUpload: optionalImage(
    "Own hero image (upload)",
    "Optional: an image of the team's own, shown at the top of the page instead of the hero photo chosen above. Wide images work best (about 1600 × 900 pixels).",
  ),
  overview: text({ title: "Overview", description: "The overview paragraph on the industry's situation." }),
  ...ownSection("overview", "Overview", "Page: Solutions"),
  ...ownSection("help", "How we help", "Page: Solutions"),
  howWeHelp: list(iconCard("help card"), {
    title: "How we help",
    description: "At least 3 cards; the /solutions card shows the first 3 titles.",
  }).min(3, "must have at least 3 items"),
  ...ownSection("solutions", "Key solutions", "Page: Solutions"),
  keySolutions: list(
    iconCard("key solution").extend({
      features: strings("Feature", { title: "Features", description: "At least 3 feature bullets." }, 3),
    }),
    {
      title: "Key solutions",
      description: "At least 2 things we build; the /solutions card shows the first 2 titles.",
    },
  ).min(2, "must have at least 2 items"),
  ...ownSection("tech", "Technology stack", "Page: Solutions"),
  technologyStack: list(
    z.object({
      category: line({ title: "Category", description: "The stack category's name." }),
      description: text({ title: "Description", description: "One sentence on the category." }),
      icon: icon("on the category"),
      technologies: strings("Technology", { title: "Technologies", description: "At least 3 named technologies." }, 3),
    }),
    { title: "Technology stack", description: "At least 2 categories with their named technologies." },
  ).min(2, "must have at least 2 items"),
  ...ownSection("process", "Implementation process", "Page: Solutions"),
  implementationProcess: list(
    z.object({
      title: line({ title: "Title", description: "The step's name." }),
      description: text({ title: "Description", description: "What happens in the step." }),
      duration: line({ title: "Duration", description: 'How long, in words: "1–2 weeks", "8–12 weeks", "Ongoing".' }),
    }),
    { title: "Implementation process", description: "At least 4 steps, each with its duration." },
  ).min(4, "must have at least 4 items"),
  ...ownSection("metrics", "Success metrics", "Page: Solutions"),
  successMetrics: list(
    iconCard("metric").extend({
      examples: strings("Example", { title: "Examples", description: "At least 2 example measures." }, 2),
    }),
    { title: "Success metrics", description: "At least 3 groups of what we measure." },
  ).min(3, "must have at least 3 items"),
  ...ownSection("caseStudies", "Case studies", "Page: Solutions"),
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
  ...ownSection("faqs", "FAQ", "Page: Solutions"),
  faqs: faqs({ min: 3 }),
  ...ownSection("cta", "Closing call to action", "Page: Solutions"),
  ctaText: ctaKey(
    "of the closing call to action (optional: left out, the page shows the default of Page: Solutions)",
  ).optional(),
});

export const solutions = defineCollection({
  name: "solutions",
  label: "Solutions (industries)",
  description: "The industry pages at /solutions/{id}, listed on /solutions in the order file's order.",
  kind: "folder",
  path: "app/content/solutions",
  order: "app/content/order/solutions.yml",
  schema: solutionSchema,
  // Names turned into a URL and words; what an entry leaves out stays out, for the page's defaults.
  resolve: ({ heroImage: image, ctaText, ...entry }) => ({
    ...entry,
    ...(image ? { heroImage: heroImageUrl(image) } : {}),
    ...(ctaText ? { ctaText: ctaLabel(ctaText) } : {}),
  }),
});

export type Solution = Entry<typeof solutions>;
export type TimedStep = Solution["implementationProcess"][number];
export type CaseStudy = Solution["caseStudies"][number];
