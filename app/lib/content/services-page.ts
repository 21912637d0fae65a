import { z } from "zod";
import { defineCollection, type Entry } from "./collection";
import {
  closingCta,
  ctaKey,
  ctaLabel,
  fallbackIntro,
  fallbackTitle,
  line,
  link,
  resolveCallToAction,
  resolveLink,
  sectionCopy,
  text,
} from "./fields";

/** The fallbacks of every service page (docs/requirements.md#service-detail), in the order the page shows them. */
const serviceSectionDefaults = z
  .object({
    whyUsTitle: fallbackTitle("service", "Why us"),
    whyUsDescription: fallbackIntro("service", "Why us"),
    discussTitle: fallbackTitle("service", "Discuss your project"),
    discussDescription: fallbackIntro("service", "Discuss your project"),
    processTitle: fallbackTitle("service", "Process"),
    processDescription: fallbackIntro("service", "Process"),
    initiative: text({
      title: "Our initiative",
      description:
        "The paragraph above the seven benefit bullets, shown on every service page whose entry leaves its own empty.",
    }),
    initiativeTitle: fallbackTitle("service", "Initiative"),
    initiativeDescription: fallbackIntro("service", "Initiative"),
    faqsTitle: fallbackTitle("service", "FAQ"),
    faqsDescription: fallbackIntro("service", "FAQ"),
    hireTitle: fallbackTitle("service", "Hire our team"),
    hireDescription: fallbackIntro("service", "Hire our team"),
    ctaTitle: fallbackTitle("service", "Closing call to action"),
    ctaDescription: fallbackIntro("service", "Closing call to action"),
  })
  .meta({
    title: "Service pages: default headings",
    description:
      "The section headings and introductions every service page shows when its own entry leaves them empty.",
  });

/** The /services page's own copy (docs/requirements.md#services-page); `{count}` is the catalogue's size. */
export const servicesPageSchema = z.object({
  metaDescription: line(
    {
      title: "Search result description",
      description:
        "The text search engines show under /services' link, 70–160 characters once filled; {count} is the number of services, {brand} the company name.",
    },
    ["count"],
  ),
  hero: sectionCopy("hero")
    .extend({
      primary: ctaKey("first in the hero (to /contact)"),
      secondary: ctaKey("second in the hero (to /portfolio)"),
    })
    .meta({ title: "Hero", description: "The top of /services: eyebrow, heading, introduction and two buttons." }),
  grid: sectionCopy("services list", ["count"]),
  cta: closingCta("/services"),
  detailAction: link("closing every service page"),
  sectionDefaults: serviceSectionDefaults,
});

export const servicesPage = defineCollection({
  name: "services-page",
  label: "Page: Services",
  description: "The /services page's own words, and the Hire Us note and closing button of every service page.",
  kind: "file",
  path: "app/content/pages/services.yml",
  schema: servicesPageSchema,
  resolve: (page) => ({
    ...page,
    hero: { ...page.hero, primary: ctaLabel(page.hero.primary), secondary: ctaLabel(page.hero.secondary) },
    cta: resolveCallToAction(page.cta),
    detailAction: resolveLink(page.detailAction),
  }),
});

/** The headings and intros every service page falls back to, tokens unresolved. */
export type ServiceSectionDefaults = Entry<typeof servicesPage>["sectionDefaults"];
/** /services' own copy; the file's `sectionDefaults` belong to the service pages (app/lib/catalogues.server.ts). */
export type ServicesPage = Omit<Entry<typeof servicesPage>, "sectionDefaults">;
