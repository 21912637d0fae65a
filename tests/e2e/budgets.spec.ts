import { readFileSync } from "node:fs";
import { booted, expect, test } from "./fixtures";
import { BUDGETS, pageWeight, htmlFileFor } from "../bench/page-weight";
import { prerenderPaths } from "../../app/pages";
import { templatePaths } from "./pages";
import { blogSummaries } from "../../app/lib/blog/sources.server";
import { postPath } from "../../app/lib/blog/paths";

// Static by default (decision 0105): gzipped bytes a first visit downloads per page before the visitor
// does anything (HTML, the boot module and what it loads at once, the stylesheet). Deterministic for a
// build, so asserted; timings are only reported by `npm run bench`.
test.describe("every prerendered page stays within its gzipped byte budgets", () => {
  for (const path of prerenderPaths()) {
    test(path, () => {
      const weight = pageWeight("build/client", path);
      expect(weight.scripts.length, "the page loads its boot module").toBeGreaterThan(0);
      for (const kind of ["js", "css", "html"] as const) expect(weight[kind], kind).toBeLessThanOrEqual(BUDGETS[kind]);
    });
  }
});

test("a post's body is in its page once (no hydration data repeats it)", () => {
  for (const post of blogSummaries()) {
    const html = readFileSync(htmlFileFor("build/client", postPath(post.slug)), "utf8");
    const paragraphs = [...html.matchAll(/<p>([^<]{60,})<\/p>/g)].map((match) => match[1] ?? "");
    expect(paragraphs.length, post.slug).toBeGreaterThan(3);
    for (const paragraph of paragraphs) expect(html.split(paragraph).length - 1, paragraph).toBe(1);
  }
});

/** Markers only React DOM and React Router's bundles contain. */
const FRAMEWORK_MARKERS = ["react.transitional.element", "__reactContainer$", "__reactRouterContext"];

test.describe("no page requests framework code before the visitor interacts", () => {
  test.use({ freshVisitor: true });
  for (const path of templatePaths()) {
    test(path, async ({ page }) => {
      // Each script's body is read as its response arrives, and awaited after the load: a body still being
      // read when the network goes idle is waited for, not missed.
      const reads: Promise<{ url: string; body: string }>[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() === "script")
          reads.push(
            response.text().then(
              (body) => ({ url: response.url(), body }),
              () => ({ url: response.url(), body: "" }),
            ),
          );
      });
      // The boot module has run (so its script has arrived) before the network is judged idle.
      await page.goto(path);
      await booted(page);
      await page.waitForLoadState("networkidle");
      const scripts = await Promise.all(reads);
      expect(scripts.length, "the boot module ran").toBeGreaterThan(0);
      for (const { url, body } of scripts)
        for (const marker of FRAMEWORK_MARKERS) expect(body.includes(marker), `${url} holds ${marker}`).toBe(false);
      const expected = new Set(pageWeight("build/client", path.endsWith("does-not-exist") ? "/404" : path).scripts);
      for (const { url } of scripts)
        expect(expected.has(new URL(url).pathname), `${url} is in the page's budget`).toBe(true);
    });
  }
});
