import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import { describe, expect, it } from "vitest";
import { frontMatterSchema } from "./front-matter";
import {
  blogPathsByRoute,
  neighboursOf,
  pageOf,
  parsePost,
  parsePosts,
  readingMinutes,
  relatedTo,
  summaryOf,
  tagsOf,
} from "./posts.server";
import { renderPost } from "./render.server";
import { BLOG_DIR, blogSummaries, loadPosts } from "./sources.server";
import { copyProblems } from "../../../tests/support/style-rules";

const post = (fields: Record<string, string>, body = "## One\n\nText.\n") =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n")}\n---\n${body}`;

const valid = {
  title: '"Choosing between a rewrite and a refactor"',
  description:
    '"How we weigh a rewrite against a refactor: tests, data, people and the cost of running two systems at once."',
  date: "2026-10-01",
  author: "engineering",
  tags: "[modernization, architecture]",
};

describe("blog posts: one MDX file each, front matter checked at build", () => {
  it("parses a valid post: slug from the file name, reading time from the body", () => {
    const parsed = parsePost("app/content/blog/choosing-a-path.mdx", post(valid, "word ".repeat(660)));
    expect(parsed).toMatchObject({ slug: "choosing-a-path", author: "engineering", draft: false, readingMinutes: 3 });
  });

  it.each([
    ["title", { ...valid, title: undefined }, /choosing-a-path\.mdx: title: /],
    ["description (too short)", { ...valid, description: '"Too short."' }, /choosing-a-path\.mdx: description: /],
    ["date", { ...valid, date: '"1 October 2026"' }, /choosing-a-path\.mdx: date: expected a date as YYYY-MM-DD/],
    // Date.parse would roll it over to 2 March.
    [
      "date (not a real day)",
      { ...valid, date: "2026-02-30" },
      /choosing-a-path\.mdx: date: expected a date as YYYY-MM-DD, a real day/,
    ],
    ["author", { ...valid, author: "someone-else" }, /choosing-a-path\.mdx: author: /],
    ["tags", { ...valid, tags: "[Not A Slug]" }, /choosing-a-path\.mdx: tags\.0: /],
    [
      "updated before date",
      { ...valid, updated: "2026-09-01" },
      /choosing-a-path\.mdx: updated: updated is earlier than date/,
    ],
    ["an unknown field", { ...valid, category: "news" }, /choosing-a-path\.mdx: front matter: Unrecognized key/],
  ])("a bad or missing %s fails with the file and the field named", (_label, fields, message) => {
    const entries = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Record<
      string,
      string
    >;
    expect(() => parsePost("app/content/blog/choosing-a-path.mdx", post(entries))).toThrow(message);
  });

  it("a field the editor left empty counts as not given: optional ones are absent, required ones missing", () => {
    const emptied = parsePost(
      "app/content/blog/a.mdx",
      post({ ...valid, updated: '""', cover: '{ src: "", alt: "" }' }),
    );
    expect(emptied.updated).toBeUndefined();
    expect(emptied.cover).toBeUndefined();
    // A chosen image without its description is refused, naming the field.
    expect(() =>
      parsePost("app/content/blog/a.mdx", post({ ...valid, cover: '{ src: "/media/a.jpg", alt: "" }' })),
    ).toThrow(/app\/content\/blog\/a\.mdx: cover\.alt: /);
    expect(() => parsePost("app/content/blog/a.mdx", post({ ...valid, title: '""' }))).toThrow(
      /app\/content\/blog\/a\.mdx: title: /,
    );
  });

  it("a file without front matter fails with its name", () => {
    expect(() => parsePost("app/content/blog/x.mdx", "## Hello")).toThrow(/x\.mdx: front matter: missing/);
  });

  it("drafts never reach a build; newest first", () => {
    const sources = {
      "a.mdx": post({ ...valid, date: "2026-01-01" }),
      "b.mdx": post({ ...valid, date: "2026-03-01" }),
      "c.mdx": post({ ...valid, date: "2026-05-01", draft: "true" }),
    };
    expect(parsePosts(sources).map((entry) => entry.slug)).toEqual(["b", "a"]);
    expect(parsePosts(sources, { includeDrafts: true }).map((entry) => entry.slug)).toEqual(["c", "b", "a"]);
  });

  it("adding a post is one file: it appears in the list, its tag pages, the prerendered paths", () => {
    const dir = join(import.meta.dirname, "__fixtures__");
    const withFixture = loadPosts(dir).map(summaryOf);
    expect(withFixture.map((entry) => entry.slug)).toContain("a-fixture-post");
    const paths = blogPathsByRoute(withFixture);
    expect(paths.posts).toContain("/blog/a-fixture-post");
    expect(paths.tags).toContain("/blog/tag/fixture-tag");
    expect(pageOf(withFixture, 1)?.[0]?.slug).toBe("a-fixture-post");
  });

  it("lists paginate 10 a page; neighbours and related posts follow the dates and shared tags", () => {
    const many = Array.from({ length: 23 }, (_, index) =>
      summaryOf(
        parsePost(
          `p${index}.mdx`,
          post({
            ...valid,
            date: `2026-01-${String(index + 1).padStart(2, "0")}`,
            tags: index % 2 ? "[odd, all]" : "[even, all]",
          }),
        ),
      ),
    ).reverse();
    expect(pageOf(many, 1)).toHaveLength(10);
    expect(pageOf(many, 3)).toHaveLength(3);
    expect(pageOf(many, 4)).toBeUndefined();
    expect(pageOf(many, 0)).toBeUndefined();
    expect(blogPathsByRoute(many).furtherPages).toEqual(["/blog/page/2", "/blog/page/3"]);
    expect(blogPathsByRoute(many.slice(0, 10)).furtherPages).toEqual([]);
    expect(tagsOf(many)).toEqual(["all", "even", "odd"]);
    const middle = many[5]!;
    expect(neighboursOf(many, middle.slug)).toEqual({ newer: many[4], older: many[6] });
    const related = relatedTo(many, middle);
    expect(related).toHaveLength(3);
    expect(related.every((entry) => entry.tags.includes(middle.tags[0]!))).toBe(true);
  });

  it("reading time counts words at 220 a minute, at least 1", () => {
    expect(readingMinutes("one two three")).toBe(1);
    expect(readingMinutes("word ".repeat(1100))).toBe(5);
  });
});

