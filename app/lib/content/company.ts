import { z } from "zod";
import { defineCollection, type Entry } from "./collection";
import { group, icon, line, list, text } from "./fields";

/** A title and a sentence, with an icon: a tile, a value or a way of working. */
const iconPoint = (where: string) =>
  group("Item", `One item ${where}: a title, a sentence and an icon.`, {
    title: line({ title: "Title", description: `The item's title ${where}.` }),
    description: text({ title: "Text", description: "One sentence under the title." }),
    icon: icon("beside the title"),
  });

/** A section's heading block: the short label above, the heading and the sentence under it. */
const headedSection = (section: string) => ({
  eyebrow: line({ title: "Eyebrow", description: `The short label above the "${section}" heading. May use {brand}.` }),
  title: line({ title: "Heading", description: `The section's heading, "${section}" in the specification.` }),
  description: text({ title: "Introduction", description: "One sentence under the heading." }),
});

/**
 * The company blocks several pages share (docs/requirements.md#home, #services-page, #service-detail,
 * #company-and-legal-pages): the home page and /services show the first five, /about the trust stats and
 * core values, the home page the ways to work with us, every service page the seven benefits.
 */
export const companySchema = z.object({
  developmentProcess: group("Our development process", "On the home page and /services: four numbered steps.", {
    ...headedSection("Our development process"),
    steps: list(
      group("Step", "One stage of the process.", {
        title: line({ title: "Title", description: "The step's name, numbered 01–04 by its place." }),
        description: text({ title: "Text", description: "One or two sentences on what happens in it." }),
      }),
      { title: "Steps", description: "Exactly 4 steps, in order; the page numbers them 01–04." },
    ).length(4, "must have exactly 4 steps"),
  }),
  technologyTiles: group("Technologies we master", "On the home page and /services: six tiles.", {
    ...headedSection("Technologies we master"),
    tiles: list(iconPoint("on its tile"), {
      title: "Tiles",
      description: "Exactly 6 technology tiles, each with an icon.",
    }).length(6, "must have exactly 6 tiles"),
  }),
  whyChoose: group("Why choose our services", "On the home page and /services: an eight-point list.", {
    ...headedSection("Why choose our services"),
    points: list(
      line({
        title: "Point",
        description:
          "One reason, one line. Tokens such as {brand}, {pricingModels}, {nda}, {ownership} or {slaHours} state the decided terms.",
      }),
      { title: "Points", description: "Exactly 8 reasons, shown as a checklist." },
    ).length(8, "must have exactly 8 points"),
  }),
  trustStats: group("Client satisfaction", "On the home page and /services (and its stats on /about).", {
    ...headedSection("Partners businesses rely on"),
    stats: list(
      group("Stat", "One trust figure with its label and line.", {
        value: line({ title: "Figure", description: "The big figure or word, such as 24/7." }),
        label: line({ title: "Label", description: "What the figure counts, under it." }),
        description: text({
          title: "Line under it",
          description: "One short line that backs the figure; {roundTheClock} states the support hours.",
        }),
      }),
      { title: "Stats", description: "Exactly 4 trust stats; /about shows them too." },
    ).length(4, "must have exactly 4 stats"),
  }),
  values: group("What we value", "Beside the trust stats on the home page and /services.", {
    title: line({ title: "Heading", description: 'The heading over the four values, "What we value".' }),
    items: list(iconPoint("beside the trust stats"), {
      title: "Values",
      description: "Exactly 4 value statements, each with an icon.",
    }).length(4, "must have exactly 4 values"),
  }),
  coreValues: group("Core values", "On /about and /about/mission alike.", {
    ...headedSection("What guides our decisions"),
    items: list(iconPoint("in the core values"), {
      title: "Core values",
      description: "Exactly 4 core values (Passion, Integrity, Innovation, Collaboration), each with an icon.",
    }).length(4, "must have exactly 4 core values"),
  }),
  serveWays: group("How we serve your business", "On the home page, after the services.", {
    title: line({ title: "Heading", description: 'The section\'s heading, "How we serve your business".' }),
    items: list(iconPoint("among the ways to work with us"), {
      title: "Ways to work with us",
      description: "Exactly 3 ways of serving a business, each with an icon.",
    }).length(3, "must have exactly 3 ways"),
  }),
  initiativeBenefits: list(
    line({
      title: "Benefit",
      description:
        "One benefit, one line, true of every service. Tokens such as {brand}, {FreeConsultation}, {estimate}, {ownership} or {nda} state the decided terms.",
    }),
    {
      title: "Our Initiative benefits",
      description: "Exactly 7 benefits shown in the Our Initiative section of every service page.",
    },
  ).length(7, "must have exactly 7 benefits"),
});

export const company = defineCollection({
  name: "company",
  label: "Company blocks (several pages)",
  description:
    "The company sections several pages share: the process, technology tiles, reasons and trust stats of the home page and /services, the core values of /about, the ways to work with us on the home page, and the benefits on every service page.",
  kind: "file",
  path: "app/content/pages/company.yml",
  schema: companySchema,
});

/** The company blocks several pages share (app/content/pages/company.yml). */
export type CompanyBlocks = Entry<typeof company>;
/** A title and a sentence with an icon: a tile, a value, a way of working. */
export type IconPoint = CompanyBlocks["serveWays"]["items"][number];
/** A trust figure with its label and the line under it. */
export type Stat = CompanyBlocks["trustStats"]["stats"][number];
