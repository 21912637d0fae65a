import { expect, booted, pageScripts, followLink, sectionOrder, test } from "./fixtures";
import { technologies } from "../../app/lib/catalogues.server";
import { pageCopy } from "../../app/lib/page-copy.server";
import { BENEFIT_ICONS } from "../../app/content/types";
import { pageTitle, site } from "../../app/site";
import { CTA } from "../../app/content/cta";

const SECTION_ORDER = [
  "hero",
  "badges",
  "why-choose",
  "hiring",
  "benefits",
  "profiles",
  "pricing",
  "faqs",
  "consult",
  "stack",
  "closing",
];
const CONSULTATION = "/contact?subject=project";
const python = technologies.find((technology) => technology.id === "python");

test.describe("technology pages", () => {
  // One test per page: no test's duration grows with the catalogue.
  for (const technology of technologies) {
    test(`/technologies/${technology.id} renders every section in order with its own record`, async ({ page }) => {
      await page.goto(`/technologies/${technology.id}`);
      expect(await sectionOrder(page)).toEqual(SECTION_ORDER);
      await expect(page).toHaveTitle(pageTitle(technology.title));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", technology.metaDescription);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${site.origin}/technologies/${technology.id}`,
      );
      const section = (name: string) => page.locator(`[data-section="${name}"]`);
      await expect(section("hero").getByRole("heading", { level: 1 })).toHaveText(technology.hero.title);
      await expect(section("hero")).toContainText(technology.hero.description);
      await expect(section("badges").locator("li")).toHaveText(pageCopy.technology.badges.map((badge) => badge.label));
      // 'Why Choose': the first 3 benefits, use cases, frameworks and tools, in that order.
      await expect(section("why-choose").locator("h3 + ul")).toHaveText([
        technology.overview.benefits.slice(0, 3).join(""),
        technology.overview.useCases.slice(0, 3).join(""),
        technology.expertise.frameworks.slice(0, 3).join(""),
        technology.expertise.tools.slice(0, 3).join(""),
      ]);
      await expect(section("hiring").locator("ol > li")).toHaveCount(4);
      for (const step of technology.hiringProcess.steps)
        await expect(
          section("hiring")
            .locator("ol > li")
            .nth(step.step - 1),
        ).toContainText(step.duration);
      const benefits = section("benefits").locator("ul > li");
      await expect(benefits.locator("h3")).toHaveText(technology.benefits.items.map((item) => item.title));
      const icons = await benefits
        .locator("svg use")
        .evaluateAll((uses) => uses.map((use) => use.getAttribute("href")?.split("#")[1]));
      expect([...icons].sort()).toEqual([...BENEFIT_ICONS].sort());
      await expect(section("profiles").locator("ul > li h3")).toHaveText(
        technology.developers.profiles.map((profile) => profile.title),
      );
      const tiers = section("pricing")
        .locator("ul > li")
        .filter({ has: page.locator("h3") });
      await expect(tiers.locator("h3")).toHaveText(["Starter", "Professional", "Enterprise"]);
      for (const [index, tier] of technology.pricing.tiers.entries())
        await expect(tiers.nth(index)).toContainText(`${tier.rate} per hour`);
      await expect(section("pricing").getByText("Most Popular")).toHaveCount(1);
      await expect(tiers.nth(1)).toContainText("Most Popular");
      await expect(section("faqs").locator("details")).toHaveCount(technology.faqs.length);
      await expect(section("stack").locator("h3")).toHaveText(["Frameworks", "Databases", "Cloud platforms", "Tools"]);
      await expect(section("stack")).toContainText(technology.expertise.databases.join(""));
      await expect(section("closing").locator("h3")).toHaveText(
        pageCopy.technology.promises.map((point) => point.title),
      );
    });
  }

  test("every call to action leads to its decided target", async ({ page }) => {
    await page.goto("/technologies/react");
    const main = page.locator("main");
    // The hero's, the call to action's and the closing one, each in the words the specification gives it
    // where it names them (decision 0124), all to one target.
    for (const name of [CTA.consultation, CTA.scheduleConsultation, CTA.scheduleFreeConsultation]) {
      const consultations = main.getByRole("link", { name, exact: true });
      await expect(consultations, name).toHaveCount(1);
      await expect(consultations).toHaveAttribute("href", CONSULTATION);
    }
    await expect(main.getByRole("link", { name: CTA.viewPortfolio })).toHaveAttribute("href", "/portfolio");
    const brochures = main.getByRole("link", { name: CTA.downloadBrochure });
    await expect(brochures.first()).toHaveAttribute("href", "/technologies/react/brochure");
    await brochures.last().click();
    await expect(page).toHaveURL(/\/technologies\/react\/brochure$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      technologies.find((technology) => technology.id === "react")?.title ?? "",
    );
    // The brochure's breadcrumb leads back to the page it prints.
    const react = technologies.find((technology) => technology.id === "react");
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: react?.title }).click();
    await expect(page).toHaveURL(/\/technologies\/react$/);
    await page.locator('[data-section="hero"]').getByRole("link", { name: react?.hero.ctaText }).click();
    await expect(page).toHaveURL(/\/contact\?subject=project$/);
    await expect(page.locator('select[name="subject"]')).toHaveValue("project");
  });

  test("'Print or Save as PDF' opens the browser's print dialog", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    await page.goto("/technologies/python/brochure");
    await booted(page);
    await page.getByRole("button", { name: "Print or Save as PDF" }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  });

  test("the brochure is print-ready: the site chrome and the buttons drop out when printed", async ({ page }) => {
    await page.goto("/technologies/python/brochure");
    await booted(page);
    await expect(page.getByRole("button", { name: "Print or Save as PDF" })).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("body > header")).toBeHidden();
    await expect(page.locator("body > footer")).toBeHidden();
    await expect(page.getByRole("button", { name: "Print or Save as PDF" })).toBeHidden();
    const brochure = page.locator("[data-brochure]");
    await expect(brochure.getByRole("heading", { level: 1 })).toBeVisible();
    for (const tier of python?.pricing.tiers ?? []) await expect(brochure).toContainText(tier.rate);
    const pdf = await page.pdf({ format: "A4" });
    expect(pdf.subarray(0, 4).toString()).toBe("%PDF");
  });

  test("a technology page's JavaScript carries no other record's copy", async ({ page }) => {
    const { js, dataRequests } = await pageScripts(page, "/technologies/java");
    for (const technology of technologies) {
      if (technology.id === "java") continue;
      expect(js, technology.id).not.toContain(technology.overview.summary);
      expect(js, technology.id).not.toContain(technology.faqs[0]?.answer ?? "");
    }
    expect(dataRequests).toEqual([]);
  });
});