describe("the published posts", () => {
  const posts = blogSummaries();

  it("there are the site's first posts, each valid and longer than a minute's read (a new post may be short)", () => {
    const first = [
      "modernize-or-rewrite-a-legacy-application",
      "running-a-two-week-ai-proof-of-concept",
      "what-a-support-sla-should-promise",
    ];
    expect(posts.map((entry) => entry.slug)).toEqual(expect.arrayContaining(first));
    for (const entry of posts.filter(({ slug }) => first.includes(slug)))
      expect(entry.readingMinutes, entry.slug).toBeGreaterThan(1);
  });

  it("have their front matter written as the editor writes it, so a save changes only the fields edited", () => {
    for (const name of readdirSync(BLOG_DIR).filter((file) => file.endsWith(".mdx"))) {
      const header = /^---\n([\s\S]*?)---\n/.exec(readFileSync(join(BLOG_DIR, name), "utf8"))?.[1] ?? "";
      const fields = parse(header) as Record<string, unknown>;
      const inSchemaOrder = Object.fromEntries(
        Object.keys(frontMatterSchema.shape)
          .filter((key) => key in fields)
          .map((key) => [key, fields[key]]),
      );
      expect(header, `${name}: write the front matter as the yaml package's stringify does`).toBe(
        stringify(inSchemaOrder),
      );
    }
  });

  it("follow the house style (numerals, spelling, the site's decided facts, no claims)", () => {
    const dir = BLOG_DIR;
    for (const name of readdirSync(dir).filter((file) => file.endsWith(".mdx"))) {
      const { title, description, body } = parsePost(name, readFileSync(join(dir, name), "utf8"));
      const paragraphs = [title, description, ...body.replace(/```[\s\S]*?```/g, "").split(/\n{2,}/)];
      expect(paragraphs.flatMap(copyProblems), name).toEqual([]);
    }
  });
});

describe("rendering a post at build time", () => {
  it("headings get ids and link to themselves; code is highlighted into classes; the contents list the headings", async () => {
    const { html, toc } = await renderPost(
      "## Why it matters\n\nSome text with `inline code`.\n\n### A detail\n\n```python\ndef score(x):\n    return x * 2\n```\n",
    );
    expect(html).toContain(
      '<h2 id="why-it-matters"><a class="heading-anchor" href="#why-it-matters">Why it matters</a></h2>',
    );
    expect(html).toMatch(/<pre tabindex="0"><code class="hljs language-python"><span class="hljs-keyword">def<\/span>/);
    expect(html).not.toContain("style=");
    expect(toc).toEqual([
      { id: "why-it-matters", text: "Why it matters", level: 2 },
      { id: "a-detail", text: "A detail", level: 3 },
    ]);
  });
});
