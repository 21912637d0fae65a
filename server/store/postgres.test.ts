// @vitest-environment node
// The PostgreSQL store against a real, throwaway cluster (tests/support/postgres.ts): every method, and what
// only a shared database has to keep: servers opening together migrate once, concurrent claims never
// hand out one item twice, the rate limit holds across servers, and a database that goes away and comes
// back is reported, then used again.
import { createHash, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres, type TestPostgres } from "../../tests/support/postgres";
import { freePort } from "../../scripts/ports";
import type { NewsletterEvent } from "../newsletter";
import { MIGRATIONS } from "./migrations";
import { describeFailure, openSqlStore } from "./sql";
import { type ContactRecord, type Store, StoreUnavailable, STUCK_AFTER_ATTEMPTS } from "./store";

let cluster: TestPostgres;
const stores: Store[] = [];

beforeAll(async () => {
  cluster = await startPostgres();
}, 120_000);

afterAll(async () => {
  for (const store of stores) await store.close().catch(() => undefined);
  await cluster?.stop();
});

async function open(url: string, log: (line: string) => void = () => undefined) {
  const store = await openSqlStore(url, { log });
  stores.push(store);
  return store;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const contact = (n: number): ContactRecord => ({
  id: randomUUID(),
  receivedAt: new Date(Date.UTC(2026, 10, 25, 9, 0, n)).toISOString(),
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  message: `Message ${n}: ünïcödé, "quotes", a \\ and\na second line.`,
  privacy: true,
});

const event = (kind: NewsletterEvent["event"], email: string, extra: Partial<NewsletterEvent> = {}) =>
  ({ id: randomUUID(), event: kind, email, receivedAt: new Date().toISOString(), ...extra }) as NewsletterEvent;

describe("the PostgreSQL store", () => {
  it("names host:port/database, never the password", async () => {
    const store = await open(await cluster.createDatabase());
    expect(store.kind).toBe("postgres");
    expect(store.location).toMatch(/^127\.0\.0\.1:\d+\/test_/);
  });

  it("stores contact messages once each and reads them back in order, intact", async () => {
    const store = await open(await cluster.createDatabase());
    const records = Array.from({ length: 30 }, (_, n) => contact(n));
    for (const record of records) await store.contacts.add(record);
    await store.contacts.add({ ...records[3]!, message: "a retried request" });
    expect(await store.contacts.read()).toEqual({ records, problems: [] });
  });

  it("folds an address's newsletter events into its subscription, whatever the case of the address", async () => {
    const store = await open(await cluster.createDatabase());
    await store.newsletter.add(event("subscribe", "ada@example.com", { confirmed: false }));
    await store.newsletter.add(event("subscribe", "bob@example.com", { optIn: "single" }));
    expect(await store.newsletter.subscriber("Ada@Example.com")).toMatchObject({ status: "unconfirmed" });
    await store.newsletter.add(event("confirm", "ada@example.com"));
    expect(await store.newsletter.subscriber("ada@example.com")).toMatchObject({ status: "confirmed" });
    await store.newsletter.add(event("unsubscribe", "ada@example.com"));
    expect(await store.newsletter.subscriber("ada@example.com")).toBeUndefined();
    expect(await store.newsletter.subscriber("bob@example.com")).toMatchObject({ status: "single opt-in" });
    expect((await store.newsletter.read()).records.map((stored) => stored.event)).toEqual([
      "subscribe",
      "subscribe",
      "confirm",
      "unsubscribe",
    ]);
  });

  it("queues, claims for a lease, retries at the retry time, and never claims a sent item again", async () => {
    const store = await open(await cluster.createDatabase());
    const first = await store.outbox.queue({ id: "a.email", channel: "email", payload: { n: 1 } });
    expect(first).toMatchObject({ id: "a.email", channel: "email", payload: { n: 1 }, attempts: 0 });
    await store.outbox.queue({ id: "a.email", channel: "email", payload: { n: "again" } });
    await store.outbox.queue({ id: "b.webhook", channel: "webhook", payload: { n: 2 } });
    expect((await store.outbox.claim(10, 300)).map((item) => item.id)).toEqual(["a.email", "b.webhook"]);
    expect(await store.outbox.claim(10, 300)).toEqual([]);
    await store.outbox.sent("a.email");
    await store.outbox.queue({ id: "a.email", channel: "email", payload: {} });
    for (let attempt = 1; attempt <= STUCK_AFTER_ATTEMPTS; attempt += 1) {
      await store.outbox.failed("b.webhook", `HTTP 500 (try ${attempt})`, new Date(Date.now() + 300));
    }
    expect(await store.outbox.status()).toEqual({ waiting: 1, stuck: 1 });
    expect(await store.outbox.pending()).toMatchObject([{ id: "b.webhook", attempts: STUCK_AFTER_ATTEMPTS }]);
    expect(await store.outbox.claim(10, 300)).toEqual([]);
    await sleep(400);
    expect(await store.outbox.claim(10, 300)).toMatchObject([{ id: "b.webhook", lastError: "HTTP 500 (try 5)" }]);
  });

  it("keeps a secret, seeded from a copy only when there is none, the same for racing servers", async () => {
    const url = await cluster.createDatabase();
    const [one, two] = await Promise.all([open(url), open(url)]);
    expect(await one.secret("newsletter-secret", "copied-0123456789abcdef0123456789")).toBe(
      "copied-0123456789abcdef0123456789",
    );
    expect(await two.secret("newsletter-secret", "another")).toBe("copied-0123456789abcdef0123456789");
    const raced = await Promise.all([one.secret("raced"), two.secret("raced"), one.secret("raced")]);
    expect(new Set(raced).size).toBe(1);
    expect(raced[0]!.length).toBeGreaterThanOrEqual(32);
  });

  it("probes with a row it removes again", async () => {
    const url = await cluster.createDatabase();
    const store = await open(url);
    await store.probe();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query("SELECT count(*)::int AS n FROM probes");
    await client.end();
    expect(rows[0].n).toBe(0);
  });
});

describe("the PostgreSQL store's rate-limit memory", () => {
  it("keeps one counting row per key, removed once its window has passed (an injected clock)", async () => {
    const url = await cluster.createDatabase();
    let now = Date.UTC(2026, 10, 25, 9);
    const store = await openSqlStore(url, { now: () => now });
    stores.push(store);
    await store.rateLimit.hit("/api/contact 192.0.2.7", 5, 60_000);
    await store.rateLimit.hit("/api/contact 192.0.2.7", 5, 60_000);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const counts = async () =>
      (await client.query<{ count: number }>("SELECT count FROM rate_limits ORDER BY started")).rows.map(
        (row) => row.count,
      );
    try {
      expect(await counts()).toEqual([2]);
      // Inside the window: kept, even with the sweep due.
      now += 30_000;
      await store.rateLimit.hit("/api/newsletter 192.0.2.8", 5, 60_000);
      expect(await counts()).toEqual([2, 1]);
      // Past the window and the sweep's minute: another key's hit sweeps the first key's row away.
      now += 31_000;
      await store.rateLimit.hit("/api/newsletter 192.0.2.9", 5, 60_000);
      expect(await counts()).toEqual([1, 1]);
    } finally {
      await client.end();
    }
  });
});

describe("the PostgreSQL store shared by several servers", () => {
  it("migrates once when servers open the same new database together", async () => {
    const url = await cluster.createDatabase();
    const lines: string[] = [];
    await Promise.all(Array.from({ length: 4 }, () => open(url, (line) => lines.push(line))));
    expect(lines.filter((line) => line.includes("applied migrations"))).toHaveLength(1);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ version: string }>("SELECT version FROM schema_migrations ORDER BY version");
    await client.end();
    expect(rows.map((row) => row.version)).toEqual(MIGRATIONS.map((migration) => migration.version));
    // Opening again applies nothing.
    await open(url, (line) => lines.push(line));
    expect(lines.filter((line) => line.includes("applied migrations"))).toHaveLength(1);
  });

  it("holds the rate limit across servers hit at once", async () => {
    const url = await cluster.createDatabase();
    const [one, two] = await Promise.all([open(url), open(url)]);
    const waits = await Promise.all(
      Array.from({ length: 24 }, (_, n) => (n % 2 ? one : two).rateLimit.hit("/api/contact 192.0.2.1", 5, 60_000)),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    expect(waits.filter((wait) => wait > 0).every((wait) => wait <= 60)).toBe(true);
    // The table keeps a hash of the key: no client address or email address is written to the database.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ key: string; count: number }>("SELECT key, count FROM rate_limits");
    await client.end();
    // One row for the key, every hit counted in it, refused ones too.
    expect(rows).toEqual([{ key: expect.any(String) as string, count: 24 }]);
    expect(rows[0]!.key).not.toContain("192.0.2.1");
  });
});

describe("a PostgreSQL database the previous release made", () => {
  it("is adopted: 0001-0003 are not run again, only what is new, and its rows read as before", async () => {
    const url = await cluster.createDatabase();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // The previous release's migrations as they were, recorded in schema_migrations by its migrator.
      await client.query(readFileSync(new URL("./fixtures/postgres-before-sqlite.sql", import.meta.url), "utf8"));
      await client.query("INSERT INTO contacts (id, record) VALUES ($1, $2)", [
        "old-1",
        JSON.stringify({ id: "old-1", receivedAt: "2026-11-20T09:00:00.000Z", name: "Stored before" }),
      ]);
      await client.query("INSERT INTO secrets (name, value) VALUES ('newsletter-secret', 'kept-secret')");
      // Three hits of one client, a row each, as that release counted them.
      const key = createHash("sha256").update("/api/contact 192.0.2.3").digest("base64url");
      for (const seconds of [30, 20, 10])
        await client.query("INSERT INTO rate_limit_hits (key, at) VALUES ($1, now() - make_interval(secs => $2))", [
          key,
          seconds,
        ]);
    } finally {
      await client.end();
    }
    const lines: string[] = [];
    const store = await open(url, (line) => lines.push(line));
    expect(lines.filter((line) => line.includes("applied migrations"))).toEqual([
      expect.stringMatching(
        /applied migrations 0004-imports, 0005-held-notice, 0006-submission-ids, 0007-rate-limit-counts$/,
      ) as string,
    ]);
    expect((await store.contacts.read()).records).toMatchObject([{ id: "old-1", name: "Stored before" }]);
    await store.contacts.add(contact(1));
    expect((await store.contacts.read()).records.map((record) => record.id)[0]).toBe("old-1");
    expect(await store.secret("newsletter-secret")).toBe("kept-secret");
    // The hits became one count: the client is still at its limit of three, until 60 s after its first hit.
    const wait = await store.rateLimit.hit("/api/contact 192.0.2.3", 3, 60_000);
    expect(wait).toBeGreaterThanOrEqual(29);
    expect(wait).toBeLessThanOrEqual(31);
  });
});

