import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { expect, test, type Browser } from "@playwright/test";
import { heldLinks, HELD_SECRET } from "../../server/held";
import { smtpSink } from "../support/server-fixtures";
import { SQLITE_FILE } from "../../server/store/sql";
import type { HeldRecord } from "../../server/store/store";
import { records, type SiteProcess, startSite } from "./site-process";

/**
 * Held messages (docs/decisions/0190-held-notice.md), on the built server with a local SMTP sink: a held message
 * reaches the team in a notice at once; its Let it through link's GET changes nothing, the button's POST releases it
 * and the contact notification arrives once; the same token again, a tampered and an expired one are refused with
 * nothing changed; Delete erases it.
 */
let dir: string;
let site: SiteProcess;
let sink: Awaited<ReturnType<typeof smtpSink>>;
const closers: (() => Promise<void>)[] = [];

test.beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "held-e2e-"));
  sink = await smtpSink((close) => closers.push(close));
  site = await startSite({ DATA_DIR: dir, SMTP_URL: sink.url, NOTIFY_EMAIL: "team@brightlane.test" });
});

test.afterEach(async () => {
  site.child.kill("SIGKILL");
  await site.exited;
  for (const close of closers.splice(0)) await close();
  rmSync(dir, { recursive: true, force: true });
});

/** The sink's mails as text, quoted-printable decoded. */
const mails = () =>
  sink.messages.map(({ raw }) =>
    raw
      .replace(/=\r?\n/g, "")
      .replace(/(=[0-9A-F]{2})+/g, (bytes) => Buffer.from(bytes.replace(/=/g, ""), "hex").toString("utf8")),
  );
const notices = () => mails().filter((mail) => /^Subject: \d+ messages? held as likely spam/m.test(mail));
const contactMails = () => mails().filter((mail) => /^Subject: New message/m.test(mail));
const held = () => records(dir, "held");
const contacts = () => records(dir, "contact");

/** A bot's post: at machine speed, with links and no proof of work; answered like any other and held. */
async function postSpam(name: string) {
  const body = new FormData();
  const fields = {
    name,
    email: "client@example.com",
    subject: "project",
    message: "Please see www.example.com/brief and https://bit.ly/3brief, then write to me at ops@example.org.",
    privacy: "yes",
  };
  for (const [field, value] of Object.entries(fields)) body.append(field, value);
  const answer = await fetch(`${site.origin}/api/contact`, {
    method: "POST",
    body,
    headers: { Accept: "application/json" },
  });
  expect(answer.status).toBe(200);
}

/** The notice's two links for its first message, on this server (the link's origin is the site's canonical one). */
async function noticeLinks() {
  await expect.poll(() => notices().length, { timeout: 60_000 }).toBe(1);
  const notice = notices()[0]!;
  const link = (label: string) => {
    const url = new RegExp(`^${label}: (\\S+)$`, "m").exec(notice)?.[1] ?? "";
    const { pathname, search } = new URL(url);
    return `${site.origin}${pathname}${search}`;
  };
  return { notice, release: link("Let it through"), delete: link("Delete") };
}

const post = (token: string) =>
  fetch(`${site.origin}/api/held`, { method: "POST", body: new URLSearchParams({ token }), redirect: "manual" });
const tokenOf = (url: string) => new URL(url).searchParams.get("token") ?? "";

/** Opens `url` in a browser without JavaScript, checks the page's CSP and accessibility, and presses its button. */
async function pressButton(browser: Browser, url: string, button: string) {
  const axe = await browser.newContext({ bypassCSP: true });
  const checked = await axe.newPage();
  await checked.goto(url);
  await checked.addScriptTag({
    content: readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8"),
  });
  const violations = await checked.evaluate(async () => {
    const run = (window as unknown as { axe: { run: (doc: Document) => Promise<{ violations: { id: string }[] }> } })
      .axe.run;
    return (await run(document)).violations.map((violation) => violation.id);
  });
  expect(violations).toEqual([]);
  await axe.close();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await page.goto(url);
  await page.getByRole("button", { name: button }).click();
  const text = await page.locator("main").innerText();
  expect(blocked).toEqual([]);
  await context.close();
  return text;
}

