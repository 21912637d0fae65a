import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, followLink, booted, layoutShifts, recordLayoutShifts, settled, test, visitOffline } from "./fixtures";
import { startSlowHost } from "./slow-host";
import { HEADER_SCROLL_THRESHOLD_PX, MENU_CLOSE_DELAY_MS, SEARCH_PATH } from "../../app/lib/constants";
import { site } from "../../app/site";

test.describe("header menus at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await booted(page);
  });

  const trigger = (page: Page, name: string) =>
    page.getByRole("navigation", { name: "Main" }).getByRole("button", { name, exact: true });

  test("hover opens a menu; it survives a short trip off it and closes 150 ms after leaving", async ({ page }) => {
    const services = trigger(page, "Services");
    await services.hover();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: "Cloud Migration" })).toBeVisible();

    // Leave and come back within the delay: still open.
    await page.mouse.move(640, 700);
    await page.waitForTimeout(MENU_CLOSE_DELAY_MS / 3);
    await services.hover();
    await page.waitForTimeout(MENU_CLOSE_DELAY_MS * 2);
    await expect(services).toHaveAttribute("aria-expanded", "true");

    // Leave for good: it closes, but not before the delay has passed. The page itself timestamps the
    // moment before leaving and the moment the menu closes, so a slow test runner cannot skew the result.
    await services.evaluate((button) => {
      const times = ((window as unknown as { menuTimes: number[] }).menuTimes = [performance.now()]);
      new MutationObserver(() => {
        if (button.getAttribute("aria-expanded") === "false") times.push(performance.now());
      }).observe(button, { attributes: true, attributeFilter: ["aria-expanded"] });
    });
    await page.mouse.move(640, 700);
    await expect(services).toHaveAttribute("aria-expanded", "false", { timeout: 2000 });
    const [leftBefore, closedAt] = await page.evaluate(() => (window as unknown as { menuTimes: number[] }).menuTimes);
    expect(closedAt! - leftBefore!).toBeGreaterThanOrEqual(MENU_CLOSE_DELAY_MS);
    await expect(page.getByRole("link", { name: "Cloud Migration" })).toBeHidden();
  });

  test("click toggles, only one menu is open at a time, and a click outside closes it", async ({ page }) => {
    await trigger(page, "Company").click();
    await expect(trigger(page, "Company")).toHaveAttribute("aria-expanded", "true");
    await trigger(page, "Solutions").click();
    await expect(trigger(page, "Solutions")).toHaveAttribute("aria-expanded", "true");
    await expect(trigger(page, "Company")).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator('header button[aria-expanded="true"]')).toHaveCount(1);
    await trigger(page, "Solutions").click();
    await expect(trigger(page, "Solutions")).toHaveAttribute("aria-expanded", "false");
    await trigger(page, "Technologies").click();
    // A click on the panel's own text is not a click outside.
    await page.locator("#menu-technologies").getByText("Ready to get started?").click();
    await expect(trigger(page, "Technologies")).toHaveAttribute("aria-expanded", "true");
    await page.mouse.click(640, 700);
    await expect(trigger(page, "Technologies")).toHaveAttribute("aria-expanded", "false");
  });

  test("keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus", async ({ page }) => {
    await trigger(page, "Services").focus();
    await page.keyboard.press("Enter");
    await expect(trigger(page, "Services")).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveText(/API Development/);
    await page.keyboard.press("Escape");
    await expect(trigger(page, "Services")).toHaveAttribute("aria-expanded", "false");
    await expect(trigger(page, "Services")).toBeFocused();
  });

  test("each mega-menu ends with Ready to get started, Get a Quote and Hire Us in a new tab", async ({ page }) => {
    for (const name of ["Services", "Solutions", "Technologies", "Company"]) {
      await trigger(page, name).click();
      const panel = page.locator(`#${(await trigger(page, name).getAttribute("aria-controls"))?.replace(/:/g, "\\:")}`);
      await expect(panel.getByText("Ready to get started?")).toBeVisible();
      await expect(panel.getByRole("link", { name: "Get a Quote" })).toHaveAttribute("href", "/contact#quote");
      const hire = panel.getByRole("link", { name: /Hire Us/ });
      await expect(hire).toHaveAttribute("href", site.hireUsUrl);
      await expect(hire).toHaveAttribute("target", "_blank");
      await expect(hire).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("the Contact dropdown offers its three items, all on the contact page", async ({ page }) => {
    await trigger(page, "Contact").click();
    for (const name of ["Contact Us", "Request a Quote", "Schedule a Demo"]) {
      await expect(
        page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: new RegExp(`^${name}`) }),
      ).toHaveAttribute("href", /^\/contact/);
    }
  });

  test("the header gains a shadow and tighter padding past 20 px and loses them at the top", async ({ page }) => {
    const header = page.locator("header");
    const padding = () => header.evaluate((el) => parseFloat(getComputedStyle(el).paddingTop));
    const shadow = () => header.evaluate((el) => getComputedStyle(el).boxShadow);
    const topPadding = await padding();
    expect(await shadow()).toBe("none");
    await page.evaluate((y) => window.scrollTo(0, y), HEADER_SCROLL_THRESHOLD_PX + 10);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect.poll(padding).toBeLessThan(topPadding);
    await expect.poll(shadow).not.toBe("none");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect.poll(padding).toBe(topPadding);
  });

  test("following a link in an open menu loads its page with every menu closed", async ({ page }) => {
    await trigger(page, "Services").click();
    await page.getByRole("link", { name: "Machine Learning Development" }).click();
    await expect(page).toHaveURL(/\/services\/machine-learning$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Machine Learning Development");
    await booted(page);
    await expect(page.locator('header button[aria-expanded="true"]')).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Cloud Migration" })).toBeHidden();
  });

  test("Escape dismisses a menu the pointer opened, wherever focus is", async ({ page }) => {
    await trigger(page, "Solutions").hover();
    await expect(trigger(page, "Solutions")).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("body")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger(page, "Solutions")).toHaveAttribute("aria-expanded", "false");
  });

  test("tabbing out of an open menu closes it", async ({ page }) => {
    await trigger(page, "Contact").click();
    await expect(trigger(page, "Contact")).toHaveAttribute("aria-expanded", "true");
    for (let press = 0; press < 3; press += 1) await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveText(/Schedule a Demo/);
    await page.keyboard.press("Tab");
    await expect(trigger(page, "Contact")).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("header menus without JavaScript", () => {
  test.use({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });

  test("a panel opens on hover and on keyboard focus, so its links are reachable", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Cloud Migration" })).toBeHidden();
    await nav.getByRole("button", { name: "Services", exact: true }).hover();
    await expect(nav.getByRole("link", { name: "Cloud Migration" })).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(nav.getByRole("link", { name: "Cloud Migration" })).toBeHidden();
    await nav.getByRole("button", { name: "Contact", exact: true }).focus();
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveText(/^Contact Us/);
    await expect(page.locator(":focus")).toBeVisible();
  });

  test("the menu button is hidden and a Menu link leads to the footer's lists", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await expect(page.locator("#mobile-menu-button")).toBeHidden();
    const menu = page.getByRole("banner").getByRole("link", { name: "Menu", exact: true });
    await expect(menu).toHaveAttribute("href", "#footer-nav");
    await menu.click();
    await expect(page.locator("#footer-nav")).toBeInViewport();
  });
});

test.describe("small screens at 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the slide-in menu holds the same links in expandable sections", async ({ page }) => {
    await page.goto("/");
    await booted(page);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((el) => el.getBoundingClientRect().left)).toBe(0);
    for (const section of ["Services", "Solutions", "Technologies", "Company", "Contact"]) {
      await expect(dialog.getByText(section, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByRole("link", { name: "Python" })).toBeHidden();
    await dialog.getByText("Technologies", { exact: true }).click();
    await expect(dialog.getByRole("link", { name: "Python" })).toBeVisible();
    await dialog.getByText("Services", { exact: true }).click();
    await dialog.getByRole("link", { name: "QA & Testing" }).click();
    await expect(page).toHaveURL(/\/services\/qa-testing$/);
    await expect(dialog).toBeHidden();
  });

  test("the menu closes when the window is widened to the desktop header", async ({ page }) => {
    await page.goto("/");
    await booted(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.setViewportSize({ width: 1300, height: 800 });
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });

  test("Escape closes the menu and focus returns to the menu button", async ({ page }) => {
    await page.goto("/");
    await booted(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("the close button closes the menu; the page behind does not scroll while it is open", async ({ page }) => {
    await page.goto("/");
    await booted(page);
    const button = page.getByRole("button", { name: "Open menu" });
    await expect(button).toHaveAttribute("aria-controls", "mobile-menu");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    await dialog.getByRole("button", { name: "Close menu" }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
  });

  test("a click on the backdrop beside the menu closes it", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await page.goto("/");
    await booted(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect.poll(() => dialog.evaluate((el) => el.getBoundingClientRect().left)).toBeGreaterThan(200);
    // Inside the menu, a click keeps it open.
    await dialog.getByText("Services", { exact: true }).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(100, 400);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("no page scrolls sideways", async ({ page }) => {
    for (const path of ["/", "/services", "/services/sla-support", "/portfolio", "/missing-page"]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test("every control in the header bar is on screen at every width, nothing clipped", async ({ page }) => {
  await page.goto("/");
  await booted(page);
  for (const width of [320, 375, 640, 768, 1024, 1279, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("header a[href], header button")]
        .filter((el) => el.checkVisibility() && !el.closest("[popover], [data-menu-panel]") && !el.matches(".sr-only"))
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 1 && (box.left < 0 || box.right > window.innerWidth);
        })
        .map((el) => (el.textContent ?? "").trim() || el.id),
    );
    expect(outside, `${width} px`).toEqual([]);
  }
});

test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
  await page.goto("/services");
  await booted(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
  await expect(page.locator("main")).toBeFocused();
});

test.describe("cookie banner", () => {
  test.use({ freshVisitor: true });

  test("Accept All stores accepted and the banner stays away on later visits", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Accept All" }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("accepted");
    await page.reload();
    await booted(page);
    await expect(banner).toBeHidden();
  });

  test("a keyboard choice leaves focus on the page's content, not lost with the banner", async ({ page }) => {
    await page.goto("/");
    await booted(page);
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await banner.getByRole("button", { name: "Accept All" }).focus();
    await page.keyboard.press("Enter");
    await expect(banner).toBeHidden();
    await expect(page.locator("main")).toBeFocused();
  });

  test("Decline Optional stores declined", async ({ page }) => {
    await page.goto("/services");
    await page.getByRole("button", { name: "Decline Optional" }).click();
    expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("declined");
    await page.goto("/");
    await booted(page);
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeHidden();
  });

  test("the close button on small screens stores declined", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await page.getByRole("button", { name: "Close and decline optional content" }).click();
    expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("declined");
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeHidden();
  });

  test("its appearance moves nothing on the page: it lies over the bottom of the view", async ({ page }) => {
    const headingBox = async () => {
      await settled(page);
      return page.getByRole("heading", { level: 1 }).boundingBox();
    };
    await page.goto("/services");
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
    const withBanner = await headingBox();
    await page.evaluate(() => localStorage.setItem("cookieConsent", "declined"));
    await page.reload();
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeHidden();
    expect(await headingBox()).toEqual(withBanner);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("no banner shows, and the page reads in full", async ({ page }) => {
      await page.goto("/services");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("region", { name: "Cookie consent" })).toBeHidden();
      await expect(page.getByRole("button", { name: "Accept All" })).toBeHidden();
    });
  });

  test("the close button is for small screens only", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Close and decline optional content" })).toBeHidden();
  });
});

test.describe("errors", () => {
  test("an unknown path answers HTTP 404 with the Page Not Found screen", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expect(page.getByText("The page you are looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(page).toHaveTitle(`Page Not Found | ${site.brand}`);
    await booted(page);
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await main.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveTitle(site.homeTitle);
  });

  test("following a link to an unknown path shows the same screen, with HTTP 404", async ({ page }) => {
    await page.goto("/");
    await booted(page);
    const response = page.waitForResponse((answer) => new URL(answer.url()).pathname === "/definitely/not/here");
    await followLink(page, "/definitely/not/here");
    expect((await response).status()).toBe(404);
    await expect(page).toHaveURL(/\/definitely\/not\/here$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  });
});

test.describe("pages arriving slowly", () => {
  let host: Awaited<ReturnType<typeof startSlowHost>>;
  test.beforeAll(async () => {
    host = await startSlowHost(join(process.cwd(), "build", "client"));
  });
  test.afterAll(() => host.server.close());

  // One page per test: the host's pauses make each load take seconds, more for a longer page.
  for (const width of [375, 1280])
    for (const path of ["/", "/contact", "/careers", `${SEARCH_PATH}?q=cloud`])
      test(`at ${width} px, nothing painted on ${path} moves while the rest of its HTML arrives`, async ({
        browser,
      }) => {
        const context = await browser.newContext({ viewport: { width, height: 800 } });
        await visitOffline(context, host.origin);
        await recordLayoutShifts(context);
        const page = await context.newPage();
        await page.goto(`${host.origin}${path}`);
        await booted(page);
        await page.waitForLoadState("networkidle");
        expect(await layoutShifts(page)).toEqual([]);
        await context.close();
      });
});
