import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { booted, expect, test, visitOffline } from "./fixtures";
import { type SiteProcess, startSite } from "./site-process";
import { CHALLENGE_API, CHALLENGE_FIELD, SUBMIT_WAIT_MS } from "../../app/lib/forms";
import { NEWSLETTER_API } from "../../app/content/server-constants";
import { newsletterSignUp } from "../../app/lib/navigation.server";
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

/** What one colleague's browser sent: the post's body, how long after the submit it left, and the challenges' statuses. */
interface Sent {
  body: string;
  waitedMs: number;
  challenges: number[];
}

/**
 * One colleague, in a browser of their own: opens `path`, clicks into the form's email field, types the
 * address like a person (or, with `autofill`, has it filled and sent in the same task), presses Enter, and
 * waits for `sent`.
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
): Promise<Sent> {
  const context = await browser.newContext();
  await visitOffline(context, site.origin);
  const page = await context.newPage();
  const posts: { body: string; at: number }[] = [];
  const challenges: number[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === api)
      posts.push({ body: request.postData() ?? "", at: Date.now() });
  });
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === CHALLENGE_API) challenges.push(response.status());
  });
  let submitted = 0;
  try {
    await page.goto(site.origin + path);
    await booted(page);
    const input = page.locator(field);
    if (autofill) {
      submitted = Date.now();
      await input.evaluate((element: HTMLInputElement, value) => {
        element.focus();
        element.value = value;
        element.form?.requestSubmit();
      }, address);
    } else {
      await input.click();
      await input.pressSequentially(address, { delay: KEY_DELAY_MS });
      submitted = Date.now();
      await input.press("Enter");
    }
    await sent(page);
    expect(posts, `${address}: one post`).toHaveLength(1);
    return { body: posts[0]?.body ?? "", waitedMs: (posts[0]?.at ?? 0) - submitted, challenges };
  } finally {
    await context.close();
  }
}

/** Everyone, two at a time (two people typing at once on this two-core machine): what each one sent. */
async function everyone<T>(act: (person: number) => Promise<T>): Promise<T[]> {
  const bodies: T[] = [];
  for (let person = 0; person < PEOPLE; person += 2)
    bodies.push(...(await Promise.all([act(person), act(person + 1)])));
  return bodies;
}

/**
 * The office is never refused a challenge (decision 0129), and each post carries its proof of work. A person
 * typing gives the solver seconds, so theirs always does. An autofill submit is held for the proof at most
 * SUBMIT_WAIT_MS, then sent without it (scored, never refused): on a machine too busy to solve in time, its
 * post must have waited that long.
 */
function expectProofs(sent: Sent[], what: string) {
  const refused = sent.flatMap((one) => one.challenges).filter((status) => status !== 200);
  expect(refused, "every challenge the office asked for was issued").toEqual([]);
  sent.forEach((one, person) => {
    if (answerIn(one.body)) return;
    expect(person % 2, `colleague ${person}, typing: the ${what} carries an answer`).toBe(1);
    expect(one.challenges, `colleague ${person}: a challenge was issued`).toContain(200);
    expect(one.waitedMs, `colleague ${person}: the ${what} was held for its proof first`).toBeGreaterThanOrEqual(
      SUBMIT_WAIT_MS - 50,
    );
  });
  expect(sent.filter((one) => answerIn(one.body)).length, `${what}s with an answer`).toBeGreaterThanOrEqual(PEOPLE / 2);
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
  expectProofs(signUps, "sign-up");
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
  expectProofs(unsubscriptions, "unsubscription");
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
