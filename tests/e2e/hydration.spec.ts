import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Hydration in slices (decision 0098): a visitor's click is never lost, whatever has hydrated yet.
// Two moments are held still on purpose, so the checks do not depend on the machine's speed:
// - before the scripts have loaded (every /assets/*.js request waits for the test to release it);
// - after React has started listening but before it has hydrated anything (React's scheduler posts its
//   work through MessageChannel; an init script keeps those messages until the test releases them).

/** Holds every script request until `release()` is called. */
async function holdScripts(page: Page) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Keeps every task React's scheduler posts until `window.__scheduler.release()`. */
function holdScheduler() {
  const Native = window.MessageChannel;
  const held: (() => void)[] = [];
  let holding = true;
  (window as unknown as { __scheduler: { release(): void } }).__scheduler = {
    release() {
      holding = false;
      for (const run of held.splice(0)) run();
    },
  };
  window.MessageChannel = function MessageChannel() {
    const channel = new Native();
    const post = channel.port2.postMessage.bind(channel.port2);
    return {
      port1: channel.port1,
      port2: { postMessage: (message: unknown) => (holding ? held.push(() => post(message)) : post(message)) },
    };
  } as unknown as typeof MessageChannel;
}

const listening = (page: Page) =>
  page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer$")));
/** Whether React has hydrated this element (it keeps its fiber on hydrated nodes only). */
const isHydrated = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber$")));
const releaseScheduler = (page: Page) =>
  page.evaluate(() => (window as unknown as { __scheduler: { release(): void } }).__scheduler.release());

test.describe("a click before hydration is not lost", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the mobile menu button, clicked before any script has loaded, opens the menu once React is up", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/services");
    const button = page.locator("#mobile-menu-button");
    await button.click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    release();
    await expect(page.getByRole("dialog", { name: /menu/i })).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
  });

  test("the search shortcut works before any script has loaded: it follows the control to /search", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/services");
    await page.keyboard.press("/");
    await expect(page).toHaveURL(/\/search$/);
    release();
    await expect(page.locator("main").getByRole("searchbox", { name: "Search the site" })).toBeFocused();
  });

  test("React listening, nothing hydrated yet: an FAQ opens and the menu opens", async ({ page }) => {
    await page.addInitScript(holdScheduler);
    await page.goto("/services/mlops");
    await listening(page);
    expect(await isHydrated(page, "#mobile-menu-button")).toBe(false);
    expect(await isHydrated(page, '[data-section="faqs"] summary')).toBe(false);
    const question = page.locator('[data-section="faqs"] details').first();
    await question.locator("summary").click();
    await expect(question).toHaveAttribute("open", "");
    // React hydrated the FAQ's band to deliver the click, and only that band.
    expect(await isHydrated(page, '[data-section="faqs"] summary')).toBe(true);
    expect(await isHydrated(page, "footer a")).toBe(false);
    await page.locator("#mobile-menu-button").click();
    // The menu's own code loads on first use; React's scheduler may show it once released.
    await releaseScheduler(page);
    await expect(page.getByRole("dialog", { name: /menu/i })).toBeVisible();
    await expect(page.locator("#mobile-menu-button")).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await expect(question).toHaveAttribute("open", "");
  });

  test("a contact form filled before the scripts loaded and sent before its band hydrated submits in place", async ({
    page,
  }) => {
    await page.addInitScript(holdScheduler);
    const release = await holdScripts(page);
    await page.goto("/contact");
    const form = page.locator("#quote form");
    const message = `Sent before hydration ${Date.now()}`;
    await form.locator('[name="name"]').fill("Asha Rao");
    await form.locator('[name="email"]').fill("asha@example.com");
    await form.locator('[name="subject"]').selectOption("project");
    await form.locator('[name="message"]').fill(message);
    await form.getByRole("checkbox", { name: /Privacy Policy/ }).check();
    release();
    await listening(page);
    expect(await isHydrated(page, "#quote form")).toBe(false);
    await form.getByRole("button", { name: "Send Message" }).click();
    expect(await isHydrated(page, "#quote form")).toBe(true);
    await releaseScheduler(page);
    // The in-place confirmation: the form's own handler ran (without it the browser would post and leave).
    await expect(page.getByText(/Your message has reached us/)).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
  });
});
