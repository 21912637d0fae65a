import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Locator, Page } from "@playwright/test";
import { expect, booted, hold, layoutShifts, recordLayoutShifts, test, watchForProblems } from "./fixtures";
import { searchCopy, searchSections } from "../../app/content/search";
import { SEARCH_INDEX_PATH, SEARCH_PATH } from "../../app/lib/constants";
import { isSearchable } from "../../app/lib/search/sections";
import { quoteLink } from "../../app/lib/navigation.server";
import { newsletterSignUp } from "../../app/lib/navigation.server";
import { NOT_FOUND_PATHS, prerenderPaths } from "../../app/pages";
import type { SearchDocument } from "../../app/lib/search/engine";
import { BUDGETS } from "../bench/page-weight";
import { readOrder } from "../../app/lib/content-files.server";
import { services as serviceFiles } from "../../app/lib/content/services";

const SERVICE_IDS = readOrder(serviceFiles);

// Search over every page (decision 0100): relevance, the dialog, its keyboard, the page, lazy loading.
const results = (scope: Locator) => scope.locator("a[data-result]");
const hrefs = (scope: Locator) => results(scope).evaluateAll((links) => links.map((link) => link.getAttribute("href")));
/** The index loads in the background: the first answer may take a moment on a busy machine. */
const LOADED = { timeout: 20_000 };

/**
 * The scripts a page has requested so far, read from the build: which of them carry React (its
 * production errors link to react.dev) or the search engine (MiniSearch names itself in its errors).
 */
function watchScripts(page: Page) {
  const paths: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === "script" && !paths.includes(pathname)) paths.push(pathname);
  });
  const read = (path: string) => readFileSync(join(process.cwd(), "build", "client", path.slice(1)), "utf8");
  return {
    count: () => paths.length,
    withReact: (from = 0) => paths.slice(from).filter((path) => read(path).includes("react.dev/errors")),
    withEngine: (from = 0) => paths.slice(from).filter((path) => read(path).includes("MiniSearch:")),
    gzippedBytes: (from = 0) =>
      paths.slice(from).reduce((sum, path) => sum + gzipSync(read(path), { level: 9 }).length, 0),
  };
}

async function searchPage(page: Page, query: string, section = "") {
  await page.goto(`${SEARCH_PATH}?q=${encodeURIComponent(query)}${section ? `&section=${section}` : ""}`);
  const main = page.locator("main");
  await expect(main.getByRole("status")).not.toHaveText(/^$|Loading/, LOADED);
  return main;
}

async function openDialog(page: Page, path = "/services") {
  await page.goto(path);
  await booted(page);
  await page.getByRole("banner").getByRole("link", { name: "Search" }).click();
  const dialog = page.getByRole("dialog", { name: searchCopy.label });
  await expect(dialog.getByRole("searchbox", { name: searchCopy.label })).toBeFocused();
  return dialog;
}

