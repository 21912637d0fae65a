import { z } from "zod";
import { optionalImage } from "../media";
import { defineCollection } from "./collection";
import {
  closingCta,
  ctaKey,
  ctaLabel,
  fallbackSection,
  group,
  keyed,
  link,
  resolveCallToAction,
  resolveLink,
  searchLine,
  section,
  sectionCopy,
  text,
} from "./fields";

/** The fallbacks of every service page (docs/requirements.md#service-detail), in the order the page shows them. */
const serviceSectionDefaults = group(
  "Service pages: default headings",
  "The section headings and introductions every service page shows when its own entry leaves them empty.",
  {
    ...keyed("whyUs", fallbackSection("service", "Why us")),
    ...keyed("discuss", fallbackSection("service", "Discuss your project")),
    ...keyed("process", fallbackSection("service", "Process")),
    initiative: text({
      title: "Our initiative",
      description:
        "The paragraph above the seven benefit bullets, shown on every service page whose entry leaves its own empty.",
    }),
    ...keyed("initiative", fallbackSection("service", "Initiative")),
    ...keyed("faqs", fallbackSection("service", "FAQ")),
    ...keyed("hire", fallbackSection("service", "Hire our team")),
    ...keyed("cta", fallbackSection("service", "Closing call to action")),
  },
);

/** The /services page's own copy (docs/requirements.md#services-page); `{count}` is the catalogue's size. */
export const servicesPageSchema = z.object({
  metaDescription: searchLine("/services' link", "{count} is the number of services, {brand} the company name", [
    "count",
  ]),
  hero: section("hero", "Hero", "The top of /services: eyebrow, heading, introduction and two buttons.", {
    primary: ctaKey("first in the hero (to /contact)"),
    secondary: ctaKey("second in the hero (to /portfolio)"),
  }),
  grid: sectionCopy("services list", ["count"]),
  cta: closingCta("/services"),
  detailAction: link("closing every service page"),
  heroUpload: optionalImage(
    "Service pages' hero image (upload)",
    "Optional: an image of the team's own, shown at the top of every service page instead of the catalogue's one photo. Wide images work best (about 1600 × 900 pixels).",
  ),
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
