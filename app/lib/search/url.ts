import { SEARCH_PATH } from "../constants";
import { type SearchSection } from "../../content/search";
import { searchSectionLabel } from "~/lib/search/sections";

/** What a visitor searches for: words, and optionally one section of the site. */
export interface SearchState {
  query: string;
  section: SearchSection | "";
}

/** `/search?q=…&section=…`: a result list anyone can link to. */
export function searchUrl({ query, section }: SearchState): string {
  const params = new URLSearchParams();
  if (query.trim()) params.set("q", query.trim());
  if (section) params.set("section", section);
  const search = params.toString();
  return search ? `${SEARCH_PATH}?${search}` : SEARCH_PATH;
}

/** The search in a page address's query string; an unknown section means every section. */
export function parseSearchUrl(search: string): SearchState {
  const params = new URLSearchParams(search);
  const section = params.get("section");
  return {
    query: params.get("q") ?? "",
    section: searchSectionLabel(section) ? (section as SearchSection) : "",
  };
}