describe("the PostgreSQL store when the database is not there", () => {
  it("refuses to open with a message naming host:port/database and what to check, never the password", async () => {
    const port = await freePort();
    const error = await openSqlStore(`postgres://site:s3cret-pw@127.0.0.1:${port}/brightlane`).catch((e) => e);
    expect(error).toBeInstanceOf(StoreUnavailable);
    expect(error.message).toContain(`127.0.0.1:${port}/brightlane refused the connection`);
    expect(error.message).not.toContain("s3cret-pw");

    const missing = cluster.url.replace(/\/[^/]+$/, "/no_such_database");
    const noDatabase = await openSqlStore(missing).catch((e) => e);
    expect(noDatabase).toBeInstanceOf(StoreUnavailable);
    expect(noDatabase.message).toMatch(/no_such_database: the database does not exist/);
  });

  it("says a refused login is about the user and password", () => {
    expect(
      describeFailure(
        { code: "28P01", message: 'password authentication failed for user "site"' },
        "postgres",
        "db:5432/x",
      ),
    ).toBe(
      'PostgreSQL at db:5432/x refused the login (password authentication failed for user "site"): check DATABASE_URL\'s user and password.',
    );
  });

  it("says a database that stops answering is overloaded or cut off", () => {
    expect(describeFailure(new Error("Query read timeout"), "postgres", "db:5432/x")).toBe(
      "PostgreSQL at db:5432/x did not answer a query within 20 s: is it overloaded, or is the network down?",
    );
  });

  it("rejects writes with StoreUnavailable while the database is stopped, and works again once it is back", async () => {
    const own = await startPostgres();
    try {
      const store = await openSqlStore(own.url);
      try {
        await store.contacts.add(contact(1));
        await own.halt();
        const failure = await store.contacts.add(contact(2)).catch((e) => e);
        expect(failure).toBeInstanceOf(StoreUnavailable);
        expect(failure.message).toContain(store.location);
        await expect(store.probe()).rejects.toBeInstanceOf(StoreUnavailable);
        await expect(store.rateLimit.hit("k", 5, 1000)).rejects.toBeInstanceOf(StoreUnavailable);
        await own.resume();
        await store.probe();
        await store.contacts.add(contact(3));
        expect((await store.contacts.read()).records.map((record) => record.name)).toEqual(["Visitor 1", "Visitor 3"]);
      } finally {
        await store.close();
      }
    } finally {
      await own.stop();
    }
  }, 60_000);
});
