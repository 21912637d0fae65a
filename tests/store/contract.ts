/**
 * What the Store keeps (server/store/store.ts), as one Vitest suite each engine runs: server/store/sqlite.test.ts
 * for SQLite, server/store/postgres-contract.test.ts for PostgreSQL. `fresh` opens a store on an empty database;
 * `again` opens another handle on the same data, alongside the first (a command beside the server, or a second
 * server). Timings use short windows and leases, so the suite runs on a real clock against either engine.
 */
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import type { NewsletterEvent } from "../../server/newsletter";
import {
  addressHash,
  confirmationEmailMark,
  type ContactRecord,
  type HeldRecord,
  periodStart,
  type RetentionPeriods,
  type Store,
  STUCK_AFTER_ATTEMPTS,
} from "../../server/store/store";

export interface StoreMakers {
  fresh(): Promise<Store>;
  again(store: Store): Promise<Store>;
  /**
   * Everything the store has persisted, as text: every row of every table (and, for SQLite, every file
   * beside it read as bytes: the write-ahead log too). An erased address must be found nowhere in it.
   */
  everything(store: Store): Promise<string>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const contact = (n: number): ContactRecord => ({
  id: randomUUID(),
  receivedAt: new Date(Date.UTC(2026, 10, 25, 9, 0, n)).toISOString(),
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  subject: "project",
  message: `Message number ${n}: ünïcödé and "quotes"\nand a second line.`,
  privacy: true,
});

const event = (
  kind: NewsletterEvent["event"],
  email: string,
  extra: Partial<NewsletterEvent> = {},
): NewsletterEvent => ({
  id: randomUUID(),
  event: kind,
  email,
  receivedAt: new Date().toISOString(),
  ...extra,
});

/** Periods of the shape the privacy policy's configuration has (app/content/server-constants.ts), for these cases. */
export const PERIODS: RetentionPeriods = {
  messages: { months: 24 },
  careerMessages: { months: 12 },
  held: { days: 30 },
  unconfirmedSignups: { hours: 72 },
  unsubscribeRecords: { months: 12 },
  deliveredNotifications: { days: 7 },
  undeliveredNotifications: { days: 30 },
};
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** An ISO time `offsetMs` after the start of `period` at `now` (negative: just past the period). */
const around = (now: Date, period: RetentionPeriods[keyof RetentionPeriods], offsetMs: number) =>
  new Date(periodStart(now, period).getTime() + offsetMs).toISOString();

const heldRecord = (n: number, receivedAt = new Date().toISOString()): HeldRecord => ({
  ...contact(n),
  receivedAt,
  verdict: { score: 0.9, reasons: ["links", "seen before"] },
});

export function describeStoreContract(name: string, makers: StoreMakers) {
  describe(`the store contract: ${name}`, () => {
    const open: Store[] = [];
    async function fresh() {
      const store = await makers.fresh();
      open.push(store);
      return store;
    }
    async function again(store: Store) {
      const other = await makers.again(store);
      open.push(other);
      return other;
    }
    afterEach(async () => {
      for (const store of open.splice(0).reverse()) await store.close().catch(() => undefined);
    });

    it("says what it is and where its data lives", async () => {
      const store = await fresh();
      expect(store.kind).toMatch(/^(sqlite|postgres)$/);
      expect(store.location).not.toBe("");
      expect(store.location).not.toMatch(/:[^/@:]+@/); // no password in a URL
    });

    it("reads contact messages back in the order they were added, each field intact", async () => {
      const store = await fresh();
      const records = Array.from({ length: 25 }, (_, n) => contact(n));
      for (const record of records) await store.contacts.add(record);
      expect(await store.contacts.read()).toEqual({ records, problems: [] });
    });

    it("stores concurrent adds each once, none lost", async () => {
      const store = await fresh();
      const records = Array.from({ length: 40 }, (_, n) => contact(n));
      await Promise.all(records.map((record) => store.contacts.add(record)));
      const { records: stored } = await store.contacts.read();
      expect(stored.map((record) => record.id).sort()).toEqual(records.map((record) => record.id).sort());
    });

    it("changes nothing when an id already stored is added again (a retried request)", async () => {
      const store = await fresh();
      const first = contact(1);
      await store.contacts.add(first);
      await store.contacts.add({ ...first, message: "the retry" });
      const second = contact(2);
      await Promise.all([store.contacts.add(second), store.contacts.add(second)]);
      const subscribe = event("subscribe", "ada@example.com", { confirmed: false });
      await store.newsletter.add(subscribe);
      await store.newsletter.add(subscribe);
      expect((await store.contacts.read()).records.map((record) => record.message)).toEqual([
        first.message,
        second.message,
      ]);
      expect((await store.newsletter.read()).records).toHaveLength(1);
    });

    it("keeps one message per submission id, held or not, and answers a repeat with the message stored for it", async () => {
      const store = await fresh();
      const first = contact(1);
      expect(await store.contacts.add(first, "a".repeat(32))).toBeUndefined();
      // A resend is a new record (a new id, a later time) with the same submission id.
      expect(await store.contacts.add(contact(2), "a".repeat(32))).toEqual(first);
      expect(await store.held.add({ ...contact(3), verdict: { score: 5, reasons: ["r"] } }, "a".repeat(32))).toEqual(
        first,
      );
      const held: HeldRecord = { ...contact(4), verdict: { score: 5, reasons: ["no proof"] } };
      expect(await store.held.add(held, "b".repeat(32))).toBeUndefined();
      expect(await store.contacts.add(contact(5), "b".repeat(32))).toEqual(held);
      // Without an id, every post is a message of its own, as before.
      const plain = [contact(6), contact(7)];
      for (const record of plain) expect(await store.contacts.add(record)).toBeUndefined();
      expect((await store.contacts.read()).records).toEqual([first, ...plain]);
      expect((await store.held.read()).records).toEqual([held]);
      // Released, a held message keeps its id: a repeat still finds it.
      await store.held.release(held.id);
      expect(await store.contacts.add(contact(8), "b".repeat(32))).toMatchObject({ id: held.id });
      // Erased, its id no longer holds anything: the next post with it is stored.
      await store.personal.erase(first.email as string);
      const after = contact(9);
      expect(await store.contacts.add(after, "a".repeat(32))).toBeUndefined();
      expect((await store.contacts.read()).records.map((record) => record.id)).toContain(after.id);
    });

    it("keeps everything when opened again: messages, events, subscribers, the outbox, secrets", async () => {
      const store = await fresh();
      const record = contact(7);
      await store.contacts.add(record);
      const subscribe = event("subscribe", "ada@example.com", { confirmed: false });
      await store.newsletter.add(subscribe);
      await store.outbox.queue({ id: `${record.id}.email`, channel: "email", payload: { type: "notification" } });
      const secret = await store.secret("newsletter-secret");
      const other = await again(store);
      expect((await other.contacts.read()).records).toEqual([record]);
      expect((await other.newsletter.read()).records).toEqual([subscribe]);
      expect(await other.newsletter.subscriber("ada@example.com")).toMatchObject({ status: "unconfirmed" });
      expect(await other.outbox.status()).toEqual({ waiting: 1, stuck: 0 });
      expect(await other.secret("newsletter-secret")).toBe(secret);
      // An id stored before reopening is still recognised.
      await other.contacts.add(record);
      expect((await other.contacts.read()).records).toHaveLength(1);
    });

    it("folds newsletter events into each address's current subscription", async () => {
      const store = await fresh();
      expect(await store.newsletter.subscriber("ada@example.com")).toBeUndefined();
      await store.newsletter.add(event("subscribe", "ada@example.com", { confirmed: false }));
      await store.newsletter.add(event("subscribe", "bob@example.com", { optIn: "single" }));
      expect(await store.newsletter.subscriber("ada@example.com")).toMatchObject({ status: "unconfirmed" });
      await store.newsletter.add(event("confirm", "ada@example.com"));
      expect(await store.newsletter.subscriber("ada@example.com")).toMatchObject({
        email: "ada@example.com",
        status: "confirmed",
      });
      expect(await store.newsletter.subscriber("bob@example.com")).toMatchObject({ status: "single opt-in" });
      await store.newsletter.add(event("unsubscribe", "ada@example.com"));
      expect(await store.newsletter.subscriber("ada@example.com")).toBeUndefined();
      // A link followed after unsubscribing does not subscribe again.
      await store.newsletter.add(event("confirm", "ada@example.com"));
      expect(await store.newsletter.subscriber("ada@example.com")).toBeUndefined();
      expect((await store.newsletter.read()).records.map((stored) => stored.event)).toEqual([
        "subscribe",
        "subscribe",
        "confirm",
        "unsubscribe",
        "confirm",
      ]);
    });

    it("queues outbox items once, due at once, and claims each for its lease only", async () => {
      const store = await fresh();
      const item = await store.outbox.queue({ id: "m1.email", channel: "email", payload: { n: 1 } });
      expect(item).toMatchObject({ id: "m1.email", channel: "email", payload: { n: 1 }, attempts: 0 });
      expect(Date.parse(item.dueAt)).toBeLessThanOrEqual(Date.now());
      await store.outbox.queue({ id: "m1.email", channel: "email", payload: { n: 1 } });
      await store.outbox.queue({ id: "m2.webhook", channel: "webhook", payload: { n: 2 } });
      expect(await store.outbox.status()).toEqual({ waiting: 2, stuck: 0 });

      const claimed = await store.outbox.claim(10, 400);
      expect(claimed.map((claimedItem) => claimedItem.id).sort()).toEqual(["m1.email", "m2.webhook"]);
      // Claimed: no other claim gets them until the lease ends.
      expect(await store.outbox.claim(10, 400)).toEqual([]);
      await sleep(500);
      expect((await store.outbox.claim(1, 400)).length).toBe(1);
    });

    it("counts a failed try and makes the item due again at its retry time; stuck after enough failures", async () => {
      const store = await fresh();
      await store.outbox.queue({ id: "m3.webhook", channel: "webhook", payload: {} });
      for (let attempt = 1; attempt <= STUCK_AFTER_ATTEMPTS; attempt += 1) {
        const [claimed] = await store.outbox.claim(1, 60_000);
        expect(claimed?.id).toBe("m3.webhook");
        expect(claimed?.attempts).toBe(attempt - 1);
        const retryAt = attempt === STUCK_AFTER_ATTEMPTS ? new Date(Date.now() + 300) : new Date(Date.now() - 1);
        await store.outbox.failed("m3.webhook", `HTTP 500 (try ${attempt})`, retryAt);
      }
      expect(await store.outbox.status()).toEqual({ waiting: 1, stuck: 1 });
      // Not due until its retry time, even though its lease was given back.
      expect(await store.outbox.claim(1, 60_000)).toEqual([]);
      await sleep(400);
      const [due] = await store.outbox.claim(1, 60_000);
      expect(due).toMatchObject({
        id: "m3.webhook",
        attempts: STUCK_AFTER_ATTEMPTS,
        lastError: `HTTP 500 (try ${STUCK_AFTER_ATTEMPTS})`,
      });
    });

    it("never claims a sent item again, not even after opening the store again", async () => {
      const store = await fresh();
      await store.outbox.queue({ id: "m4.email", channel: "email", payload: {} });
      await store.outbox.queue({ id: "m5.email", channel: "email", payload: {} });
      const [first] = await store.outbox.claim(1, 100);
      await store.outbox.sent(first?.id ?? "");
      // Queuing a sent id again (a retried request) does not send it again.
      await store.outbox.queue({ id: first?.id ?? "", channel: "email", payload: {} });
      await sleep(150);
      expect((await store.outbox.claim(10, 100)).map((item) => item.id)).toEqual(
        ["m4.email", "m5.email"].filter((id) => id !== first?.id),
      );
      expect(await store.outbox.status()).toEqual({ waiting: 1, stuck: 0 });
      const other = await again(store);
      await sleep(150);
      expect((await other.outbox.claim(10, 100)).map((item) => item.id)).not.toContain(first?.id);
    });

    it("rate-limits each key: `limit` requests per window, then seconds to wait, until the window passes", async () => {
      const store = await fresh();
      const key = `/api/contact 192.0.2.${Math.floor(Math.random() * 200)}`;
      expect(await store.rateLimit.hit(key, 2, 1000)).toBe(0);
      expect(await store.rateLimit.hit(key, 2, 1000)).toBe(0);
      const wait = await store.rateLimit.hit(key, 2, 1000);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(1);
      // Keys are independent.
      expect(await store.rateLimit.hit(`${key} other`, 2, 1000)).toBe(0);
      await sleep(1100);
      expect(await store.rateLimit.hit(key, 2, 1000)).toBe(0);
    });

    it("keeps a secret stable across handles, and seeds it from a copy only when there is none", async () => {
      const store = await fresh();
      const seeded = await store.secret("newsletter-secret", "copied-secret-0123456789abcdef0123456789");
      expect(seeded).toBe("copied-secret-0123456789abcdef0123456789");
      expect(await store.secret("newsletter-secret", "another-one")).toBe(seeded);
      const generated = await store.secret("another-secret");
      expect(generated.length).toBeGreaterThanOrEqual(32);
      const [a, b] = await Promise.all([store.secret("raced-secret"), store.secret("raced-secret")]);
      expect(a).toBe(b);
      const other = await again(store);
      expect(await other.secret("newsletter-secret")).toBe(seeded);
      expect(await other.secret("another-secret")).toBe(generated);
    });

    it("reads a stored secret without making one: nothing until a secret is made, then that one", async () => {
      const store = await fresh();
      expect(await store.storedSecret("newsletter-secret")).toBeUndefined();
      expect(await store.storedSecret("newsletter-secret")).toBeUndefined();
      const made = await store.secret("newsletter-secret");
      expect(await store.storedSecret("newsletter-secret")).toBe(made);
    });

    it("probes with a write it removes again, storing nothing", async () => {
      const store = await fresh();
      await store.probe();
      await store.probe();
      expect(await store.contacts.read()).toEqual({ records: [], problems: [] });
      expect(await store.outbox.status()).toEqual({ waiting: 0, stuck: 0 });
    });
    describe("held messages", () => {
      it("stores a held message once, reads held ones oldest first, and keeps them apart from contact messages", async () => {
        const store = await fresh();
        const [one, two] = [heldRecord(1), heldRecord(2)];
        await store.held.add(one);
        await Promise.all([store.held.add(two), store.held.add(two), store.held.add({ ...one, message: "retry" })]);
        expect(await store.held.read()).toEqual({ records: [one, two], problems: [] });
        expect((await store.contacts.read()).records).toEqual([]);
        const other = await again(store);
        expect((await other.held.read()).records).toEqual([one, two]);
      });

      it("releases a held message into the contact messages, without its verdict, once", async () => {
        const store = await fresh();
        const [one, two] = [heldRecord(1), heldRecord(2)];
        await store.held.add(one);
        await store.held.add(two);
        const released = await store.held.release(one.id);
        const { verdict: _verdict, ...message } = one;
        expect(released).toEqual({ ...message, releasedAt: expect.any(String) });
        expect(released).not.toHaveProperty("verdict");
        expect(await store.held.release(one.id)).toBeUndefined();
        expect(await store.held.release("no-such-id")).toBeUndefined();
        const other = await again(store);
        expect((await other.contacts.read()).records).toEqual([released]);
        expect((await other.held.read()).records).toEqual([two]);
      });

      it("lists each held message in one notice, at most one notice an hour across handles, none without news", async () => {
        const store = await fresh();
        const other = await again(store);
        const at = Date.parse("2026-11-28T09:00:00Z");
        expect(await store.held.notice(new Date(at), HOUR)).toEqual([]);
        const [one, two, three] = [heldRecord(1), heldRecord(2), heldRecord(3)];
        await store.held.add(one);
        // Nothing listed before claims no hour: the first message goes at once.
        const first = await Promise.all([store, other].map((handle) => handle.held.notice(new Date(at + 1000), HOUR)));
        expect(first.flat()).toEqual([one]);
        await store.held.add(two);
        await store.held.add(three);
        expect(await other.held.notice(new Date(at + HOUR), HOUR)).toEqual([]);
        const second = await Promise.all(
          [store, other].map((handle) => handle.held.notice(new Date(at + HOUR + 2000), HOUR)),
        );
        expect(second.flat()).toEqual([two, three]);
        expect(await store.held.notice(new Date(at + 5 * HOUR), HOUR)).toEqual([]);
        // Deleting removes that held message only.
        expect(await other.held.remove(two.id)).toBe(true);
        expect(await store.held.remove(two.id)).toBe(false);
        expect((await store.held.read()).records).toEqual([one, three]);
      });
    });

    describe("single-use marks", () => {
      it("marks a key once until its end: a replay is refused, other keys are not, and an ended mark can be taken again", async () => {
        const store = await fresh();
        const hour = new Date(Date.now() + 60 * MINUTE);
        expect(await store.once("challenge abc", hour)).toBe(true);
        expect(await store.once("challenge abc", hour)).toBe(false);
        expect(await store.once("challenge abd", hour)).toBe(true);
        expect(await store.once("ended", new Date(Date.now() - 1000))).toBe(true);
        expect(await store.once("ended", hour)).toBe(true);
        expect(await store.once("ended", hour)).toBe(false);
        const other = await again(store);
        expect(await other.once("challenge abc", hour)).toBe(false);
      });

      it("lets exactly one of many concurrent callers take a mark", async () => {
        const store = await fresh();
        const until = new Date(Date.now() + 60 * MINUTE);
        const answers = await Promise.all(Array.from({ length: 20 }, () => store.once("raced", until)));
        expect(answers.filter(Boolean)).toHaveLength(1);
      });

      it("stores only a hash of the key", async () => {
        const store = await fresh();
        await store.once("confirmation-email someone.unique@example.com", new Date(Date.now() + 60 * MINUTE));
        expect((await makers.everything(store)).toLowerCase()).not.toContain("someone.unique@example.com");
      });
    });

    describe("retention (the sweep)", () => {
      const NOW = new Date("2026-11-25T12:00:00.000Z");

      it("removes contact messages just past their period and keeps those just inside; a career message goes sooner", async () => {
        const store = await fresh();
        const keep = { ...contact(1), receivedAt: around(NOW, PERIODS.messages, MINUTE) };
        const gone = { ...contact(2), receivedAt: around(NOW, PERIODS.messages, -MINUTE) };
        const careerKeep = {
          ...contact(3),
          subject: "career",
          receivedAt: around(NOW, PERIODS.careerMessages, MINUTE),
        };
        const careerGone = {
          ...contact(4),
          subject: "career",
          receivedAt: around(NOW, PERIODS.careerMessages, -MINUTE),
        };
        // Thirteen months old: kept as a project message, past its period as a career message.
        const thirteen = new Date(Date.UTC(2025, 9, 25, 12)).toISOString();
        const project13 = { ...contact(5), receivedAt: thirteen };
        const career13 = { ...contact(6), subject: "career", receivedAt: thirteen };
        for (const record of [keep, gone, careerKeep, careerGone, project13, career13])
          await store.contacts.add(record);
        const counts = await store.sweep(NOW, PERIODS);
        expect(counts).toEqual({ contacts: 3, held: 0, newsletter: 0, outbox: 0, marks: 0 });
        const other = await again(store);
        expect((await other.contacts.read()).records).toEqual([keep, careerKeep, project13]);
        // Sweeping again finds nothing more.
        expect(await other.sweep(NOW, PERIODS)).toEqual({ contacts: 0, held: 0, newsletter: 0, outbox: 0, marks: 0 });
      });

      it("removes held messages past their period", async () => {
        const store = await fresh();
        const keep = heldRecord(1, around(NOW, PERIODS.held, MINUTE));
        const gone = heldRecord(2, around(NOW, PERIODS.held, -MINUTE));
        await store.held.add(keep);
        await store.held.add(gone);
        expect((await store.sweep(NOW, PERIODS)).held).toBe(1);
        expect((await (await again(store)).held.read()).records).toEqual([keep]);
      });

      it("ends unconfirmed sign-ups past the confirmation window, keeps confirmed ones, and keeps only an unsubscription of what came before it", async () => {
        const store = await fresh();
        const old = around(NOW, PERIODS.unconfirmedSignups, -MINUTE);
        const recent = around(NOW, PERIODS.unconfirmedSignups, MINUTE);
        await store.newsletter.add(event("subscribe", "late@example.com", { confirmed: false, receivedAt: old }));
        await store.newsletter.add(event("subscribe", "fresh@example.com", { confirmed: false, receivedAt: recent }));
        await store.newsletter.add(event("subscribe", "kept@example.com", { confirmed: false, receivedAt: old }));
        await store.newsletter.add(event("confirm", "kept@example.com", { receivedAt: old }));
        await store.newsletter.add(event("subscribe", "single@example.com", { optIn: "single", receivedAt: old }));
        await store.newsletter.add(event("subscribe", "gone@example.com", { confirmed: false, receivedAt: old }));
        await store.newsletter.add(event("confirm", "gone@example.com", { receivedAt: old }));
        const unsubscribed = event("unsubscribe", "gone@example.com", { receivedAt: recent });
        await store.newsletter.add(unsubscribed);
        const longAgo = around(NOW, PERIODS.unsubscribeRecords, -MINUTE);
        await store.newsletter.add(event("unsubscribe", "ages@example.com", { receivedAt: longAgo }));
        expect((await store.sweep(NOW, PERIODS)).newsletter).toBe(4);
        expect(await store.newsletter.subscriber("late@example.com")).toBeUndefined();
        expect(await store.newsletter.subscriber("fresh@example.com")).toMatchObject({ status: "unconfirmed" });
        expect(await store.newsletter.subscriber("kept@example.com")).toMatchObject({ status: "confirmed" });
        expect(await store.newsletter.subscriber("single@example.com")).toMatchObject({ status: "single opt-in" });
        expect(await store.newsletter.subscriber("gone@example.com")).toBeUndefined();
        const other = await again(store);
        const events = (await other.newsletter.read()).records;
        expect(events.map((stored) => [stored.email, stored.event])).toEqual([
          ["fresh@example.com", "subscribe"],
          ["kept@example.com", "subscribe"],
          ["kept@example.com", "confirm"],
          ["single@example.com", "subscribe"],
          ["gone@example.com", "unsubscribe"],
        ]);
        expect(await other.newsletter.subscriber("late@example.com")).toBeUndefined();
        expect(await other.newsletter.subscriber("kept@example.com")).toMatchObject({ status: "confirmed" });
        // A sign-up after the sweep starts afresh.
        await other.newsletter.add(event("subscribe", "late@example.com", { confirmed: false }));
        expect(await other.newsletter.subscriber("late@example.com")).toMatchObject({ status: "unconfirmed" });
      });

      it("removes delivered notifications after their period, and undelivered ones only after theirs", async () => {
        const store = await fresh();
        const queued = Date.now();
        await store.outbox.queue({ id: "delivered.email", channel: "email", payload: { n: 1 } });
        await store.outbox.queue({ id: "waiting.webhook", channel: "webhook", payload: { n: 2 } });
        const before = Date.now();
        await store.outbox.sent("delivered.email");
        const after = Date.now();
        const DAY = 24 * 60 * MINUTE;
        expect((await store.sweep(new Date(before + 7 * DAY - MINUTE), PERIODS)).outbox).toBe(0);
        expect((await store.sweep(new Date(after + 7 * DAY + MINUTE), PERIODS)).outbox).toBe(1);
        // Still retried just inside its own period (30 days from queuing) ...
        expect((await store.sweep(new Date(queued + 30 * DAY - MINUTE), PERIODS)).outbox).toBe(0);
        const other = await again(store);
        expect((await other.outbox.pending()).map((item) => item.id)).toEqual(["waiting.webhook"]);
        expect((await other.personal.find("x@example.com")).outbox).toEqual([]);
        expect(await other.outbox.status()).toEqual({ waiting: 1, stuck: 0 });
        // ... and removed once it has passed, so no copy of a message outlives the policy's periods.
        expect((await other.sweep(new Date(after + 30 * DAY + MINUTE), PERIODS)).outbox).toBe(1);
        expect(await other.outbox.pending()).toEqual([]);
        const last = await again(other);
        expect(await last.outbox.status()).toEqual({ waiting: 0, stuck: 0 });
      });

      it("removes marks that have ended, and the key can be marked again", async () => {
        const store = await fresh();
        const at = Date.now();
        expect(await store.once("short", new Date(at + MINUTE))).toBe(true);
        expect(await store.once("long", new Date(at + 60 * MINUTE))).toBe(true);
        expect((await store.sweep(new Date(at + 2 * MINUTE), PERIODS)).marks).toBe(1);
        const other = await again(store);
        expect(await other.once("long", new Date(at + 60 * MINUTE))).toBe(false);
      });

      it("loses none of the records added while a sweep runs", async () => {
        const store = await fresh();
        for (let n = 0; n < 10; n += 1)
          await store.contacts.add({ ...contact(n), receivedAt: around(NOW, PERIODS.messages, -MINUTE) });
        await store.newsletter.add(
          event("subscribe", "late@example.com", { confirmed: false, receivedAt: "2020-01-01T00:00:00.000Z" }),
        );
        const records = Array.from({ length: 60 }, (_, n) => contact(100 + n));
        const adding = records.map((record, n) =>
          Promise.all([
            store.contacts.add(record),
            store.held.add(heldRecord(200 + n)),
            store.newsletter.add(event("subscribe", `reader${n}@example.com`, { confirmed: false })),
            store.outbox.queue({ id: `${record.id}.webhook`, channel: "webhook", payload: { n } }),
            store.once(`mark ${n}`, new Date(Date.now() + 60 * MINUTE)),
          ]),
        );
        const sweeping = store.sweep(NOW, PERIODS);
        const [counts] = await Promise.all([sweeping, ...adding]);
        expect(counts).toMatchObject({ contacts: 10, newsletter: 1 });
        const other = await again(store);
        expect((await other.contacts.read()).records.map((record) => record.id).sort()).toEqual(
          records.map((record) => record.id).sort(),
        );
        expect((await other.held.read()).records).toHaveLength(60);
        expect(
          (await other.newsletter.read()).records.filter((stored) => stored.email.startsWith("reader")),
        ).toHaveLength(60);
        expect((await other.outbox.pending()).filter((item) => item.channel === "webhook")).toHaveLength(60);
        expect(await other.once("mark 59", new Date(Date.now() + 60 * MINUTE))).toBe(false);
      }, 30_000);
    });

    describe("requests about a person's data", () => {
      const ADA = "ada.lovelace@example.com";
      /** Stores messages, events and notifications of Ada (in mixed case) and of others; returns the others' ids. */
      async function seed(store: Store) {
        const ada = { ...contact(1), email: "Ada.Lovelace@Example.com" };
        const bob = contact(2);
        for (const record of [ada, bob]) await store.contacts.add(record);
        await store.newsletter.add(event("subscribe", ADA, { confirmed: false }));
        await store.newsletter.add(event("confirm", ADA));
        await store.newsletter.add(event("subscribe", "bob@example.com", { confirmed: false }));
        for (const record of [ada, bob])
          await store.outbox.queue({
            id: `${record.id}.email`,
            channel: "email",
            payload: { type: "notification", kind: "contact", submission: record },
          });
        await store.outbox.queue({
          id: "confirm-ada.email",
          channel: "email",
          payload: { type: "visitor", message: { to: `Ada <${ADA}>`, subject: "Confirm", text: "Follow the link" } },
        });
        await store.outbox.sent(`${ada.id}.email`);
        await store.rateLimit.hit(`confirmation-email ${ADA}`, 1, 60_000);
        const adaHeld = { ...heldRecord(3), email: ADA };
        await store.held.add(adaHeld);
        await store.held.add(heldRecord(4));
        await store.once(confirmationEmailMark(ADA), new Date(Date.now() + 60 * MINUTE));
        return { ada, bob, adaHeld };
      }

      it("finds every message, newsletter event and notification of an address, whatever its case, and nothing of others", async () => {
        const store = await fresh();
        const { ada, adaHeld } = await seed(store);
        const found = await store.personal.find("  ADA.lovelace@example.COM ");
        expect(found.email).toBe(ADA);
        expect(found.contacts).toEqual([ada]);
        expect(found.held).toEqual([adaHeld]);
        expect(found.newsletter.map((stored) => [stored.event, stored.email])).toEqual([
          ["subscribe", ADA],
          ["confirm", ADA],
        ]);
        expect(found.outbox.map((item) => [item.id, item.sent]).sort()).toEqual(
          [
            [`${ada.id}.email`, true],
            ["confirm-ada.email", false],
          ].sort(),
        );
        expect(found.erasures).toEqual([]);
        expect(await store.personal.find("nobody@example.com")).toEqual({
          email: "nobody@example.com",
          contacts: [],
          held: [],
          newsletter: [],
          outbox: [],
          erasures: [],
        });
      });

      it("erases an address everywhere, durably, keeps the others, and keeps only a hash of the address", async () => {
        const store = await fresh();
        const { bob } = await seed(store);
        expect(await store.personal.erase("Ada.Lovelace@example.com")).toEqual({
          contacts: 2,
          newsletter: 2,
          outbox: 2,
        });
        // The confirmation-email mark of the address is gone too: it can be marked again.
        expect(await store.once(confirmationEmailMark(ADA), new Date(Date.now() + 60 * MINUTE))).toBe(true);
        expect(await store.newsletter.subscriber(ADA)).toBeUndefined();
        // The rate limiter forgot the address's key: a first confirmation email again.
        expect(await store.rateLimit.hit(`confirmation-email ${ADA}`, 1, 60_000)).toBe(0);
        const other = await again(store);
        const after = await other.personal.find(ADA);
        expect([after.contacts, after.held, after.newsletter, after.outbox]).toEqual([[], [], [], []]);
        expect(after.erasures).toEqual([
          expect.objectContaining({ hash: addressHash(ADA), contacts: 2, newsletter: 2, outbox: 2 }),
        ]);
        expect((await other.held.read()).records.map((record) => record.email)).toEqual(["visitor4@example.com"]);
        expect(addressHash(ADA)).toMatch(/^[0-9a-f]{64}$/);
        expect((await other.contacts.read()).records).toEqual([bob]);
        expect((await other.newsletter.read()).records.map((stored) => stored.email)).toEqual(["bob@example.com"]);
        expect((await other.outbox.pending()).map((item) => item.id)).toEqual([`${bob.id}.email`]);
        expect(await other.newsletter.subscriber("bob@example.com")).toMatchObject({ status: "unconfirmed" });
        const stored = (await makers.everything(other)).toLowerCase();
        expect(stored).toContain("bob@example.com");
        expect(stored).not.toContain(ADA);
        // Erasing again finds nothing more, and says so.
        expect(await other.personal.erase(ADA)).toEqual({ contacts: 0, newsletter: 0, outbox: 0 });
      });

      it("loses none of the records added while an erase runs", async () => {
        const store = await fresh();
        await seed(store);
        const records = Array.from({ length: 30 }, (_, n) => contact(100 + n));
        const adding = records.map((record, n) =>
          Promise.all([
            store.contacts.add(record),
            store.newsletter.add(event("subscribe", `reader${n}@example.com`, { confirmed: false })),
            store.outbox.queue({ id: `${record.id}.webhook`, channel: "webhook", payload: { n } }),
          ]),
        );
        const erasing = store.personal.erase(ADA);
        await Promise.all([...adding, erasing]);
        const other = await again(store);
        const ids = (await other.contacts.read()).records.map((record) => record.id);
        for (const record of records) expect(ids).toContain(record.id);
        expect(
          (await other.newsletter.read()).records.filter((stored) => stored.email.startsWith("reader")),
        ).toHaveLength(30);
        expect((await other.outbox.pending()).filter((item) => item.channel === "webhook")).toHaveLength(30);
        expect((await makers.everything(other)).toLowerCase()).not.toContain(ADA);
      });
    });
    // Two handles on one store: a second server on PostgreSQL, a command beside the server on SQLite.
    describe("two handles at once", () => {
      it("stores a burst split between handles, retries included, exactly once", async () => {
        const one = await fresh();
        const two = await again(one);
        const records = Array.from({ length: 100 }, (_, n) => contact(n));
        // Each message reaches one handle, and a third of them are retried on the other.
        await Promise.all(
          records.flatMap((record, n) => [
            (n % 2 ? one : two).contacts.add(record),
            ...(n % 3 === 0 ? [(n % 2 ? two : one).contacts.add(record)] : []),
          ]),
        );
        const stored = (await one.contacts.read()).records.map((record) => record.id);
        expect(stored).toHaveLength(records.length);
        expect(new Set(stored)).toEqual(new Set(records.map((record) => record.id)));
      });

      it("stores one message for a submission id posted to both handles at once", async () => {
        const one = await fresh();
        const two = await again(one);
        const ids = Array.from({ length: 20 }, (_, n) => n.toString(16).padStart(32, "0"));
        const answers = await Promise.all(
          ids.flatMap((id, n) => [one.contacts.add(contact(2 * n), id), two.contacts.add(contact(2 * n + 1), id)]),
        );
        // For each id, one add stored its message and the other answered with that message.
        expect(answers.filter((answer) => answer === undefined)).toHaveLength(ids.length);
        const stored = (await one.contacts.read()).records;
        expect(stored).toHaveLength(ids.length);
        expect(new Set(answers.filter(Boolean).map((answer) => answer?.id))).toEqual(
          new Set(stored.map((record) => record.id)),
        );
      });

      it("never hands one outbox item to two handles claiming at once", async () => {
        const one = await fresh();
        const two = await again(one);
        const ids = Array.from({ length: 300 }, (_, n) => `m${n}.email`);
        for (const id of ids) await one.outbox.queue({ id, channel: "email", payload: {} });
        const claimed: string[] = [];
        const worker = async (store: Store) => {
          for (;;) {
            const items = await store.outbox.claim(7, 60_000);
            if (items.length === 0) return;
            claimed.push(...items.map((item) => item.id));
          }
        };
        await Promise.all([worker(one), worker(two), worker(one), worker(two)]);
        expect(claimed.length).toBe(ids.length);
        expect(new Set(claimed)).toEqual(new Set(ids));
      });

      it("sweeps once when handles sweep together: their counts add up to what was past its period", async () => {
        const one = await fresh();
        const two = await again(one);
        for (let n = 0; n < 20; n += 1)
          await one.contacts.add({ ...contact(n), receivedAt: "2020-01-01T00:00:00.000Z" });
        const kept = contact(99);
        await two.contacts.add(kept);
        const now = new Date("2026-11-25T12:00:00.000Z");
        const counts = await Promise.all([one.sweep(now, PERIODS), two.sweep(now, PERIODS), one.sweep(now, PERIODS)]);
        expect(counts.reduce((sum, swept) => sum + swept.contacts, 0)).toBe(20);
        expect((await two.contacts.read()).records).toEqual([kept]);
      });
    });
  });
}
