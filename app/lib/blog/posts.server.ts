import { parse as parseYaml } from "yaml";
import { authors as authorEntries } from "../../content/blog/authors";
import { frontMatterSchema, type FrontMatter } from "./front-matter";
import { fillTokensInText, fillTokensInContent } from "../tokens";
import { listPath, postPath, tagPath } from "./paths";
import { unchosenImage } from "../media";

/**
 * Blog posts (docs/decisions/0099-insights-from-mdx.md): one MDX file per post in app/content/blog/,
 * `<slug>.mdx`, with YAML front matter. This module is pure (no file system, no bundler):
 * `sources.server.ts` feeds it the files, the tests feed it fixtures. A bad or missing field throws an
 * error naming the file and the field, which fails the build.
 */

/** The bylines with their `{brand}` resolved: the one place the blog's authors are filled. */
const authors = fillTokensInContent(authorEntries);
export type AuthorId = keyof typeof authors;
export const AUTHOR_IDS = Object.keys(authors) as [AuthorId, ...AuthorId[]];
/** Each author id's display name: what the post cards show. */
export const authorNames: Record<string, string> = Object.fromEntries(
  Object.entries(authors).map(([id, author]) => [id, author.name]),
);

export { frontMatterSchema, type FrontMatter };

export interface Post extends FrontMatter {
  slug: string;
  /** The MDX body, without its front matter. */
  body: string;
  /** Whole minutes at 220 words a minute, at least 1. */
  readingMinutes: number;
}

/** What lists, feeds and links need of a post: everything but its body. */
export type PostSummary = Omit<Post, "body">;

export const POSTS_PER_PAGE = 10;
/** A post with at least this many sections (h2) shows a table of contents. */
export const TOC_MIN_SECTIONS = 4;
export const WORDS_PER_MINUTE = 220;

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** The words a reader reads: code blocks count, Markdown punctuation does not. */
export function readingMinutes(body: string): number {
  const words = body.replace(/[#>*_`[\]()|-]+/g, " ").match(/[\p{L}\p{N}][\p{L}\p{N}'’.]*/gu) ?? [];
  return Math.max(1, Math.round(words.length / WORDS_PER_MINUTE));
}

/** `app/content/blog/<slug>.mdx` → `<slug>`. */
export const slugOf = (file: string) => (file.split("/").pop() ?? "").replace(/\.mdx$/, "");

export function parsePost(file: string, source: string): Post {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new Error(`${file}: front matter: missing (the file must start with a --- block)`);
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? "");
  } catch (error) {
    throw new Error(`${file}: front matter: ${error instanceof Error ? error.message : String(error)}`);
  }
  // The editor writes an optional field that was typed in and cleared as "" (`updated: ""`): that is no value.
  // So is an image that was never chosen (`unchosenImage`), as in the YAML files.
  if (data && typeof data === "object")
    data = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== "" && !unchosenImage(value)));
  const result = frontMatterSchema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".") || "front matter"}: ${issue.message}`);
    throw new Error(`${file}: ${problems.join("; ")}`);
  }
  const slug = slugOf(file);
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) throw new Error(`${file}: file name: use lowercase words and hyphens`);
  // A post states the register's terms as tokens too (`{aiPocLength}`), filled before MDX reads the body
  // (docs/decisions/0117-engagement-terms.md).
  const body = fillTokensInText(source.slice(match[0].length));
  return { ...result.data, slug, body, readingMinutes: readingMinutes(body) };
}

/** Every post of `sources` (file → text), newest first; drafts only when asked (never in a production build). */
export function parsePosts(sources: Record<string, string>, { includeDrafts = false } = {}): Post[] {
  return Object.entries(sources)
    .map(([file, source]) => parsePost(file, source))
    .filter((post) => includeDrafts || !post.draft)
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

export const summaryOf = ({ body: _body, ...summary }: Post): PostSummary => summary;

export const authorOf = (post: Pick<Post, "author">) => authors[post.author];

/** Every tag in use, alphabetically. */
export const tagsOf = (posts: readonly PostSummary[]) => [...new Set(posts.flatMap((post) => post.tags))].sort();

export const pageCount = (posts: readonly unknown[]) => Math.max(1, Math.ceil(posts.length / POSTS_PER_PAGE));

/** Page `page` (from 1) of a newest-first list, or undefined past the end. */
export function pageOf<T>(posts: readonly T[], page: number): T[] | undefined {
  if (!Number.isInteger(page) || page < 1 || page > pageCount(posts)) return undefined;
  return posts.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE);
}

/** The next newer and next older post around `slug`. */
export function neighboursOf<T extends { slug: string }>(posts: readonly T[], slug: string) {
  const index = posts.findIndex((post) => post.slug === slug);
  return { newer: index > 0 ? posts[index - 1] : undefined, older: index >= 0 ? posts[index + 1] : undefined };
}

/** Up to `count` other posts sharing the most tags with this one (newest first among equals). */
export function relatedTo<T extends PostSummary>(posts: readonly T[], post: PostSummary, count = 3): T[] {
  const shared = (other: PostSummary) => other.tags.filter((tag) => post.tags.includes(tag)).length;
  return posts
    .filter((other) => other.slug !== post.slug && shared(other) > 0)
    .sort((a, b) => shared(b) - shared(a) || b.date.localeCompare(a.date))
    .slice(0, count);
}

/**
 * Every page the blog prerenders, by route (app/pages.ts): the first list page, the further list pages
 * (none while one page holds every post), each post, each tag.
 */
export function blogPathsByRoute(posts: readonly PostSummary[]) {
  return {
    list: [listPath(1)],
    furtherPages: Array.from({ length: pageCount(posts) - 1 }, (_, index) => listPath(index + 2)),
    posts: posts.map((post) => postPath(post.slug)),
    tags: tagsOf(posts).map(tagPath),
  };
}
