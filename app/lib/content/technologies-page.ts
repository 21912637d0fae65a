import { z } from "zod";
import { TECHNOLOGY_GROUPS } from "./technologies";
import { defineCollection } from "./collection";
import { callToAction, group, icon, line, list, resolveCallToAction, searchLine, text } from "./fields";

/** The /technologies index (docs/requirements.md#pages-the-site-adds) and what every technology page shares (#technology-page). */
export const technologiesPageSchema = z.object({
  title: line({ title: "Heading", description: "The /technologies page's heading and its browser tab title." }),
  metaDescription: searchLine("/technologies' link", "{brand} is the company name"),
  hero: group("Hero", "The top of /technologies.", {
    eyebrow: line({ title: "Eyebrow", description: "The short label above the /technologies heading." }),
    subtitle: line({ title: "Subtitle", description: "The larger line under the heading." }),
    description: text({
      title: "Introduction",
      description:
        "The paragraph under the subtitle. Promises are tokens from the engagement terms, such as {placementHours} or {overlapHours}.",
    }),
  }),
  groups: list(
    group("Group", "One group of technology cards.", {
      id: z.enum(TECHNOLOGY_GROUPS).meta({
        title: "Group",
        description:
          "Which technologies the group lists: those whose Group is this (frontend, mobile, backend or cloud).",
      }),
      title: line({ title: "Heading", description: "The group's heading on /technologies." }),
      description: text({ title: "Description", description: "One sentence under the group's heading." }),
    }),
    {
      title: "Groups",
      description:
        "The four groups of /technologies in the order shown: frontend, mobile, backend and cloud, each once.",
    },
  )
    .length(TECHNOLOGY_GROUPS.length, `must have the ${TECHNOLOGY_GROUPS.length} groups`)
    .refine((groups) => new Set(groups.map((group) => group.id)).size === groups.length, "must list each group once"),
  cta: callToAction("at the end of /technologies"),
  badges: list(
    group("Badge", "One badge: its words and its icon.", {
      label: line({ title: "Label", description: "The badge's words, as the specification names them." }),
      icon: icon("beside the label"),
    }),
    {
      title: "Badges (every technology page)",
      description:
        "The four badges under the hero of every technology page: Expert Team, Quality Assured, Scalable Solutions, Fast Delivery.",
    },
  ).length(4, "must have exactly 4 badges"),
  consult: callToAction("in the middle of every technology page"),
  closing: group("Closing section (every technology page)", "The last section of every technology page.", {
    title: line({ title: "Heading", description: "The heading of the closing section of every technology page." }),
    description: text({
      title: "Text",
      description: "One or two sentences above its two buttons (Schedule Free Consultation, Download Brochure).",
    }),
  }),
  promises: list(
    group("Point", "One closing point: heading, sentences and icon.", {
      title: line({ title: "Title", description: "The point's heading, as the specification names it." }),
      description: text({
        title: "Description",
        description:
          "One or two sentences. A promise (hours, trial, notice, replacement) is written only as its token from the engagement terms, such as {trial} or {shortlistTime}.",
      }),
      icon: icon("above the point"),
    }),
    {
      title: "Closing points (every technology page)",
      description: "The three points of the closing section: Free Consultation, Custom Quote, Quick Start.",
    },
  ).length(3, "must have exactly 3 points"),
});

export const technologiesPage = defineCollection({
  name: "technologies-page",
  label: "Page: Technologies",
  description:
    "The /technologies index's own words and group headings, and what every technology page shares: the four badges, the middle call to action, the closing section and its three points.",
  kind: "file",
  path: "app/content/pages/technologies.yml",
  schema: technologiesPageSchema,
  // The index's path is its route's (app/pages.ts), not copy. Key order matters: the prerendered HTML embeds the loader data.
  resolve: (page) => ({
    index: {
      cta: resolveCallToAction(page.cta),
      path: "/technologies",
      title: page.title,
      metaDescription: page.metaDescription,
      hero: page.hero,
    },
    groups: page.groups,
    shared: {
      badges: page.badges,
      ctas: { consult: resolveCallToAction(page.consult), closing: page.closing },
      promises: page.promises,
    },
  }),
});
