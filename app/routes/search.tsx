import { lazy, Suspense, useEffect, useState } from "react";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { parseSearchUrl, searchUrl, type SearchState } from "~/lib/search/url";
import { SEARCH_INDEX_PATH, SEARCH_PATH, searchCopy } from "~/content/search";
import { loaderMeta } from "~/lib/meta";
import { seo } from "~/lib/seo";
import { pageTitle } from "~/site";

/** The panel, the engine and the index load after the page has painted, as from the dialog. */
const SearchPanel = lazy(() =>
  import("~/components/search/SearchPanel").then((module) => ({ default: module.SearchPanel })),
);

/** Build time: the page's meta tags (its words come with the search panel; results from the index). */
export function loader() {
  return {
    meta: seo({ title: pageTitle(searchCopy.title), description: searchCopy.metaDescription, path: SEARCH_PATH }),
  };
}

export const meta = loaderMeta;

/**
 * A visitor comes here to search: the index starts downloading with the page (at low priority, after
 * what the page needs to paint) instead of after the panel's code has loaded.
 */
export const links = () => [
  { rel: "preload", href: SEARCH_INDEX_PATH, as: "fetch", crossOrigin: "anonymous", fetchPriority: "low" } as const,
];

/**
 * /search?q=…&section=…: the dialog's results as a page anyone can link to (issue 19). The page is
 * prerendered without a query; the query is read from the address once the page runs, and each change
 * is written back to it (replacing the entry, so Back leaves the page). Without JavaScript the page
 * says search needs it and points to the sitemap and the main sections.
 */
export default function Search() {
  const copy = searchCopy;
  const [state, setState] = useState<SearchState>();
  useEffect(() => {
    const read = () => setState(parseSearchUrl(window.location.search));
    read();
    // Back and Forward between two result lists (a header search opened from here pushes a new one).
    window.addEventListener("popstate", read);
    return () => window.removeEventListener("popstate", read);
  }, []);

  const change = (next: SearchState) => {
    setState(next);
    window.history.replaceState(window.history.state, "", searchUrl(next));
  };

  return (
    <>
      <PageHero title={copy.title} description={copy.tagline} />
      <Section name="search" labelledBy="search-heading">
        <h2 id="search-heading" className="sr-only">
          {copy.label}
        </h2>
        <div className="mx-auto max-w-3xl">
          <noscript>
            <p className="text-lg text-slate-700">
              {copy.needsJavaScript}{" "}
              <a href={copy.sitemapPath} className="font-semibold text-primary-700 underline underline-offset-4">
                {copy.sitemap}
              </a>
            </p>
            <ul className="mt-4 flex flex-wrap gap-3">
              {copy.sectionPaths.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 font-medium text-primary-800 hover:border-primary-600"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </noscript>
          {/* Room for the results before they arrive, so the page below does not jump (CLS). */}
          <div data-js-only className="min-h-[40rem]">
            <Suspense fallback={<p className="text-slate-600">{copy.loading}</p>}>
              {state ? <SearchPanel state={state} onChange={change} autoFocus={!state.query} /> : null}
            </Suspense>
          </div>
        </div>
      </Section>
    </>
  );
}
