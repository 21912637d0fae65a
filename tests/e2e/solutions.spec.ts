import {
  expect,
  expectRedirectFromLink,
  expectSitePicture,
  booted,
  pageScripts,
  followLink,
  sectionOrder,
  test,
} from "./fixtures";
import { withSolutionDefaults, solutions } from "../../app/lib/catalogues.server";
import { INDUSTRY_LINKS, SOLUTION_ALIASES } from "../../app/content/solutions/ids";
import { pageCopy } from "../../app/lib/page-copy.server";
import { pageTitle, site } from "../../app/site";
import { CTA } from "../../app/content/cta";

const SECTION_ORDER = [
  "hero",
  "overview",
  "help",
  "solutions",
  "technology",
  "process",
  "metrics",
  "case-studies",
  "faqs",
  "cta",
];

test.describe("/solutions", () => {
  test("one card per solution, in catalogue order, with 3 help titles, 2 key solutions and Learn More", async ({
    page,
  }) => {
    await page.goto("/solutions");
    await expect(page).toHaveTitle(pageTitle(pageCopy.solutions.title));
    await expect(page.locator("main section").first().getByRole("link", { name: CTA.consultation })).toHaveAttribute(
      "href",
      "/contact",
    );
    const cards = page.locator("#solutions > div > ul > li");
    await expect(cards).toHaveCount(solutions.length);
    const seen = await cards.evaluateAll((items) =>
      items.map((item) => ({
        title: item.querySelector("h3")?.textContent,
        lists: [...item.querySelectorAll("ul")].map((list) =>
          [...list.querySelectorAll("li")].map((li) => li.textContent),
        ),
        href: item.querySelector("a")?.getAttribute("href"),
      })),
    );
    expect(seen).toEqual(
      solutions.map((solution) => ({
        title: solution.title,
        lists: [
          solution.howWeHelp.slice(0, 3).map((item) => item.title),
          solution.keySolutions.slice(0, 2).map((item) => item.title),
        ],
        href: `/solutions/${solution.id}`,
      })),
    );
    await expect(cards.first().getByRole("link")).toHaveAccessibleName(
      new RegExp(`^Learn More\\s*:\\s*${solutions[0]?.title}$`),
    );
  });

  test("'Why Choose' has three points, the approach four steps, and both closing actions go to /contact", async ({
    page,
  }) => {
    await page.goto("/solutions");
    const why = page.locator('[data-section="why-choose"]');
    await expect(why.locator("h3")).toHaveText(pageCopy.solutions.whyChoose.points.map((point) => point.title));
    const approach = page.locator('[data-section="approach"] ol > li');
    await expect(approach.locator("h3")).toHaveText(pageCopy.solutions.approach.steps.map((step) => step.title));
    const cta = page.locator('section[aria-labelledby="solutions-cta-title"]');
    for (const name of [CTA.scheduleConsultation, CTA.requestDemo]) {
      await expect(cta.getByRole("link", { name, exact: true })).toHaveAttribute("href", "/contact");
    }
  });
});

