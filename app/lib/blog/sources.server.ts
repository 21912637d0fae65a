import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parsePosts, summaryOf, type Post, type PostSummary } from "./posts.server";
import { buildConfig } from "../config.server";

/** Where the posts live: one MDX file each, nothing else (the engine is here, in app/lib/blog/). */
export const BLOG_DIR = join(process.cwd(), "app", "content", "blog");

/**
 * The one way posts are read (docs/decisions/0108-one-page-table-and-the-blog-in-lib.md): Node's file
 * system, because every reader (app/pages.ts outside the bundler, loaders, postbuild, tests) runs in
 * Node. Drafts are kept only by the development server, never by a build.
 */
export function loadPosts(dir = BLOG_DIR): Post[] {
  const sources = Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith(".mdx"))
      .map((name) => [relative(process.cwd(), join(dir, name)), readFileSync(join(dir, name), "utf8")]),
  );
  return parsePosts(sources, { includeDrafts: buildConfig().NODE_ENV === "development" });
}

let cache: { posts: Post[]; summaries: PostSummary[] } | undefined;
/**
 * The published posts, read once per process and shared by every page a build prerenders. The
 * development server reads them again on each call, so an edited post shows on the next reload.
 */
function published() {
  if (cache && buildConfig().NODE_ENV !== "development") return cache;
  const posts = loadPosts();
  cache = { posts, summaries: posts.map(summaryOf) };
  return cache;
}

/** Every published post, newest first, with its MDX body: for a post's page and the feeds. */
export const blogPosts = (): readonly Post[] => published().posts;
/** The posts without their bodies: what lists, paths and the sitemap need. */
export const blogSummaries = (): readonly PostSummary[] => published().summaries;
