import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, booted, test } from "./fixtures";
import { startStandIn, type Hit } from "./analytics-standin";
import { copyProject, startSite, type SiteProcess } from "./site-process";
import { tsxArgs } from "../../scripts/tsx";
import { CONSENT_KEY } from "../../app/lib/consent";
import type { AnalyticsProvider } from "../../app/lib/analytics/config";
import { SUBMIT_WAIT_MS } from "../../app/lib/forms";

// Analytics by configuration, only with consent (decision 0101).

test("a build with no analytics configured carries no analytics code, host or category", async ({ page }) => {
  const assets = join(process.cwd(), "build", "client", "assets");
  const code = readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .map((file) => readFileSync(join(assets, file), "utf8"))
    .join("\n");
  for (const marker of ["site:analytics", "plausible", "umami", "dataLayer", "gtag", "ga-disable"])
    expect(code, marker).not.toContain(marker);
  const response = await page.goto("/cookie-policy");
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
  expect(policy).toMatch(/connect-src 'self';/);
  // The policies offer no analytics category and say that nothing measures a visit.
  await expect(page.locator("main")).not.toContainText("measures which pages are read");
  await page.goto("/privacy-policy");
  await expect(page.locator("main")).toContainText("Analytics data: none.");
});

const IDS: Record<AnalyticsProvider, string> = {
  plausible: "",
  umami: "4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b",
  ga4: "G-TEST123",
};

/** What the stand-in received, as page views and events, whatever the provider's format. */
function normalize(hit: Hit): { view?: string; event?: string; props?: unknown } {
  const path = (url: unknown) => {
    const parsed = new URL(String(url ?? ""), "http://x");
    return parsed.pathname + parsed.search;
  };
  const body = hit.body as Record<string, unknown>;
  if (hit.path === "/api/event")
    return body.n === "pageview" ? { view: path(body.u) } : { event: String(body.n), props: body.p ?? {} };
  if (hit.path === "/api/send") {
    const payload = (body.payload ?? {}) as Record<string, unknown>;
    return payload.name ? { event: String(payload.name), props: payload.data ?? {} } : { view: path(payload.url) };
  }
  const params = (body.ep ?? {}) as Record<string, unknown>;
  return body.en === "page_view" ? { view: path(params.page_location) } : { event: String(body.en), props: params };
}

