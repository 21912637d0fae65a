import { storedRecords } from "../support/stored-text";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, booted, test, visitOffline } from "./fixtures";
import { dataDir } from "../../playwright.config";
import { postContact, startSite } from "./site-process";
import { CONTACT_SUBJECTS, SUBMIT_WAIT_MS } from "../../app/lib/forms";
import { MAP_PROVIDER } from "../../app/content/server-constants";
import { newsletterSignUp } from "../../app/lib/navigation.server";
import { site } from "../../app/site";

/** What the collector behind the test server stored. */
const stored = (kind: "contact" | "newsletter" = "contact", dir = dataDir) => storedRecords(dir, kind);

const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** The contact form, so its "Email Address" is not confused with the footer newsletter's. */
const contact = (page: Page) => page.locator("#quote form");

async function fillContact(page: Page, message: string, email = "asha@example.com") {
  const form = contact(page);
  await form.locator('[name="name"]').fill("Asha Rao");
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="phone"]').fill("+91 80 4000 0000");
  await form.locator('[name="company"]').fill("Example Retail");
  await form.locator('[name="subject"]').selectOption("project");
  await form.locator('[name="message"]').fill(message);
  await form.getByRole("checkbox", { name: /Privacy Policy/ }).check();
}

test.describe("/contact", () => {
  test("the form has the required fields, options and attributes, and the #quote anchor", async ({ page }) => {
    await page.goto("/contact#quote");
    const form = page.locator("#quote form");
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("enctype", "multipart/form-data");
    await expect(form).toHaveAttribute("action", "/api/contact");
    await expect(page.locator("html")).toHaveAttribute("data-booted", "");
    const names = await form
      .locator("input, select, textarea")
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLInputElement).name));
    // The boot module adds a random submission id, so a resend is stored once (docs/decisions/0185-submission-ids.md).
    expect(names).toEqual([
      "name",
      "email",
      "phone",
      "company",
      "subject",
      "message",
      "_gotcha",
      "privacy",
      "submission",
    ]);
    await expect(contact(page).locator('[name="submission"]')).toHaveValue(/^[0-9a-f]{32}$/);
    await expect(contact(page).locator('[name="email"]')).toHaveAttribute("type", "email");
    const required: [string, string][] = [
      ["Full Name", "name"],
      ["Email Address", "email"],
      ["Subject", "subject"],
      ["Message", "message"],
    ];
    for (const [label, name] of required) {
      const control = contact(page).getByLabel(new RegExp(`^${label}`));
      await expect(control).toHaveAttribute("name", name);
      await expect(control).toHaveAttribute("required", "");
    }
    const optional: [string, string][] = [
      ["Phone Number", "phone"],
      ["Company Name", "company"],
    ];
    for (const [label, name] of optional) {
      await expect(contact(page).getByLabel(new RegExp(`^${label}`))).toHaveAttribute("name", name);
    }
    await expect(contact(page).locator('[name="message"]')).toHaveAttribute("rows", "5");
    const options = await page
      .locator('[name="subject"]')
      .locator("option")
      .evaluateAll((nodes) => nodes.map((node) => [(node as HTMLOptionElement).value, node.textContent]));
    expect(options).toEqual([["", "Select a subject"], ...CONTACT_SUBJECTS.map((s) => [s.value, s.label])]);
    const privacy = contact(page).getByRole("checkbox", { name: /Privacy Policy/ });
    await expect(privacy).toHaveAttribute("required", "");
    await expect(page.locator("#quote").getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    await expect(page.locator('input[name="_gotcha"]')).toBeHidden();
    await expect(page.getByRole("link", { name: "hello@brightlane.example" }).first()).toHaveAttribute(
      "href",
      "mailto:hello@brightlane.example",
    );
    await expect(page.getByRole("link", { name: "Open the map in a new tab" })).toHaveAttribute("target", "_blank");
  });

  test.describe("the map loads only when the visitor asks", () => {
    test.use({ freshVisitor: true });

    test("no request reaches the map's host before 'Show map'; the frame loads on the click", async ({ page }) => {
      const mapRequests: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).host === MAP_PROVIDER.host) mapRequests.push(request.url());
      });
      await page.goto("/contact");
      await booted(page);
      const map = page.locator("[data-map]");
      await map.scrollIntoViewIfNeeded();
      await expect(map).toHaveAttribute("data-map", "placeholder");
      await expect(map.locator("iframe")).toHaveCount(0);
      // Scrolled to, booted and idle: still nothing asked of the map's host.
      await page.waitForLoadState("networkidle");
      expect(mapRequests).toEqual([]);
      await map.getByRole("button", { name: "Show map" }).click();
      await expect(map.locator("iframe")).toHaveAttribute("src", new RegExp(`^https://${MAP_PROVIDER.host}/`));
      await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
    });

    test("a visitor who accepted optional content gets the map at once", async ({ page }) => {
      await page.goto("/contact");
      await booted(page);
      await page.evaluate(() => localStorage.setItem("cookieConsent", "accepted"));
      await page.reload();
      await booted(page);
      await expect(page.locator("[data-map] iframe")).toHaveCount(1);
    });

    test("accepting optional content in the banner loads the map without a reload", async ({ page }) => {
      await page.goto("/contact");
      await booted(page);
      const map = page.locator("[data-map]");
      await expect(map).toHaveAttribute("data-map", "placeholder");
      await page.evaluate(() => Object.assign(window, { before: true }));
      await page.getByRole("region", { name: "Cookie consent" }).getByRole("button", { name: "Accept All" }).click();
      await expect(map).toHaveAttribute("data-map", "loaded");
      await expect(map.locator("iframe")).toHaveAttribute("title", /^Map of /);
      // The same document: no reload happened.
      expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBe(true);
    });

    test("without JavaScript: the address, the placeholder and a working link, no button and no frame", async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      await visitOffline(context, new URL(baseURL ?? "").origin);
      const page = await context.newPage();
      await page.goto("/contact");
      const map = page.locator("[data-map]");
      await expect(map).toHaveAttribute("data-map", "placeholder");
      await expect(map.getByRole("button", { name: "Show map" })).toBeHidden();
      await expect(map.locator("iframe")).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Open the map in a new tab" })).toHaveAttribute(
        "href",
        new RegExp(`^https://${MAP_PROVIDER.host}/maps/`),
      );
      await context.close();
    });
  });

  test("with JavaScript it submits in place, once, with a pending state, and stores every field", async ({ page }) => {
    await page.goto("/contact");
    await booted(page);
    const message = unique("Please quote a partner portal");
    await fillContact(page, message);
    let posts = 0;
    await page.route("**/api/contact", async (route) => {
      posts += 1;
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const send = page.getByRole("button", { name: "Send Message" });
    await send.click();
    await expect(page.getByRole("button", { name: "Sending…" })).toBeDisabled();
    await page
      .getByRole("button", { name: "Sending…" })
      .click({ force: true })
      .catch(() => undefined);
    await expect(page.getByText(/Your message is safely stored/)).toBeVisible({ timeout: SUBMIT_WAIT_MS + 10_000 });
    expect(posts).toBe(1);
    await expect(page).toHaveURL(/\/contact$/);
    await expect(contact(page).locator('[name="message"]')).toHaveValue("");
    const record = stored().find((entry) => entry.message === message);
    expect(record).toMatchObject({
      name: "Asha Rao",
      email: "asha@example.com",
      phone: "+91 80 4000 0000",
      company: "Example Retail",
      subject: "project",
      privacy: true,
    });
  });

  test("a keyboard visitor who sends the form keeps focus on its button once the answer is shown", async ({ page }) => {
    await page.goto("/contact");
    await booted(page);
    await fillContact(page, unique("Sent from the keyboard"));
    const send = page.getByRole("button", { name: "Send Message" });
    await send.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(/Your message is safely stored/)).toBeVisible({ timeout: SUBMIT_WAIT_MS + 10_000 });
    await expect(send).toBeFocused();
  });

  test("with JavaScript a failure says so and keeps everything typed", async ({ page }) => {
    await page.goto("/contact");
    await booted(page);
    const message = unique("Keep this text");
    await fillContact(page, message);
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"ok":false,"message":"The server had a problem."}',
      }),
    );
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText(/The server had a problem\. Your message was not sent/)).toBeVisible();
    await expect(contact(page).locator('[name="message"]')).toHaveValue(message);
    await expect(contact(page).locator('[name="name"]')).toHaveValue("Asha Rao");
    await expect(contact(page).locator('[name="subject"]')).toHaveValue("project");
    await expect(contact(page).getByRole("checkbox", { name: /Privacy Policy/ })).toBeChecked();
    expect(stored().some((entry) => entry.message === message)).toBe(false);
  });

  test("a form filled before any script loaded and sent before its code arrived submits in place", async ({ page }) => {
    // Every script waits until the form is filled; the form's own code then waits for the send.
    let releaseScripts = () => {};
    let releaseForm = () => {};
    const scripts = new Promise<void>((resolve) => (releaseScripts = resolve));
    const formCode = new Promise<void>((resolve) => (releaseForm = resolve));
    const formRequests: string[] = [];
    await page.route("**/assets/*.js", async (route) => {
      await scripts;
      if (/\/assets\/form-[^/]*\.js$/.test(route.request().url())) {
        formRequests.push(route.request().url());
        await formCode;
      }
      await route.continue();
    });
    // The module script holds back "load" and DOMContentLoaded: the page is used as soon as it shows.
    await page.goto("/contact", { waitUntil: "commit" });
    await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();
    const message = unique("Sent before the form's code arrived");
    await fillContact(page, message);
    releaseScripts();
    await booted(page);
    await page.waitForLoadState("networkidle");
    // The page loaded without the form's code: it comes on intent.
    expect(formRequests).toEqual([]);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => formRequests.length).toBe(1);
    // Held, not posted by the browser: still here, nothing stored yet.
    await expect(page).toHaveURL(/\/contact$/);
    expect(stored().some((entry) => entry.message === message)).toBe(false);
    releaseForm();
    await expect(page.getByText(/Your message is safely stored/)).toBeVisible({ timeout: SUBMIT_WAIT_MS + 10_000 });
    await expect(page).toHaveURL(/\/contact$/);
    expect(stored().filter((entry) => entry.message === message)).toHaveLength(1);
  });

  test("the business hours say when a range ends the next day, and in which time zone", async ({ page }) => {
    await page.goto("/contact");
    const hours = page.locator("aside dl");
    await expect(hours.locator("dd").first()).toHaveText(`${site.businessHours.mondayToFriday} (next day)`);
    await expect(hours.locator("dd").last()).toHaveText("Closed");
    await expect(hours).not.toContainText(/AM IST|PM IST/);
    await expect(page.locator("aside")).toContainText("All times are IST (UTC+5:30).");
  });

  test("?subject= preselects the subject", async ({ page }) => {
    await page.goto("/contact?subject=career");
    await booted(page);
    await expect(contact(page).locator('[name="subject"]')).toHaveValue("career");
  });

  test("?subject= preselects the subject on a static host too, once the form is used", async ({ page }) => {
    // A static host answers every query with the page as built, no subject selected.
    await page.route("**/contact?subject=support", async (route) => {
      const built = await route.fetch({ url: new URL("/contact", route.request().url()).href });
      await route.fulfill({ response: built });
    });
    await page.goto("/contact?subject=support");
    await booted(page);
    const subject = contact(page).locator('[name="subject"]');
    await expect(subject).toHaveValue("");
    await contact(page).locator('[name="name"]').focus();
    await expect(subject).toHaveValue("support");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a message is sent and confirmed on its own page", async ({ page }) => {
      await page.goto("/contact");
      const message = unique("Sent without JavaScript");
      await fillContact(page, message);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page).toHaveURL(/\/contact\/thanks$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message sent");
      expect(stored().find((entry) => entry.message === message)).toMatchObject({
        name: "Asha Rao",
        subject: "project",
      });
    });

    test("a rejected message comes back with the error and every value", async ({ page }) => {
      await page.goto("/contact");
      const message = unique("Rejected without JavaScript");
      // The browser accepts "asha@localhost"; the collector wants a domain with a dot.
      await fillContact(page, message, "asha@localhost");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText(/Email Address is not a valid email address\./)).toBeVisible();
      expect((await page.content()).match(/\{[a-zA-Z]+\}/g) ?? [], "unresolved tokens").toEqual([]);
      await expect(contact(page).locator('[name="message"]')).toHaveValue(message);
      await expect(contact(page).locator('[name="email"]')).toHaveValue("asha@localhost");
      // The field in error says so to assistive technology, and which error is its.
      await expect(contact(page).getByRole("textbox", { name: "Email Address" })).toHaveAttribute(
        "aria-invalid",
        "true",
      );
      await expect(contact(page).getByRole("textbox", { name: "Email Address" })).toHaveAccessibleDescription(
        /Email Address is not a valid email address\./,
      );
      await expect(contact(page).locator('[aria-invalid="true"]')).toHaveCount(1);
      await expect(contact(page).locator('[name="subject"]')).toHaveValue("project");
      await expect(contact(page).getByRole("checkbox", { name: /Privacy Policy/ })).toBeChecked();
      expect(stored().some((entry) => entry.message === message)).toBe(false);
    });

    test("?subject= preselects the subject", async ({ page }) => {
      await page.goto("/contact?subject=support");
      await expect(contact(page).locator('[name="subject"]')).toHaveValue("support");
    });

    test("the footer newsletter subscribes and confirms", async ({ page }) => {
      await page.goto("/portfolio");
      const email = `${unique("nojs").replace(/\s/g, "-")}@example.com`;
      await page.getByRole("textbox", { name: "Email address", exact: true }).fill(email);
      await page.getByRole("button", { name: "Subscribe" }).click();
      await expect(page).toHaveURL(/\/newsletter\/thanks$/);
      expect(stored("newsletter").some((entry) => entry.email === email)).toBe(true);
    });
  });

  test("the footer newsletter shows success only once the collector accepted the address", async ({ page }) => {
    const formRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/form-[^/]*\.js$/.test(request.url())) formRequests.push(request.url());
    });
    await page.goto("/portfolio");
    await booted(page);
    await page.waitForLoadState("networkidle");
    // Every page has the form; its code loads only when a visitor turns to it.
    expect(formRequests).toEqual([]);
    const email = `${unique("js").replace(/\s/g, "-")}@example.com`;
    await page.getByRole("textbox", { name: "Email address", exact: true }).fill(email);
    await expect.poll(() => formRequests.length).toBe(1);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.locator("#newsletter-status")).toHaveText(newsletterSignUp.success, {
      timeout: SUBMIT_WAIT_MS + 10_000,
    });
    await expect(page.locator("#newsletter-status")).not.toContainText("You are subscribed");
    expect(stored("newsletter").filter((entry) => entry.email === email)).toHaveLength(1);
    await expect(page.getByRole("textbox", { name: "Email address", exact: true })).toHaveValue("");
  });

  test("with a confirmation email on its way, the footer newsletter says to check the inbox, not that the address is subscribed", async ({
    page,
  }) => {
    await page.goto("/portfolio");
    await booted(page);
    // What the collector answers when it runs with SMTP_URL (double opt-in); the test server runs without.
    await page.route("**/api/newsletter", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":true,"confirm":true}' }),
    );
    await page.getByRole("textbox", { name: "Email address", exact: true }).fill("ada@example.com");
    await page.getByRole("button", { name: "Subscribe" }).click();
    const status = page.locator("#newsletter-status");
    await expect(status).toHaveText(newsletterSignUp.checkInbox);
    await expect(status).toContainText("Check your inbox");
    await expect(status).not.toContainText("You are subscribed");
  });

  test("the footer newsletter says when the address was not accepted and keeps it", async ({ page }) => {
    await page.goto("/portfolio");
    await booted(page);
    await page.route("**/api/newsletter", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: '{"ok":false,"message":"Down."}' }),
    );
    const email = `${unique("refused").replace(/\s/g, "-")}@example.com`;
    const field = page.getByRole("textbox", { name: "Email address", exact: true });
    await field.fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.locator("#newsletter-status")).toHaveText(newsletterSignUp.failure, {
      timeout: SUBMIT_WAIT_MS + 10_000,
    });
    await expect(field).toHaveValue(email);
    await expect(page).toHaveURL(/\/portfolio$/);
    expect(stored("newsletter").some((entry) => entry.email === email)).toBe(false);
  });
});

test("an acknowledged message survives the server being killed right after it answered", async () => {
  const dir = mkdtempSync(join(tmpdir(), "durability-"));
  let server = await startSite({ DATA_DIR: dir });
  try {
    const response = await postContact(server.origin, "Survive a crash");
    expect(response.status).toBe(200);
    server.child.kill("SIGKILL");
    await server.exited;
    server = await startSite({ DATA_DIR: dir }, { port: server.port });
    expect(stored("contact", dir).map((entry) => entry.message)).toEqual(["Survive a crash"]);
  } finally {
    server.child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  }
});
