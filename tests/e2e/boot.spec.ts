import { expect, booted, hold, test, watchForProblems } from "./fixtures";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../support/chromium";
import { SUBMIT_WAIT_MS } from "../../app/lib/forms";

// Static by default (decision 0105): a page's behaviour comes from the platform, its boot module and
// per-page features loaded on first use. What a visitor does before that code arrives is not lost.

test("an FAQ opens before any script has loaded: it is a native disclosure", async ({ page }) => {
  const release = await hold(page, "**/assets/*.js");
  await page.goto("/services/mlops", { waitUntil: "commit" });
  const question = page.locator('[data-section="faqs"] details').first();
  await question.locator("summary").click();
  await expect(question).toHaveAttribute("open", "");
  release();
});

test("the search shortcut works before any script has loaded: it follows the control to /search", async ({ page }) => {
  const release = await hold(page, "**/assets/*.js");
  await page.goto("/services", { waitUntil: "commit" });
  await expect(page.locator("#search-button")).toBeVisible();
  await page.keyboard.press("/");
  await expect(page).toHaveURL(/\/search$/);
  release();
  await expect(page.locator("main").getByRole("searchbox", { name: "Search the site" })).toBeVisible();
});

test("a contact form sent while its code is still on the way submits in place once it arrives", async ({ page }) => {
  const release = await hold(page, "**/assets/form-*.js");
  await page.goto("/contact");
  await booted(page);
  const form = page.locator("#quote form");
  const message = `Sent before the form's code arrived ${Date.now()}`;
  await form.locator('[name="name"]').fill("Asha Rao");
  await form.locator('[name="email"]').fill("asha@example.com");
  await form.locator('[name="subject"]').selectOption("project");
  await form.locator('[name="message"]').fill(message);
  await form.getByRole("checkbox", { name: /Privacy Policy/ }).check();
  await form.getByRole("button", { name: "Send Message" }).click();
  // Held, not posted natively: the page stays, and what was typed with it.
  await expect(page).toHaveURL(/\/contact$/);
  await expect(form.locator('[name="message"]')).toHaveValue(message);
  release();
  await expect(page.getByText(/Your message is safely stored/)).toBeVisible({ timeout: SUBMIT_WAIT_MS + 10_000 });
  await expect(page).toHaveURL(/\/contact$/);
});

test("the page's policy allows its own script and speculation rules: no violation, no error", async ({
  page,
  baseURL,
}) => {
  const problems = await watchForProblems(page, new URL(baseURL ?? "").origin);
  await page.goto("/");
  await booted(page);
  const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? "{}");
  expect(rules.prefetch?.[0]?.eagerness).toBe("moderate");
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
});

test("a link a visitor rests the pointer on is prefetched, so following it is a fast full load", async ({
  playwright,
  baseURL,
}) => {
  // Request interception (the fixtures' offline guard) turns prefetching off, so this browser keeps
  // other hosts out by name resolution instead.
  const browser = await playwright.chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
  });
  try {
    const page = await browser.newPage({ baseURL });
    await page.addInitScript(() => localStorage.setItem("cookieConsent", "accepted"));
    const prefetched: string[] = [];
    page.on("request", (request) => {
      if (/prefetch/.test(request.headers()["sec-purpose"] ?? "")) prefetched.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await booted(page);
    const link = page.locator('main a[href="/services"]').first();
    await link.hover();
    await expect.poll(() => prefetched).toContain("/services");
    await link.click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  } finally {
    await browser.close();
  }
});
