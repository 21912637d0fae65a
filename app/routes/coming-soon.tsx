import type { Route } from "./+types/coming-soon";
import { PageHero } from "~/components/sections/PageHero";
import { pageCopy } from "~/lib/page-copy.server";
import { pageForRequest } from "~/lib/page-for-request";
import { loaderMeta } from "~/lib/meta";
import { seo } from "~/lib/seo";
import { pageTitle } from "~/site";

/**
 * A coming-soon page is kept out of search engines (`noindex`, and so out of the sitemap: scripts/postbuild.ts
 * lists indexable pages only): a page that says "content would be implemented here" is no answer to a
 * search (docs/decisions/0119-disclosures-that-match-behaviour.md).
 */
export function loader({ request }: Route.LoaderArgs) {
  const page = pageForRequest(pageCopy.comingSoon, request);
  return {
    ...page,
    meta: seo({ title: pageTitle(page.title), description: page.description, path: page.path, noindex: true }),
  };
}

export const meta = loaderMeta;

/** Industries, Portfolio and Resources (app/content/pages/coming-soon.yml): a heading, a description and a note; the blog is a real route. */
export default function ComingSoon({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={loaderData.title} description={loaderData.description} />
      <section aria-label="Content" className="bg-white py-20">
        <div className="container-site">
          <p className="mx-auto max-w-2xl rounded-2xl border border-dashed border-primary-200 bg-primary-50 p-10 text-center text-lg text-slate-600">
            content would be implemented here
          </p>
        </div>
      </section>
    </>
  );
}
