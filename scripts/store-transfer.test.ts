// @vitest-environment node
// Backup and restore on both engines, and the move from SQLite to PostgreSQL and back: every record back, in
// order, with the same secret and erasures, whichever way it is transferred (scripts/store-transfer.ts).
import { execFileSync, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewsletterEvent } from "../server/newsletter";
import type { ContactRecord, Store } from "../server/store/store";
import { startPostgres, type TestPostgres } from "../tests/support/postgres";
import { transferStore, TransferRefused } from "../server/store/transfer";
import { openStoreAt } from "../server/store/open";
import { tsxArgs } from "./tsx";

let cluster: TestPostgres;
const dirs: string[] = [];
const open: Store[] = [];

beforeAll(async () => {
  cluster = await startPostgres();
}, 120_000);

afterAll(async () => {
  for (const store of open) await store.close().catch(() => undefined);
  await cluster?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function newDir() {
  const dir = mkdtempSync(join(tmpdir(), "store-transfer-"));
  dirs.push(dir);
  return dir;
}

async function at(target: string) {
  const store = await openStoreAt(target, { log: () => undefined });
  open.push(store);
  return store;
}

const SECRET = "seeded-secret-0123456789abcdef0123456789";
/** Submission ids the boot module wrote into two forms (32 hexadecimal digits). */
const SUBMISSION = "0123456789abcdef0123456789abcdef";
const HELD_SUBMISSION = "fedcba9876543210fedcba9876543210";
const NOTICED = new Date("2026-11-25T10:30:00.000Z");

/** A store with some of everything: messages, a subscriber's history, notifications, one of them failing. */
async function fill(store: Store) {
  for (let n = 0; n < 12; n += 1) {
    await store.contacts.add(
      {
        id: randomUUID(),
        receivedAt: new Date(Date.UTC(2026, 10, 25, 9, n)).toISOString(),
        name: `Visitor ${n}`,
        email: `visitor${n}@example.com`,
        message: `Message ${n}: ünïcödé\nsecond line`,
      } satisfies ContactRecord,
      // The first was sent with JavaScript: its form carried a submission id.
      n === 0 ? SUBMISSION : undefined,
    );
  }
  const events: NewsletterEvent[] = [
    {
      id: randomUUID(),
      event: "subscribe",
      email: "ada@example.com",
      receivedAt: "2026-11-25T09:00:00.000Z",
      confirmed: false,
    },
    { id: randomUUID(), event: "confirm", email: "ada@example.com", receivedAt: "2026-11-25T09:05:00.000Z" },
    {
      id: randomUUID(),
      event: "subscribe",
      email: "bob@example.com",
      receivedAt: "2026-11-25T09:06:00.000Z",
      optIn: "single",
    },
  ];
  for (const event of events) await store.newsletter.add(event);
  for (const n of [1, 2]) {
    await store.held.add(
      {
        id: `held-${n}`,
        receivedAt: new Date(Date.UTC(2026, 10, 25, 10, n)).toISOString(),
        name: `Maybe ${n}`,
        email: `maybe${n}@example.com`,
        message: `Cheap links ${n}: https://bit.ly/x`,
        verdict: { score: 7, reasons: ["link", "shortener"] },
      },
      n === 1 ? HELD_SUBMISSION : undefined,
    );
    // The first held message was listed in the team's notice; the second arrived after it.
    if (n === 1) expect(await store.held.notice(NOTICED, 60_000)).toHaveLength(1);
  }
  await store.outbox.queue({ id: "n1.email", channel: "email", payload: { type: "notification", kind: "contact" } });
  await store.outbox.queue({
    id: "n1.webhook",
    channel: "webhook",
    payload: { type: "notification", kind: "contact" },
  });
  await store.outbox.queue({ id: "n0.email", channel: "email", payload: { type: "notification" } });
  await store.outbox.sent("n0.email");
  await store.outbox.failed("n1.webhook", "HTTP 502", new Date(Date.now() + 3_600_000));
  await store.secret("newsletter-secret", SECRET);
  await store.contacts.add({ id: "e1", receivedAt: "2026-11-25T11:00:00.000Z", name: "Eve", email: "eve@example.com" });
  await store.personal.erase("eve@example.com");
}

async function contents(store: Store) {
  return {
    contacts: await store.contacts.read(),
    held: await store.held.read(),
    newsletter: await store.newsletter.read(),
    outbox: (await store.outbox.pending()).map(({ id, channel, payload }) => ({ id, channel, payload })),
    ada: await store.newsletter.subscriber("ada@example.com"),
    secret: await store.secret("newsletter-secret"),
    erasures: await store.erasures.read(),
    bookkeeping: await store.bookkeeping.read(),
  };
}

/** After a move: a resend of either submission is answered with its first message and stores nothing. */
async function expectResendsNotDoubled(store: Store) {
  const contacts = (await store.contacts.read()).records;
  const resend = { id: randomUUID(), receivedAt: new Date().toISOString(), name: "Visitor 0", message: "again" };
  expect(await store.contacts.add(resend, SUBMISSION)).toEqual(contacts[0]);
  expect(await store.held.add({ ...resend, verdict: { score: 7, reasons: [] } }, HELD_SUBMISSION)).toMatchObject({
    id: "held-1",
  });
  expect((await store.contacts.read()).records).toHaveLength(contacts.length);
  expect((await store.held.read()).records.map((record) => record.id)).toEqual(["held-1", "held-2"]);
  // The team's notice lists only the held message it had not listed before the move.
  expect((await store.held.notice(new Date(), 60_000)).map((record) => record.id)).toEqual(["held-2"]);
}

describe("transferring a store (npm run store:transfer)", () => {
  it("moves an SQLite DATA_DIR into PostgreSQL and back into a fresh one: every record, same order, same secret", async () => {
    const source = await at(newDir());
    await fill(source);
    const expected = await contents(source);
    expect(expected.outbox.map((item) => item.id)).toEqual(["n1.email", "n1.webhook"]);

    const database = await at(await cluster.createDatabase());
    const counts = await transferStore(source, database);
    expect(counts).toMatchObject({
      contacts: { transferred: 12, present: 0 },
      held: { transferred: 2, present: 0, released: 0 },
      newsletter: { transferred: 3, present: 0 },
      outbox: { transferred: 2, present: 0 },
      secrets: { transferred: 1 },
      erasures: { transferred: 1, present: 0 },
      submissions: { transferred: 2, present: 0 },
      problems: [],
    });
    expect(expected.bookkeeping).toEqual({
      submissions: { [SUBMISSION]: expected.contacts.records[0]?.id, [HELD_SUBMISSION]: "held-1" },
      noticed: { "held-1": NOTICED.toISOString() },
    });
    expect(await contents(database)).toEqual(expected);

    const restored = await at(newDir());
    await transferStore(database, restored);
    expect(await contents(restored)).toEqual(expected);
    // A restored notification is due at once, not lost with its old retry time.
    expect((await restored.outbox.claim(10, 60_000)).map((item) => item.id)).toEqual(["n1.email", "n1.webhook"]);
    await expectResendsNotDoubled(database);
    await expectResendsNotDoubled(restored);
  });

  it("transfers again safely: only what is new, nothing twice", async () => {
    const url = await cluster.createDatabase();
    const source = await at(url);
    await fill(source);
    const target = await at(await cluster.createDatabase());
    await transferStore(source, target);
    await source.contacts.add({ id: "late", receivedAt: "2026-11-25T10:00:00.000Z", name: "Late" });
    // The source sends a notification that the first transfer brought: the next transfer settles it in the target,
    // so a restore from the target would not send it again.
    await source.outbox.sent("n1.email");
    // A held message found genuine in the source since: released in the target too, not held twice over.
    await source.held.release("held-1");
    const again = await transferStore(source, target);
    expect(again.contacts).toEqual({ transferred: 2, present: 12 });
    expect(again.held).toEqual({ transferred: 0, present: 1, released: 1 });
    expect((await target.held.read()).records.map((record) => record.id)).toEqual(["held-2"]);
    expect(again.newsletter).toEqual({ transferred: 0, present: 3 });
    expect(again.outbox).toEqual({ transferred: 0, present: 1, settled: 1 });
    expect(again.submissions).toEqual({ transferred: 0, present: 2 });
    expect((await target.outbox.pending()).map((item) => item.id)).toEqual(["n1.webhook"]);
    expect((await target.contacts.read()).records.map((record) => record.id)).toEqual(
      (await source.contacts.read()).records.map((record) => record.id),
    );
  });

  it("refuses a target holding other data or another secret, unless --merge", async () => {
    const source = await at(await cluster.createDatabase());
    await fill(source);
    const other = await at(await cluster.createDatabase());
    await other.contacts.add({ id: "theirs", receivedAt: "2026-11-01T00:00:00.000Z", name: "Someone else" });
    await expect(transferStore(source, other)).rejects.toThrow(/already holds data the source does not \(1 contacts\)/);
    expect((await other.contacts.read()).records).toHaveLength(1);
    await transferStore(source, other, { merge: true });
    expect((await other.contacts.read()).records).toHaveLength(13);

    const keyed = await at(await cluster.createDatabase());
    await keyed.secret("newsletter-secret", "a-different-secret-0123456789abcdef0123");
    await expect(transferStore(source, keyed)).rejects.toBeInstanceOf(TransferRefused);
    // Refused before anything was written.
    expect((await keyed.contacts.read()).records).toEqual([]);
    expect(await keyed.outbox.pending()).toEqual([]);
  });

  it("runs as a command, printing what it transferred", async () => {
    const url = await cluster.createDatabase();
    const source = await at(url);
    await fill(source);
    const target = newDir();
    const output = execFileSync(process.execPath, tsxArgs("scripts/store-transfer.ts", "--from", url, "--to", target), {
      encoding: "utf8",
    });
    expect(output).toContain("contacts: 12 transferred, 0 already there");
    expect(output).toContain("outbox: 2 transferred");
    expect(output).toContain("secrets: 1 transferred");
    expect(output).toContain("submissions: 2 transferred, 0 already there");
    expect(await contents(await at(target))).toEqual(await contents(source));
  }, 60_000);

  it("answers --help with its usage, and a missing store with the usage and exit 2, never a stack trace", () => {
    const help = spawnSync(process.execPath, tsxArgs("scripts/store-transfer.ts", "--help"), { encoding: "utf8" });
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: npm run store:transfer -- --from /);
    const missing = spawnSync(process.execPath, tsxArgs("scripts/store-transfer.ts", "--from", newDir()), {
      encoding: "utf8",
    });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/^Usage: npm run store:transfer/);
    expect(missing.stderr).not.toMatch(/\bat \S+ \(/);
  }, 30_000);
});
