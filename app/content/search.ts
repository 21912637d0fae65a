import { site } from "../site";
import { placeholderPages } from "./placeholders";
import { SEARCH_PATH } from "../lib/constants";

/**
 * Search over every page (issue 19, decision 0100): the sections a visitor can narrow results to, which
 * pages the index holds, and the words of the search dialog and the /search page.
 */
export { SEARCH_INDEX_PATH, SEARCH_PATH } from "../lib/constants";

export const searchSections = [
  { id: "services", label: "Services" },
  { id: "solutions", label: "Solutions" },
  { id: "technologies", label: "Technologies" },
  { id: "insights", label: "Insights" },
  { id: "company", label: "Company" },
] as const;
export type SearchSection = (typeof searchSections)[number]["id"];

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
 * Pages the index leaves out even though search engines see them: the 'coming soon' placeholders
 * (nothing to find), the print brochures (the technology page says the same), tag lists (every post
 * is indexed itself) and the search page.
 */
export function isSearchable(path: string): boolean {
  if (path === SEARCH_PATH || placeholderPages.some((page) => page.path === path)) return false;
  return !/\/brochure$|^\/blog\/(tag|page)\//.test(path);
}

export const searchCopy = {
  title: "Search",
  description: `Find a service, an industry solution, a technology or an Insights post on the ${site.brand} site.`,
  metaDescription: `Search every page of the ${site.brand} site: services, industry solutions, technologies, Insights posts and company pages.`,
  open: "Search",
  close: "Close search",
  label: "Search the site",
  placeholder: "Try HIPAA, Kubernetes or Flutter",
  submit: "Search",
  sectionsLabel: "Section",
  allSections: "All sections",
  loading: "Loading search…",
  failed: "Search could not load. Check your connection and try again.",
  /** Screen readers hear this after each change of query or section. */
  count: { one: "1 result", other: "{count} results" },
  noResults: "No pages match “{query}”.",
  suggestion: "Browse our Services",
  suggestionPath: "/services",
  seeAll: "Open these results as a page",
  shortcut: "Press / or Ctrl K to search from any page.",
  needsJavaScript:
    "Search runs in your browser and needs JavaScript. Every page of the site is listed in the sitemap, or start from one of these sections:",
  sitemap: "Open the sitemap",
  sitemapPath: "/sitemap.xml",
  sectionPaths: [
    { label: "Services", href: "/services" },
    { label: "Industry Solutions", href: "/solutions" },
    { label: "Technologies", href: "/technologies" },
    { label: "Blog & Insights", href: "/blog" },
    { label: "About Us", href: "/about" },
  ],
};
export type SearchCopy = typeof searchCopy;
