import type { PostSummary } from "~/lib/blog/posts.server";
import { postPath, tagPath } from "~/lib/blog/paths";

/** A post's date as readers read it ("3 November 2026"), fixed to UTC so build and browser agree. */
export const readableDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** Date, reading time and byline: the line under a post's title in lists and on the post. */
export function PostMeta({
  post,
  author,
}: {
  post: Pick<PostSummary, "date" | "updated" | "readingMinutes">;
  author?: string;
}) {
  return (
    <p className="text-sm text-slate-600">
      <time dateTime={post.date}>{readableDate(post.date)}</time>
      {post.updated ? (
        <>
          {" · Updated "}
          <time dateTime={post.updated}>{readableDate(post.updated)}</time>
        </>
      ) : null}
      {` · ${post.readingMinutes} min read`}
      {author ? ` · ${author}` : null}
    </p>
  );
}

/** Tag links of a post ("/blog/tag/<tag>"). */
export function TagLinks({ tags }: { tags: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <a
            href={tagPath(tag)}
            className="inline-flex min-h-9 items-center rounded-full bg-primary-50 px-3 text-sm font-medium text-primary-800 hover:bg-primary-100"
          >
            #{tag}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Posts as cards, newest first: title (the link), description, date, reading time and tags. */
export function PostList({
  posts,
  authors,
  headingLevel = 2,
}: {
  posts: readonly PostSummary[];
  authors: Record<string, string>;
  /** 3 where the list sits under its own heading (related posts). */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ol className="grid-even [--gap:1.5rem] md:[--cols:2]" data-post-list>
      {posts.map((post) => (
        <li
          key={post.slug}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          data-post={post.slug}
        >
          <PostMeta post={post} author={authors[post.author]} />
          <Heading className="mt-3 text-xl">
            <a href={postPath(post.slug)} className="hover:text-primary-600">
              {post.title}
            </a>
          </Heading>
          <p className="mt-2 flex-1 leading-relaxed text-slate-600">{post.description}</p>
          <div className="mt-5">
            <TagLinks tags={post.tags} />
          </div>
        </li>
      ))}
    </ol>
  );
}
