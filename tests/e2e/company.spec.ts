import { expect, booted, sectionOrder, test, visitOffline } from "./fixtures";
import { pageCopy } from "../../app/lib/page-copy.server";
import { coreValues } from "../../app/content/company";
import { legalDocuments } from "../../app/lib/catalogues.server";
import { readFileSync } from "node:fs";
import {
  dataDestinations,
  policyFacts,
  PRIVACY_FACTS_FILE,
  privacyConfig,
  storageCategories,
} from "../../app/lib/privacy";
import { RATE_LIMIT_WINDOW_SECONDS, retention } from "../../app/content/server-constants";
import { departmentContact, legal, site } from "../../app/site";
import { buildFlags } from "../../app/lib/config.server";
import { LEGAL_DATES } from "../../app/content/legal-dates";
import type { LegalId } from "../../app/content/legal/ids";
import { formatMonth } from "../../app/lib/legal-dates.server";

const { about: aboutPage, mission: missionPage } = pageCopy;

const doc = (path: string) => {
  const found = legalDocuments.find((entry) => entry.path === path);
  if (!found) throw new Error(`no document ${path}`);
  return found;
};

test.describe("About Us and Our Mission", () => {
  test("About shows every listed section in order, and its buttons go to their decided targets", async ({ page }) => {
    await page.goto("/about");
    expect(await sectionOrder(page)).toEqual([
      "hero",
      "mission",
      "story",
      "values",
      "why-choose",
      "expertise",
      "achievements",
      "culture",
      "cta",
    ]);
    const section = (name: string) => page.locator(`[data-section="${name}"]`);
    await expect(section("mission").locator("h2")).toHaveText([aboutPage.mission.title, aboutPage.vision.title]);
    await expect(section("story").locator("ol > li")).toHaveCount(3);
    await expect(section("values").locator("h3")).toHaveText(["Passion", "Integrity", "Innovation", "Collaboration"]);
    await expect(
      section("expertise")
        .locator("ul > li")
        .filter({ has: page.locator("h3") }),
    ).toHaveCount(6);
    for (const area of aboutPage.expertise.areas)
      await expect(section("expertise").getByLabel(`${area.title} technologies`)).toContainText(area.tags[0] ?? "");
    await expect(section("culture").locator("li")).toHaveCount(aboutPage.culture.reasons.length);
    const cta = section("cta");
    await expect(cta.getByRole("link", { name: "Get Started Today" })).toHaveAttribute("href", "/contact#quote");
    await expect(cta.getByRole("link", { name: "Schedule a Consultation" })).toHaveAttribute("href", "/contact");
  });

  test("Our Mission shows every listed section in order, with the same values as About", async ({ page }) => {
    await page.goto("/about/mission");
    expect(await sectionOrder(page)).toEqual([
      "hero",
      "statement",
      "vision",
      "values",
      "purpose",
      "what-we-do",
      "impact",
      "cta",
    ]);
    await expect(page.locator('[data-section="statement"]')).toContainText(missionPage.statement.text);
    await expect(page.locator('[data-section="values"] h3')).toHaveText(coreValues.items.map((item) => item.title));
    await expect(page.locator('[data-section="impact"] h3')).toHaveText(["For our clients", "For our community"]);
    const cta = page.locator('[data-section="cta"]');
    await expect(cta.getByRole("link")).toHaveCount(2);
    expect(await cta.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      "/contact",
      "/services",
    ]);
  });
});

