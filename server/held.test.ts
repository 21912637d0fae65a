// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createNotifier } from "./notify";
import { defang, heldLinks, SPAM_REVIEW, startHeldNotices } from "./held";
import type { HeldRecord } from "./store/store";
import { smtpSink, openTestStore } from "../tests/support/server-fixtures";

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const HOUR = 60 * 60 * 1000;
const links = heldLinks({ origin: "https://brightlane.test", secret: "s".repeat(43) });

const held = (id: string, receivedAt: number): HeldRecord => ({
  id,
  receivedAt: new Date(receivedAt).toISOString(),
  name: "Bot",
  email: `${id}@example.net`,
  subject: "general",
  message: `Cheap backlinks at https://bit.ly/x, write to seo@spam.example. ${"x".repeat(400)}`,
  privacy: true,
  verdict: { score: 8, reasons: ["no proof-of-work (no JavaScript, or a script)", "1 link", "URL shortener (bit.ly)"] },
});

/** A store and two servers' notifiers on it, emailing the team through a local SMTP sink. */
async function setUp() {
  const dataDir = mkdtempSync(join(tmpdir(), "held-notice-"));
  const store = await openTestStore(dataDir);
  closers.push(async () => {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const sink = await smtpSink((close) => closers.push(close));
  const notifiers = [0, 1].map(() => {
    const notifier = createNotifier({ outbox: store.outbox, smtpUrl: sink.url, to: "team@brightlane.example" });
    closers.push(() => notifier.stop());
    return notifier;
  });
  return { store, sink, notifiers };
}

/** The plain text of every email the sink received, quoted-printable decoded. */
const texts = (sink: { messages: { raw: string }[] }) =>
  sink.messages.map(({ raw }) =>
    raw
      .replace(/=\r?\n/g, "")
      .replace(/(=[0-9A-F]{2})+/g, (bytes) => Buffer.from(bytes.replace(/=/g, ""), "hex").toString("utf8")),
  );

describe("the held notice", () => {
  it("20 held in a minute: one notice at once, one more within the hour, together listing all 20 once", async () => {
    const { store, sink, notifiers } = await setUp();
    let clock = Date.parse("2026-11-28T09:00:00Z");
    // Two servers on the store, each checking when it holds a message and on its own timer.
    const servers = notifiers.map((notifier) =>
      startHeldNotices({ store, queue: notifier.queue, links, log: () => {}, now: () => clock, checkMs: HOUR }),
    );
    closers.push(async () => servers.forEach((server) => server.stop()));
    for (let index = 0; index < 20; index += 1) {
      clock += 3_000;
      await store.held.add(held(`m${index}`, clock));
      await servers[index % 2]!.check();
    }
    await Promise.all(notifiers.map((notifier) => notifier.idle()));
    expect(texts(sink)).toHaveLength(1);
    // Each server's timer looks again: past the first notice's hour and within an hour of every message held
    // since, one of them sends the rest.
    clock += HOUR - 3_000;
    await Promise.all(servers.map((server) => server.check()));
    await Promise.all(notifiers.map((notifier) => notifier.idle()));
    expect(texts(sink)).toHaveLength(2);
    const listed = texts(sink).flatMap((text) => [...text.matchAll(/^\d+\. (m\d+)$/gm)].map((match) => match[1]));
    expect(listed.sort()).toEqual(Array.from({ length: 20 }, (_, index) => `m${index}`).sort());
    expect(texts(sink)[0]).toMatch(/Subject: 1 message held as likely spam/);
    expect(texts(sink)[1]).toMatch(/Subject: 19 messages held as likely spam/);
    // Nothing new: no notice, even with the hour over.
    clock += 2 * HOUR;
    await servers[0]!.check();
    await notifiers[0]!.idle();
    expect(texts(sink)).toHaveLength(2);
  });

  it("lists each message's summary with only its own links live, and a line for operators", async () => {
    const { store, sink, notifiers } = await setUp();
    const record = held("a1", Date.now());
    await store.held.add(record);
    await store.held.add(record);
    const notices = startHeldNotices({ store, queue: notifiers[0]!.queue, links, log: () => {} });
    closers.push(async () => notices.stop());
    await notices.check();
    await notifiers[0]!.idle();
    const [text = ""] = texts(sink);
    expect(sink.messages[0]!.to).toEqual(["team@brightlane.example"]);
    expect(text).toContain("From: Bot <a1[at]example[.]net>");
    expect(text).toContain(
      "Score: 8 (no proof-of-work (no JavaScript, or a script); 1 link; URL shortener (bit[.]ly))",
    );
    expect(text).toContain("Cheap backlinks at hxxps://bit[.]ly/x, write to seo[at]spam[.]example.");
    expect(text).toContain(`${"x".repeat(300 - 64)}…`);
    expect(text).not.toContain("x".repeat(300 - 63));
    expect(text).toContain("1 held in all; operators can list them on the server with " + SPAM_REVIEW);
    const live = [...text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
    expect(live).toHaveLength(2);
    expect(text).toMatch(/^Let it through: https:\/\/brightlane\.test\/api\/held\?token=/m);
    expect(text).toMatch(/^Delete: https:\/\/brightlane\.test\/api\/held\?token=/m);
  });
});

describe("the held links", () => {
  it("say which action on which message, until 14 days pass or the message's retention ends", () => {
    const now = Date.now();
    const token = (url: string) => new URL(url).searchParams.get("token") ?? "";
    const fresh = token(links.link(held("f", now), "release", now));
    expect(links.check(fresh, now)).toEqual({ ok: true, action: "release", id: "f" });
    expect(links.check(fresh, now + 14 * 24 * HOUR + 1000)).toEqual({ ok: false, reason: "expired" });
    // Held 25 days ago, kept 30: the link ends with the message, in 5 days.
    const old = token(links.link(held("o", now - 25 * 24 * HOUR), "delete", now));
    expect(links.check(old, now + 5 * 24 * HOUR - 60_000)).toMatchObject({ ok: true, action: "delete" });
    expect(links.check(old, now + 5 * 24 * HOUR + 1000)).toEqual({ ok: false, reason: "expired" });
    const [subject, expiry, mac] = fresh.split(".");
    const other = Buffer.from("delete f").toString("base64url");
    expect(links.check(`${other}.${expiry}.${mac}`, now)).toEqual({ ok: false, reason: "forged" });
    expect(links.check(`${subject}.${Number(expiry) + 86_400}.${mac}`, now)).toEqual({ ok: false, reason: "forged" });
    // The last character's unused bits: another spelling of the same signature is still refused.
    const respelled = `${subject}.${expiry}.${mac?.replace(/.$/, (last) => (last === "A" ? "B" : "A"))}`;
    expect(links.check(respelled, now)).toEqual({ ok: false, reason: "forged" });
    const elsewhere = heldLinks({ origin: "https://brightlane.test", secret: "t".repeat(43) });
    expect(elsewhere.check(fresh, now)).toEqual({ ok: false, reason: "forged" });
  });

  it("defang what a sender typed", () => {
    expect(defang("see http://example.com or mail name@example.org. Price 3.5 each.")).toBe(
      "see hxxp://example[.]com or mail name[at]example[.]org. Price 3.5 each.",
    );
  });
});
