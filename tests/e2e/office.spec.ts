import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { booted, expect, test, visitOffline } from "./fixtures";
import { type SiteProcess, startSite } from "./site-process";
import { CHALLENGE_API, CHALLENGE_FIELD, SUBMIT_WAIT_MS } from "../../app/lib/forms";
import { NEWSLETTER_API } from "../../app/content/server-constants";
import { newsletterSignUp } from "../../app/lib/navigation";
import { runScript } from "../../scripts/tsx";

/**
 * An office: many people behind one address (docs/decisions/0129-challenge-limit-for-an-office.md), on a
 * server with the default limits (RATE_LIMIT, SPAM_BURST and the challenges' own limit unset). Other
 * visitors from the address have already opened forms, so challenges were issued; then ten colleagues
 * send, half typing for a few seconds and half with autofill (filled and sent at once, so posted "too
 * fast"). Every post must carry a proof of work, and every one must be stored: a dropped sign-up is a
 * person lost without a word.
 */
test.describe.configure({ timeout: 240_000 });

const PEOPLE = 10;
/** Challenges the address's other visitors fetched before (more than the posts' limit of 20). */
const EARLIER_VISITORS = 30;
/** A pause between keys: each address below takes a person about five seconds to type. */
const KEY_DELAY_MS = 220;

let dir: string;
let site: SiteProcess;

test.beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "office-e2e-"));
  // Empty is unset: the server's defaults, whatever the shell running the tests has set.
  site = await startSite({ DATA_DIR: dir, RATE_LIMIT: "", RATE_LIMIT_WINDOW_SECONDS: "", SPAM_BURST: "" });
  for (let visitor = 0; visitor < EARLIER_VISITORS; visitor += 1) {
    const response = await fetch(site.origin + CHALLENGE_API, { headers: { Accept: "application/json" } });
    expect(response.status, `an earlier visitor's challenge (${visitor + 1})`).toBe(200);
  }
});

test.afterEach(async () => {
  site.child.kill("SIGKILL");
  await site.exited;
  rmSync(dir, { recursive: true, force: true });
});

const email = (person: number) => `colleague${person}@office.example`;

/** What the store holds, read as the site owner does (`npm run inbox`), one JSON object per line. */
async function inbox(...args: string[]): Promise<Record<string, unknown>[]> {
  const { status, stdout, stderr } = await runScript("scripts/inbox.ts", { DATA_DIR: dir, DATABASE_URL: "" }, ...args);
  expect(status, stderr).toBe(0);
  return stdout
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The proof-of-work field of a form post (multipart from `submitInPlace`, urlencoded from the browser). */
function answerIn(body: string): string | null {
  const multipart = new RegExp(`name="${CHALLENGE_FIELD}"\\r\\n\\r\\n([^\\r]*)\\r\\n`).exec(body)?.[1];
  return multipart ?? new URLSearchParams(body).get(CHALLENGE_FIELD);
}

/**
 * One colleague, in a browser of their own: opens `path`, clicks into the form's email field, types the
 * address like a person (or, with `autofill`, has it filled and sent in the same task), presses Enter, and
 * waits for `sent`. Resolves with the body of what was posted.
 */
async function colleague(
  browser: Browser,
  {
    path,
    field,
    api,
    address,
    autofill,
    sent,
  }: {
    path: string;
    field: string;
    api: string;
    address: string;
    autofill: boolean;
    sent: (page: Page) => Promise<void>;
  },
): Promise<string> {
  const context = await browser.newContext();
  await visitOffline(context, site.origin);
  const page = await context.newPage();
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === api) posts.push(request.postData() ?? "");
  });
  try {
    await page.goto(site.origin + path);
    await booted(page);
    const input = page.locator(field);
    if (autofill)
      await input.evaluate((element: HTMLInputElement, value) => {
        element.focus();
        element.value = value;
        element.form?.requestSubmit();
      }, address);
    else {
      await input.click();
      await input.pressSequentially(address, { delay: KEY_DELAY_MS });
      await input.press("Enter");
    }
    await sent(page);
    expect(posts, `${address}: one post`).toHaveLength(1);
    return posts[0] ?? "";
  } finally {
    await context.close();
  }
}

