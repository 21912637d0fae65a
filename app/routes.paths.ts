/**
 * Every path the build prerenders. Route modules decide what a page shows; this list decides which
 * pages exist as static files. `/404` becomes `404.html` after the build (scripts/postbuild.ts).
 */
import { confirmationPages } from "./content/contact";
import { placeholderPages } from "./content/placeholders";
import { SERVICE_IDS } from "./content/services/ids";

export const NOT_FOUND_PATH = "/404";

export function prerenderPaths(): string[] {
  return [
    "/",
    "/services",
    ...SERVICE_IDS.map((id) => `/services/${id}`),
    ...placeholderPages.map((page) => page.path),
    "/contact",
    ...confirmationPages.map((page) => page.path),
    NOT_FOUND_PATH,
  ];
}
