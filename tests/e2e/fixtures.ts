import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from "@playwright/test";

/**
 * Makes a page or a whole context a visitor of `origin` only: requests to any other host are aborted
 * (no test depends on the internet), and unless `freshVisitor` the cookie banner is already answered.
 * Init scripts run in every frame; only the site's own documents may hold its consent (the blocked map
 * frame is an error page whose storage is off limits).
 */
export async function visitOffline(target: Page | BrowserContext, origin: string, { freshVisitor = false } = {}) {
  await target.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  if (!freshVisitor)
    await target.addInitScript((siteOrigin) => {
      if (location.origin === siteOrigin) localStorage.setItem("cookieConsent", "accepted");
    }, origin);
}

/** Every test runs offline against the site under test (`visitOffline`). */
export const test = base.extend<{ freshVisitor: boolean }>({
  freshVisitor: [false, { option: true }],
  page: async ({ page, freshVisitor, baseURL }, use) => {
    await visitOffline(page, new URL(baseURL ?? "http://127.0.0.1").origin, { freshVisitor });
    await use(page);
  },
});

export { expect };

/** Records every layout shift in the pages `target` opens, each as its score and the elements it moved. */
export async function recordLayoutShifts(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { layoutShifts: string[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node | null }[] }[])
        shifts.push(
          `${entry.value.toFixed(5)}: ${entry.sources.map((source) => (source.node as Element | null)?.outerHTML?.slice(0, 80)).join(" | ")}`,
        );
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shifts recorded so far in `page` (`recordLayoutShifts`). */
export const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts);

/** Holds every request matching `pattern` until `release()` is called (code that arrives late). */
export async function hold(page: Page, pattern: string) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/**
 * One browser page per worker for tests that only load a page and read it (no click, no typing, nothing
 * stored): every test still loads its own fresh document, and skips only a new browser context, which
 * costs as much as such a check itself (docs/decisions/0116-ci-time.md). A failed test restarts the
 * worker, and with it the page. `readerContext` sets the shared context's options (a worker option).
 */
export const readerTest = test.extend<object, { readerContext: BrowserContextOptions; readerPage: Page }>({
  readerContext: [{}, { scope: "worker", option: true }],
  readerPage: [
    async ({ browser, readerContext }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL ?? "http://127.0.0.1";
      const context = await browser.newContext({ baseURL, ...readerContext });
      await visitOffline(context, new URL(baseURL).origin);
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
});

/** Waits until the boot module runs (it sets data-booted on <html>, app/client/boot.ts). */
export async function booted(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-booted"));
}

/**
 * Waits for the boot module and for every finite CSS animation (the heroes' 0.5 s rise-in) to end, so a
 * check sees the page as it rests rather than a frame of a fade-in. Endless ones (the orbit) are ignored.
 */
export async function settled(page: Page) {
  await booted(page);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * A visitor following a link on the current page to `to`: a full page load, as every navigation is
 * (decision 0105). The link is put first in the main landmark, in the first screen, and clicked; this
 * returns once the next document has loaded (its `load` event, awaited from before the click).
 *
 * First, not last: a link appended at the end of a long page sat below bands the browser had not laid
 * out yet (content-visibility, decision 0098). Scrolling to it laid them out, and their real heights
 * could scroll the page between the press and the release: the click then landed beside the link and
 * nothing navigated (seen once in CI). Nothing above the first line of the main landmark changes size.
 */
export async function followLink(page: Page, to: string) {
  await page.evaluate((path) => {
    const link = Object.assign(document.createElement("a"), { href: path, textContent: "Followed link" });
    link.setAttribute("data-followed-link", "");
    document.querySelector("main")?.prepend(link);
  }, to);
  const nextDocumentLoaded = page.waitForEvent("load");
  await page.getByRole("link", { name: "Followed link" }).click();
  await nextDocumentLoaded;
  await expect(page.locator("[data-followed-link]")).toHaveCount(0);
}

/**
 * Redirects as a visitor lives them (docs/behaviours.md): from page `from`, follow a link to `link`;
 * the visitor lands on `target`; Back returns to `from` (the redirected URL never entered the history)
 * and Forward to `target`.
 */
export async function expectRedirectFromLink(
  page: Page,
  { from, link, target, heading }: { from: string; link: string; target: string; heading: string },
) {
  await page.goto(from);
  await booted(page);
  const fromHeading = await page.getByRole("heading", { level: 1 }).textContent();
  await followLink(page, link);
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[/.]/g, "\\$&")}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${from === "/" ? "" : from.replace(/[/.]/g, "\\$&")}/?$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fromHeading ?? "");
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[/.]/g, "\\$&")}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
}

