/**
 * Every path the build prerenders. Route modules decide what a page shows; this list decides which
 * pages exist as static files. `/404` becomes `404.html` after the build (scripts/postbuild.ts).
 */
import { confirmationPages } from "./content/contact";
import { newsletterPages } from "./content/newsletter";
import { placeholderPages } from "./content/placeholders";
import { LEGAL_IDS } from "./content/legal/ids";
import { SERVICE_IDS } from "./content/services/ids";
import { SOLUTION_IDS } from "./content/solutions/ids";
import { TECHNOLOGY_IDS } from "./content/technologies/ids";
import { blogPaths } from "./content/insights/posts";
import { readPosts } from "./content/insights/sources";

export const NOT_FOUND_PATH = "/404";
/** Prerendered 'Technology Not Found' screen (§8), served with HTTP 404 for unknown ids (D5). */
export const TECHNOLOGY_NOT_FOUND_PATH = "/technologies/404";
/** Prerendered status pages: each becomes `<path>.html` after the build and is never listed in the sitemap. */
export const NOT_FOUND_PATHS = [NOT_FOUND_PATH, TECHNOLOGY_NOT_FOUND_PATH];

export function prerenderPaths(): string[] {
  return [
    "/",
    "/about",
    "/about/mission",
    "/services",
    ...SERVICE_IDS.map((id) => `/services/${id}`),
    "/solutions",
    ...SOLUTION_IDS.map((id) => `/solutions/${id}`),
    "/technologies",
    ...TECHNOLOGY_IDS.flatMap((id) => [`/technologies/${id}`, `/technologies/${id}/brochure`]),
    TECHNOLOGY_NOT_FOUND_PATH,
    ...placeholderPages.map((page) => page.path),
    ...blogPaths(readPosts()),
    "/search",
    ...LEGAL_IDS.map((id) => `/${id}`),
    "/careers",
    "/careers/positions",
    "/careers/internships",
    "/contact",
    ...confirmationPages.map((page) => page.path),
    ...newsletterPages.map((page) => page.path),
    NOT_FOUND_PATH,
  ];
}
