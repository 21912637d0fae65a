/**
 * Search over every page (decision 0100): the sections a visitor can narrow results to and the words of
 * the search dialog and the /search page. Which page belongs to which section, and which pages the index
 * holds, is decided in `app/lib/search/sections.ts`.
 */
export const searchSections = [
  { id: "services", label: "Services" },
  { id: "solutions", label: "Solutions" },
  { id: "technologies", label: "Technologies" },
  { id: "insights", label: "Insights" },
  { id: "company", label: "Company" },
] as const;
export type SearchSection = (typeof searchSections)[number]["id"];

export const searchCopy = {
  title: "Search",
  description: "Find a service, an industry solution, a technology or an Insights post on the {brand} site.",
  metaDescription:
    "Search every page of the {brand} site: services, industry solutions, technologies, Insights posts and company pages.",
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