for (const provider of ["plausible", "umami", "ga4"] as const) {
  test.describe(`analytics with ${provider}`, () => {
    test.describe.configure({ mode: "serial" });
    let standIn: Awaited<ReturnType<typeof startStandIn>>;
    let site: SiteProcess;
    let copy: string;

    test.beforeAll(async () => {
      test.setTimeout(400_000);
      standIn = await startStandIn();
      const env = { ANALYTICS_PROVIDER: provider, ANALYTICS_HOST: standIn.origin, ANALYTICS_ID: IDS[provider] };
      copy = copyProject(`analytics-${provider}-`);
      // Share images are not what these tests look at: the build skips them (a third of its time).
      execFileSync(process.execPath, tsxArgs("scripts/build.ts"), {
        cwd: copy,
        env: { ...process.env, ...env, BUILD_SHARE_IMAGES: "0" },
        stdio: "pipe",
      });
      site = await startSite({ ...env, DATA_DIR: join(copy, "data") }, { cwd: copy });
    });

    test.afterAll(async () => {
      site?.child.kill("SIGKILL");
      await site?.exited;
      standIn?.server.close();
      if (copy) rmSync(copy, { recursive: true, force: true });
    });

    const views = () => standIn.hits.map(normalize).flatMap((hit) => (hit.view ? [hit.view] : []));
    const events = () =>
      standIn.hits.map(normalize).flatMap((hit) => (hit.event ? [{ event: hit.event, props: hit.props }] : []));
    const reset = () => {
      standIn.hits.length = 0;
      standIn.requests.length = 0;
    };

    /**
     * A visitor of the site who may also reach the stand-in (nothing else), optionally having consented
     * before: the choice is in their storage from the start, and a later choice replaces it for the
     * pages that follow (every navigation is a full page load).
     */
    async function visitor(browser: Browser, consent?: "accepted" | "declined"): Promise<[BrowserContext, Page]> {
      const localStorage = consent ? [{ name: CONSENT_KEY, value: consent }] : [];
      const context = await browser.newContext({
        storageState: { cookies: [], origins: [{ origin: site.origin, localStorage }] },
      });
      await context.route(
        (url) => url.origin !== site.origin && url.origin !== standIn.origin,
        (route) => route.abort(),
      );
      return [context, await context.newPage()];
    }

    test("nothing is requested before consent; Accept All starts it without a reload, one page view per page", async ({
      browser,
    }) => {
      reset();
      const [context, page] = await visitor(browser);
      // The site's own analytics code (the runtime chunk) is not even fetched before consent.
      const runtime: string[] = [];
      page.on("request", (request) => {
        if (/\/assets\/runtime-[^/]+\.js$/.test(request.url())) runtime.push(request.url());
      });
      await page.goto(`${site.origin}/services`);
      await booted(page);
      await page.waitForLoadState("networkidle");
      expect(standIn.requests).toEqual([]);
      expect(runtime).toEqual([]);
      await page.getByRole("button", { name: "Accept All" }).click();
      await expect.poll(views).toEqual(["/services"]);
      expect(runtime).toHaveLength(1);
      await page.goto(`${site.origin}/about?utm_source=newsletter&ref=someone&email=x%40example.com`);
      await expect.poll(views).toEqual(["/services", "/about?utm_source=newsletter"]);
      await page.goto(`${site.origin}/careers`);
      await expect.poll(views).toEqual(["/services", "/about?utm_source=newsletter", "/careers"]);
      expect(events()).toEqual([]);
      await context.close();
    });

    test("conversions are sent with only their allowed properties, never what a visitor typed", async ({ browser }) => {
      test.setTimeout(90_000);
      reset();
      const [context, page] = await visitor(browser, "accepted");
      await page.goto(`${site.origin}/technologies/python`);
      // The runtime starts once the stored consent is read; its first page view says it is listening.
      await expect.poll(views).toEqual(["/technologies/python"]);
      await page.getByRole("banner").getByRole("link", { name: "Get a Quote" }).click();
      await expect(page).toHaveURL(/\/contact#quote$/);
      await booted(page);
      const form = page.locator("#quote form");
      const typed = { name: "Asha Rao", email: "asha.rao@example.com", message: "A private message about our plans" };
      await form.locator('[name="name"]').fill(typed.name);
      await form.locator('[name="email"]').fill(typed.email);
      await form.locator('[name="subject"]').selectOption("project");
      await form.locator('[name="message"]').fill(typed.message);
      await form.locator('[name="privacy"]').check();
      await form.getByRole("button", { name: /send/i }).click();
      await expect(page.locator("#quote [data-form-status]")).toContainText(/thank/i);
      // A visitor reads a page for a moment: its page view has gone out before they leave.
      await page.goto(`${site.origin}/technologies/python/brochure`);
      await expect.poll(views).toContain("/technologies/python/brochure");
      await page.goto(`${site.origin}/`);
      await expect.poll(views).toContain("/");
      const newsletter = page.locator("footer form");
      await newsletter.getByRole("textbox").fill("reader@example.com");
      await newsletter.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.locator("#newsletter-status")).not.toBeEmpty({ timeout: SUBMIT_WAIT_MS + 10_000 });
      await page
        .locator("footer")
        .getByRole("link", { name: /GitHub/ })
        .click();
      await expect.poll(events).toEqual([
        { event: "Quote click", props: { page: "/technologies/python" } },
        { event: "Contact", props: { subject: "project" } },
        { event: "Brochure", props: { technology: "python" } },
        { event: "Newsletter", props: {} },
        { event: "Outbound social", props: { network: "GitHub" } },
      ]);
      const sent = JSON.stringify(standIn.hits);
      for (const value of [...Object.values(typed), "reader@example.com"]) expect(sent).not.toContain(value);
      await context.close();
    });

    test("Decline Optional sends nothing; withdrawing consent on /cookie-policy stops it", async ({ browser }) => {
      reset();
      const [declined, page] = await visitor(browser);
      await page.goto(`${site.origin}/services`);
      await booted(page);
      await page.getByRole("button", { name: "Decline Optional" }).click();
      await page.goto(`${site.origin}/about`);
      await page.getByRole("banner").getByRole("link", { name: "Get a Quote" }).click();
      await page.waitForLoadState("networkidle");
      expect(standIn.requests).toEqual([]);
      await declined.close();

      const [context, visitorPage] = await visitor(browser, "accepted");
      await visitorPage.goto(`${site.origin}/cookie-policy`);
      await booted(visitorPage);
      await expect.poll(views).toEqual(["/cookie-policy"]);
      await visitorPage.getByRole("button", { name: "Decline Optional" }).click();
      if (provider === "ga4") {
        await expect
          .poll(async () => (await context.cookies()).filter((cookie) => cookie.name.startsWith("_ga")))
          .toEqual([]);
      }
      const count = standIn.hits.length;
      await visitorPage.goto(`${site.origin}/services`);
      await visitorPage.getByRole("banner").getByRole("link", { name: "Get a Quote" }).click();
      await visitorPage.waitForLoadState("networkidle");
      expect(standIn.hits.length).toBe(count);
      await context.close();
    });

    test("the page's policy allows the configured host, and the policies name the provider", async ({ browser }) => {
      const response = await fetch(`${site.origin}/cookie-policy`);
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(policy).toContain(`script-src 'self' ${standIn.origin} `);
      expect(policy).toContain(`connect-src 'self' ${standIn.origin};`);
      // The same in the page's own <meta> policy, for static hosts.
      expect(await response.text()).toContain(`script-src 'self' ${standIn.origin} `);
      const [context, page] = await visitor(browser, "declined");
      await page.goto(`${site.origin}/cookie-policy`);
      const name = { plausible: "Plausible Analytics", umami: "Umami", ga4: "Google Analytics 4" }[provider];
      await expect(page.locator("main")).toContainText(`${name} measures which pages are read`);
      await page.goto(`${site.origin}/privacy-policy`);
      await expect(page.locator("main")).toContainText(`with your consent only, ${name} receives the pages you view`);
      await context.close();
    });
  });
}
