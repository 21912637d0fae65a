import { z } from "zod";
import { defineCollection, type Entry } from "./collection";
import {
  closingCta,
  filledMetaDescription,
  icon,
  iconCard,
  iconPoints,
  line,
  link,
  list,
  pageHero,
  pageName,
  point,
  resolveCallToAction,
  sectionCopy,
  strings,
  text,
  titledText,
} from "./fields";

/** /about and /about/mission (docs/requirements.md#company-and-legal-pages); the core values come from the company blocks. */
export const aboutPageSchema = z.object({
  about: z
    .object({
      title: pageName("/about"),
      metaDescription: filledMetaDescription("/about"),
      hero: pageHero("/about"),
      mission: titledText("mission", "/about"),
      vision: titledText("vision", "/about"),
      story: sectionCopy("story")
        .extend({
          stages: list(point("stage"), {
            title: "Stages",
            description: "Exactly 3 stages of the company's story, oldest first. Tokens such as {brand} may be used.",
          }).length(3, "must have exactly 3 stages"),
        })
        .meta({ title: "Our story", description: "The story section: three stages in a row." }),
      whyChoose: sectionCopy("why choose us")
        .extend({
          points: iconPoints("reason", {
            title: "Reasons",
            description: "The reasons to choose us, each with an icon; 4 fill one row.",
          }).min(1, "must have at least 1 reason"),
        })
        .meta({ title: "Why choose us", description: "The why-choose section, after the core values." }),
      expertise: sectionCopy("expertise")
        .extend({
          areas: list(
            iconCard("area").extend({
              tags: strings("Tag", { title: "Tags", description: "The technologies or methods shown as chips." }, 1),
            }),
            { title: "Areas", description: "Exactly 6 areas of expertise, each with an icon and its tag chips." },
          ).length(6, "must have exactly 6 areas"),
        })
        .meta({ title: "Expertise", description: "The six areas we work in, with tag chips." }),
      achievements: sectionCopy("achievements").meta({
        title: "Achievements",
        description: "The heading over the company's stats (the stats themselves are a company block).",
      }),
      culture: sectionCopy("culture")
        .extend({
          listTitle: line({
            title: "List heading",
            description: "The heading of the card listing why to work with us.",
          }),
          reasons: strings(
            "Reason",
            {
              title: "Why work with us",
              description: "The reasons to join, one per bullet, beside the Careers button.",
            },
            1,
          ),
        })
        .meta({ title: "Culture", description: "How the team works, and why to join it." }),
      cta: closingCta("/about")
        .extend({
          actions: list(link("of the closing call to action"), {
            title: "Buttons",
            description:
              "Exactly 2 buttons, the main one first (the specification's Get Started Today and Schedule a Consultation).",
          }).length(2, "must have exactly 2 buttons"),
        })
        .meta({ title: "Closing call to action", description: "The last section of /about." }),
    })
    .meta({ title: "About Us", description: "The /about page." }),
  mission: z
    .object({
      title: pageName("/about/mission"),
      metaDescription: filledMetaDescription("/about/mission"),
      hero: pageHero("/about/mission"),
      statement: z
        .object({
          eyebrow: line({ title: "Eyebrow", description: "The label above the mission statement." }),
          text: text({ title: "Statement", description: "The mission statement, one sentence shown large." }),
        })
        .meta({ title: "Mission statement", description: "The mission statement under the hero." }),
      vision: z
        .object({
          eyebrow: line({ title: "Eyebrow", description: "The short label above the vision heading." }),
          title: line({ title: "Heading", description: "The vision section's heading." }),
          text: text({ title: "Text", description: "The vision in one or two sentences." }),
        })
        .meta({ title: "Vision", description: "The vision section." }),
      purpose: z
        .object({
          eyebrow: line({ title: "Eyebrow", description: "The short label above the purpose heading." }),
          title: line({ title: "Heading", description: "The purpose section's heading." }),
          paragraphs: list(text({ title: "Paragraph", description: "One paragraph of the purpose." }), {
            title: "Paragraphs",
            description: "The purpose in one or more paragraphs.",
          }).min(1, "must have at least 1 paragraph"),
        })
        .meta({ title: "Purpose", description: "The purpose section, after the core values." }),
      whatWeDo: sectionCopy("what we do")
        .extend({
          items: iconPoints("kind of work", {
            title: "Kinds of work",
            description: "What we do, each with an icon; 4 fill one row.",
          }).min(1, "must have at least 1 item"),
        })
        .meta({ title: "What we do", description: "The kinds of work we do." }),
      impact: sectionCopy("impact")
        .extend({
          groups: list(
            z.object({
              title: line({ title: "Title", description: "Whom the impact is for." }),
              icon: icon("beside the group's title"),
              points: strings(
                "Point",
                { title: "Points", description: "The impact, one per bullet. Tokens such as {city} may be used." },
                1,
              ),
            }),
            {
              title: "Groups",
              description: "Exactly 2 groups: the impact for our clients, then for our community.",
            },
          ).length(2, "must have exactly 2 groups"),
        })
        .meta({ title: "Impact", description: "The difference we want to make, for clients and for the community." }),
      cta: closingCta("/about/mission")
        .extend({
          actions: list(link("of the closing call to action"), {
            title: "Buttons",
            description: "Exactly 2 buttons, the main one first.",
          }).length(2, "must have exactly 2 buttons"),
        })
        .meta({ title: "Closing call to action", description: "The last section of /about/mission." }),
    })
    .meta({ title: "Our Mission", description: "The /about/mission page." }),
});

export const aboutPage = defineCollection({
  name: "about-page",
  label: "Page: About Us and Our Mission",
  description:
    "The words of /about and /about/mission: heroes, mission and vision, story, expertise, culture, purpose, impact and their closing calls to action. The core values both show are a company block.",
  kind: "file",
  path: "app/content/pages/about.yml",
  schema: aboutPageSchema,
  // The addresses are the page table's (app/pages.ts), not the editor's: a page's canonical URL and structured data read them.
  resolve: (page) => ({
    about: { path: "/about", ...page.about, cta: resolveCallToAction(page.about.cta) },
    mission: { path: "/about/mission", ...page.mission, cta: resolveCallToAction(page.mission.cta) },
  }),
});

/** /about and /about/mission as they show (app/content/pages/about.yml). */
export type AboutPages = Entry<typeof aboutPage>;
