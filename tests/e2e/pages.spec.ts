import { expect, expectServiceToggle, booted, readerTest, test, watchForProblems } from "./fixtures";
import { expectedPages, templatePaths } from "./pages";
import { pageCopy } from "../../app/lib/page-copy.server";
import { HOME_SERVICES_COLLAPSED } from "../../app/lib/constants";
import { CTA } from "../../app/content/cta";
import { read, readOrder } from "../../app/lib/content-files.server";
import { homePage as homePageFile } from "../../app/lib/content/home-page";
import { services as serviceFiles } from "../../app/lib/content/services";

const SERVICE_IDS = readOrder(serviceFiles);
const homeHero = read(homePageFile).hero;

// One test per page, so no test's duration grows with the site (and a failure names its page).
test.describe("every page has its configured title and its heading, in the HTML and once the boot module runs, without errors", () => {
  for (const { path, title, heading } of expectedPages()) {
    // Load and read only: one shared page per worker (readerPage, tests/e2e/fixtures.ts).
    readerTest(path, async ({ readerPage: page, request, baseURL }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<title>${title.replace(/&/g, "&amp;")}</title>`);
      // Copy writes the brand and shared figures as tokens; app/lib fills every one at build time.
      expect(html.match(/\{[a-zA-Z]+\}/g) ?? [], "unresolved tokens").toEqual([]);
      // What a visitor without JavaScript gets: the heading, the main content and the footer are in the
      // HTML itself (how a template shows them without scripts is checked below, one page per template).
      const escape = (text: string) =>
        text
          .replace(/&/g, "&amp;")
          .replace(/</g, "&lt;")
          .replace(/>/g, "&gt;")
          .replace(/'/g, "&#x27;")
          .replace(/"/g, "&quot;");
      expect(html).toMatch(
        new RegExp(`<h1[^>]*>(?:<[^>]+>)*${escape(heading).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
      );
      expect(html).toContain("All rights reserved");
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>")).replace(/<[^>]+>/g, "");
      expect(main.length).toBeGreaterThan(80);
      const problems = await watchForProblems(page, new URL(baseURL ?? "").origin);
      await page.goto(path);
      await booted(page);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await page.waitForLoadState("networkidle");
      expect(problems).toEqual([]);
    });
  }
});

// First paint is the visitor's first sight of the page: it must never wait for JavaScript, and nothing
// of it is even requested before (decisions 0011, 0105). Held scripts and order, not timing.
test.describe("a page paints before its JavaScript is requested, and without it", () => {
  for (const path of [
    "/",
    "/services",
    "/services/mlops",
    "/solutions/fintech",
    "/technologies/react",
    "/portfolio",
    "/contact",
  ]) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await booted(page);
      const { paint, scripts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
          .map((entry) => ({ name: entry.name, start: entry.startTime })),
      }));
      expect(paint).toBeGreaterThan(0);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script.start, script.name).toBeGreaterThanOrEqual(paint);
    });

    test(`${path}, with every script held`, async ({ page }) => {
      await page.route("**/assets/*.js", () => {
        // Never answered: the page must paint without it.
      });
      await page.goto(path, { waitUntil: "commit" });
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length))
        .toBe(1);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }
});

test.describe("home page", () => {
  test("sections in the spec's order, with their anchors", async ({ page }) => {
    await page.goto("/");
    const order = await page
      .locator("main > section, main > div > section")
      .evaluateAll((nodes) =>
        nodes.map((node) => node.id || node.getAttribute("data-section") || node.getAttribute("aria-labelledby")),
      );
    expect(order).toEqual([
      "home-hero-title",
      "services",
      "process",
      "tech",
      "serve",
      "why",
      "trust",
      "industries",
      "contact-cta",
    ]);
    for (const anchor of ["services", "industries", "contact-cta"])
      await expect(page.locator(`#${anchor}`)).toHaveCount(1);
  });

  test("shows the first 4 services, all of them on 'View All Services', and 4 again on 'Show Less'", async ({
    page,
  }) => {
    await page.goto("/");
    await expectServiceToggle(page, { collapsed: HOME_SERVICES_COLLAPSED, total: SERVICE_IDS.length });
  });

  test("industry cards lead to their solution pages and every call to action to /contact", async ({ page }) => {
    await page.goto("/");
    const industries = page.locator("#industries").getByRole("link");
    expect(await industries.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      "/solutions/healthcare",
      "/solutions/fintech",
      "/solutions/ecommerce",
      "/solutions/edtech",
      "/solutions/real-estate",
      "/solutions/logistics",
    ]);
    for (const name of [CTA.startProject, CTA.requestConsultation, CTA.contactUs]) {
      const links = page.locator("main").getByRole("link", { name, exact: true });
      expect(await links.count(), name).toBeGreaterThan(0);
      for (const link of await links.all()) await expect(link).toHaveAttribute("href", "/contact");
    }
    await expect(page.locator("[data-section='process'] li")).toHaveCount(4);
    await expect(page.locator("[data-section='tech'] li")).toHaveCount(6);
    await expect(page.locator("[data-section='why'] li")).toHaveCount(8);
  });
});

