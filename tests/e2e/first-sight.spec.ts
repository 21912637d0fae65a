import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { pages, pathsOf } from "../../app/pages";

/**
 * What a visitor sees before reading a word (docs/decisions/0200-a-first-screen-left-to-the-visitor.md): a consent notice that leaves the first screen
 * to the page, layouts that hold at every width, and a home page a phone can finish.
 */

/** One path per template: the first each route prerenders (a search with results for /search). */
const TEMPLATES = [...new Set(pages.map((entry) => pathsOf(entry)[0]).filter((path): path is string => !!path))].map(
  (path) => (path === "/search" ? "/search?q=cloud" : path),
);

/** Lays out every part the browser may skip off screen (content-visibility), so boxes are real. */
const layOutEverything = (page: Page) =>
  page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("body *"))
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
  });

test.describe("the consent notice at first visit", () => {
  test.use({ freshVisitor: true });

  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 900 },
  ])
    test(`at ${viewport.width}×${viewport.height} it takes at most 20% of the first screen and covers no call to action`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      for (const path of TEMPLATES) {
        await page.goto(path);
        const banner = page.getByRole("region", { name: "Cookie consent" });
        await expect(banner, path).toBeVisible({ timeout: 15_000 });
        // Its entry animation over, the notice is where it stays.
        await expect.poll(() => banner.evaluate((el) => el.getAnimations().length), { message: path }).toBe(0);
        const box = (await banner.boundingBox())!;
        expect(box.height / viewport.height, `${path}: share of the screen`).toBeLessThanOrEqual(0.2);
        await expect(banner.getByRole("link", { name: "Cookie Policy" })).toBeVisible();
        await expect(banner.getByRole("button", { name: "Accept All", exact: true })).toBeVisible();
        await expect(banner.getByRole("button", { name: "Decline Optional", exact: true })).toBeVisible();
        if (viewport.width < 640)
          await expect(banner.getByRole("button", { name: "Close and decline optional content" })).toBeVisible();
        // Every call to action on the first screen, outside the notice, stays clear of it.
        const covered = await page.evaluate(
          ({ top, bottom, left, right }) =>
            [...document.querySelectorAll<HTMLElement>("[data-cta]")]
              .filter(
                (el) => !el.closest("[data-cookie-banner]") && el.checkVisibility({ contentVisibilityAuto: true }),
              )
              .filter((el) => {
                const cta = el.getBoundingClientRect();
                return cta.width > 0 && cta.top < bottom && cta.bottom > top && cta.left < right && cta.right > left;
              })
              .map((el) => el.textContent?.trim()),
          { top: box.y, bottom: box.y + box.height, left: box.x, right: box.x + box.width },
        );
        expect(covered, `${path}: calls to action under the notice`).toEqual([]);
      }
    });
});

test.describe("every template at 320 and 375 px", () => {
  test.use({ freshVisitor: true });

  test("no template scrolls sideways at 320 px, with or without the consent notice", async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of TEMPLATES) {
      await page.goto(path);
      await layOutEverything(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  test("no button's label wraps at 375 px", async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of TEMPLATES) {
      await page.goto(path);
      await layOutEverything(page);
      // A label wraps when its visible text lies on more than one line.
      const wrapped = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("button, [role=button], summary[data-cta], a[data-cta]")]
          .filter((button) => button.checkVisibility())
          .filter((button) => {
            const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
            const tops: number[] = [];
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const parent = node.parentElement;
              if (!node.textContent?.trim() || !parent?.checkVisibility() || parent.getBoundingClientRect().width <= 1)
                continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
            }
            return tops.some((top) => Math.abs(top - tops[0]!) > 4);
          })
          .map((button) => button.textContent?.trim()),
      );
      expect(wrapped, path).toEqual([]);
    }
  });
});

test("no grid of cards leaves its partial last row at the left at 1280 px", async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of TEMPLATES) {
    await page.goto(path);
    await layOutEverything(page);
    const hanging = await page.evaluate(() => {
      // A card: a box with its own border, background or shadow.
      const isCard = (el: Element) => {
        const style = getComputedStyle(el);
        return (
          parseFloat(style.borderTopWidth) > 0 ||
          style.boxShadow !== "none" ||
          !/rgba\(0, 0, 0, 0\)|transparent/.test(style.backgroundColor)
        );
      };
      const problems: string[] = [];
      for (const grid of document.querySelectorAll("main *")) {
        const items = [...grid.children].filter((child) => child.checkVisibility());
        if (items.length < 2 || !items.every(isCard)) continue;
        const boxes = items.map((item) => item.getBoundingClientRect());
        // Cards of one width, laid out in rows.
        if (boxes.some((box) => Math.abs(box.width - boxes[0]!.width) > 1)) continue;
        const rows = [...new Set(boxes.map((box) => Math.round(box.top)))];
        const perRow = boxes.filter((box) => Math.round(box.top) === rows[0]).length;
        const last = boxes.filter((box) => Math.round(box.top) === rows.at(-1));
        // One row is judged too: three cards in a four-column row hang at the left as a last row does.
        if (perRow < 2 || (rows.length > 1 && last.length === perRow)) continue;
        const frame = grid.getBoundingClientRect();
        const leftGap = Math.min(...last.map((box) => box.left)) - frame.left;
        const rightGap = frame.right - Math.max(...last.map((box) => box.right));
        if (Math.abs(leftGap - rightGap) > 2)
          problems.push(
            `${grid.tagName} of ${items.length}: last row of ${last.length} starts ${Math.round(leftGap)} px in`,
          );
      }
      return problems;
    });
    expect(hanging, path).toEqual([]);
  }
});

test.describe("home on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("is at most 11,000 px tall at 375 px, with every section the spec lists", async ({ page }) => {
    await page.goto("/");
    await layOutEverything(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThanOrEqual(11_000);
    const section = (name: string) => page.locator(`[data-section="${name}"], section#${name}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Four highlights and two actions in the hero; then the sections and their items, all shown.
    await expect(page.locator("section[aria-labelledby='home-hero-title'] li")).toHaveCount(4);
    const counts: [string, string, number][] = [
      ["services", "ul > li:visible", 4],
      ["process", "ol > li", 4],
      ["tech", "ul > li", 6],
      ["serve", "ul > li", 3],
      ["why", "li", 8],
      ["trust", "dl > div", 4],
      ["trust", "h4", 4],
      ["industries", "ul > li", 6],
    ];
    for (const [name, items, count] of counts) {
      await expect(section(name).getByRole("heading", { level: 2 })).toBeVisible();
      const shown = section(name).locator(items);
      await expect(shown, name).toHaveCount(count);
      for (const item of await shown.all()) await expect(item, name).toBeVisible();
    }
    await expect(page.locator("#contact-cta")).toBeVisible();
  });
});
