/**
 * Where the blog's pages live (docs/decisions/0099-insights-from-mdx.md). Kept apart from
 * posts.server.ts, whose schema and YAML parser are build-time only: components import these few
 * functions without pulling either into the browser.
 */
export const BLOG_PATH = "/blog";
export const FEED_PATHS = { rss: `${BLOG_PATH}/rss.xml`, atom: `${BLOG_PATH}/atom.xml` } as const;
export const postPath = (slug: string) => `${BLOG_PATH}/${slug}`;
export const tagPath = (tag: string) => `${BLOG_PATH}/tag/${tag}`;
export const listPath = (page: number) => (page <= 1 ? BLOG_PATH : `${BLOG_PATH}/page/${page}`);

/**
 * Feed autodiscovery for every page's <head>, written into the HTML by the postbuild: a
 * build step rather than the root's `links`, so it costs no page any JavaScript.
 */
export const feedAutodiscovery = (feedTitle: string) =>
  `<link rel="alternate" type="application/rss+xml" title="${feedTitle} (RSS)" href="${FEED_PATHS.rss}"/>` +
  `<link rel="alternate" type="application/atom+xml" title="${feedTitle} (Atom)" href="${FEED_PATHS.atom}"/>`;
