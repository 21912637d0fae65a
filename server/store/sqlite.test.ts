// @vitest-environment node
// The store contract (tests/store/contract.ts) on SQLite: `fresh` is a new file in a temporary DATA_DIR,
// `again` a second handle on the same file, open alongside the first. Then what only SQLite has to keep: one file,
// its mode, WAL with every commit flushed. Two processes on one file: scripts/privacy.test.ts.
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

  it("refuses to open where it cannot write, naming the file and what to do", async () => {
    const dir = dataDir();
    // A DATA_DIR that is a file: no directory can be made there, even by root.
    writeFileSync(join(dir, "not-a-folder"), "");
    const refused = await open(join(dir, "not-a-folder", SQLITE_FILE)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StoreUnavailable);
    expect((refused as Error).message).toContain(join(dir, "not-a-folder", SQLITE_FILE));
  });
});
