// @vitest-environment node
/**
 * The spam check in the collector (docs/decisions/0122-spam-without-a-third-party.md), over real HTTP on a
 * SQLite store: a bot is held and not notified, a person with or without JavaScript is stored and notified,
 * each answered the same way; a sign-up judged spam gets no email, and no address gets two a day.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CHALLENGE_API, CHALLENGE_FIELD } from "../app/lib/forms";
import { createApp } from "./app";
import type { issueChallenge } from "./challenge";
import { CHALLENGES_PER_POST, type CollectorOptions, createCollectorRoutes } from "./collector";
import { SPAM_RULES } from "./spam";
import { GENUINE, SPAM } from "../tests/support/spam-corpus";
import { solve } from "../tests/support/spam-fixtures";
import type { Store } from "./store/store";
import { CONTACT_FORM_HTML, openTestStore } from "../tests/support/server-fixtures";

const running: { server: Server; dataDir: string; store: Store }[] = [];
afterEach(async () => {
  for (const { server, dataDir, store } of running.splice(0)) {
    server.close();
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/**
 * A collector with the spam check on, a clock the test moves (from `ago` ms before now: the store ends its
 * marks on the real clock), and what it would have notified.
 */
async function start(options: Partial<CollectorOptions> = {}, ago = 0) {
  const dataDir = mkdtempSync(join(tmpdir(), "spam-collector-"));
  const store = await openTestStore(dataDir);
  let time = Date.now() - ago;
  const notified: Record<string, unknown>[] = [];
  const routes = createCollectorRoutes({
    store,
    page: () => CONTACT_FORM_HTML,
    onStored: (_kind, record) => void notified.push(record),
    spam: { key: "k".repeat(40), now: () => time, maxNumber: 5000 },
    ...options,
  });
  const server = createServer(createApp({ root: dataDir, postHandlers: routes.post, getHandlers: routes.get }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  running.push({ server, dataDir, store });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    store,
    notified,
    advance: (seconds: number) => (time += seconds * 1000),
    /** A challenge as the browser gets it. */
    challenge: async () => {
      const response = await fetch(base + CHALLENGE_API, { headers: { Accept: "application/json" } });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      return (await response.json()) as Awaited<ReturnType<typeof issueChallenge>>;
    },
  };
}

const person = {
  name: "Asha Rao",
  email: "asha@example.com",
  subject: "project",
  message: GENUINE[0]!.message,
  privacy: "yes",
};

/**
 * Posts a form as a script would (JSON answer) or, with `browser`, as a browser without JavaScript, from
 * the client address `from` (read only by a collector told to trust the proxy).
 */
function post(base: string, path: string, fields: Record<string, string>, browser = false, from = "192.0.2.1") {
  return fetch(base + path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Accept: browser ? "text/html" : "application/json",
      "X-Forwarded-For": from,
    },
    redirect: "manual",
  });
}

