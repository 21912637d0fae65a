import MiniSearch, { type Options, type SearchResult } from "minisearch";
import { type SearchSection } from "../../content/search";
import { SEARCH_INDEX_PATH } from "~/lib/constants";

/**
 * The site's search (decision 0100): the postbuild writes the main content of every
 * searchable page as one JSON file (scripts/search-index.ts); the browser fetches it only when a
 * visitor opens search and indexes it with MiniSearch in small slices, so no long task blocks input.
 */
export interface SearchDocument {
  /** The page's path: its id in the index. */
  url: string;
  title: string;
  section: SearchSection;
  description: string;
  /** The page's h2 and h3 headings. */
  headings: string;
  /** The text of the page's main content (not the header, footer, breadcrumbs or call to action). */
  text: string;
}

export const INDEX_OPTIONS: Options<SearchDocument> = {
  idField: "url",
  fields: ["title", "description", "headings", "text"],
  storeFields: ["title", "section", "text"],
};

/**
 * How a query is matched: a page's name counts most, then its summary and headings. Words of three
 * letters or more also match as prefixes (results appear while typing), and words of five or more
 * forgive a typo or two ("kubernets").
 */
const SEARCH_OPTIONS = {
  boost: { title: 6, description: 2, headings: 2 },
  prefix: (term: string) => term.length >= 3,
  fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
} as const;

export type Segment = { text: string; mark?: true };

export interface SearchHit {
  url: string;
  title: string;
  section: SearchSection;
  /** The page's text and the index terms that matched: what `hitExcerpt` cuts a passage from. */
  text: string;
  terms: string[];
}

/**
 * A passage of the hit's page around the words that matched, with those words marked. Kept apart from
 * `search` so only the hits on screen pay for it, each in its own render (a long list renders in
 * slices instead of one long task).
 */
export const hitExcerpt = (hit: SearchHit): Segment[] => excerpt(hit.text, hit.terms);

export function createIndex(documents: SearchDocument[]): MiniSearch<SearchDocument> {
  const index = new MiniSearch(INDEX_OPTIONS);
  index.addAll(documents);
  return index;
}

let loading: Promise<MiniSearch<SearchDocument>> | undefined;

const SLICE_MS = 5;
/** Lets the browser handle input and paint: `scheduler.yield()` where there is one (it keeps its place). */
const yieldToBrowser = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

/** Fetches the index once per page view (the second opening reuses it); a failed fetch can be retried. */
export function loadIndex(): Promise<MiniSearch<SearchDocument>> {
  loading ??= fetch(SEARCH_INDEX_PATH)
    .then((response) => {
      if (!response.ok) throw new Error(`${SEARCH_INDEX_PATH}: HTTP ${response.status}`);
      return response.json() as Promise<SearchDocument[]>;
    })
    .then(async (documents) => {
      const index = new MiniSearch(INDEX_OPTIONS);
      // Indexing every page takes over a second on a mid-range phone: it runs in slices of about
      // 5 ms (one page there, many on a fast machine), yielding to input and rendering in between.
      let sliceStart = performance.now();
      for (const document of documents) {
        index.add(document);
        if (performance.now() - sliceStart < SLICE_MS) continue;
        await yieldToBrowser();
        sliceStart = performance.now();
      }
      return index;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The matched index terms as whole words of the text, longest first ("kubernetes" before "kube"). */
const termPattern = (terms: string[]) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])(${[...terms]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join("|")})(?![\\p{L}\\p{N}])`,
    "giu",
  );

/**
 * About `length` characters of `text` around the passage with the most different matched terms, cut at
 * word boundaries, with every matched term marked. Without a match in the text (the title or summary
 * matched), the beginning of the text.
 */
export function excerpt(text: string, terms: string[], length = 200): Segment[] {
  const pattern = termPattern(terms.length ? terms : ["\u0000"]);
  const matches = [...text.matchAll(pattern)];
  let start = 0;
  let best = 0;
  // Each candidate passage starts a little before a match, so the words leading to it show too.
  const lead = Math.min(60, Math.round(length / 4));
  for (const match of matches) {
    const from = Math.max(0, match.index - lead);
    const distinct = new Set(
      matches.filter((m) => m.index >= from && m.index < from + length).map((m) => m[0].toLowerCase()),
    ).size;
    if (distinct > best) [best, start] = [distinct, from];
  }
  // Near the end of the text the passage starts earlier, so it is as long as it may be.
  start = Math.max(0, Math.min(start, text.length - length));
  let end = Math.min(text.length, start + length);
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(" ", end) > start ? text.lastIndexOf(" ", end) : end;
  // Never opening or closing on the dot between two blocks (scripts/search-index.ts).
  const cut = text.slice(start, end).replace(/^· /, "");
  const passage = `${start > 0 ? "…" : ""}${end < text.length ? `${cut.replace(/[\s.,;:·]+$/, "")}…` : cut}`;
  return passage
    .split(pattern)
    .map((part, index): Segment => (index % 2 ? { text: part, mark: true } : { text: part }))
    .filter((segment) => segment.text);
}

const toHit = (result: SearchResult): SearchHit => ({
  url: result.id as string,
  title: result.title as string,
  section: result.section as SearchSection,
  text: result.text as string,
  terms: result.terms,
});

/**
 * The pages that match every word of the query (or, when no page does, any word), best first,
 * optionally within one section.
 */
export function search(index: MiniSearch<SearchDocument>, query: string, section?: SearchSection): SearchHit[] {
  const filter = section ? (result: SearchResult) => result.section === section : undefined;
  const run = (combineWith: "AND" | "OR") => index.search(query, { ...SEARCH_OPTIONS, combineWith, filter });
  const results = run("AND");
  return (results.length ? results : run("OR")).map(toHit);
}
