/**
 * The pages' own copy with its tokens resolved (docs/content-model.md#tokens). Content modules write the
 * company name and decided facts as `{brand}`, `{replyTime}` and so on; this module and the catalogue
 * loaders (`catalogues.server.ts`) are the only places that resolve them, so a route or component shows
 * copy as it gets it. Build time only: route loaders pass what a page shows to the page.
 */
import { aboutPage, missionPage } from "~/content/about";
import { blogPage } from "~/content/blog/page";
import { careersPage, internshipsPage, positionsPage } from "~/content/careers";
import { companySections, coreValues, initiativeBenefits, serveWays } from "~/content/company";
import { confirmationPages, contactPage } from "~/content/contact";
import { newsletterPages } from "~/content/newsletter";
import { contactConsent, contactFormStatus, mapCopy } from "~/content/privacy";
import { searchCopy } from "~/content/search";
import { solutionsPage } from "~/content/solutions-page";
import { technologiesIndex, technologyBadges, technologyCtas, technologyPromises } from "~/content/technology-pages";
import type { ServicesPage } from "~/content/types";
import { services } from "./catalogues.server";
import { readResolved } from "./content-files.server";
import { fillTokens } from "./tokens";

export const pageCopy = {
  about: fillTokens(aboutPage),
  mission: fillTokens(missionPage),
  careers: fillTokens(careersPage),
  positions: fillTokens(positionsPage),
  internships: fillTokens(internshipsPage),
  contact: fillTokens(contactPage),
  confirmations: fillTokens(confirmationPages),
  /** What the contact form says after a submission (its `{replyTime}`). */
  contactFormStatus: fillTokens(contactFormStatus),
  /** The contact form's consent box (its retention months). */
  contactConsent: fillTokens(contactConsent),
  /** The contact page's map controls and notice (its provider). */
  map: fillTokens(mapCopy),
  /** The company sections the home page and /services both show (/about shows their stats). */
  companySections: fillTokens(companySections),
  /** The other company-wide blocks: the home page's ways to work with us, the values, the service pages' benefits. */
  company: fillTokens({ coreValues, serveWays, initiativeBenefits }),
  /**
   * The blog's own words (pages, feeds, share images). `tagDescription` keeps its `{tag}`, filled per tag
   * page by the blog's list route.
   */
  blog: fillTokens(blogPage),
  /** The newsletter's pages (their confirmation hours). */
  newsletter: fillTokens(newsletterPages),
  /** /services, whose `{count}` is the size of the service catalogue. */
  services: fillTokens(readResolved<ServicesPage>("services-page")[0] as ServicesPage, {
    count: String(services.length),
  }),
  /** /search's own words (the dialog and panel read only words without tokens). */
  search: fillTokens(searchCopy),
  solutions: fillTokens(solutionsPage),
  technologies: fillTokens(technologiesIndex),
  /** The parts every technology page shares. */
  technology: fillTokens({ badges: technologyBadges, ctas: technologyCtas, promises: technologyPromises }),
};

const resolved = new WeakMap<object, unknown>();
/**
 * A page's copy with its tokens resolved, for a route whose line in `app/pages.ts` names that copy
 * (docs/how-to.md#add-a-new-page): `copyOf(partnersPage)` in its loader, with no line added here.
 */
export function copyOf<T extends object>(copy: T): T {
  if (!resolved.has(copy)) resolved.set(copy, fillTokens(copy));
  return resolved.get(copy) as T;
}
