/**
 * The navigation as the layout shows it: the menus and footer lists of `content/navigation.ts` with what
 * the site configuration decides (the facts, the newsletter form's endpoint and the failure answer that
 * names the site's email address).
 */
import {
  contactMenu,
  footerLists,
  megaMenus,
  newsletterSignUp as newsletterCopy,
  primaryLinks,
  quoteLink,
} from "~/content/navigation";
import { site, socialProfiles } from "~/site";
import { fillTokensInText } from "./tokens";

/** The footer's newsletter sign-up (docs/requirements.md#newsletter), with where the form posts (build-time override NEWSLETTER_ENDPOINT). */
export const newsletterSignUp = {
  ...newsletterCopy,
  checkInbox: fillTokensInText(newsletterCopy.checkInbox),
  failure: site.email
    ? fillTokensInText(newsletterCopy.failure.withEmail, { email: site.email })
    : newsletterCopy.failure.withoutEmail,
  action: site.forms.newsletterEndpoint,
};

/**
 * The company facts (docs/requirements.md#company-constants) the header, menus and footer show, taken from the site config at build time and
 * delivered with the menus, so the config itself is not part of every page's JavaScript.
 */
export const layoutFacts = {
  brand: site.brand,
  description: site.description,
  email: site.email,
  phone: site.phone,
  address: site.address.fullAddress,
  hireUsUrl: site.hireUsUrl,
  socialLinks: socialProfiles(),
};

/**
 * Everything the header, menus and footer show. The root route's loader passes it to the layout as
 * route data (in each page's HTML), so the menus' links and descriptions are not JavaScript.
 */
export const siteNavigation = {
  primaryLinks,
  megaMenus,
  contactMenu,
  quoteLink,
  footerLists,
  newsletterSignUp,
  facts: layoutFacts,
};
export type SiteNavigation = typeof siteNavigation;
