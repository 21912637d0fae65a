import { z } from "zod";
import { defineCollection } from "./collection";
import {
  closingPair,
  filledMetaDescription,
  group,
  icon,
  iconCard,
  iconPoints,
  line,
  list,
  pageHero,
  pageName,
  point,
  resolveCallToAction,
  section,
  sectionCopy,
  strings,
  text,
  titledText,
} from "./fields";

/** /about and /about/mission (docs/requirements.md#company-and-legal-pages); the core values come from the company blocks. */
export const aboutPageSchema = z.object({
  about: group("About Us", "The /about page.", {
    title: pageName("/about"),
    metaDescription: filledMetaDescription("/about"),
    hero: pageHero("/about"),
    mission: titledText("mission", "/about"),
    vision: titledText("vision", "/about"),
    story: section("story", "Our story", "The story section: three stages in a row.", {
      stages: list(point("stage"), {
        title: "Stages",
        description: "Exactly 3 stages of the company's story, oldest first. Tokens such as {brand} may be used.",
      }).length(3, "must have exactly 3 stages"),
    }),
    whyChoose: section("why choose us", "Why choose us", "The why-choose section, after the core values.", {
      points: iconPoints("reason", {
        title: "Reasons",
        description: "The reasons to choose us, each with an icon; 4 fill one row.",
      }).min(1, "must have at least 1 reason"),
    }),
    expertise: section("expertise", "Expertise", "The six areas we work in, with tag chips.", {
      areas: list(
        iconCard("area").extend({
          tags: strings("Tag", { title: "Tags", description: "The technologies or methods shown as chips." }, 1),
        }),
        { title: "Areas", description: "Exactly 6 areas of expertise, each with an icon and its tag chips." },
      ).length(6, "must have exactly 6 areas"),
    }),
    achievements: sectionCopy("achievements").meta({
      title: "Achievements",
      description: "The heading over the company's stats (the stats themselves are a company block).",
    }),
    culture: section("culture", "Culture", "How the team works, and why to join it.", {
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
    }),
    cta: closingPair(
      "/about",
      "Exactly 2 buttons, the main one first (the specification's Get Started Today and Schedule a Consultation).",
    ),
  }),
  mission: group("Our Mission", "The /about/mission page.", {
    title: pageName("/about/mission"),
    metaDescription: filledMetaDescription("/about/mission"),
    hero: pageHero("/about/mission"),
    statement: group("Mission statement", "The mission statement under the hero.", {
      eyebrow: line({ title: "Eyebrow", description: "The label above the mission statement." }),
      text: text({ title: "Statement", description: "The mission statement, one sentence shown large." }),
    }),
    vision: group("Vision", "The vision section.", {
      eyebrow: line({ title: "Eyebrow", description: "The short label above the vision heading." }),
      title: line({ title: "Heading", description: "The vision section's heading." }),
      text: text({ title: "Text", description: "The vision in one or two sentences." }),
    }),
    purpose: group("Purpose", "The purpose section, after the core values.", {
      eyebrow: line({ title: "Eyebrow", description: "The short label above the purpose heading." }),
      title: line({ title: "Heading", description: "The purpose section's heading." }),
      paragraphs: list(text({ title: "Paragraph", description: "One paragraph of the purpose." }), {
        title: "Paragraphs",
        description: "The purpose in one or more paragraphs.",
      }).min(1, "must have at least 1 paragraph"),
    }),
    whatWeDo: section("what we do", "What we do", "The kinds of work we do.", {
      items: iconPoints("kind of work", {
        title: "Kinds of work",
        description: "What we do, each with an icon; 4 fill one row.",
      }).min(1, "must have at least 1 item"),
    }),
    impact: section("impact", "Impact", "The difference we want to make, for clients and for the community.", {
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
    }),
    cta: closingPair("/about/mission", "Exactly 2 buttons, the main one first."),
  }),
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
