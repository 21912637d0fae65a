import { z } from "zod";
import { defineCollection, type Entry } from "./collection";
import {
  closingCta,
  group,
  icon,
  line,
  link,
  list,
  resolveCallToAction,
  resolveLink,
  sectionCopy,
  text,
} from "./fields";

/** The home page's own copy (docs/requirements.md#home); the services, company sections and stats come from elsewhere. */
export const homePageSchema = z.object({
  hero: group("Hero", "The top of the home page: heading, introduction, highlights and two buttons.", {
    eyebrow: line({ title: "Eyebrow", description: "The short label above the home page's main heading." }),
    headline: line({
      title: "Main heading",
      description: "The home page's one big heading (its h1), a promise in under ten words.",
    }),
    subline: text({ title: "Introduction", description: "One or two sentences under the main heading." }),
    highlights: list(
      group("Highlight", "One short strength with its icon.", {
        label: line({ title: "Label", description: "Two to four words in title case, beside its icon." }),
        icon: icon("beside the label"),
      }),
      {
        title: "Highlights",
        description: "Exactly 4 short strengths shown as a row of icons under the hero's introduction.",
      },
    ).length(4, "must have exactly 4 items"),
    primary: link("first in the home page's hero"),
    secondary: link("second in the home page's hero"),
    orbit: list(icon("circling the hero's illustration"), {
      title: "Orbit icons",
      description: "The icons circling the illustration beside the hero on large screens, 6 of them.",
    }).length(6, "must have exactly 6 icons"),
  }),
  services: sectionCopy("services").meta({
    title: "Our services",
    description: "The heading over the service cards (the first 4 of the services' order, then all with a toggle).",
  }),
  serve: group("How we serve your business", "The introduction of the ways to work with us.", {
    eyebrow: line({
      title: "Eyebrow",
      description: 'The short label above the "How we serve your business" heading.',
    }),
    description: text({
      title: "Introduction",
      description:
        "One sentence under that heading; the heading and the three ways of working are shared company blocks.",
    }),
  }),
  industries: group("Industries we serve", "The industries section near the end of the home page.", {
    eyebrow: line({ title: "Eyebrow", description: "The short label above the industries heading." }),
    title: line({ title: "Heading", description: "The industries section's heading." }),
    description: text({ title: "Introduction", description: "One or two sentences under the industries heading." }),
    cards: list(
      group("Industry card", "One industry: its name, a sentence, an icon and its page.", {
        title: line({ title: "Title", description: "The industry's name on its card." }),
        description: text({ title: "Description", description: "One sentence on what we build for it." }),
        icon: icon("on the industry's card"),
        href: z
          .string()
          .regex(/^\/[a-z0-9/#-]*$/, "must be a path on the site, starting with /")
          .meta({
            title: "Link",
            description: "The industry's page the card leads to, such as /solutions/healthcare.",
          }),
      }),
      { title: "Industry cards", description: "Exactly 6 cards, each leading to its solution page." },
    ).length(6, "must have exactly 6 cards"),
  }),
  contact: closingCta("the home page"),
});

export const homePage = defineCollection({
  name: "home-page",
  label: "Page: Home",
  description:
    "The home page's own words: the hero, the section introductions, the six industry cards and the closing call to action.",
  kind: "file",
  path: "app/content/pages/home.yml",
  schema: homePageSchema,
  resolve: (page) => ({
    ...page,
    hero: { ...page.hero, primary: resolveLink(page.hero.primary), secondary: resolveLink(page.hero.secondary) },
    contact: resolveCallToAction(page.contact),
  }),
});

/** The home page's copy as the page shows it: buttons with their words (app/content/pages/home.yml). */
export type HomePage = Entry<typeof homePage>;
