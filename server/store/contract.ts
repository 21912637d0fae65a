/**
 * What every Store keeps (server/store/store.ts), as one Vitest suite each implementation runs:
 * server/store/jsonl.test.ts for the JSONL files, server/store/postgres.test.ts for PostgreSQL.
 * `fresh` opens a store on empty backing; `again` opens another handle on the same data (JSONL: after
 * closing the first, one server per DATA_DIR; PostgreSQL: a second one alongside it). Timings use
 * short windows and leases, so the suite runs on a real clock against any implementation.
 */
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import type { NewsletterEvent } from "../newsletter";
import { addressHash, type ContactRecord, type Store, STUCK_AFTER_ATTEMPTS } from "./store";

export interface StoreMakers {
  fresh(): Promise<Store>;
  again(store: Store): Promise<Store>;
  /**
   * Everything the store has persisted, as text: every file under DATA_DIR read as bytes, or every row
   * of every table. An erased address must be found nowhere in it.
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
      expect(store.kind).toMatch(/^(jsonl|postgres)$/);
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
        return { ada, bob };
      }

      it("finds every message, newsletter event and notification of an address, whatever its case, and nothing of others", async () => {
        const store = await fresh();
        const { ada } = await seed(store);
        const found = await store.personal.find("  ADA.lovelace@example.COM ");
        expect(found.email).toBe(ADA);
        expect(found.contacts).toEqual([ada]);
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
          newsletter: [],
          outbox: [],
          erasures: [],
        });
      });

      it("erases an address everywhere, durably, keeps the others, and keeps only a hash of the address", async () => {
        const store = await fresh();
        const { bob } = await seed(store);
        expect(await store.personal.erase("Ada.Lovelace@example.com")).toEqual({
          contacts: 1,
          newsletter: 2,
          outbox: 2,
        });
        expect(await store.newsletter.subscriber(ADA)).toBeUndefined();
        // The rate limiter forgot the address's key: a first confirmation email again.
        expect(await store.rateLimit.hit(`confirmation-email ${ADA}`, 1, 60_000)).toBe(0);
        const other = await again(store);
        const after = await other.personal.find(ADA);
        expect([after.contacts, after.newsletter, after.outbox]).toEqual([[], [], []]);
        expect(after.erasures).toEqual([
          expect.objectContaining({ hash: addressHash(ADA), contacts: 1, newsletter: 2, outbox: 2 }),
        ]);
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
  });
}
