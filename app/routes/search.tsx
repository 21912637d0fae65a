import type { Route } from "./+types/search";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { SearchPanel } from "~/components/search/SearchPanel";
import { SEARCH_PATH } from "~/lib/constants";
import { pageCopy } from "~/lib/page-copy.server";
import { loaderMeta } from "~/lib/meta";
import { seo } from "~/lib/seo";
import { pageTitle } from "~/site";

/** Build time: the page's words, tokens resolved, and its meta tags. */
export function loader() {
  const copy = pageCopy.search;
  return {
    copy,
    meta: seo({ title: pageTitle(copy.title), description: copy.metaDescription, path: SEARCH_PATH }),
  };
}

export const meta = loaderMeta;

/**
 * /search?q=…&section=…: the dialog's results as a page anyone can link to (decision 0100), prerendered
 * without a query. The search island mounts over the form, at once when the address holds a query; the
 * field has focus from the start, so a visitor can type before it has loaded.
 */
export default function Search({ loaderData: { copy } }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={copy.title} description={copy.description} />
      {/* The field's visible label names the search; a heading of the same words would say it twice. */}
      <Section name="search" untitled>
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
          <div data-js-only data-feature="search-page" data-feature-eager className="min-h-[40rem]">
            <SearchPanel state={{ query: "", section: "" }} onChange={() => undefined} autoFocus />
          </div>
        </div>
      </Section>
    </>
  );
}
