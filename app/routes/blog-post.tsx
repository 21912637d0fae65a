import type { Route } from "./+types/blog-post";
import { CallToAction } from "~/components/sections/CallToAction";
import { PageHero } from "~/components/sections/PageHero";
import { PostList, PostMeta, TagLinks } from "~/components/sections/PostList";
import { Picture } from "~/components/ui/Picture";
import { postPath } from "~/lib/blog/paths";
import { authorNames, authorOf, neighboursOf, relatedTo, summaryOf, TOC_MIN_SECTIONS } from "~/lib/blog/posts.server";
import { renderPost } from "~/lib/blog/render.server";
import { blogPosts, blogSummaries } from "~/lib/blog/sources.server";
import { POST_IMAGE_SIZES } from "~/lib/media";
import { describedPicture } from "~/lib/media.server";
import { loaderMeta } from "~/lib/meta";
import { pageCopy } from "~/lib/page-copy.server";
import { seo } from "~/lib/seo";
import { blogPostingLd, pageStructuredData, trail } from "~/lib/structured-data";
import { pageTitle } from "~/site";

/**
 * Build time: one post, its MDX rendered to HTML (highlighted code, heading anchors), its table of
 * contents, the newer and older posts, up to 3 related posts by tag and the page's structured data.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const blogPage = pageCopy.blog;
  const post = blogPosts().find((entry) => entry.slug === params.slug);
  // Only prerendered slugs are rendered; any other is answered by the host with the 404 page.
  if (!post) throw new Response("Not Found", { status: 404 });
  const path = postPath(post.slug);
  const { html, toc } = await renderPost(post.body);
  const author = authorOf(post);
  const breadcrumbs = trail({ name: blogPage.title, path: blogPage.path }, { name: post.title, path });
  const summaries = blogSummaries();
  const { newer, older } = neighboursOf(summaries, post.slug);
  return {
    post: summaryOf(post),
    html,
    cover: await describedPicture(post.cover),
    toc: toc.filter((entry) => entry.level === 2).length >= TOC_MIN_SECTIONS ? toc : [],
    author,
    authorNames,
    newer,
    older,
    related: relatedTo(summaries, post),
    breadcrumbs,
    copy: blogPage,
    meta: seo({
      title: pageTitle(post.title),
      description: post.description,
      path,
      structuredData: pageStructuredData({
        items: [blogPostingLd({ ...post, path, author })],
        breadcrumbs,
      }),
    }),
  };
}

export const meta = loaderMeta;

/** /blog/<slug>: the post, prerendered in full; no post code reaches the browser. */
export default function PostPage({ loaderData: data }: Route.ComponentProps) {
  const { post, copy } = data;
  return (
    <article data-post={post.slug}>
      <PageHero title={post.title} description={post.description} breadcrumbs={data.breadcrumbs} />
      <div className="bg-white py-12 sm:py-16">
        {/* One contents list: before the post on small screens, a sticky side column from lg up. */}
        <div className="container-site grid lg:grid-cols-[1fr_16rem] lg:gap-x-16">
          <div className="min-w-0 lg:col-start-1">
            {data.cover ? (
              // The first thing under the title, so on most screens the page's largest paint: fetched first.
              <Picture
                picture={data.cover.picture}
                alt={data.cover.alt}
                sizes={POST_IMAGE_SIZES}
                priority
                className="mb-8 aspect-[40/21] h-auto w-full rounded-2xl object-cover"
              />
            ) : null}
            <PostMeta post={post} author={data.author.name} />
            <div className="mt-4">
              <TagLinks tags={post.tags} />
            </div>
          </div>
          {data.toc.length ? (
            <nav
              aria-labelledby="toc-title"
              className="mt-8 rounded-2xl bg-primary-50 p-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0 lg:rounded-none lg:bg-transparent lg:p-0"
            >
              <div className="lg:sticky lg:top-28">
                <h2 id="toc-title" className="text-base">
                  {copy.tocLabel}
                </h2>
                <TocLinks toc={data.toc} />
              </div>
            </nav>
          ) : null}
          <div className="min-w-0 lg:col-start-1">
            <div className="prose mt-8" data-post-body dangerouslySetInnerHTML={{ __html: data.html }} />
            <p className="mt-10 border-t border-slate-200 pt-6 text-sm text-slate-600">
              {data.author.name}, {data.author.role}
            </p>
          </div>
        </div>
      </div>
      {data.newer || data.older ? (
        <nav aria-label="More posts" className="bg-white pb-12">
          <div className="container-site flex flex-wrap justify-between gap-4">
            {data.older ? <NeighbourLink post={data.older} rel="prev" label={copy.older} /> : <span />}
            {data.newer ? <NeighbourLink post={data.newer} rel="next" label={copy.newer} /> : null}
          </div>
        </nav>
      ) : null}
      {data.related.length ? (
        <section aria-labelledby="related-title" className="bg-primary-50 py-16" data-section="related">
          <div className="container-site">
            <h2 id="related-title" className="text-2xl">
              {copy.relatedTitle}
            </h2>
            <div className="mt-8">
              <PostList posts={data.related} authors={data.authorNames} headingLevel={3} />
            </div>
          </div>
        </section>
      ) : null}
      <CallToAction id="post-cta" {...copy.cta} />
    </article>
  );
}

/** The older (left) or newer (right) post, with its direction above the title. */
function NeighbourLink({
  post,
  rel,
  label,
}: {
  post: { slug: string; title: string };
  rel: "prev" | "next";
  label: string;
}) {
  return (
    <a
      href={postPath(post.slug)}
      rel={rel}
      className={`max-w-md font-semibold text-primary-700 hover:text-primary-500 ${rel === "next" ? "text-right" : ""}`}
    >
      <span className="block text-sm font-normal text-slate-600">{label}</span>
      {post.title}
    </a>
  );
}

function TocLinks({ toc }: { toc: { id: string; text: string; level: 2 | 3 }[] }) {
  return (
    <ol className="mt-3 space-y-2 text-sm">
      {toc.map((entry) => (
        <li key={entry.id} className={entry.level === 3 ? "pl-4" : ""}>
          <a href={`#${entry.id}`} className="text-primary-700 hover:text-primary-500 hover:underline">
            {entry.text}
          </a>
        </li>
      ))}
    </ol>
  );
}
