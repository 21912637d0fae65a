import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import sirv from "sirv";
import type { Browser } from "@playwright/test";
import { expect, booted, test, visitOffline, watchForProblems } from "./fixtures";
import { decodeEntities, expectedPages } from "./pages";
import { readOrder } from "../../app/lib/content-files.server";
import { services as serviceFiles } from "../../app/lib/content/services";

const SERVICE_IDS = readOrder(serviceFiles);

/**
 * The deploy check: build/client on a plain static file server that knows none of the host rules
 * (no `_redirects`, no `_headers`, no collector), only that a missing file gets 404.html. Every page
 * must still be there and work; what needs the rules is listed in docs/deploying.md#what-works-without-any-host-rules.
 */
const root = join(process.cwd(), "build", "client");
let server: Server;
let origin: string;

test.beforeAll(async () => {
  const notFound = readFileSync(join(root, "404.html"));
  const files = sirv(root, { extensions: ["html"], dev: false });
  server = createServer((req, res) =>
    files(req, res, () => {
      res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
      res.end(notFound);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => server.close());

test("every prerendered page is served with its title and heading", async () => {
  const missing: string[] = [];
  for (const { path, title, heading } of expectedPages()) {
    const response = await fetch(origin + path);
    const html = await response.text();
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? "";
    if (
      response.status !== 200 ||
      !html.includes(`<title>${title.replace(/&/g, "&amp;")}</title>`) ||
      decodeEntities(h1) !== heading
    )
      missing.push(`${path}: ${response.status} ${decodeEntities(h1)}`);
  }
  expect(missing).toEqual([]);
});

/** A page on the static server's origin, offline like every other test, the cookie banner answered. */
async function staticPage(browser: Browser) {
  const context = await browser.newContext();
  await visitOffline(context, origin);
  return context.newPage();
}

test("pages run their script and navigate in the browser, with their CSP from the <meta> alone", async ({
  browser,
}) => {
  const page = await staticPage(browser);
  const problems = await watchForProblems(page, origin);
  await page.goto(`${origin}/services`);
  await booted(page);
  await page.locator(`main a[href="/services/${SERVICE_IDS[0]}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/services/${SERVICE_IDS[0]}$`));
  await expect(page.locator('[data-section="hero"] h1')).toBeVisible();
  // The mobile menu opens from the boot module's code, which the page's policy allows.
  await booted(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.locator("#mobile-menu-button").click();
  await expect(page.locator("#mobile-menu-button")).toHaveAttribute("aria-expanded", "true");
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
});

test("a missing page gets the Page Not Found screen with HTTP 404", async ({ browser }) => {
  const page = await staticPage(browser);
  const response = await page.goto(`${origin}/no/such/page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
});

test("search works from the static files alone: the page, the index and the dialog", async ({ browser }) => {
  const page = await staticPage(browser);
  const problems = await watchForProblems(page, origin);
  await page.goto(`${origin}/search?q=HIPAA`);
  const first = page.locator("main a[data-result]").first();
  await expect(first).toHaveAttribute("href", "/solutions/healthcare", { timeout: 20_000 });
  await page.keyboard.press("Control+k");
  await page.getByRole("dialog").getByRole("searchbox").fill("flutter");
  await expect(page.getByRole("dialog").locator("a[data-result]").first()).toHaveAttribute(
    "href",
    "/technologies/flutter",
  );
  expect(problems).toEqual([]);
});
