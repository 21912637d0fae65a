import type { Page } from "@playwright/test";
import { expect, booted, test } from "./fixtures";
import { THEME_KEY } from "../../app/lib/theme";
import { BROWSER_STORAGE } from "../../app/lib/privacy";
import { readOrder } from "../../app/lib/content-files.server";
import { technologies as technologyFiles } from "../../app/lib/content/technologies";

const TECHNOLOGY_IDS = readOrder(technologyFiles);

// The dark theme (decision 0103): System by default, Light or Dark by choice, in place before
// the first paint, kept across pages and visits.

/** The page's background as painted: the body's (relative luminance, 0 black … 1 white). */
async function pageLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const context = document.createElement("canvas").getContext("2d");
    if (!context) return -1;
    context.fillStyle = getComputedStyle(document.body).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
    const channel = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  });
}
const isDark = async (page: Page) => (await pageLuminance(page)) < 0.05;
const isLight = async (page: Page) => (await pageLuminance(page)) > 0.9;

/**
 * Records the page's background at every frame the browser renders until the page has loaded
 * (requestAnimationFrame runs just before each frame is painted): what a visitor could have seen.
 */
function recordFrames() {
  const frames: string[] = [];
  (window as unknown as { __frames: string[] }).__frames = frames;
  const record = () => {
    if (document.body) frames.push(getComputedStyle(document.body).backgroundColor);
    if (document.readyState !== "complete" || frames.length === 0) requestAnimationFrame(record);
  };
  requestAnimationFrame(record);
}
const framesSeen = (page: Page) => page.evaluate(() => (window as unknown as { __frames: string[] }).__frames);

const themeButton = (page: Page) => page.getByRole("button", { name: "Color theme" });
const choice = (page: Page, name: "System" | "Light" | "Dark") =>
  page.getByRole("group", { name: "Color theme" }).getByRole("button", { name, exact: true });

test.describe("the first paint is already in the right theme", () => {
  const cases = [
    { name: "a dark system, nothing stored: dark", system: "dark", stored: null, path: "/services", dark: true },
    { name: "a dark system, Light stored: light", system: "dark", stored: "light", path: "/about", dark: false },
    { name: "a light system, Dark stored: dark", system: "light", stored: "dark", path: "/contact", dark: true },
  ] as const;
  for (const { name, system, stored, path, dark } of cases)
    test(`${name}, in every frame painted before load`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: system });
      if (stored)
        await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
          key: THEME_KEY,
          value: stored,
        });
      await page.addInitScript(recordFrames);
      await page.goto(path);
      await page.waitForLoadState("load");
      const frames = await framesSeen(page);
      expect(frames.length).toBeGreaterThan(0);
      // One color in every frame: never the other theme first.
      expect(new Set(frames).size).toBe(1);
      expect(await (dark ? isDark(page) : isLight(page))).toBe(true);
    });
});

test.describe("the switch", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("changes the theme at once, and the choice survives following a link and a reload", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await booted(page);
    await themeButton(page).click();
    await expect(choice(page, "System")).toHaveAttribute("aria-pressed", "true");
    await choice(page, "Dark").click();
    expect(await isDark(page)).toBe(true);
    // The choice closes the popover, as a menu does; opened again, it shows the choice pressed.
    await expect(page.getByRole("group", { name: "Color theme" })).toBeHidden();
    await themeButton(page).click();
    await expect(choice(page, "Dark")).toHaveAttribute("aria-pressed", "true");
    await expect(choice(page, "System")).toHaveAttribute("aria-pressed", "false");
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe("dark");

    // The next page, loaded by following a header link, starts in the choice and its switch shows it.
    await page.keyboard.press("Escape");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.waitForLoadState("domcontentloaded");
    expect(await isDark(page)).toBe(true);
    await themeButton(page).click();
    await expect(choice(page, "Dark")).toHaveAttribute("aria-pressed", "true");

    await page.reload();
    expect(await isDark(page)).toBe(true);
    await themeButton(page).click();
    await expect(choice(page, "Dark")).toHaveAttribute("aria-pressed", "true");

    // Back to System: nothing is kept, and the system's light applies again.
    await choice(page, "System").click();
    expect(await isLight(page)).toBe(true);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBeNull();
  });

  test("System follows the system's preference as it changes, without a reload", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/services");
    expect(await isLight(page)).toBe(true);
    await page.emulateMedia({ colorScheme: "dark" });
    expect(await isDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: "light" });
    expect(await isLight(page)).toBe(true);
  });

  test("works before the page's JavaScript has loaded (it is the inline theme script's)", async ({ page }) => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await gate;
      await route.continue();
    });
    await page.emulateMedia({ colorScheme: "light" });
    // The held boot module (deferred) holds DOMContentLoaded back too: the page is parsed and shown by then.
    await page.goto("/technologies", { waitUntil: "commit" });
    await themeButton(page).click();
    await choice(page, "Dark").click();
    expect(await isDark(page)).toBe(true);
    await themeButton(page).click();
    await expect(choice(page, "Dark")).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-booted"))).toBe(false);
    release();
    await booted(page);
    // The boot module keeps the state the script set.
    expect(await isDark(page)).toBe(true);
    await expect(choice(page, "Dark")).toHaveAttribute("aria-pressed", "true");
  });

  test("is in the mobile menu on small screens, and the Not Found page's header has it too", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await booted(page);
    // Under 640 px the bar has no room: the switch is in the menu.
    await expect(themeButton(page)).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByRole("button", { name: "Dark", exact: true }).click();
    expect(await isDark(page)).toBe(true);
    await expect(menu.getByRole("button", { name: "Dark", exact: true })).toHaveAttribute("aria-pressed", "true");
    await menu.getByRole("button", { name: "Close menu" }).click();

    await expect(menu).toBeHidden();

    // A missing page is the prerendered Not Found page, with the same header and switch.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/no-such-page-here");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/not found/i);
    await themeButton(page).click();
    await expect(choice(page, "Dark")).toHaveAttribute("aria-pressed", "true");
    await choice(page, "Light").click();
    expect(await isLight(page)).toBe(true);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, colorScheme: "dark" });

  test("the system's dark preference applies and no switch is offered", async ({ page }) => {
    await page.goto("/solutions");
    // No script runs here, so the body's color is read as the browser computed it.
    const background = await page.locator("body").evaluate((body) => getComputedStyle(body).backgroundColor);
    expect(background).not.toBe("rgb(255, 255, 255)");
    await expect(page.locator("#theme-button")).toBeHidden();
  });
});

test.describe("what stays light", () => {
  test("a brochure prints light from a dark screen", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(`/technologies/${TECHNOLOGY_IDS[0]}/brochure`);
    expect(await isDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: "dark", media: "print" });
    expect(await isLight(page)).toBe(true);
  });
});

test("the cookie policy names every item the site keeps in the browser, the theme included", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await booted(page);
  await themeButton(page).click();
  await choice(page, "Dark").click();
  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys).toContain(THEME_KEY);
  expect(keys.every((key) => BROWSER_STORAGE.some((item) => item.key === key))).toBe(true);
  await page.goto("/cookie-policy");
  const policy = page.locator("main");
  for (const item of BROWSER_STORAGE) await expect(policy).toContainText(`under the key ${item.key}`);
});
