/**
 * The navigation as the layout shows it: the menus, footer lists and newsletter words of
 * `app/content/navigation.yml` (decision 0155) with what code decides: the quote button, the notice's links,
 * the site configuration's facts and the newsletter form's endpoint. Build time only: the root route's
 * loader hands it to the layout.
 */
import { CTA } from "~/content/cta";
import type { Link } from "~/content/types";
import { site, socialProfiles } from "~/site";
import { ContentError, read } from "./content-files.server";
import { navigation as navigationFile } from "./content/navigation";
import { fillTokensInText } from "./tokens";

const NAVIGATION_FILE = "app/content/navigation.yml";
const navigationCopy = read(navigationFile);

/** The header's button to the quote form: a call to action, its words and page fixed in code. */
export const quoteLink: Link = { label: CTA.quote, href: "/contact#quote" };

/** The footer's newsletter sign-up (docs/requirements.md#newsletter), with where the form posts (build-time override NEWSLETTER_ENDPOINT). */
export const newsletterSignUp = {
  ...navigationCopy.newsletterSignUp,
  checkInbox: fillTokensInText(navigationCopy.newsletterSignUp.checkInbox),
  failure: site.email
    ? fillTokensInText(navigationCopy.newsletterSignUp.failure.withEmail, { email: site.email })
    : navigationCopy.newsletterSignUp.failure.withoutEmail,
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

export const { primaryLinks, megaMenus, contactMenu, footerLists } = navigationCopy;

/** Everything the header, menus and footer show: the root route's loader passes it to the layout. */
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

/**
 * Every link of the file leads to a page the build writes or to one of the server's redirects, so a typo
 * in the editor stops the build (scripts/build.ts) in one line instead of shipping a dead link.
 */
export function checkNavigationLinks(
  pages: Iterable<string>,
  redirects: Iterable<string>,
  navigation = navigationCopy,
) {
  const known = new Set([...pages, ...redirects]);
  const links: [string, string][] = [
    ...navigation.primaryLinks.map((link, index): [string, string] => [`primaryLinks[${index}]`, link.href]),
    ...navigation.megaMenus.flatMap((menu, m) => [
      ...(menu.overview ? [[`megaMenus[${m}].overview`, menu.overview.href] as [string, string]] : []),
      ...menu.groups.flatMap((group, g) =>
        group.items.map((item, i): [string, string] => [`megaMenus[${m}].groups[${g}].items[${i}]`, item.href]),
      ),
    ]),
    ...navigation.contactMenu.items.map((item, i): [string, string] => [`contactMenu.items[${i}]`, item.href]),
    ...navigation.footerLists.flatMap((list, l) =>
      list.links.map((link, i): [string, string] => [`footerLists[${l}].links[${i}]`, link.href]),
    ),
  ];
  for (const [field, href] of links) {
    const path = href.replace(/[?#].*$/, "");
    if (!known.has(path))
      throw new ContentError(`${NAVIGATION_FILE}: ${field}.href: ${href} is not a page of the site`);
  }
}