test("a held message: a notice at once, a GET changes nothing, one button lets it through once", async ({
  browser,
}) => {
  await postSpam("Asha Rao");
  expect(held()).toHaveLength(1);
  const { notice, release } = await noticeLinks();
  expect(notice).toMatch(/^To: team@brightlane\.test/m);
  expect(notice).toContain("From: Asha Rao <client[at]example[.]com>");
  expect(notice).toContain(
    "www[.]example[.]com/brief and hxxps://bit[.]ly/3brief, then write to me at ops[at]example[.]org.",
  );
  expect(contactMails()).toEqual([]);

  // Opening the link (a mail scanner, a preview) changes nothing, however often.
  for (let i = 0; i < 2; i += 1) {
    const page = await fetch(release);
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    const html = await page.text();
    expect(html).toContain("Let this message through?");
    expect(html).toContain("client[at]example[.]com");
    expect(html).toMatch(/<form method="post" action="\/api\/held">/);
  }
  expect(held()).toHaveLength(1);
  expect(contacts()).toEqual([]);

  // A tampered token and an expired one (signed with the store's secret, 15 days ago) change nothing.
  const token = tokenOf(release);
  const tampered = await post(token.replace(/.$/, (last) => (last === "A" ? "B" : "A")));
  expect(tampered.status).toBe(400);
  expect(await tampered.text()).toContain("This link is not valid");
  const db = new Database(join(dir, SQLITE_FILE), { readonly: true });
  const { value: secret } = db.prepare("SELECT value FROM secrets WHERE name = ?").get(HELD_SECRET) as {
    value: string;
  };
  db.close();
  const record = held()[0] as HeldRecord;
  const stale = heldLinks({ origin: site.origin, secret }).link(record, "release", Date.now() - 15 * 86_400_000);
  const expired = await post(tokenOf(stale));
  expect(expired.status).toBe(410);
  expect(await expired.text()).toContain("This link has expired");
  expect(held()).toHaveLength(1);
  expect(contacts()).toEqual([]);

  // One button, in a browser without JavaScript, under the page's CSP and without accessibility violations.
  expect(await pressButton(browser, release, "Let it through")).toContain("The message was let through");
  expect(held()).toEqual([]);
  expect(contacts()).toEqual([
    expect.objectContaining({ id: record.id, name: "Asha Rao", releasedAt: expect.any(String) }),
  ]);
  await expect.poll(() => contactMails().length, { timeout: 15_000 }).toBe(1);
  expect(contactMails()[0]).toMatch(/^Subject: New message \(Project Request\) from Asha Rao/m);

  // The same token again: refused, nothing changed, and the notification is not sent twice.
  const again = await post(token);
  expect(again.status).toBe(410);
  expect(await again.text()).toContain("no longer held");
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(contacts()).toHaveLength(1);
  expect(contactMails()).toHaveLength(1);
});

test("the Delete link erases that held message only, and the Let it through link then finds it gone", async ({
  browser,
}) => {
  await postSpam("Not A Client");
  const links = await noticeLinks();
  const page = await fetch(links.delete);
  expect(await page.text()).toContain("Delete this message?");
  expect(held()).toHaveLength(1);
  expect(await pressButton(browser, links.delete, "Delete")).toContain("The held message was deleted");
  expect(held()).toEqual([]);
  expect(contacts()).toEqual([]);
  const late = await fetch(links.release);
  expect(late.status).toBe(410);
  expect((await post(tokenOf(links.release))).status).toBe(410);
  expect(contacts()).toEqual([]);
  expect(contactMails()).toEqual([]);
});
