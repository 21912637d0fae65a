import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseFeed } from "@rowanmanning/feed-parser";
import { expect, expectSitePicture, test } from "./fixtures";
import { pageCopy } from "../../app/lib/page-copy.server";
import { FEED_PATHS, postPath, tagPath } from "../../app/lib/blog/paths";
import { neighboursOf, relatedTo, tagsOf } from "../../app/lib/blog/posts.server";
import { blogPosts, blogSummaries } from "../../app/lib/blog/sources.server";
import { prerenderPaths } from "../../app/pages";
import { htmlFileFor } from "../bench/page-weight";
import { site } from "../../app/site";

// The blog: the list, posts, tags, feeds and 404s, as a visitor and a feed reader get them.
const posts = blogSummaries();
const first = posts[0]!;

test.describe("/blog", () => {
  test("lists every post newest first, each with its date, reading time and tags, and links the feeds", async ({
    page,
  }) => {
    await page.goto(pageCopy.blog.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy.blog.title);
    const cards = page.locator("[data-post-list] > li");
    await expect(cards).toHaveCount(Math.min(posts.length, 10));
    expect(await cards.evaluateAll((items) => items.map((item) => item.getAttribute("data-post")))).toEqual(
      posts.slice(0, 10).map((post) => post.slug),
    );
    const card = cards.first();
    await expect(card.locator("time")).toHaveAttribute("datetime", first.date);
    await expect(card).toContainText(`${first.readingMinutes} min read`);
    await expect(card.getByRole("link", { name: first.title })).toHaveAttribute("href", postPath(first.slug));
    for (const tag of first.tags) await expect(card.getByRole("link", { name: `#${tag}` })).toBeVisible();
    await expect(page.getByRole("link", { name: "RSS feed" })).toHaveAttribute("href", FEED_PATHS.rss);
    await expect(page.getByRole("link", { name: "Atom feed" })).toHaveAttribute("href", FEED_PATHS.atom);
  });

  test("a tag page lists exactly the posts with that tag", async ({ page }) => {
    for (const tag of tagsOf(posts)) {
      await page.goto(tagPath(tag));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${pageCopy.blog.tagTitle} #${tag}`);
      const shown = await page
        .locator("[data-post-list] > li")
        .evaluateAll((items) => items.map((item) => item.getAttribute("data-post")));
      expect(shown, tag).toEqual(posts.filter((post) => post.tags.includes(tag)).map((post) => post.slug));
    }
  });
});

test.describe("a post", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`shows its date, reading time, contents, anchors, highlighted code, neighbours, related posts and the call to action (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled, baseURL });
      const page = await context.newPage();
      const post = posts[1] ?? first;
      await page.goto(postPath(post.slug));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
      const article = page.locator(`article[data-post="${post.slug}"]`);
      await expect(article.locator("time").first()).toHaveAttribute("datetime", post.date);
      await expect(article).toContainText(`${post.readingMinutes} min read`);

      // Contents: every entry leads to a heading of the body, and each heading links to itself.
      const contents = page.getByRole("navigation", { name: pageCopy.blog.tocLabel }).first();
      const targets = await contents
        .locator("a")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(targets.length).toBeGreaterThanOrEqual(4);
      for (const href of targets) {
        const heading = page.locator(`[data-post-body] :is(h2, h3)${href}`);
        await expect(heading, href ?? "").toHaveCount(1);
        await expect(heading.locator("a")).toHaveAttribute("href", href ?? "");
      }

      // Code is highlighted at build time: classes in the HTML, no highlighting script, no inline style.
      const code = page.locator("[data-post-body] pre code[class*='language-']").first();
      await expect(code).toBeVisible();
      expect(await code.locator("span[class^='hljs-']").count()).toBeGreaterThan(0);
      expect(await page.locator("[data-post-body] [style]").count()).toBe(0);

      const { newer, older } = neighboursOf(posts, post.slug);
      if (newer) await expect(page.locator('a[rel="next"]')).toHaveAttribute("href", postPath(newer.slug));
      if (older) await expect(page.locator('a[rel="prev"]')).toHaveAttribute("href", postPath(older.slug));
      const related = relatedTo(posts, post);
      await expect(page.locator('[data-section="related"] [data-post-list] > li')).toHaveCount(related.length);
      await expect(
        page.getByRole("region", { name: pageCopy.blog.cta.title }).getByRole("link", { name: "Contact Us" }),
      ).toHaveAttribute("href", "/contact");
      await context.close();
    });
  }

  test("a post with a cover shows it from the site as AVIF and WebP in a srcset, sized and described, and is shared with it", async ({
    page,
    request,
  }) => {
    const covered = blogPosts().filter((post) => post.cover);
    expect(covered.length).toBeGreaterThan(0);
    for (const post of covered) {
      await page.goto(postPath(post.slug));
      // The first thing under the title: the page's largest paint, fetched first.
      await expectSitePicture(page, page.getByRole("img", { name: post.cover!.alt }), { priority: true });
      // The share image is the cover, cropped to the card's size, and served by the site.
      const share = await page.locator('meta[property="og:image"]').getAttribute("content");
      const answer = await request.get(new URL(share!).pathname);
      expect(answer.status()).toBe(200);
      expect(answer.headers()["content-type"]).toBe("image/png");
      const png = await answer.body();
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      expect(png.equals(readFileSync(join("build", "client", new URL(share!).pathname)))).toBe(true);
    }
  });

  test("unknown posts, tags and list pages answer 404 with the site's Not Found page", async ({ page }) => {
    for (const path of ["/blog/no-such-post", "/blog/tag/no-such-tag", "/blog/page/99"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText("Page Not Found");
    }
  });
});

test.describe("feeds", () => {
  for (const kind of ["rss", "atom"] as const) {
    test(`${kind}: a feed parser reads every post, newest first, in full, with absolute links`, async ({ request }) => {
      const response = await request.get(FEED_PATHS[kind]);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/xml/);
      const text = await response.text();
      expect(text.match(/\{[a-zA-Z]+\}/g) ?? [], "unresolved tokens").toEqual([]);
      const feed = parseFeed(text);
      expect(feed.meta.type).toBe(kind);
      expect(feed.title).toBe(pageCopy.blog.feedTitle);
      expect(feed.items.map((item) => item.url)).toEqual(posts.map((post) => `${site.origin}${postPath(post.slug)}`));
      expect(feed.items.map((item) => item.title)).toEqual(posts.map((post) => post.title));
      for (const item of feed.items) {
        // Full content: the whole body, headings included, not a summary.
        expect((item.content ?? "").length, item.url ?? "").toBeGreaterThan(3000);
        expect(item.content ?? "").toMatch(/<h2 id="/);
        expect(item.content ?? "").not.toMatch(/href="\/(?!\/)|href="#/);
      }
    });
  }

  test("every page's HTML points feed readers to both feeds", () => {
    for (const path of prerenderPaths()) {
      const html = readFileSync(htmlFileFor(join("build", "client"), path), "utf8");
      expect(html, path).toContain(`<link rel="alternate" type="application/rss+xml"`);
      expect(html, path).toContain(`href="${FEED_PATHS.atom}"`);
    }
  });
});
