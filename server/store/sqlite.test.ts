// @vitest-environment node
// The store contract (tests/store/contract.ts) on SQLite: `fresh` is a new file in a temporary DATA_DIR,
// `again` a second handle on the same file, open alongside the first. Then what only SQLite has to keep: one file,
// its mode, WAL with every commit flushed. Two processes on one file: scripts/privacy.test.ts.
import { createHash } from "node:crypto";
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { describeStoreContract } from "../../tests/store/contract";
import { openSqlStore, SQLITE_FILE } from "./sql";
import { type Store, StoreUnavailable } from "./store";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) {
    chmodSync(dir, 0o755);
    rmSync(dir, { recursive: true, force: true });
  }
});
function dataDir() {
  const dir = mkdtempSync(join(tmpdir(), "sqlite-store-"));
  dirs.push(dir);
  return dir;
}
const files = new WeakMap<Store, string>();
async function open(file: string, options: Parameters<typeof openSqlStore>[1] = {}) {
  const store = await openSqlStore(file, options);
  files.set(store, file);
  return store;
}

describeStoreContract("sqlite", {
  fresh: () => open(join(dataDir(), SQLITE_FILE)),
  again: (store) => open(files.get(store) as string),
  async everything(store) {
    const file = files.get(store) as string;
    const dir = join(file, "..");
    const bytes = readdirSync(dir).map((name) => readFileSync(join(dir, name), "latin1"));
    const db = (store as Awaited<ReturnType<typeof openSqlStore>>).db;
    const tables = await db.introspection.getTables();
    for (const table of tables) {
      const rows = await db
        .selectFrom(table.name as never)
        .selectAll()
        .execute();
      bytes.push(JSON.stringify(rows));
    }
    return bytes.join("\n");
  },
});

describe("the SQLite store", () => {
  it("keeps one file in DATA_DIR, readable by the server's user only, in WAL mode, every commit flushed (synchronous FULL)", async () => {
    const dir = dataDir();
    const store = await open(join(dir, SQLITE_FILE));
    await store.contacts.add({ id: "m1", receivedAt: new Date().toISOString(), message: "hello" });
    expect(store.location).toBe(join(dir, SQLITE_FILE));
    expect(statSync(join(dir, SQLITE_FILE)).mode & 0o777).toBe(0o600);
    const pragma = async (name: string) =>
      Object.values(
        (await sql<Record<string, unknown>>`${sql.raw(`PRAGMA ${name}`)}`.execute(store.db)).rows[0] ?? {},
      )[0];
    expect(await pragma("journal_mode")).toBe("wal");
    // 2 is FULL: a commit returns once the write-ahead log is on disk.
    expect(await pragma("synchronous")).toBe(2);
    expect(readdirSync(dir).filter((name) => !name.startsWith(`${SQLITE_FILE}-`))).toEqual([SQLITE_FILE]);
    await store.close();
  });

  it("carries a file's rate-limit hits of before 0007-rate-limit-counts into one count per key", async () => {
    const file = join(dataDir(), SQLITE_FILE);
    const store = await open(file);
    // The file as the previous release left it: a row per hit, and no 0007.
    const key = createHash("sha256").update("/api/contact 192.0.2.3").digest("base64url");
    const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
    await sql`DROP TABLE rate_limits`.execute(store.db);
    await sql`CREATE TABLE rate_limit_hits (key text NOT NULL, at text NOT NULL)`.execute(store.db);
    await sql`INSERT INTO rate_limit_hits VALUES (${key}, ${ago(30)}), (${key}, ${ago(20)}), (${key}, ${ago(10)})`.execute(
      store.db,
    );
    await sql`DELETE FROM schema_migrations WHERE version = '0007-rate-limit-counts'`.execute(store.db);
    await store.close();
    const reopened = await open(file);
    // Still at its limit of three, until 60 s after its first hit.
    const wait = await reopened.rateLimit.hit("/api/contact 192.0.2.3", 3, 60_000);
    expect(wait).toBeGreaterThanOrEqual(29);
    expect(wait).toBeLessThanOrEqual(31);
    await reopened.close();
  });

  it("refuses to open where it cannot write, naming the file and what to do", async () => {
    const dir = dataDir();
    // A DATA_DIR that is a file: no directory can be made there, even by root.
    writeFileSync(join(dir, "not-a-folder"), "");
    const refused = await open(join(dir, "not-a-folder", SQLITE_FILE)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StoreUnavailable);
    expect((refused as Error).message).toContain(join(dir, "not-a-folder", SQLITE_FILE));
  });
});