/**
 * The 'View All Services' / 'Show Less' toggle of a service grid (docs/requirements.md#interface-states): `collapsed` cards, then all
 * `total`, then `collapsed` again. The toggle is a `<details>` (no script: nothing to wait for); its
 * summary is exposed as a disclosure, and `open` is its state.
 */
export async function expectServiceToggle(page: Page, { collapsed, total }: { collapsed: number; total: number }) {
  const cards = page.locator("#services li");
  const visible = () => cards.filter({ visible: true }).count();
  const toggle = page.locator("#services details[data-service-toggle]");
  expect(await visible()).toBe(collapsed);
  await expect(toggle).not.toHaveAttribute("open");
  await toggle.locator("summary").getByText("View All Services", { exact: true }).click();
  await expect.poll(visible).toBe(total);
  await expect(toggle).toHaveAttribute("open", "");
  await toggle.locator("summary").getByText("Show Less", { exact: true }).click();
  await expect.poll(visible).toBe(collapsed);
  await expect(toggle).not.toHaveAttribute("open");
  // Closed from far down the list, the toggle is brought back into view (with JavaScript).
  if (await page.evaluate(() => document.documentElement.hasAttribute("data-booted")))
    await expect(toggle.locator("summary")).toBeInViewport();
}

/**
 * Loads `path` and returns every script it ran, joined, after the boot module and the network going
 * idle; `.data` requests made on the way are returned too (no page ever needs one: decision 0105).
 */
export async function pageScripts(page: Page, path: string): Promise<{ js: string; dataRequests: string[] }> {
  const scripts: Promise<string>[] = [];
  const dataRequests: string[] = [];
  page.on("response", (response) => {
    const url = response.url();
    if (url.endsWith(".data")) dataRequests.push(url);
    if (response.request().resourceType() === "script") scripts.push(response.text());
  });
  await page.goto(path);
  await booted(page);
  await page.waitForLoadState("networkidle");
  const js = (await Promise.all(scripts)).join("\n");
  expect(js.length).toBeGreaterThan(0);
  return { js, dataRequests };
}

/** The ids of the `[data-section]` blocks of the page, in document order. */
export const sectionOrder = (page: Page) =>
  page.locator("[data-section]").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-section")));

/**
 * Starts recording what would worry a site owner on a page: console errors, uncaught exceptions and
 * Content-Security-Policy violations. Failed loads of external hosts are not counted: tests block
 * every external host (the hero photos), and the page is built to look finished without them.
 */
export async function watchForProblems(page: Page, origin: string) {
  const problems: string[] = [];
  if (!reportingViolations.has(page)) {
    reportingViolations.add(page);
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
      });
    });
  }
  // A page shared by several tests (readerPage) reports to the newest watcher only.
  page.removeAllListeners("console");
  page.removeAllListeners("pageerror");
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const source = message.location().url;
    if (/Failed to load resource/.test(message.text()) && source && !source.startsWith(origin)) return;
    problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** Pages that already turn CSP violations into console errors (an init script is added once). */
const reportingViolations = new WeakSet<Page>();

/**
 * One of the team's images as the build shows it (app/lib/media.server.ts): sized, in a <picture> whose
 * AVIF and WebP sets each offer several widths served by the site with a year's caching, the browser's
 * pick one of the site's own files. `priority`: the page's largest paint, fetched first.
 */
export async function expectSitePicture(page: Page, image: Locator, { priority = false } = {}) {
  await expect(image).toBeVisible();
  expect(Number(await image.getAttribute("width"))).toBeGreaterThan(0);
  expect(Number(await image.getAttribute("height"))).toBeGreaterThan(0);
  if (priority) await expect(image).toHaveAttribute("fetchpriority", "high");
  const picture = page.locator("picture").filter({ has: image });
  for (const type of ["image/avif", "image/webp"]) {
    const srcset = (await picture.locator(`source[type="${type}"]`).getAttribute("srcset")) ?? "";
    const candidates = srcset.split(", ").map((candidate) => candidate.split(" ")[0]!);
    expect(candidates.length, type).toBeGreaterThan(1);
    for (const url of candidates) {
      const answer = await page.request.get(url);
      expect(answer.status(), url).toBe(200);
      expect(answer.headers()["content-type"]).toBe(type);
      expect(answer.headers()["cache-control"], url).toContain("immutable");
    }
  }
  expect(await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(
    /^\/assets\/media\//,
  );
}