test.describe("relevance", () => {
  test("HIPAA finds the healthcare solution first", async ({ page }) => {
    const main = await searchPage(page, "HIPAA");
    expect((await hrefs(main))[0]).toBe("/solutions/healthcare");
  });

  test("Kubernetes finds the containers technology page first", async ({ page }) => {
    const main = await searchPage(page, "Kubernetes");
    expect((await hrefs(main))[0]).toBe("/technologies/containers");
  });

  test("Flutter finds the Flutter page first and mobile app development near the top", async ({ page }) => {
    const main = await searchPage(page, "Flutter");
    const found = await hrefs(main);
    expect(found[0]).toBe("/technologies/flutter");
    expect(found.slice(0, 3)).toContain("/services/mobile-app-development");
  });

  test("a typo still finds the page meant: kubernets → Containers & Kubernetes, matched words marked", async ({
    page,
  }) => {
    const main = await searchPage(page, "kubernets");
    expect((await hrefs(main))[0]).toBe("/technologies/containers");
    await expect(main.locator("ol mark").first()).toHaveText(/^kubernetes$/i);
  });

  test("a query with no match says so and suggests the Services page", async ({ page }) => {
    const main = await searchPage(page, "zqxwv");
    await expect(main.getByRole("status")).toHaveText("No pages match “zqxwv”.");
    await expect(results(main)).toHaveCount(0);
    await main.getByRole("link", { name: searchCopy.suggestion }).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test("the section filter keeps results within the section, and the address keeps the filter", async ({ page }) => {
    const main = await searchPage(page, "cloud", "technologies");
    await expect(main.getByRole("radio", { name: "Technologies" })).toBeChecked();
    const found = await hrefs(main);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((href) => href?.startsWith("/technologies"))).toBe(true);
    await main.locator("fieldset label", { hasText: /^Services$/ }).click();
    await expect(page).toHaveURL(/\/search\?q=cloud&section=services$/);
    await expect.poll(async () => (await hrefs(main)).every((href) => /^\/services(\/|$)/.test(href ?? ""))).toBe(true);
    expect((await hrefs(main)).length).toBeGreaterThan(0);
  });
});

test.describe("the search dialog", () => {
  test("opens from the header with a labelled field, announces the count and marks the matched words", async ({
    page,
  }) => {
    const dialog = await openDialog(page);
    await page.keyboard.type("hipaa");
    await expect(dialog.getByRole("status")).toHaveText(/^\d+ results?$/, LOADED);
    await expect(results(dialog).first()).toHaveAttribute("href", "/solutions/healthcare");
    await expect(results(dialog).first()).toHaveText("Healthcare");
    await expect(dialog.locator("li").first()).toContainText("Solutions");
    await expect(dialog.locator("li").first().locator("mark").first()).toHaveText(/^hipaa$/i);
    // The count is in a live region, so screen readers hear it.
    await expect(dialog.getByRole("status")).toHaveAttribute("role", "status");
  });

  test("keyboard: arrows move between the field and results, Escape closes and returns focus", async ({ page }) => {
    const dialog = await openDialog(page);
    await page.keyboard.type("cloud");
    await expect(results(dialog).nth(1)).toBeVisible(LOADED);
    const input = dialog.getByRole("searchbox");
    await page.keyboard.press("ArrowDown");
    await expect(results(dialog).first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(results(dialog).nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(input).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("banner").getByRole("link", { name: "Search" })).toBeFocused();
    // Everything behind the dialog works again, and the last search comes back on reopening.
    await page.getByRole("banner").getByRole("link", { name: "Search" }).click();
    await expect(page.getByRole("dialog").getByRole("searchbox")).toHaveValue("cloud");
  });

  test("Enter opens the first result, and the dialog closes", async ({ page }) => {
    const dialog = await openDialog(page);
    await page.keyboard.type("hipaa");
    await expect(results(dialog).first()).toBeVisible(LOADED);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/solutions\/healthcare$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Healthcare");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("/ and Ctrl+K open it from anywhere; / typed into a text field stays in the field", async ({ page }) => {
    await page.goto("/contact");
    await booted(page);
    const dialog = page.getByRole("dialog", { name: searchCopy.label });
    await page.keyboard.press("/");
    await expect(dialog.getByRole("searchbox")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await page.keyboard.press("Control+k");
    await expect(dialog.getByRole("searchbox")).toBeFocused();
    await page.keyboard.press("Escape");
    const name = page.locator("#quote form input[type=text]").first();
    await name.fill("Ada");
    await name.press("/");
    await expect(name).toHaveValue("Ada/");
    await expect(dialog).toHaveCount(0);
  });

  test("shows at most 8 results and opens the full list as a page with the same results", async ({ page }) => {
    const dialog = await openDialog(page);
    await page.keyboard.type("cloud");
    await expect(results(dialog).first()).toBeVisible(LOADED);
    await expect(results(dialog)).toHaveCount(8);
    const inDialog = await hrefs(dialog);
    await dialog.getByRole("link", { name: new RegExp(searchCopy.seeAll) }).click();
    await expect(page).toHaveURL(/\/search\?q=cloud$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const main = page.locator("main");
    await expect(results(main).nth(8)).toBeVisible(LOADED);
    expect((await hrefs(main)).slice(0, 8)).toEqual(inDialog);
  });

  test("its code and the index load only when search is opened, and the index only once", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    const scripts = watchScripts(page);
    await page.goto("/");
    await booted(page);
    await page.waitForLoadState("networkidle");
    expect(requested).not.toContain(SEARCH_INDEX_PATH);
    expect(scripts.withReact()).toEqual([]);
    expect(scripts.withEngine()).toEqual([]);
    const before = scripts.count();
    const dialog = await openDialog(page, "/");
    await page.keyboard.type("react");
    await expect(results(dialog).first()).toBeVisible(LOADED);
    // The island: React and the engine arrive with the first opening, within its budget.
    expect(scripts.withReact(before)).toHaveLength(1);
    expect(scripts.withEngine(before)).toHaveLength(1);
    expect(scripts.gzippedBytes(before)).toBeLessThanOrEqual(BUDGETS.island);
    await page.keyboard.press("Escape");
    await page.keyboard.press("/");
    await expect(results(page.getByRole("dialog")).first()).toBeVisible();
    expect(requested.filter((path) => path === SEARCH_INDEX_PATH)).toHaveLength(1);
    // The second opening reuses the mounted island: one dialog, no new code.
    await expect(page.locator("dialog[aria-label]", { hasText: searchCopy.shortcut })).toHaveCount(1);
    expect(scripts.withReact(before)).toHaveLength(1);
  });

  test("without JavaScript the header's search control is a link to the search page", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/services");
    await page.getByRole("banner").getByRole("link", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`${SEARCH_PATH}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(searchCopy.title);
    await context.close();
  });

  test("on a small screen: in the header and in the mobile menu, and the bar keeps its menu button", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto("/about");
    await booted(page);
    const banner = page.getByRole("banner");
    const menuButton = banner.getByRole("button", { name: "Open menu" });
    for (const control of [banner.getByRole("link", { name: "Search" }), menuButton]) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    await expect(banner.getByRole("link", { name: quoteLink.label })).toBeHidden();
    await menuButton.click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: searchCopy.label }).click();
    const dialog = page.getByRole("dialog", { name: searchCopy.label });
    await expect(dialog.getByRole("searchbox")).toBeFocused();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });
});

test.describe("the /search page", () => {
  test("names the search once: the field's visible label, with no heading that repeats it", async ({ page }) => {
    await page.goto(SEARCH_PATH);
    await booted(page);
    const main = page.locator("main");
    await expect(main.getByRole("searchbox", { name: searchCopy.label })).toBeVisible();
    const said = (await main.innerText()).split(searchCopy.label).length - 1;
    expect(said).toBe(1);
    await expect(main.getByRole("heading", { name: searchCopy.label })).toHaveCount(0);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(searchCopy.title);
  });

  test("without JavaScript it says search needs JavaScript and links the sitemap and the sections", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(`${SEARCH_PATH}?q=hipaa`);
    const main = page.locator("main");
    // (Playwright's text matchers skip <noscript> elements: the paragraph is checked on its own.)
    const notice = main.locator("p", { has: page.getByRole("link", { name: searchCopy.sitemap }) });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(searchCopy.needsJavaScript);
    await expect(main.getByRole("link", { name: searchCopy.sitemap })).toHaveAttribute("href", searchCopy.sitemapPath);
    for (const link of searchCopy.sectionPaths)
      await expect(main.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.href);
    await expect(main.getByRole("searchbox")).toBeHidden();
    await context.close();
  });

  test("with JavaScript it searches as you type, and Back leaves the page", async ({ page, baseURL }) => {
    const problems = await watchForProblems(page, new URL(baseURL ?? "").origin);
    await page.goto("/about");
    await page.goto(SEARCH_PATH);
    const input = page.locator("main").getByRole("searchbox", { name: searchCopy.label });
    await expect(input).toBeFocused();
    await input.fill("sla");
    await expect(results(page.locator("main")).first()).toHaveAttribute("href", "/services/sla-support", LOADED);
    await expect(page).toHaveURL(/\/search\?q=sla$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    expect(problems).toEqual([]);
  });
});

test.describe("the /search page's island", () => {
  test("with a query it loads React and the results at once, and nothing on the page moves", async ({ page }) => {
    await recordLayoutShifts(page);
    const scripts = watchScripts(page);
    const main = await searchPage(page, "cloud");
    await expect(results(main).nth(8)).toBeVisible();
    expect(scripts.withReact()).toHaveLength(1);
    // Every layout shift on the page: the island and its results must move nothing.
    expect(await layoutShifts(page)).toEqual([]);
  });

  test("on a slow connection, the search button painted before the field's HTML arrives does not move when it lands", async ({
    page,
  }) => {
    // The page's scripts are held back, so both loads show the server's own form; the second document
    // ends just before the field, as a browser paints it while the rest is still on its way.
    await page.route("**/assets/*.js", (route) => route.abort());
    const path = `${SEARCH_PATH}?q=cloud`;
    const html = await (await page.request.get(path)).text();
    const button = page.locator("main").getByRole("button", { name: searchCopy.submit });
    await page.goto(path);
    const landed = await button.boundingBox();
    await page.route(path, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: html.slice(0, html.indexOf("<input", html.indexOf('role="search"'))),
      }),
    );
    await page.goto(path);
    await expect(page.locator("main").getByRole("searchbox")).toHaveCount(0);
    expect(await button.boundingBox()).toEqual(landed);
  });

  test("without a query no React loads before the visitor types; what was typed meanwhile is searched", async ({
    page,
  }) => {
    const scripts = watchScripts(page);
    await page.goto(SEARCH_PATH);
    await booted(page);
    await page.waitForLoadState("networkidle");
    expect(scripts.withReact()).toEqual([]);
    const input = page.locator("main").getByRole("searchbox", { name: searchCopy.label });
    await expect(input).toBeFocused();
    await page.keyboard.type("kubernetes");
    await expect(results(page.locator("main")).first()).toHaveAttribute("href", "/technologies/containers", LOADED);
    await expect(input).toHaveValue("kubernetes");
    await expect(input).toBeFocused();
    expect(scripts.withReact()).toHaveLength(1);
    await expect(page).toHaveURL(/\/search\?q=kubernetes$/);
  });
});

for (const early of [false, true])
  test(`a keyboard visitor keeps their place when the /search island replaces the server's form (moving ${early ? "before" : "after"} the page's search code runs)`, async ({
    page,
  }) => {
    // Early: the visitor's Shift+Tab comes while the page's search code is still on its way.
    const release = early ? await hold(page, "**/assets/search-page-*.js") : () => {};
    await page.goto(SEARCH_PATH);
    await booted(page);
    if (!early) await page.waitForLoadState("networkidle");
    const main = page.locator("main");
    await expect(main.getByRole("searchbox", { name: searchCopy.label })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    release();
    await expect(main.locator("[data-feature=search-page]")).toHaveAttribute("data-island-mounted", "", LOADED);
    await expect(main.getByRole("button", { name: searchCopy.submit })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.type("hipaa");
    await expect(results(main).first()).toHaveAttribute("href", "/solutions/healthcare", LOADED);
  });

test("the index holds every searchable page's own content, not the header, footer or navigation", () => {
  const documents = JSON.parse(
    readFileSync(join(process.cwd(), "build", "client", SEARCH_INDEX_PATH.slice(1)), "utf8"),
  ) as SearchDocument[];
  const urls = documents.map((document) => document.url);
  for (const id of SERVICE_IDS) expect(urls).toContain(`/services/${id}`);
  for (const url of urls) {
    expect(prerenderPaths(), url).toContain(url);
    expect(isSearchable(url), url).toBe(true);
    expect(NOT_FOUND_PATHS).not.toContain(url);
  }
  expect(new Set(documents.map((document) => document.section))).toEqual(
    new Set(searchSections.map((section) => section.id)),
  );
  for (const document of documents) {
    expect(document.title, document.url).not.toBe("");
    expect(document.text, document.url).not.toContain(newsletterSignUp.title);
    expect(document.text, document.url).not.toContain("Skip to content");
  }
});