describe("the collector's spam check", () => {
  it("holds a bot's messages (no proof-of-work, machine speed, rotating addresses) unnotified, answering as for anyone", async () => {
    const { base, store, notified } = await start();
    for (const [index, { message }] of SPAM.entries()) {
      const fields = { ...person, name: `Bot ${index}`, email: `seo${index}@example.net`, message };
      const scripted = await post(base, "/api/contact", fields);
      expect([scripted.status, await scripted.json()]).toEqual([200, { ok: true }]);
      const browser = await post(base, "/api/contact", { ...fields, email: `again${index}@example.org` }, true);
      expect([browser.status, browser.headers.get("location")]).toEqual([303, "/contact/thanks"]);
    }
    expect(notified).toEqual([]);
    expect((await store.contacts.read()).records).toEqual([]);
    const held = (await store.held.read()).records;
    expect(held).toHaveLength(SPAM.length * 2);
    expect(held[0]).toMatchObject({ name: "Bot 0", verdict: { reasons: expect.arrayContaining(["1 link"]) } });
    expect(held.every((record) => record.verdict.score >= 5)).toBe(true);
  });

  it("stores and notifies a genuine message from a browser without JavaScript", async () => {
    const { base, store, notified } = await start();
    const response = await post(base, "/api/contact", person, true);
    expect([response.status, response.headers.get("location")]).toEqual([303, "/contact/thanks"]);
    expect((await store.contacts.read()).records).toMatchObject([{ name: "Asha Rao", message: person.message }]);
    expect(notified).toMatchObject([{ name: "Asha Rao" }]);
    expect((await store.held.read()).records).toEqual([]);
  });

  it("lets a solved challenge posted after a person's delay through, and holds its replay as reused", async () => {
    const { base, store, notified, advance, challenge } = await start();
    const altcha = await solve(await challenge());
    advance(48);
    const fields = { ...person, message: GENUINE[4]!.message, [CHALLENGE_FIELD]: altcha };
    expect(await (await post(base, "/api/contact", fields)).json()).toEqual({ ok: true });
    expect(notified).toHaveLength(1);
    const replay = await post(base, "/api/contact", { ...fields, email: "copy@example.com", message: "Hello again." });
    expect(await replay.json()).toEqual({ ok: true });
    expect(notified).toHaveLength(1);
    expect((await store.held.read()).records).toMatchObject([
      { email: "copy@example.com", verdict: { reasons: ["proof-of-work reused (a replay)"] } },
    ]);
  });

  it("holds a solved challenge posted at machine speed with a link", async () => {
    const { base, store, notified, challenge } = await start();
    const altcha = await solve(await challenge());
    const fields = { ...person, message: SPAM[0]!.message, [CHALLENGE_FIELD]: altcha };
    expect(await (await post(base, "/api/contact", fields)).json()).toEqual({ ok: true });
    expect(notified).toEqual([]);
    const [held] = (await store.held.read()).records;
    expect(held?.verdict.reasons.some((reason) => /machine speed/.test(reason))).toBe(true);
  });

  it("limits challenges per client far above the posts: an office behind one address keeps getting them", async () => {
    const { base } = await start({ rateLimit: 2 });
    const statuses: number[] = [];
    for (let i = 0; i <= 2 * CHALLENGES_PER_POST; i += 1)
      statuses.push((await fetch(base + CHALLENGE_API, { headers: { Accept: "application/json" } })).status);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The posts keep their own limit.
    const posts = [];
    for (let i = 0; i < 3; i += 1)
      posts.push((await post(base, "/api/newsletter", { email: `p${i}@example.com` })).status);
    expect(posts).toEqual([200, 200, 429]);
  });

  it("emails a sign-up's confirmation only when it passes, at most once per address per day, answering the same", async () => {
    const sent: { to: string }[] = [];
    const doubleOptIn = {
      secret: "s".repeat(40),
      origin: "https://www.brightlane.example",
      send: sent.push.bind(sent),
    };
    // A day and two hours ago, so that the store, on the real clock, sees the first day's mark ended.
    const { base, store, advance, challenge } = await start({ doubleOptIn, trustProxy: true }, 26 * 60 * 60 * 1000);
    // A person: the challenge solved, posted a few seconds later.
    const altcha = await solve(await challenge());
    advance(6);
    const answer = await post(base, "/api/newsletter", { email: "ada@example.com", [CHALLENGE_FIELD]: altcha });
    expect(await answer.json()).toEqual({ ok: true, confirm: true });
    expect(sent.map(({ to }) => to)).toEqual(["ada@example.com"]);
    // A bot mailing strangers from one client address, without the proof-of-work: past an office's
    // allowance it is a burst, so only that many strangers are mailed; nothing is stored for the rest.
    const allowed = SPAM_RULES.burst.posts.newsletter;
    const strangers = Array.from({ length: allowed + 3 }, (_, i) => `stranger${i}@example.org`);
    for (const email of strangers) {
      const bot = await post(base, "/api/newsletter", { email }, false, "198.51.100.9");
      expect(await bot.json()).toEqual({ ok: true, confirm: true });
    }
    const mailed = ["ada@example.com", ...strangers.slice(0, allowed)];
    expect(sent.map(({ to }) => to)).toEqual(mailed);
    expect((await store.newsletter.read()).records.map((event) => event.email)).toEqual(mailed);
    // The same address again the next day, from a browser without JavaScript: one more email.
    advance(25 * 60 * 60);
    // (From another client address: the store counts bursts on the real clock, which the test does not move.)
    const later = await post(base, "/api/newsletter", { email: "ada@example.com" }, true, "192.0.2.2");
    expect(later.status).toBe(303);
    expect(sent).toHaveLength(mailed.length + 1);
  });
});
