import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { expect, booted, readerTest, settled, test } from "./fixtures";
import { expectedPages, templatePaths } from "./pages";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  // Bands and the footer's content off screen are not rendered until they near the view (content-visibility: auto, decision
  // 0098), and axe finds a text's background by hit-testing rendered boxes: render them all, as a
  // visitor's scrolling would, so every band is judged with its real colours.
  await page.addStyleTag({
    content: "[data-band], [data-footer-body] { content-visibility: visible !important }",
  });
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
    });
    return result.violations;
  });
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .map((node) => node.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
}

// axe's script is injected as an inline script, which the page's CSP would refuse. Reduced motion
// keeps every section shown (no scroll reveal), so axe checks the whole page, not only the first screen.
test.use({ bypassCSP: true, reducedMotion: "reduce" });

// The page checks only load a page and read it: one shared page per worker (readerPage, tests/e2e/fixtures.ts).
const pageTest = readerTest;
pageTest.use({ readerContext: { bypassCSP: true, reducedMotion: "reduce" } });

/** One test: the page at rest, at this viewport and in this colour scheme, has no serious or critical violation. */
const pageHasNoViolations = (path: string, { width, colorScheme }: { width: number; colorScheme: "light" | "dark" }) =>
  pageTest(`no serious or critical violations on ${path}`, async ({ readerPage: page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme });
    await page.goto(path);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

// Every page at 1280 px (what a page says: its content's colors, names and structure), and one page of
// every template at 375 px (how a kind of page is laid out on a phone) in both themes. pa11y-ci runs axe
// and HTML_CodeSniffer on one page of every template at 1280 px in both themes (tests/e2e/pa11y.spec.ts).
test.describe("axe at 1280 px", () => {
  // One test per page (one per print template): no test's duration grows with the site.
  const paths = expectedPages()
    .filter((entry) => !entry.sameTemplate)
    .map((entry) => entry.path);
  for (const path of [...paths, "/a-page-that-does-not-exist", "/technologies/no-such-stack"])
    pageHasNoViolations(path, { width: 1280, colorScheme: "light" });
});

for (const colorScheme of ["light", "dark"] as const)
  test.describe(`axe at 375 px in the ${colorScheme} theme`, () => {
    for (const path of templatePaths()) pageHasNoViolations(path, { width: 375, colorScheme });
  });

// The dark theme (decision 0103) with the overlays open (the pages themselves are above).
test.describe("axe in the dark theme", () => {
  test.use({ colorScheme: "dark" });

  test.describe("with the overlays open", () => {
    test.use({ freshVisitor: true });

    test("the open theme switch, mega-menu, cookie banner, mobile menu and search dialog pass", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto("/services/devops");
      await settled(page);
      await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
      await page.getByRole("button", { name: "Color theme" }).click();
      await expect(page.getByRole("group", { name: "Color theme" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" }).click();
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("dialog", { name: "Menu" }).getByText("Services", { exact: true }).click();
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Search the site" }).click();
      const dialog = page.getByRole("dialog", { name: "Search the site" });
      await dialog.getByRole("searchbox").fill("cloud migration");
      await expect(dialog.locator("mark").first()).toBeVisible({ timeout: 20_000 });
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});

test.describe("axe with open menus", () => {
  test.use({ viewport: { width: 1280, height: 900 }, freshVisitor: true });

  test("an open mega-menu, the Contact dropdown and the cookie banner pass", async ({ page }) => {
    await page.goto("/services/devops");
    await booted(page);
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" }).click();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Contact" }).click();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the open mobile menu passes", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await booted(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByText("Services", { exact: true }).click();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the open search dialog with results and marked words passes, and so does its empty state", async ({ page }) => {
    await page.goto("/");
    await booted(page);
    await page.keyboard.press("/");
    const dialog = page.getByRole("dialog", { name: "Search the site" });
    await dialog.getByRole("searchbox").fill("cloud migration");
    await expect(dialog.locator("a[data-result] >> nth=2")).toBeVisible({ timeout: 20_000 });
    await expect(dialog.locator("mark").first()).toBeVisible();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("searchbox").fill("zqxwv");
    await expect(dialog.getByRole("status")).toContainText("No pages match");
    expect(await seriousViolations(page)).toEqual([]);
  });
});

for (const width of [375, 1280])
  test(`at ${width} px, the footer's text lies on the footer's dark background before the footer is rendered`, async ({
    browser,
    baseURL,
  }) => {
    // The footer's content is skipped until it nears the view, with a stand-in height. A tool that judges
    // contrast by hit-testing (Lighthouse's axe) lays the text out inside it: text past the stand-in's end
    // would be judged on the page's white background.
    const context = await browser.newContext({ baseURL, viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto("/");
    const outside = await page.evaluate(() => {
      const footer = document.querySelector("footer")!.getBoundingClientRect();
      return [...document.querySelectorAll("[data-footer-body] a")]
        .filter((link) => link.getBoundingClientRect().bottom > footer.bottom)
        .map((link) => link.textContent);
    });
    expect(outside).toEqual([]);
    await context.close();
  });