test.describe("FAQ accordion", () => {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
      test.use({ javaScriptEnabled });

      test("one answer open at a time; clicking the open one closes it", async ({ page }) => {
        await page.goto("/technologies/python");
        if (javaScriptEnabled) await booted(page);
        const items = page.locator('[data-section="faqs"] details');
        const answer = (index: number) => items.nth(index).locator("p");
        await expect(answer(0)).toBeHidden();
        await items.nth(0).locator("summary").click();
        await expect(answer(0)).toBeVisible();
        await items.nth(2).locator("summary").click();
        await expect(answer(2)).toBeVisible();
        await expect(answer(0)).toBeHidden();
        await items.nth(2).locator("summary").click();
        await expect(answer(2)).toBeHidden();
        await expect(page.locator('[data-section="faqs"] details[open]')).toHaveCount(0);
      });
    });
  }
});

test.describe("/technologies", () => {
  test("lists every technology once, grouped, each linking to its page", async ({ page }) => {
    await page.goto("/technologies");
    const hrefs: string[] = [];
    for (const group of pageCopy.technologyGroups) {
      const section = page.locator(`[data-section="group-${group.id}"]`);
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(group.title);
      const members = technologies.filter((technology) => technology.group === group.id);
      const links = section.getByRole("link", { name: /^Learn More/ });
      await expect(links).toHaveCount(members.length);
      hrefs.push(...(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""))));
    }
    expect([...hrefs].sort()).toEqual(technologies.map((technology) => `/technologies/${technology.id}`).sort());
  });
});

test.describe("Technology Not Found", () => {
  test("a direct request answers HTTP 404 with the screen and a link to /technologies", async ({ page, request }) => {
    for (const path of ["/technologies/cobol-on-mars", "/technologies/cobol-on-mars/brochure"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain("Technology Not Found");
    }
    const response = await page.goto("/technologies/cobol-on-mars");
    expect(response?.status()).toBe(404);
    await booted(page);
    await expect(page).toHaveURL(/\/technologies\/cobol-on-mars$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Technology Not Found");
    await expect(page.getByText("The technology you're looking for doesn't exist.")).toBeVisible();
    await expect(page).toHaveTitle(pageTitle("Technology Not Found"));
    await page.getByRole("link", { name: "View All Technologies" }).click();
    await expect(page).toHaveURL(/\/technologies$/);
  });

  test("following a link to an unknown id shows the same screen with no router data, and Back returns", async ({
    page,
  }) => {
    await page.goto("/technologies/python");
    await booted(page);
    const dataRequests: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes(".data")) dataRequests.push(req.url());
    });
    await followLink(page, "/technologies/cobol-on-mars");
    await expect(page).toHaveURL(/\/technologies\/cobol-on-mars$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Technology Not Found");
    await expect(page).toHaveTitle(pageTitle("Technology Not Found"));
    expect(dataRequests).toEqual([]);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(python?.hero.title ?? "");
  });
});
