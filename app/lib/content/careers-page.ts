import { z } from "zod";
import { defineCollection } from "./collection";
import {
  closingCta,
  ctaKey,
  ctaLabel,
  filledMetaDescription,
  group,
  iconPoints,
  line,
  list,
  pageHero,
  pageName,
  point,
  resolveCallToAction,
  section,
  strings,
  text,
} from "./fields";

/** /careers, /careers/positions and /careers/internships (docs/requirements.md#careers); the openings are the job files. */
export const careersPageSchema = z.object({
  careers: group("Careers", "The /careers page: the contractor network and its job board.", {
    title: pageName("/careers"),
    metaDescription: filledMetaDescription("/careers"),
    hero: group("Hero", "The top of /careers, under the page title, above its two buttons.", {
      eyebrow: line({ title: "Eyebrow", description: "The short label above the heading of /careers." }),
      subtitle: line({ title: "Subtitle", description: "The line under the page title, before the introduction." }),
      description: text({
        title: "Introduction",
        description: "One or two sentences under the subtitle. Tokens such as {brand} may be used.",
      }),
    }),
    network: section("why join", "Why join", "What the contractor network offers.", {
      points: iconPoints("benefit", {
        title: "Benefits",
        description: "What every contractor in the network gets, each with an icon; 4 fill one row.",
      }).min(1, "must have at least 1 benefit"),
    }),
    revenueSharing: group("How revenue sharing works", "The revenue-sharing explanation.", {
      title: line({ title: "Heading", description: "The heading of the revenue-sharing explanation." }),
      paragraphs: list(text({ title: "Paragraph", description: "One paragraph." }), {
        title: "Paragraphs",
        description:
          "How revenue sharing works, opened by the Learn About Revenue Sharing button; no percentages or amounts.",
      }).min(1, "must have at least 1 paragraph"),
    }),
    jobs: section("open positions", "Open positions", "The heading over the job board; the jobs are the job files.", {
      empty: text({
        title: "No openings text",
        description: "Shown on /careers and /careers/positions when a department has no open position.",
      }),
    }),
    onboarding: section(
      "how to join",
      "How to join",
      "The onboarding flow, from application to first project.",
      {
        steps: list(point("step"), {
          title: "Steps",
          description: "Exactly 4 steps, in the specification's order: Apply, Review, Onboard, Earn.",
        }).length(4, "must have exactly 4 steps"),
      },
      ["replyTime"],
    ),
    cta: closingCta("/careers")
      .extend({
        linkedinLabel: ctaKey("added after the others when the company has a LinkedIn page"),
      })
      .meta({ title: "Closing call to action", description: "The last section of /careers." }),
  }),
  positions: group("Open Positions", "The /careers/positions page: the job board on its own.", {
    title: pageName("/careers/positions"),
    metaDescription: filledMetaDescription("/careers/positions"),
    hero: pageHero("/careers/positions"),
    listTitle: line({ title: "List heading", description: "The heading over the job board on /careers/positions." }),
  }),
  internships: group("Internships", "The /careers/internships page: the internship program.", {
    title: pageName("/careers/internships"),
    metaDescription: filledMetaDescription("/careers/internships"),
    hero: pageHero("/careers/internships"),
    about: section("program", "The program", "What the internship is.", {
      points: iconPoints("part of the program", {
        title: "What the program gives",
        description: "The program's parts, each with an icon; 3 fill one row.",
      }).min(1, "must have at least 1 item"),
    }),
    eligibility: group("Who can apply", "The eligibility list.", {
      title: line({ title: "Heading", description: "The heading of the list of who can apply." }),
      items: strings("Item", { title: "Who can apply", description: "Who can apply, one per bullet." }, 1),
    }),
    howToApply: group("How to apply", "The application steps.", {
      eyebrow: line({ title: "Eyebrow", description: "The short label above the how-to-apply heading." }),
      title: line({ title: "Heading", description: "The how-to-apply heading." }),
      steps: list(point("step"), {
        title: "Steps",
        description: "The steps to an internship, in order. Tokens such as {replyTime} may be used.",
      }).min(1, "must have at least 1 step"),
    }),
    cta: closingCta("/careers/internships").meta({
      title: "Closing call to action",
      description: "The last section of /careers/internships; its first button is also the hero's.",
    }),
  }),
});

export const careersPage = defineCollection({
  name: "careers-page",
  label: "Page: Careers, Open Positions and Internships",
  description:
    "The words of /careers, /careers/positions and /careers/internships. The openings are the Job openings; the department filter's names stay with developers (app/content/careers.ts).",
  kind: "file",
  path: "app/content/pages/careers.yml",
  schema: careersPageSchema,
  resolve: (page) => ({
    careers: {
      path: "/careers",
      ...page.careers,
      cta: { ...resolveCallToAction(page.careers.cta), linkedinLabel: ctaLabel(page.careers.cta.linkedinLabel) },
    },
    positions: { path: "/careers/positions", ...page.positions },
    internships: { path: "/careers/internships", ...page.internships, cta: resolveCallToAction(page.internships.cta) },
  }),
});
