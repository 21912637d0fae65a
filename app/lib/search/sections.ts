/** Which search section a page belongs to, and which pages the search index holds (decision 0100). */
import { COMING_SOON_PATHS } from "~/content/coming-soon";
import { searchSections, type SearchSection } from "~/content/search";
import { SEARCH_PATH } from "../constants";

const SECTION_BY_SEGMENT: Record<string, SearchSection> = {
  services: "services",
  solutions: "solutions",
  technologies: "technologies",
  blog: "insights",
};

/** The section a page belongs to: its first path segment, and Company for the rest (about, careers, legal…). */
export const searchSectionOf = (path: string): SearchSection =>
  SECTION_BY_SEGMENT[path.split("/")[1] ?? ""] ?? "company";

/** The label of a section id, or undefined for anything else (a hand-edited `?section=`). */
export const searchSectionLabel = (id: string | null | undefined) =>
  searchSections.find((section) => section.id === id)?.label;

/**
 * Pages the index leaves out even though search engines see them: the coming-soon pages
 * (nothing to find), the print brochures (the technology page says the same), tag lists (every post
 * is indexed itself) and the search page.
 */
export function isSearchable(path: string): boolean {
  if (path === SEARCH_PATH || (COMING_SOON_PATHS as readonly string[]).includes(path)) return false;
  return !/\/brochure$|^\/blog\/(tag|page)\//.test(path);
}
