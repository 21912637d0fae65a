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
