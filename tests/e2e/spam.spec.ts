import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { CHALLENGE_API, CHALLENGE_FIELD } from "../../app/lib/forms";
import { records, type SiteProcess, startSite, webhook } from "./site-process";

/**
 * Only people reach the inbox (docs/decisions/0122-spam-without-a-third-party.md), on the built server with a
 * real challenge and a real webhook: a person in Chromium and a person without JavaScript are stored and
 * notified; a bot posting at machine speed without a challenge is held, and only listed in the held notice.
 */
let dir: string;
let hook: Awaited<ReturnType<typeof webhook>>;
let site: SiteProcess;

test.beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "spam-e2e-"));
  hook = await webhook({ up: true });
  site = await startSite({ DATA_DIR: dir, NOTIFY_WEBHOOK_URL: hook.url, RATE_LIMIT: "1000" });
});

test.afterEach(async () => {
  site.child.kill("SIGKILL");
  await site.exited;
  hook.close();
  rmSync(dir, { recursive: true, force: true });
});

const delivered = () => hook.state.delivered.map((body) => body.submission.message);
const messages = (kind: string) => records(dir, kind).map((record) => record.message);

/** Fills the contact form as a person does: field by field, with a pause between keys. */
async function fillLikeAPerson(page: Page, message: string) {
  await page.locator("#contact-name").pressSequentially("Meera Pillai", { delay: 40 });
  await page.locator("#contact-email").pressSequentially("meera@example.com", { delay: 40 });
  await page.locator("#contact-subject").selectOption("project");
  await page.locator("#contact-message").pressSequentially(message, { delay: 25 });
  await page.locator("input[name=privacy]").check();
}

test("a person filling the form in Chromium solves the challenge in the background, is stored and notified", async ({
  page,
}) => {
  const challenges: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === CHALLENGE_API) challenges.push(request.url());
  });
  await page.goto(`${site.origin}/contact`);
  const message = "We need a React team to rebuild our booking portal this spring; can we talk next week?";
  await fillLikeAPerson(page, message);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("main [data-form-status]")).toContainText("Thank you");
  expect(challenges).toHaveLength(1);
  await expect.poll(delivered, { timeout: 15_000 }).toEqual([message]);
  expect(messages("contact")).toEqual([message]);
  expect(messages("held")).toEqual([]);
  // The answer was verified and spent: a single-use mark that ends with the challenge (hours, not the
  // message hash's days), so the same answer posted again would be refused as reused.
  const ends = records(dir, "marks").map((mark) => Date.parse(String(mark.until)) - Date.now());
  expect(ends.filter((ms) => ms > 0 && ms <= 3 * 3_600_000)).toHaveLength(1);
});

test("a person without JavaScript posts a plain message: stored and notified, with no challenge", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.origin}/contact`);
  const message = "Please send me a quote for moving our two Django apps to AWS.";
  await page.locator("#contact-name").fill("Arjun Menon");
  await page.locator("#contact-email").fill("arjun@example.com");
  await page.locator("#contact-subject").selectOption("project");
  await page.locator("#contact-message").fill(message);
  await page.locator("input[name=privacy]").check();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/contact\/thanks$/);
  await expect.poll(delivered, { timeout: 15_000 }).toEqual([message]);
  expect(records(dir, "contact")).toEqual([expect.not.objectContaining({ [CHALLENGE_FIELD]: expect.anything() })]);
  expect(messages("held")).toEqual([]);
  await context.close();
});

test("a bot posting at machine speed, without a challenge and from rotating addresses, is held and only listed in the team's held notice", async () => {
  const spam = [
    "Boost your rankings today!! Cheap backlinks at https://bit.ly/3seo-deal",
    "Guaranteed crypto returns, 300% in a week: https://tinyurl.com/coin-now https://example.net/x",
    "We sell verified email lists of CTOs, see https://example.org/lists and https://example.org/price",
    "Boost your rankings today!! Cheap backlinks at https://bit.ly/3seo-deal",
  ];
  const answers = await Promise.all(
    spam.map((message, n) => {
      const body = new FormData();
      for (const [name, value] of Object.entries({
        name: `Sales ${n}`,
        email: `offer${n}@example.com`,
        subject: "general",
        message,
        privacy: "yes",
      }))
        body.append(name, value);
      return fetch(`${site.origin}/api/contact`, { method: "POST", body, headers: { Accept: "application/json" } });
    }),
  );
  // Answered like any other message: nothing tells the bot it was caught.
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
  expect(messages("held").sort()).toEqual([...spam].sort());
  expect(messages("contact")).toEqual([]);
  // The team gets one held notice listing what was held; none of the bot's messages was sent on as a message.
  await expect.poll(() => hook.state.delivered.length, { timeout: 15_000 }).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(hook.state.delivered.map((body) => body.kind)).toEqual(["held"]);
});
