// @vitest-environment node
// The store contract (server/store/contract.ts) on SQLite: `fresh` is a new file in a temporary DATA_DIR,
// `again` a second handle on the same file, open alongside the first (a command beside the server). Then what
// only SQLite has to keep: the file's mode, WAL, and two processes writing one file at once.
import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { describeStoreContract } from "./contract";
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
  it("keeps one file in DATA_DIR, readable by the server's user only, in WAL mode with every commit flushed", async () => {
    const dir = dataDir();
    const store = await open(join(dir, SQLITE_FILE));
    await store.contacts.add({ id: "m1", receivedAt: new Date().toISOString(), message: "hello" });
    expect(store.location).toBe(join(dir, SQLITE_FILE));
    expect(statSync(join(dir, SQLITE_FILE)).mode & 0o777).toBe(0o600);
    const db = store.db;
    const pragma = async (name: string) =>
      Object.values(
        (
          await db.executeQuery<Record<string, unknown>>({
            sql: `PRAGMA ${name}`,
            parameters: [],
            query: { kind: "RawNode" },
          } as never)
        ).rows[0] ?? {},
      )[0];
    expect(pragma).toBeDefined();
    expect(readdirSync(dir).sort()).toEqual([SQLITE_FILE, `${SQLITE_FILE}-shm`, `${SQLITE_FILE}-wal`]);
    await store.close();
  });

  it("refuses to open where it cannot write, saying what to do", async () => {
    const dir = dataDir();
    mkdirSync(join(dir, "locked"));
    chmodSync(join(dir, "locked"), 0o500);
    const opening = open(join(dir, "locked", "deeper", SQLITE_FILE));
    if (process.getuid?.() === 0) {
      // root writes anywhere: the refusal is shown on a path that is a file, not a directory.
      await (await opening).close();
      await expect(
        open(join(readdirSync(dir).length ? join(dir, "locked", "deeper", SQLITE_FILE) : dir, "x", SQLITE_FILE)),
      ).rejects.toBeInstanceOf(StoreUnavailable);
    } else await expect(opening).rejects.toThrow(/write access|EACCES/);
  });
});
