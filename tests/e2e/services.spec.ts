import {
  expect,
  expectRedirectFromLink,
  expectServiceToggle,
  booted,
  pageScripts,
  followLink,
  sectionOrder,
  test,
} from "./fixtures";
import { pageCopy } from "../../app/lib/page-copy.server";
import { services } from "../../app/lib/catalogues.server";
import { SERVICE_ALIASES } from "../../app/content/services/ids";
import { SERVICES_PAGE_COLLAPSED } from "../../app/lib/constants";
import { pageTitle } from "../../app/site";

const SECTION_ORDER = ["hero", "why-us", "discuss", "process", "initiative", "faqs", "hire", "cta"];

test.describe("/services", () => {
  test("shows the first 6 cards, every service on 'View All Services', and 6 again on 'Show Less'", async ({
    page,
  }) => {
    await page.goto("/services");
    await expectServiceToggle(page, { collapsed: SERVICES_PAGE_COLLAPSED, total: services.length });
  });

  test("each card's Learn More goes to its service page, in catalogue order", async ({ page }) => {
    await page.goto("/services");
    // Collapsed cards are in the HTML too (display: none), so read them from the DOM.
    const hrefs = await page
      .locator("#services li a")
      .evaluateAll((links) =>
        links.filter((link) => link.textContent?.includes("Learn More")).map((link) => link.getAttribute("href")),
      );
    expect(hrefs).toEqual(services.map((service) => `/services/${service.id}`));
  });

  test("the shared sections and both calls to action follow the grid", async ({ page }) => {
    await page.goto("/services");
    const main = page.locator("main");
    for (const heading of [
      "Our development process",
      "Technologies we master",
      "Why choose our services",
      "Partners Businesses Rely On",
    ]) {
      await expect(main.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(main.locator("ol").first().locator("li")).toHaveCount(4);
    for (const stat of ["Trusted", "24/7", "100%", "Proven"])
      await expect(main.getByText(stat, { exact: true })).toBeVisible();
    await expect(main.locator('a[href="/contact"]').first()).toBeVisible();
    await expect(main.locator('a[href="/portfolio"]').first()).toBeVisible();
  });
});

test.describe("service detail pages", () => {
  // One test per page: no test's duration grows with the catalogue.
  for (const service of services) {
    test(`/services/${service.id} renders its eight sections in order with its own content`, async ({ page }) => {
      await page.goto(`/services/${service.id}`);
      expect(await sectionOrder(page), service.id).toEqual(SECTION_ORDER);
      await expect(page).toHaveTitle(pageTitle(service.title));
      const hero = page.locator('[data-section="hero"]');
      await expect(hero.getByRole("heading", { level: 1 })).toHaveText(service.title);
      await expect(hero.getByText(service.description)).toBeVisible();
      await expect(hero.locator("svg").first()).toBeVisible();
      await expect(hero.getByRole("link", { name: "Schedule a Free Consultation" })).toHaveAttribute(
        "href",
        "/contact",
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", service.metaDescription);
      await expect(page.locator('[data-section="process"] ol').first().locator("> li")).toHaveCount(
        service.process.length,
      );
      await expect(page.locator('[data-section="faqs"] details')).toHaveCount(4);
      await expect(page.locator('[data-section="initiative"] li')).toHaveCount(
        pageCopy.company.initiativeBenefits.length,
      );
      await expect(page.locator('[data-section="hire"]').getByRole("link", { name: /Hire Us/ })).toHaveAttribute(
        "target",
        "_blank",
      );
    });
  }

  test("the hero photo is responsive, sized, and the hero stays readable when it cannot load", async ({ page }) => {
    await page.goto("/services/aws");
    const img = page.locator('[data-section="hero"] img');
    await expect(img).toHaveAttribute("width", "1200");
    await expect(img).toHaveAttribute("height", "800");
    expect(await img.getAttribute("srcset")).toMatch(/w=640[^,]* 640w, .*w=1200[^,]* 1200w/);
    // External hosts are blocked in tests: the photo fails, the title must still be white on dark.
    const colors = await page.locator('[data-section="hero"] h1').evaluate((el) => getComputedStyle(el).color);
    expect(colors).toBe("rgb(255, 255, 255)");
  });

  test("FAQs open and close, one at a time", async ({ page }) => {
    await page.goto("/services/qa-testing");
    await booted(page);
    const items = page.locator('[data-section="faqs"] details');
    await items.nth(0).locator("summary").click();
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await items.nth(1).locator("summary").click();
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open", "");
    await items.nth(1).locator("summary").click();
    await expect(items.nth(1)).not.toHaveAttribute("open", "");
  });

  test("a service page's JavaScript carries no other service's copy", async ({ page }) => {
    const { js, dataRequests } = await pageScripts(page, "/services/mlops");
    for (const service of services) {
      if (service.id === "mlops") continue;
      expect(js, service.id).not.toContain(service.description);
      expect(js, service.id).not.toContain(service.faqs[0]?.answer ?? "");
    }
    expect(dataRequests).toEqual([]);
  });
});

test.describe("redirects", () => {
  test("first load: unknown ids answer 302 to /services, duplicate slugs 301 to their entry", async ({ request }) => {
    const unknown = await request.get("/services/quantum-astrology", { maxRedirects: 0 });
    expect(unknown.status()).toBe(302);
    expect(unknown.headers().location).toBe("/services");
    for (const [alias, id] of Object.entries(SERVICE_ALIASES)) {
      const response = await request.get(`/services/${alias}`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(`/services/${id}`);
    }
  });

  test("first load in the browser ends on /services with the list", async ({ page }) => {
    await page.goto("/services/quantum-astrology");
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { name: "Our services", exact: true })).toBeVisible();
  });

  test("following a link to an unknown id lands on /services, and Back returns to the page before", async ({
    page,
  }) => {
    await expectRedirectFromLink(page, {
      from: "/",
      link: "/services/quantum-astrology",
      target: "/services",
      heading: "Everything you need to build, run and grow your software",
    });
  });

  for (const [alias, id] of Object.entries(SERVICE_ALIASES)) {
    test(`following a link to the duplicate slug ${alias} lands on ${id}, and Back returns`, async ({ page }) => {
      await expectRedirectFromLink(page, {
        from: "/portfolio",
        link: `/services/${alias}`,
        target: `/services/${id}`,
        heading: services.find((s) => s.id === id)?.title ?? "",
      });
    });
  }

  test("a nested path under /services is Page Not Found, on first load and from a link", async ({ page }) => {
    const response = await page.goto("/services/mlops/extra");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await page.goto("/services");
    await booted(page);
    await followLink(page, "/services/a/b");
    await expect(page).toHaveURL(/\/services\/a\/b$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  });

  test("a service's Learn More link loads its prerendered page, and no router data", async ({ page }) => {
    await page.goto("/services");
    await booted(page);
    const dataRequests: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes(".data")) dataRequests.push(new URL(req.url()).pathname);
    });
    await page
      .locator("#services")
      .getByRole("link", { name: /^Learn More/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/services/${services[0]?.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(services[0]?.title ?? "");
    expect(dataRequests).toEqual([]);
  });
});