test.describe("legal pages", () => {
  for (const document of legalDocuments) {
    test(`${document.path}: dated, a table of contents to every section, headings in order`, async ({ page }) => {
      await page.goto(document.path);
      const { effective, lastChanged } = LEGAL_DATES[document.path.slice(1) as LegalId];
      expect(effective).toBe("2024-12");
      await expect(page.locator("main")).toContainText(
        `Effective ${formatMonth(effective)} · Last updated ${formatMonth(lastChanged)}`,
      );
      const toc = page.getByRole("navigation", { name: "On this page" });
      const hrefs = await toc.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs).toEqual(document.sections.map((section) => `#${section.id}`));
      const headings = await page
        .locator("main h1, main h2, main h3")
        .evaluateAll((nodes) => nodes.map((node) => Number(node.tagName.slice(1))));
      expect(headings[0]).toBe(1);
      headings.forEach((level, index) => {
        if (index > 0) expect(level - (headings[index - 1] ?? 1)).toBeLessThanOrEqual(1);
      });
      const last = document.sections.at(-1);
      if (!last) throw new Error("no sections");
      await toc.getByRole("link", { name: last.title }).click();
      await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
      await expect(page.locator(`#${last.id} h2`)).toBeInViewport();
    });
  }

  test("the privacy policy lists the six rights, the storage categories that exist, where data goes, the controller and the privacy contact", async ({
    page,
  }) => {
    await page.goto("/privacy-policy");
    const rights = ["Access", "Correction", "Deletion", "Restriction", "Portability", "Objection"];
    for (const right of rights) await expect(page.locator("dt", { hasText: new RegExp(`^${right}$`) })).toHaveCount(1);
    // Derived from the configuration this site was built with (the test runs with the build's environment).
    const config = privacyConfig(site, buildFlags());
    for (const category of storageCategories(config))
      await expect(page.locator("#cookies dt", { hasText: new RegExp(`^${category.title}$`) })).toHaveCount(1);
    if (!config.analytics) await expect(page.locator("#cookies dt", { hasText: /^Analytics$/ })).toHaveCount(0);
    await expect(page.locator("#where-your-data-goes li")).toHaveText(dataDestinations(config));
    await expect(page.locator("#who-we-are")).toContainText(legal.entityName);
    const contact = page.locator("[data-contact-block]");
    const { email, address } = departmentContact("privacy");
    await expect(contact.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    await expect(contact).toContainText(address);
  });

  test("the privacy policy states the periods the server enforces, and the build wrote down the facts it was written from", async ({
    page,
  }) => {
    await page.goto("/privacy-policy");
    const kept = (await page.locator("#data-retention").innerText()).replace(/\s+/g, " ");
    expect(kept).toContain(
      `deleted from the website's storage ${retention.messages.months} months after the message arrives`,
    );
    expect(kept).toContain(`deleted ${retention.careerMessages.months} months after the message arrives`);
    expect(kept).toContain(`likely spam: deleted ${retention.held.days} days after they arrive`);
    const unconfirmed = retention.unconfirmedSignups.hours + 24 * retention.unconfirmedSignups.days;
    expect(kept).toContain(`deleted ${unconfirmed} hours after the sign-up`);
    expect(kept).toContain(`for ${retention.unsubscribeRecords.months} months to show that we honored it`);
    expect(kept).toContain(`${retention.deliveredNotifications.days} days after it is delivered`);
    expect(kept).toContain(`about ${RATE_LIMIT_WINDOW_SECONDS / 60} minutes`);
    // Nothing the server cannot know: no "last exchange", no exception for a conversation that leads to a contract.
    expect(kept).not.toMatch(/last exchange|unless the conversation leads to a contract/);
    const facts: unknown = JSON.parse(readFileSync(`build/${PRIVACY_FACTS_FILE}`, "utf8"));
    expect(facts).toEqual(policyFacts(privacyConfig(site, buildFlags())));
  });

  test("the terms state 30 days of negotiation, a single arbitrator and the twelve-month liability cap", async ({
    page,
  }) => {
    await page.goto("/terms-of-service");
    const text = await page.locator("main").innerText();
    expect(text).toMatch(/30 days/);
    expect(text).toMatch(/single arbitrator/i);
    expect(text).toMatch(/twelve months|12 months/i);
    await expect(page.locator("[data-contact-block]")).toContainText(site.departmentEmails.legal);
  });

  test("the terms name the contracting entity the privacy policy names as controller", async ({ page }) => {
    await page.goto("/terms-of-service");
    const intro = page.locator("main");
    await expect(intro).toContainText(`${legal.entityName} (“${site.brand}”)`);
    await expect(intro).toContainText(`“our” mean ${legal.entityName}`);
    await page.goto("/privacy-policy");
    await expect(page.locator("#who-we-are")).toContainText(legal.entityName);
  });

  test("the privacy policy says sign-ups serve only the newsletter and names who sends the confirmation email", async ({
    page,
  }) => {
    await page.goto("/privacy-policy");
    const goes = (await page.locator("#where-your-data-goes").innerText()).replace(/\s+/g, " ");
    expect(goes).toContain("A newsletter sign-up is used only to send you the newsletter");
    expect(goes).not.toMatch(/copy of (each|an) accepted message|sign-ups? (is|are) (emailed|forwarded|sent) to our/i);
    const config = privacyConfig(site, buildFlags());
    if (!config.notifications || config.notifications.email)
      expect(goes).toContain(
        `confirm a newsletter sign-up is sent to your address through ${site.mailProvider || "the email service we use"}`,
      );
    await expect(page.locator("#how-we-use-information")).toContainText(
      "To send the newsletter you asked for, and for nothing else",
    );
  });

  test("the code of conduct has the six ethics cards, two checklists and the ethics contact without empty lines", async ({
    page,
  }) => {
    await page.goto("/code-of-conduct");
    const ethics = doc("/code-of-conduct").sections.find((section) => section.cards?.length === 6);
    expect(ethics?.cards?.map((card) => card.title)).toEqual([
      "Responsible development",
      "Data ethics",
      "AI & automation",
      "Accessibility",
      "Sustainability",
      "Cybersecurity",
    ]);
    await expect(page.locator(`#${ethics?.id} h3`)).toHaveText(ethics?.cards?.map((card) => card.title) ?? []);
    const reporting = doc("/code-of-conduct").sections.find((section) => section.checklists);
    expect(reporting?.checklists).toHaveLength(2);
    const contact = page.locator("[data-contact-block]");
    await expect(contact).toContainText(site.departmentEmails.ethics);
    // The ethics phone and street are empty by default (docs/requirements.md#company-constants): no line, no dead tel: link.
    await expect(contact.locator('a[href^="tel:"]')).toHaveCount(0);
    await expect(contact.locator("li")).toHaveCount(1);
  });
});

