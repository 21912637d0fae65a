import { Feed } from "feed";
import { site } from "../../site";
import { pageCopy } from "../page-copy.server";
import { FEED_PATHS, postPath } from "./paths";
import { authorOf, type Post } from "./posts.server";
import { renderPost } from "./render.server";

const absolute = (path: string) => `${site.origin}${path}`;
/** Feed readers show content away from the site: its root-relative links and anchors become absolute. */
const absoluteLinks = (html: string, path: string) =>
  html.replace(/href="\/(?!\/)/g, `href="${site.origin}/`).replace(/href="#/g, `href="${absolute(path)}#`);

/**
 * RSS 2.0 or Atom 1.0 with every post's full content (newest first), built by the `feed` library. The
 * postbuild writes both files (scripts/postbuild.ts): no route, so no page's route manifest grows.
 */
export async function renderFeed(kind: keyof typeof FEED_PATHS, posts: readonly Post[]): Promise<string> {
  const blogPage = pageCopy.blog;
  const newest = posts[0];
  const feed = new Feed({
    title: blogPage.feedTitle,
    description: blogPage.metaDescription,
    id: absolute(blogPage.path),
    link: absolute(blogPage.path),
    language: "en",
    favicon: absolute("/favicon.svg"),
    copyright: `© ${site.brand}`,
    updated: new Date(`${newest?.updated ?? newest?.date ?? "1970-01-01"}T00:00:00Z`),
    feedLinks: { rss: absolute(FEED_PATHS.rss), atom: absolute(FEED_PATHS.atom) },
    author: { name: site.brand, link: site.origin },
  });
  for (const post of posts) {
    const path = postPath(post.slug);
    const { html } = await renderPost(post.body);
    feed.addItem({
      title: post.title,
      id: absolute(path),
      link: absolute(path),
      description: post.description,
      content: absoluteLinks(html, path),
      date: new Date(`${post.updated ?? post.date}T00:00:00Z`),
      published: new Date(`${post.date}T00:00:00Z`),
      author: [{ name: authorOf(post).name }],
      category: post.tags.map((tag) => ({ name: tag })),
    });
  }
  return kind === "rss" ? feed.rss2() : feed.atom1();
}
