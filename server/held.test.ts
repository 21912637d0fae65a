// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createNotifier } from "./notify";
import { SPAM_REVIEW, spamDigest } from "./held";
import type { HeldRecord } from "./store/store";
import { smtpSink, openTestStore } from "../tests/support/server-fixtures";

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const HOUR = 60 * 60 * 1000;
/** A time shortly after midnight UTC today, and the date of the day before. */
const midnight = new Date(new Date().toISOString().slice(0, 10)).getTime();
const yesterday = new Date(midnight - 24 * HOUR).toISOString().slice(0, 10);

const held = (id: string, receivedAt: number): HeldRecord => ({
  id,
  receivedAt: new Date(receivedAt).toISOString(),
  name: "Bot",
  email: `${id}@example.net`,
  subject: "general",
  message: "Cheap backlinks at bit.ly/x",
  privacy: true,
  verdict: { score: 8, reasons: ["no proof-of-work (no JavaScript, or a script)", "1 link", "URL shortener (bit.ly)"] },
});

/** A store and two servers' notifiers on it, emailing the team through a local SMTP sink. */
async function setUp() {
  const dataDir = mkdtempSync(join(tmpdir(), "spam-digest-"));
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

describe("the daily note about held messages", () => {
  it("is sent once, by one of several servers, with the day's count and how to review them", async () => {
    const { store, sink, notifiers } = await setUp();
    await store.held.add(held("a", midnight - 20 * HOUR));
    await store.held.add(held("b", midnight - 2 * HOUR));
    await store.held.add(held("c", midnight + 10 * 60 * 1000));
    const now = () => midnight + 30 * 60 * 1000;
    const results = await Promise.all(notifiers.map((notifier) => spamDigest({ store, queue: notifier.queue, now })));
    expect(results.map((result) => result.sent).sort()).toEqual([false, true]);
    // An hour later each server looks again: nothing more for that day.
    for (const notifier of notifiers)
      expect(await spamDigest({ store, queue: notifier.queue, now: () => now() + HOUR })).toMatchObject({
        sent: false,
      });
    await Promise.all(notifiers.map((notifier) => notifier.idle()));
    expect(sink.messages).toHaveLength(1);
    const raw = sink.messages[0]!.raw.replace(/=\r?\n/g, "");
    expect(sink.messages[0]!.to).toEqual(["team@brightlane.example"]);
    expect(raw).toMatch(/Subject: 2 messages held as likely spam/);
    expect(raw).toContain(`2 contact messages were held as likely spam on ${yesterday} (UTC)`);
    expect(raw).toContain("3 are held in all");
    expect(raw).toContain(SPAM_REVIEW);
    // Nothing about any one message: the note names no sender.
    expect(raw).not.toContain("@example.net");
  });

  it("is not sent when nothing was held the day before", async () => {
    const { store, sink, notifiers } = await setUp();
    await store.held.add(held("today", midnight + 5 * 60 * 1000));
    await store.held.add(held("older", midnight - 50 * HOUR));
    const result = await spamDigest({ store, queue: notifiers[0]!.queue, now: () => midnight + HOUR });
    expect(result).toEqual({ sent: false, held: 0 });
    await notifiers[0]!.idle();
    expect(sink.messages).toEqual([]);
  });
});