test.describe("cookie policy control", () => {
  test.use({ freshVisitor: true });

  test("shows the stored choice, changes it, and the banner follows", async ({ page }) => {
    await page.goto("/cookie-policy");
    await booted(page);
    const banner = page.getByRole("region", { name: "Cookie consent" });
    const control = page.locator("[data-consent-control]");
    const stored = () => page.evaluate(() => localStorage.getItem("cookieConsent"));
    await expect(banner).toBeVisible();
    await expect(control.getByRole("status")).toHaveText(/Not chosen yet/);
    await control.getByRole("button", { name: "Decline Optional" }).click();
    await expect(banner).toBeHidden();
    expect(await stored()).toBe("declined");
    await expect(control.getByRole("status")).toHaveText(/Declined/);
    await control.getByRole("button", { name: "Accept All" }).click();
    expect(await stored()).toBe("accepted");
    await expect(control.getByRole("button", { name: "Accept All" })).toHaveAttribute("aria-pressed", "true");
    await control.getByRole("button", { name: "Ask Me Again" }).click();
    expect(await stored()).toBeNull();
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Accept All" }).click();
    await expect(control.getByRole("status")).toHaveText(/Accepted/);
    await page.reload();
    await booted(page);
    await expect(control.getByRole("status")).toHaveText(/Accepted/);
    await expect(banner).toBeHidden();
  });

  test("one label for one choice: the banner, the control and the policy's words name each choice alike", async ({
    page,
  }) => {
    await page.goto("/cookie-policy");
    await booted(page);
    const banner = page.getByRole("region", { name: "Cookie consent" });
    const control = page.locator("[data-consent-control]");
    await expect(banner).toBeVisible();
    for (const choice of ["accepted", "declined"]) {
      // The banner's visible button (the small screens' close button is the same choice, with its own words).
      const onBanner = await banner.locator(`[data-consent="${choice}"]:visible`).innerText();
      const onControl = await control.locator(`[data-consent="${choice}"]`).innerText();
      expect(onControl, choice).toBe(onBanner);
      await expect(page.locator("#your-choice")).toContainText(`Selecting ${onBanner}`);
    }
    await expect(page.locator("main")).not.toContainText("Accept Optional");
  });

  test("without JavaScript it says that nothing is stored and offers no buttons", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await visitOffline(context, new URL(baseURL ?? "").origin, { freshVisitor: true });
    const page = await context.newPage();
    await page.goto("/cookie-policy");
    const control = page.locator("[data-consent-control]");
    // What a visitor reads (Playwright's text matching skips <noscript>, the browser does not).
    const shown = await control.evaluate((element: HTMLElement) => element.innerText);
    expect(shown).toContain("Your choice is stored by JavaScript, which is off");
    expect(shown).not.toContain("Checking your stored choice");
    // The three buttons are in the page but hidden: none is offered.
    await expect(control.locator("button")).toHaveCount(3);
    await expect(control.getByRole("button")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeHidden();
    await context.close();
  });
});
