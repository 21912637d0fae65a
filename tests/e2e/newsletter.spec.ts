import { storedRecords } from "../support/stored-text";
import type { Page } from "@playwright/test";
import { booted, expect, test } from "./fixtures";
import { dataDir } from "../../playwright.config";
import { NEWSLETTER_PATHS } from "../../app/content/server-constants";
import { pageCopy } from "../../app/lib/page-copy.server";
import { CTA } from "../../app/content/cta";
import { SUBMIT_WAIT_MS } from "../../app/lib/forms";

/** The newsletter events the collector behind the test server stored (it runs without SMTP_URL). */
const events = () => storedRecords(dataDir, "newsletter");

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const titleOf = (path: string) => pageCopy.newsletter.find((page) => page.path === path)?.title ?? "";

/** The unsubscribe form, not the footer's sign-up field below it. */
const unsubscribeForm = (page: Page) => page.locator('main form[action="/api/newsletter/unsubscribe"]');

test.describe("newsletter consent loop without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the unsubscribe page has one labelled, required email field posting to the collector", async ({ page }) => {
    await page.goto(NEWSLETTER_PATHS.unsubscribe);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(titleOf(NEWSLETTER_PATHS.unsubscribe));
    const form = unsubscribeForm(page);
    await expect(form).toHaveAttribute("method", "post");
    const field = form.getByRole("textbox", { name: "Your email address" });
    await expect(field).toHaveAttribute("name", "email");
    await expect(field).toHaveAttribute("type", "email");
    await expect(field).toHaveAttribute("required", "");
    expect(await form.locator("input, select, textarea").count()).toBe(1);
  });

  test("a subscriber unsubscribes and lands on /newsletter/unsubscribed; both steps are stored", async ({ page }) => {
    const email = uniqueEmail("unsubscribe");
    await page.goto(NEWSLETTER_PATHS.unsubscribe);
    await page.locator("footer").getByRole("textbox", { name: "Email address", exact: true }).fill(email);
    await page.locator("footer").getByRole("button", { name: "Subscribe", exact: true }).click();
    await expect(page).toHaveURL(/\/newsletter\/thanks$/);

    await page.goto(NEWSLETTER_PATHS.unsubscribe);
    await unsubscribeForm(page).getByRole("textbox", { name: "Your email address" }).fill(email.toUpperCase());
    await unsubscribeForm(page).getByRole("button", { name: "Unsubscribe", exact: true }).click();
    await expect(page).toHaveURL(/\/newsletter\/unsubscribed$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(titleOf(NEWSLETTER_PATHS.unsubscribed));
    expect(events().filter((event) => event.email === email)).toMatchObject([
      { event: "subscribe", optIn: "single" },
      { event: "unsubscribe" },
    ]);
  });

  test("an address that is not subscribed gets the same answer, and nothing is stored about it", async ({ page }) => {
    const email = uniqueEmail("stranger");
    await page.goto(NEWSLETTER_PATHS.unsubscribe);
    await unsubscribeForm(page).getByRole("textbox", { name: "Your email address" }).fill(email);
    await unsubscribeForm(page).getByRole("button", { name: "Unsubscribe", exact: true }).click();
    await expect(page).toHaveURL(/\/newsletter\/unsubscribed$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(titleOf(NEWSLETTER_PATHS.unsubscribed));
    expect(events().some((event) => event.email === email)).toBe(false);
  });

  test("a bad address comes back with the error and what was typed, and nothing is stored", async ({ page }) => {
    await page.goto(NEWSLETTER_PATHS.unsubscribe);
    // The browser accepts "…@localhost"; the collector wants a domain with a dot.
    const typed = `${uniqueEmail("bad").split("@")[0]}@localhost`;
    await unsubscribeForm(page).getByRole("textbox", { name: "Your email address" }).fill(typed);
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith("/api/newsletter/unsubscribe")),
      unsubscribeForm(page).getByRole("button", { name: "Unsubscribe", exact: true }).click(),
    ]);
    expect(response.status()).toBe(400);
    expect((await response.text()).match(/\{[a-zA-Z]+\}/g) ?? [], "unresolved tokens").toEqual([]);
    await expect(page.getByText(/Email Address is not a valid email address\. Nothing was changed/)).toBeVisible();
    await expect(unsubscribeForm(page).getByRole("textbox", { name: "Your email address" })).toHaveValue(typed);
    expect(events().some((event) => event.email === typed)).toBe(false);
  });

  test("a bad confirmation link answers 400 with the invalid-link page and a way to sign up again", async ({
    page,
  }) => {
    const response = await page.goto("/api/newsletter/confirm?token=not-a-token");
    expect(response?.status()).toBe(400);
    expect((await response?.text())?.match(/\{[a-zA-Z]+\}/g) ?? [], "unresolved tokens").toEqual([]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(titleOf(NEWSLETTER_PATHS.invalidLink));
    await expect(page.locator("main")).toContainText(
      pageCopy.newsletter.find((entry) => entry.path === NEWSLETTER_PATHS.invalidLink)?.description ?? "missing",
    );
    await expect(page.getByRole("link", { name: CTA.signUpAgain })).toBeVisible();
    await expect(page.locator("footer").getByRole("textbox", { name: "Email address", exact: true })).toBeVisible();
  });
});

test("with JavaScript the unsubscribe form posts the same way and lands on /newsletter/unsubscribed", async ({
  page,
}) => {
  const email = uniqueEmail("unsubscribe-js");
  await page.goto(NEWSLETTER_PATHS.unsubscribe);
  // With JavaScript: a click before the boot module runs is the browser's own post, a page of its own.
  await booted(page);
  await page.locator("footer").getByRole("textbox", { name: "Email address", exact: true }).fill(email);
  await page.locator("footer").getByRole("button", { name: "Subscribe", exact: true }).click();
  await expect(page.locator("#newsletter-status")).not.toBeEmpty({ timeout: SUBMIT_WAIT_MS + 10_000 });
  await unsubscribeForm(page).getByRole("textbox", { name: "Your email address" }).fill(email);
  await unsubscribeForm(page).getByRole("button", { name: "Unsubscribe", exact: true }).click();
  await expect(page).toHaveURL(/\/newsletter\/unsubscribed$/);
  expect(events().filter((event) => event.email === email)).toMatchObject([
    { event: "subscribe" },
    { event: "unsubscribe" },
  ]);
});

test("the footer notice links to the Privacy Policy and the unsubscribe page", async ({ page }) => {
  await page.goto("/portfolio");
  const notice = page.locator("#newsletter-notice");
  await expect(notice).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Email address", exact: true })).toHaveAttribute(
    "aria-describedby",
    "newsletter-notice",
  );
  await expect(notice.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
  await expect(notice.getByRole("link", { name: "Unsubscribe" })).toHaveAttribute("href", NEWSLETTER_PATHS.unsubscribe);
});