/** Everyone, two at a time (two people typing at once on this two-core machine): each one's posted body. */
async function everyone(act: (person: number) => Promise<string>): Promise<string[]> {
  const bodies: string[] = [];
  for (let person = 0; person < PEOPLE; person += 2)
    bodies.push(...(await Promise.all([act(person), act(person + 1)])));
  return bodies;
}

test("an office: ten colleagues, typing or with autofill, sign up to the newsletter and later unsubscribe from one address, each with a proof of work, each stored", async ({
  browser,
}) => {
  const signUps = await everyone((person) =>
    colleague(browser, {
      path: "/portfolio",
      field: "#newsletter-email",
      api: "/api/newsletter",
      address: email(person),
      autofill: person % 2 === 1,
      sent: (page) =>
        expect(page.locator("#newsletter-status")).toHaveText(newsletterSignUp.success, {
          timeout: SUBMIT_WAIT_MS + 10_000,
        }),
    }),
  );
  expect(
    signUps.map((body) => Boolean(answerIn(body))),
    "each sign-up carries an answer",
  ).toEqual(Array(PEOPLE).fill(true));
  const subscribed = await inbox("--newsletter");
  expect(subscribed.map((record) => record.email).sort(), "each sign-up is stored").toEqual(
    Array.from({ length: PEOPLE }, (_, person) => email(person)).sort(),
  );

  const unsubscriptions = await everyone((person) =>
    colleague(browser, {
      path: "/newsletter/unsubscribe",
      field: `main form[action="${NEWSLETTER_API.unsubscribe}"] input[name="email"]`,
      api: NEWSLETTER_API.unsubscribe,
      address: email(person),
      autofill: person % 2 === 1,
      sent: (page) => expect(page).toHaveURL(/\/newsletter\/unsubscribed$/, { timeout: SUBMIT_WAIT_MS + 10_000 }),
    }),
  );
  expect(
    unsubscriptions.map((body) => Boolean(answerIn(body))),
    "each unsubscription carries an answer",
  ).toEqual(Array(PEOPLE).fill(true));
  const events = await inbox("--newsletter", "--all");
  expect(events.filter((event) => event.event === "unsubscribe").length, "each unsubscription is stored").toBe(PEOPLE);
  expect(await inbox("--newsletter"), "nobody is still subscribed").toEqual([]);
});

test("an office: ten colleagues send a message from one address, each with a proof of work, each stored and none held", async ({
  browser,
}) => {
  const messages = await everyone(async (person) => {
    const context = await browser.newContext();
    await visitOffline(context, site.origin);
    const page = await context.newPage();
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/contact")
        posts.push(request.postData() ?? "");
    });
    try {
      await page.goto(`${site.origin}/contact`);
      await booted(page);
      await page.locator("#contact-name").click();
      await page.locator("#contact-name").pressSequentially(`Colleague ${person}`, { delay: KEY_DELAY_MS / 2 });
      await page.locator("#contact-email").fill(email(person));
      await page.locator("#contact-subject").selectOption("project");
      await page
        .locator("#contact-message")
        .pressSequentially(`Could we book a call about our intranet? (${person})`, { delay: KEY_DELAY_MS / 2 });
      await page.locator("input[name=privacy]").check();
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.locator("main [data-form-status]")).toHaveAttribute("data-form-status", "success", {
        timeout: SUBMIT_WAIT_MS + 10_000,
      });
      expect(posts, `${email(person)}: one post`).toHaveLength(1);
      return posts[0] ?? "";
    } finally {
      await context.close();
    }
  });
  expect(
    messages.map((body) => Boolean(answerIn(body))),
    "each message carries an answer",
  ).toEqual(Array(PEOPLE).fill(true));
  const stored = await inbox();
  expect(stored.map((record) => record.email).sort(), "each message is stored").toEqual(
    Array.from({ length: PEOPLE }, (_, person) => email(person)).sort(),
  );
  expect(await inbox("--spam"), "none is held as likely spam").toEqual([]);
});
