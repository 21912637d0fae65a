import { z } from "zod";
import { defineCollection, type Entry } from "./collection";
import {
  closingCta,
  ctaKey,
  ctaLabel,
  filledMetaDescription,
  iconPoints,
  line,
  list,
  type Meta,
  pageHero,
  pageName,
  point,
  resolveCallToAction,
  sectionCopy,
  strings,
  text,
} from "./fields";

const paragraphs = (meta: Meta) =>
  list(text({ title: "Paragraph", description: "One paragraph." }), meta).min(1, "must have at least 1 paragraph");

/** /careers, /careers/positions and /careers/internships (docs/requirements.md#careers); the openings are the job files. */
export const careersPageSchema = z.object({
  careers: z
    .object({
      title: pageName("/careers"),
      metaDescription: filledMetaDescription("/careers"),
      hero: z
        .object({
          eyebrow: line({ title: "Eyebrow", description: "The short label above the heading of /careers." }),
          subtitle: line({ title: "Subtitle", description: "The line under the page title, before the introduction." }),
          description: text({
            title: "Introduction",
            description: "One or two sentences under the subtitle. Tokens such as {brand} may be used.",
          }),
        })
        .meta({ title: "Hero", description: "The top of /careers, under the page title, above its two buttons." }),
      network: sectionCopy("why join")
        .extend({
          points: iconPoints("benefit", {
            title: "Benefits",
            description: "What every contractor in the network gets, each with an icon; 4 fill one row.",
          }).min(1, "must have at least 1 benefit"),
        })
        .meta({ title: "Why join", description: "What the contractor network offers." }),
      revenueSharing: z
        .object({
          title: line({ title: "Heading", description: "The heading of the revenue-sharing explanation." }),
          paragraphs: paragraphs({
            title: "Paragraphs",
            description:
              "How revenue sharing works, opened by the Learn About Revenue Sharing button; no percentages or amounts.",
          }),
        })
        .meta({ title: "How revenue sharing works", description: "The revenue-sharing explanation." }),
      jobs: sectionCopy("open positions")
        .extend({
          empty: text({
            title: "No openings text",
            description: "Shown on /careers and /careers/positions when a department has no open position.",
          }),
        })
        .meta({ title: "Open positions", description: "The heading over the job board; the jobs are the job files." }),
      onboarding: sectionCopy("how to join", ["replyTime"])
        .extend({
          steps: list(point("step"), {
            title: "Steps",
            description: "Exactly 4 steps, in the specification's order: Apply, Review, Onboard, Earn.",
          }).length(4, "must have exactly 4 steps"),
        })
        .meta({ title: "How to join", description: "The onboarding flow, from application to first project." }),
      cta: closingCta("/careers")
        .extend({
          linkedinLabel: ctaKey("added after the others when the company has a LinkedIn page"),
        })
        .meta({ title: "Closing call to action", description: "The last section of /careers." }),
    })
    .meta({ title: "Careers", description: "The /careers page: the contractor network and its job board." }),
  positions: z
    .object({
      title: pageName("/careers/positions"),
      metaDescription: filledMetaDescription("/careers/positions"),
      hero: pageHero("/careers/positions"),
      listTitle: line({ title: "List heading", description: "The heading over the job board on /careers/positions." }),
    })
    .meta({ title: "Open Positions", description: "The /careers/positions page: the job board on its own." }),
  internships: z
    .object({
      title: pageName("/careers/internships"),
      metaDescription: filledMetaDescription("/careers/internships"),
      hero: pageHero("/careers/internships"),
      about: sectionCopy("program")
        .extend({
          points: iconPoints("part of the program", {
            title: "What the program gives",
            description: "The program's parts, each with an icon; 3 fill one row.",
          }).min(1, "must have at least 1 item"),
        })
        .meta({ title: "The program", description: "What the internship is." }),
      eligibility: z
        .object({
          title: line({ title: "Heading", description: "The heading of the list of who can apply." }),
          items: strings("Item", { title: "Who can apply", description: "Who can apply, one per bullet." }, 1),
        })
        .meta({ title: "Who can apply", description: "The eligibility list." }),
      howToApply: z
        .object({
          eyebrow: line({ title: "Eyebrow", description: "The short label above the how-to-apply heading." }),
          title: line({ title: "Heading", description: "The how-to-apply heading." }),
          steps: list(point("step"), {
            title: "Steps",
            description: "The steps to an internship, in order. Tokens such as {replyTime} may be used.",
          }).min(1, "must have at least 1 step"),
        })
        .meta({ title: "How to apply", description: "The application steps." }),
      cta: closingCta("/careers/internships").meta({
        title: "Closing call to action",
        description: "The last section of /careers/internships; its first button is also the hero's.",
      }),
    })
    .meta({ title: "Internships", description: "The /careers/internships page: the internship program." }),
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

/** The careers pages as they show (app/content/pages/careers.yml); /careers adds its LinkedIn button's words. */
export type CareersPages = Entry<typeof careersPage>;