test.describe("home hero", () => {
  test("headline, subline, four highlights and both buttons", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("main section").first();
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(homeHero.headline);
    await expect(
      hero.getByText(/help businesses transform with modern technology and expert IT consulting/),
    ).toBeVisible();
    for (const item of homeHero.highlights) await expect(hero.getByText(item.label)).toBeVisible();
    await expect(hero.getByRole("link", { name: "Get a Quote" })).toHaveAttribute("href", "/contact");
    await expect(hero.getByRole("link", { name: "Our Services" })).toHaveAttribute("href", "/services");
  });

  test("the orbit illustration shows on large screens, turning once every 25 s", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const orbit = page.locator("[data-orbit]");
    await expect(orbit).toBeVisible();
    expect(await orbit.evaluate((el) => getComputedStyle(el).animationDuration)).toBe("25s");
    expect(
      await page
        .locator(".animate-rise")
        .first()
        .evaluate((el) => getComputedStyle(el).animationDuration),
    ).toBe("0.5s");
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(orbit).toBeHidden();
  });

  test("motion is off under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const duration = await page
      .locator("[data-orbit]")
      .evaluate((el) => parseFloat(getComputedStyle(el).animationDuration));
    expect(duration).toBeLessThan(0.001);
    await booted(page);
    // No scroll reveal either: every section is shown as it is, with nothing hidden.
    expect(await page.locator("[data-reveal-armed]").count()).toBe(0);
    const opacity = await page
      .locator("#industries [data-reveal] > *")
      .first()
      .evaluate((el) => getComputedStyle(el).opacity);
    expect(opacity).toBe("1");
  });

  test("sections below the fold rise in once when scrolled into view; what was painted first never hides", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await booted(page);
    const hero = page.locator("main section").first();
    const industries = page.locator("#industries [data-reveal]");
    // The hero was on screen when the page was armed: never hidden.
    expect(await hero.evaluate((el) => el.closest("[data-reveal]")?.hasAttribute("data-revealed") ?? true)).toBe(true);
    // Below the view when the observer first reported it: hidden until scrolled to.
    await expect(industries).toHaveAttribute("data-reveal-armed", "");
    expect(await industries.evaluate((el) => el.hasAttribute("data-revealed"))).toBe(false);
    expect(
      await industries
        .locator("> *")
        .first()
        .evaluate((el) => getComputedStyle(el).opacity),
    ).toBe("0");
    await industries.scrollIntoViewIfNeeded();
    await expect(industries).toHaveAttribute("data-revealed", "");
    await expect
      .poll(() =>
        industries
          .locator("> *")
          .last()
          .evaluate((el) => getComputedStyle(el).opacity),
      )
      .toBe("1");
    // Once: scrolling away and back does not hide it again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(industries).toHaveAttribute("data-revealed", "");
  });
});

for (const comingSoon of pageCopy.comingSoon) {
  test(`coming-soon page ${comingSoon.path} shows a heading, a description and the prescribed text`, async ({
    page,
  }) => {
    await page.goto(comingSoon.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(comingSoon.title);
    await expect(page.getByText(comingSoon.description)).toBeVisible();
    await expect(page.getByText("content would be implemented here")).toBeVisible();
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every home section is fully shown, with no scroll reveal", async ({ page }) => {
    await page.goto("/");
    const opacities = await page
      .locator("[data-reveal] > *")
      .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).opacity));
    expect(opacities.length).toBeGreaterThan(5);
    expect(new Set(opacities)).toEqual(new Set(["1"]));
  });

  test.describe("one page of every template shows its content, header and footer", () => {
    const headings = new Map(expectedPages().map((entry) => [entry.path, entry.heading]));
    for (const path of templatePaths().filter((entry) => headings.has(entry))) {
      const heading = headings.get(path) ?? "";
      test(path, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
        await expect(page.locator("footer")).toContainText("All rights reserved");
        expect((await page.locator("main").innerText()).length).toBeGreaterThan(80);
      });
    }
  });

  test("every service card is reachable and the menus open on hover", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/services");
    await expect(page.locator("main").getByRole("link", { name: /^Learn More/ })).toHaveCount(SERVICE_IDS.length);
    for (const link of await page
      .locator("main")
      .getByRole("link", { name: /^Learn More/ })
      .all()) {
      await expect(link).toBeVisible();
    }
    await expect(page.locator("#services details[data-service-toggle]")).toHaveCount(1);
    await expect(page.getByText("View All Services", { exact: true })).toBeHidden();
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Solutions" }).hover();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^FinTech/ })).toBeVisible();
  });

  test("the small-screen menu button leads to the footer links", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await page.getByRole("link", { name: "Menu", exact: true }).click();
    await expect(page.getByRole("navigation", { name: "Footer" })).toBeInViewport();
  });
});
