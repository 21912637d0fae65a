import type { Route } from "./+types/blog-list";
import { PageHero } from "~/components/sections/PageHero";
import { PostList, TagLinks } from "~/components/sections/PostList";
import { buttonClasses } from "~/components/ui/Button";
import { FEED_PATHS, listPath, tagPath } from "~/lib/blog/paths";
import { authorNames, pageCount, pageOf, tagsOf } from "~/lib/blog/posts.server";
import { blogSummaries } from "~/lib/blog/sources.server";
import { loaderMeta } from "~/lib/meta";
import { pageCopy } from "~/lib/page-copy.server";
import { pageMeta, seo } from "~/lib/seo";
import { pageStructuredData, trail } from "~/lib/structured-data";
import { pageTitle } from "~/site";
import { fillTokensInText } from "~/lib/tokens";

const notFound = () => new Response("Not Found", { status: 404 });

/**
 * Build time: one page of post summaries (10, newest first) for /blog and /blog/page/N, or every post
 * with a tag for /blog/tag/<tag>. Never the posts' bodies. Unknown pages and tags are 404s.
 */
export function loader({ params }: Route.LoaderArgs) {
  const blogPage = pageCopy.blog;
  const summaries = blogSummaries();
  const tags = tagsOf(summaries);
  if (params.tag !== undefined) {
    const tag = params.tag;
    // Only prerendered tags are rendered; any other is answered by the host with the 404 page.
    if (!tags.includes(tag)) throw notFound();
    const title = `${blogPage.tagTitle} #${tag}`;
    const path = tagPath(tag);
    const breadcrumbs = trail({ name: blogPage.title, path: blogPage.path }, { name: `#${tag}`, path });
    return {
      title,
      description: blogPage.description,
      posts: summaries.filter((post) => post.tags.includes(tag)),
      authorNames,
      tags,
      pages: [],
      breadcrumbs,
      meta: seo({
        title: pageTitle(title),
        description: fillTokensInText(blogPage.tagDescription, { tag }),
        path,
        structuredData: pageStructuredData({ breadcrumbs }),
      }),
    };
  }
  // `page` exists only once the blog has more than one page (app/pages.ts).
  const { page: pageParam } = params as { page?: string };
  const page = pageParam === undefined ? 1 : Number(pageParam);
  const posts = pageParam === "1" ? undefined : pageOf(summaries, page);
  if (!posts) throw notFound();
  const path = listPath(page);
  return {
    title: blogPage.title,
    description: blogPage.description,
    posts,
    authorNames,
    tags,
    pages: Array.from({ length: pageCount(summaries) }, (_, index) => ({
      page: index + 1,
      path: listPath(index + 1),
      current: index + 1 === page,
    })),
    breadcrumbs: [],
    meta:
      page === 1
        ? pageMeta({ ...blogPage, path })
        : seo({
            title: pageTitle(`${blogPage.title}, page ${page}`),
            description: blogPage.metaDescription,
            path,
          }),
  };
}

export const meta = loaderMeta;

/** /blog, /blog/page/N and /blog/tag/<tag>: post cards, tags, pages and the feeds. */
export default function BlogList({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title={data.title}
        description={data.description}
        breadcrumbs={data.breadcrumbs.length ? data.breadcrumbs : undefined}
      />
      <section aria-label="Posts" className="bg-white py-16 sm:py-20" data-section="posts">
        <div className="container-site">
          <PostList posts={data.posts} authors={data.authorNames} />
          {data.pages.length > 1 ? (
            <nav aria-label="Pages" className="mt-10">
              <ol className="flex flex-wrap gap-2">
                {data.pages.map((entry) => (
                  <li key={entry.page}>
                    <a
                      href={entry.path}
                      aria-current={entry.current ? "page" : undefined}
                      className={buttonClasses(entry.current ? "solid" : "outline")}
                    >
                      {String(entry.page)}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          <div className="mt-12 grid gap-6 border-t border-slate-200 pt-8 md:grid-cols-2">
            <div>
              <h2 className="text-lg">Topics</h2>
              <div className="mt-3">
                <TagLinks tags={data.tags} />
              </div>
            </div>
            <div>
              <h2 className="text-lg">Follow</h2>
              <p className="mt-3 flex flex-wrap gap-4">
                <a href={FEED_PATHS.rss} className="font-semibold text-primary-700 underline hover:text-primary-500">
                  RSS feed
                </a>
                <a href={FEED_PATHS.atom} className="font-semibold text-primary-700 underline hover:text-primary-500">
                  Atom feed
                </a>
              </p>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
