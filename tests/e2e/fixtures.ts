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

/** A push navigation through the app's own router, exactly what a <Link> click does. */
export const routerNavigate = (page: Page, to: string) =>
  page.evaluate((path) => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } })
      .__reactRouterDataRouter;
    return router.navigate(path);
  }, to);

/**
 * D5 as a visitor lives it: from page `from`, follow an in-app link to `link`; the router lands on
 * `target`; Back returns to `from` (the unknown URL never entered the history) and Forward to `target`.
 */
export async function expectClientRedirect(
  page: Page,
  { from, link, target, heading }: { from: string; link: string; target: string; heading: string },
) {
  await page.goto(from);
  await hydrated(page);
  const fromHeading = await page.getByRole("heading", { level: 1 }).textContent();
  await routerNavigate(page, link);
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
 * The 'View All Services' / 'Show Less' toggle of a service grid (§4): `collapsed` cards, then all
 * `total`, then `collapsed` again.
 */
export async function expectServiceToggle(page: Page, { collapsed, total }: { collapsed: number; total: number }) {
  await hydrated(page);
  const cards = page.locator("#services li");
  const visible = () => cards.filter({ visible: true }).count();
  expect(await visible()).toBe(collapsed);
  await page.getByRole("button", { name: "View All Services" }).click();
  await expect.poll(visible).toBe(total);
  await page.getByRole("button", { name: "Show Less" }).click();
  await expect.poll(visible).toBe(collapsed);
}
