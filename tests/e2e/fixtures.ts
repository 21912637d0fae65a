import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every test runs offline: requests to any host but the site under test are aborted, and the cookie
 * banner is pre-answered unless a test asks for a fresh visitor.
 */
export const test = base.extend<{ freshVisitor: boolean }>({
  freshVisitor: [false, { option: true }],
  page: async ({ page, freshVisitor, baseURL }, use) => {
    const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
    await page.route(
      (url) => url.origin !== origin,
      (route) => route.abort(),
    );
    if (!freshVisitor) await page.addInitScript(() => localStorage.setItem("cookieConsent", "accepted"));
    await use(page);
  },
});

export { expect };

/** Waits until React has hydrated (root sets data-hydrated on <html>). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
}

/**
 * Waits for hydration and for every finite CSS animation (the heroes' 0.5 s rise-in) to end, so a
 * check sees the page as it rests rather than a frame of a fade-in. Endless ones (the orbit) are ignored.
 */
export async function settled(page: Page) {
  await hydrated(page);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
