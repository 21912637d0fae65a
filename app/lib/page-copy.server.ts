/**
 * The pages' own copy with its tokens resolved (docs/content-model.md#tokens). Content modules write the
 * company name and decided facts as `{brand}`, `{replyTime}` and so on; this module and the catalogue
 * loaders (`catalogues.server.ts`) are the only places that resolve them, so a route or component shows
 * copy as it gets it. Build time only: route loaders pass what a page shows to the page.
 */
import { aboutPage, missionPage } from "~/content/about";
import { careersPage, internshipsPage, positionsPage } from "~/content/careers";
import { confirmationPages, contactPage } from "~/content/contact";
import { contactFormStatus } from "~/content/privacy";
import { searchCopy } from "~/content/search";
import { servicesPage } from "~/content/services-page";
import { solutionsPage } from "~/content/solutions-page";
import { technologiesIndex, technologyBadges, technologyCtas, technologyPromises } from "~/content/technology-pages";
import { services } from "./catalogues.server";
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
  /** /services, whose `{count}` is the size of the service catalogue. */
  services: fillTokens(servicesPage, { count: String(services.length) }),
  /** /search's own words (the dialog and panel read only words without tokens). */
  search: fillTokens(searchCopy),
  solutions: fillTokens(solutionsPage),
  technologies: fillTokens(technologiesIndex),
  /** The parts every technology page shares. */
  technology: fillTokens({ badges: technologyBadges, ctas: technologyCtas, promises: technologyPromises }),
};