test.describe("solution detail pages", () => {
  // One test per page: no test's duration grows with the catalogue.
  for (const entry of solutions) {
    const solution = withSolutionDefaults(entry);
    test(`/solutions/${solution.id} renders its ten sections in order with its own content`, async ({ page }) => {
      await page.goto(`/solutions/${solution.id}`);
      expect(await sectionOrder(page)).toEqual(SECTION_ORDER);
      await expect(page).toHaveTitle(pageTitle(solution.title));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", solution.metaDescription);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${site.origin}/solutions/${solution.id}`,
      );
      const section = (name: string) => page.locator(`[data-section="${name}"]`);
      await expect(section("hero").getByRole("heading", { level: 1 })).toHaveText(solution.title);
      await expect(section("hero").getByRole("link", { name: CTA.consultation })).toHaveAttribute("href", "/contact");
      const headings: [string, string][] = [
        ["overview", solution.overviewTitle],
        ["help", solution.helpTitle],
        ["solutions", solution.solutionsTitle],
        ["technology", solution.techTitle],
        ["process", solution.processTitle],
        ["metrics", solution.metricsTitle],
        ["case-studies", solution.caseStudiesTitle],
        ["faqs", solution.faqsTitle],
        ["cta", solution.ctaTitle],
      ];
      for (const [name, heading] of headings) {
        await expect(section(name).getByRole("heading", { level: 2 }), name).toHaveText(heading);
      }
      await expect(section("overview")).toContainText(solution.overview);
      await expect(section("help").locator("h3")).toHaveText(solution.howWeHelp.map((item) => item.title));
      await expect(section("solutions").locator("h3")).toHaveText(solution.keySolutions.map((item) => item.title));
      await expect(section("technology").locator("h3")).toHaveText(
        solution.technologyStack.map((item) => item.category),
      );
      await expect(section("process").locator("ol > li")).toHaveText(
        solution.implementationProcess.map((step) => new RegExp(`${step.duration}.*${step.title}`)),
      );
      await expect(section("metrics").locator("h3")).toHaveText(solution.successMetrics.map((item) => item.title));
      const studies = section("case-studies")
        .locator("ul > li")
        .filter({ has: page.locator("dl") });
      await expect(studies).toHaveCount(solution.caseStudies.length);
      for (const study of await studies.all()) await expect(study).toContainText("Illustrative scenario");
      await expect(section("faqs").locator("details")).toHaveCount(solution.faqs.length);
      await expect(section("cta").getByRole("link", { name: solution.ctaText })).toHaveAttribute("href", "/contact");
    });
  }

  test("the hero photo falls back to the default and the hero stays readable when it cannot load", async ({ page }) => {
    await page.goto("/solutions/ecommerce");
    const img = page.locator('[data-section="hero"] img');
    await expect(img).toHaveAttribute("width", "1200");
    expect(await img.getAttribute("src")).toContain("images.unsplash.com");
    const color = await page.locator('[data-section="hero"] h1').evaluate((el) => getComputedStyle(el).color);
    expect(color).toBe("rgb(255, 255, 255)");
  });

  test("a solution with the team's own hero image shows it from the site, described; the others keep the remote photo", async ({
    page,
  }) => {
    const uploaded = solutions.filter((solution) => solution.heroUpload);
    expect(uploaded.length).toBeGreaterThan(0);
    for (const solution of uploaded) {
      await page.goto(`/solutions/${solution.id}`);
      const hero = page.locator('[data-section="hero"]');
      await expectSitePicture(page, page.getByRole("img", { name: solution.heroUpload!.alt }), { priority: true });
      await expect(hero.getByRole("img", { name: solution.heroUpload!.alt })).toBeVisible();
      await expect(hero.locator('img[src*="images.unsplash.com"]')).toHaveCount(0);
    }
    const remote = solutions.find((solution) => !solution.heroUpload)!;
    await page.goto(`/solutions/${remote.id}`);
    await expect(page.locator('[data-section="hero"] img')).toHaveAttribute("src", /images\.unsplash\.com/);
  });

  test("a solution page's JavaScript carries no other solution's copy", async ({ page }) => {
    const { js, dataRequests } = await pageScripts(page, "/solutions/fintech");
    for (const solution of solutions) {
      if (solution.id === "fintech") continue;
      expect(js, solution.id).not.toContain(solution.overview);
      expect(js, solution.id).not.toContain(solution.faqs[0]?.answer ?? "");
      expect(js, solution.id).not.toContain(solution.caseStudies[0]?.challenge ?? "");
    }
    expect(dataRequests).toEqual([]);
  });
});

test.describe("solution redirects", () => {
  test("first load: unknown ids 302 to /solutions, legacy keys and /industries links 301 to their entry", async ({
    request,
  }) => {
    const unknown = await request.get("/solutions/space-mining", { maxRedirects: 0 });
    expect(unknown.status()).toBe(302);
    expect(unknown.headers().location).toBe("/solutions");
    const permanent = {
      ...Object.fromEntries(Object.entries(SOLUTION_ALIASES).map(([key, id]) => [`/solutions/${key}`, id])),
      ...Object.fromEntries(Object.entries(INDUSTRY_LINKS).map(([key, id]) => [`/industries/${key}`, id])),
    };
    // Every alias and industry link, none shadowing another.
    expect(Object.keys(permanent)).toHaveLength(
      Object.keys(SOLUTION_ALIASES).length + Object.keys(INDUSTRY_LINKS).length,
    );
    for (const [from, id] of Object.entries(permanent)) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(`/solutions/${id}`);
    }
  });

  test("first load in the browser ends on /solutions with the list", async ({ page }) => {
    await page.goto("/solutions/space-mining");
    await expect(page).toHaveURL(/\/solutions$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy.solutions.title);
  });

  test("following a link to an unknown id lands on /solutions, and Back returns to the page before", async ({
    page,
  }) => {
    await expectRedirectFromLink(page, {
      from: "/services",
      link: "/solutions/space-mining",
      target: "/solutions",
      heading: pageCopy.solutions.title,
    });
  });

  for (const [alias, id] of Object.entries(SOLUTION_ALIASES)) {
    test(`following a link to the legacy key ${alias} lands on ${id}, and Back returns`, async ({ page }) => {
      await expectRedirectFromLink(page, {
        from: "/solutions",
        link: `/solutions/${alias}`,
        target: `/solutions/${id}`,
        heading: solutions.find((solution) => solution.id === id)?.title ?? "",
      });
    });
  }

  test("a nested path under /solutions is Page Not Found, on first load and from a link", async ({ page }) => {
    const response = await page.goto("/solutions/fintech/extra");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await page.goto("/solutions");
    await booted(page);
    await followLink(page, "/solutions/a/b");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  });
});
