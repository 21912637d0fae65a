import { expect, hydrated, test } from "./fixtures";
import { expectedPages } from "./pages";
import { placeholderPages } from "../../app/content/placeholders";
import { homeHero } from "../../app/content/home";

test("every page has its D1 title and its heading, in the HTML and after hydration", async ({ page, request }) => {
  for (const { path, title, heading } of expectedPages()) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`<title>${title.replace(/&/g, "&amp;")}</title>`);
    await page.goto(path);
    await hydrated(page);
    await expect(page, path).toHaveTitle(title);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
  }
});

test.describe("home hero (§2.3)", () => {
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
  });
});

test("placeholder pages show a heading, a tagline and the prescribed text", async ({ page }) => {
  for (const placeholder of placeholderPages) {
    await page.goto(placeholder.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(placeholder.title);
    await expect(page.getByText(placeholder.tagline)).toBeVisible();
    await expect(page.getByText("content would be implemented here")).toBeVisible();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every prerendered page shows its content, header and footer", async ({ page }) => {
    for (const { path, heading } of expectedPages()) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
      await expect(page.locator("footer"), path).toContainText("All rights reserved");
      expect((await page.locator("main").innerText()).length, path).toBeGreaterThan(80);
    }
  });

  test("every service card is reachable and the menus open on hover", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/services");
    await expect(page.locator("main").getByRole("link", { name: /^Learn More/ })).toHaveCount(39);
    for (const link of await page
      .locator("main")
      .getByRole("link", { name: /^Learn More/ })
      .all()) {
      await expect(link).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "View All Services" })).toBeHidden();
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
