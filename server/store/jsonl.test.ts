// @vitest-environment node
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { describeStoreContract } from "./contract";
import { JsonlFile, type WriteFunction } from "./jsonl-file";
import { DATA_FILES, LOCK_FILE, openJsonlStore } from "./jsonl";
import { type Store, StoreUnavailable } from "./store";

const dirs: string[] = [];
const stores: Store[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), "jsonl-store-"));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close().catch(() => undefined);
  for (const dir of dirs.splice(0)) {
    chmodSync(dir, 0o755);
    rmSync(dir, { recursive: true, force: true });
  }
});
async function opened(dir: string, options: Parameters<typeof openJsonlStore>[1] = {}) {
  const store = await openJsonlStore(dir, options);
  stores.push(store);
  return store;
}

describeStoreContract("JSONL files", {
  fresh: () => openJsonlStore(tempDir()),
  again: async (store) => {
    await store.close();
    return openJsonlStore(store.location);
  },
  // Every file under DATA_DIR, read as bytes (latin1: no byte sequence is lost or merged).
  everything: (store) =>
    Promise.resolve(
      filesUnder(store.location)
        .map((file) => readFileSync(file).toString("latin1"))
        .join("\n"),
    ),
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const record = (n: number) => ({ id: `id-${n}`, receivedAt: "2026-11-25T09:00:00.000Z", name: `Visitor ${n}` });
const lines = (file: string) => readFileSync(file, "utf8").split("\n");

describe("a JSONL file", () => {
  it("moves a torn last line aside on open, cuts the file back to its last complete line, and says so once", async () => {
    const dir = tempDir();
    const file = join(dir, "contact.jsonl");
    writeFileSync(file, `${JSON.stringify(record(1))}\n{"id":"id-2","receivedAt":"2026-11`);
    const logged: string[] = [];
    const jsonl = await JsonlFile.open(file, { log: (line) => logged.push(line), now: () => Date.UTC(2026, 10, 25) });
    expect(lines(file)).toEqual([JSON.stringify(record(1)), ""]);
    expect(readFileSync(join(dir, "contact.jsonl.torn-2026-11-25T00-00-00-000Z"), "utf8")).toBe(
      '{"id":"id-2","receivedAt":"2026-11',
    );
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/contact\.jsonl ended in a torn line .* moved it to contact\.jsonl\.torn-/);
    // The next record starts on a line of its own.
    await jsonl.append(record(3));
    expect((await jsonl.read()).records).toEqual([record(1), record(3)]);
    await jsonl.close();
  });

  it("reports each line it cannot read with the file's name and the line's number, and reads the rest", async () => {
    const dir = tempDir();
    const file = join(dir, "contact.jsonl");
    writeFileSync(file, [JSON.stringify(record(1)), "{not json", "[1,2]", JSON.stringify(record(4)), ""].join("\n"));
    const { records, problems } = await JsonlFile.forReading(file).read();
    expect(records).toEqual([record(1), record(4)]);
    expect(problems.map((problem) => problem.where)).toEqual(["contact.jsonl line 2", "contact.jsonl line 3"]);
    expect(problems[0]?.reason).toMatch(/not JSON/);
    expect(problems[1]?.reason).toBe("not a JSON object");
  });

  it("on a write that stops short, cuts the file back, rejects naming the cause, and stores the next line whole", async () => {
    const dir = tempDir();
    const file = join(dir, "contact.jsonl");
    let full = false;
    // The disk takes 10 bytes of the line, then reports itself full: what Linux does at ENOSPC.
    const write: WriteFunction = async (handle, buffer, offset, length) => {
      if (!full) return (await handle.write(buffer, offset, length)).bytesWritten;
      if (offset > 0) throw Object.assign(new Error("ENOSPC: no space left on device"), { code: "ENOSPC" });
      return (await handle.write(buffer, offset, Math.min(10, length))).bytesWritten;
    };
    const jsonl = await JsonlFile.open(file, { write });
    await jsonl.append(record(1));
    full = true;
    const failure = await jsonl.append(record(2)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StoreUnavailable);
    expect((failure as Error).message).toMatch(/no space left on the disk holding DATA_DIR \(ENOSPC\)/);
    expect(readFileSync(file, "utf8")).toBe(`${JSON.stringify(record(1))}\n`);
    full = false;
    await jsonl.append(record(3));
    expect(await jsonl.read()).toEqual({ records: [record(1), record(3)], problems: [] });
    await jsonl.close();
  });

  it("fails a write that makes no progress instead of retrying it forever", async () => {
    const dir = tempDir();
    const jsonl = await JsonlFile.open(join(dir, "contact.jsonl"), { write: async () => 0 });
    await expect(jsonl.append(record(1))).rejects.toThrow(/short write: 0 of \d+ bytes/);
    expect(statSync(join(dir, "contact.jsonl")).size).toBe(0);
    await jsonl.close();
  });
});

describe("the JSONL store", () => {
  it("refuses a second server on the same DATA_DIR, naming DATABASE_URL, and lets one start once the first closed", async () => {
    const dir = tempDir();
    const first = await openJsonlStore(dir);
    expect(readFileSync(join(dir, LOCK_FILE), "utf8").trim()).toBe(String(process.pid));
    await expect(openJsonlStore(dir)).rejects.toThrow(/in use by another server .*set DATABASE_URL/);
    await first.close();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    await opened(dir);
  });

  it("refuses a DATA_DIR held by another running process, and takes over a lock its dead holder left", async () => {
    const dir = tempDir();
    const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], {
      encoding: "utf8",
    });
    writeFileSync(join(dir, LOCK_FILE), `${child.stdout}\n`); // that process has exited
    const store = await opened(dir);
    expect(readFileSync(join(dir, LOCK_FILE), "utf8").trim()).toBe(String(process.pid));
    await store.close();
    writeFileSync(join(dir, LOCK_FILE), "1\n"); // pid 1 is always running
    await expect(openJsonlStore(dir)).rejects.toThrow(/pid 1\b.*DATABASE_URL/);
  });

  it("refuses to start on a DATA_DIR it cannot write, saying so", async () => {
    const dir = tempDir();
    writeFileSync(join(dir, "not-a-directory"), "");
    await expect(openJsonlStore(join(dir, "not-a-directory", "data"))).rejects.toThrow(
      /DATA_DIR .* cannot be created or written/,
    );
  });

  it("keeps the secret in DATA_DIR/newsletter-secret, readable by its owner only", async () => {
    const dir = tempDir();
    const store = await opened(dir);
    const secret = await store.secret("newsletter-secret");
    expect(readFileSync(join(dir, "newsletter-secret"), "utf8").trim()).toBe(secret);
    expect(statSync(join(dir, "newsletter-secret")).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir).filter((name) => name.includes("newsletter-secret."))).toEqual([]);
  });

  it("creates its data files, the lock and a rewritten file readable by the server's user only (mode 0600)", async () => {
    const dir = tempDir();
    const store = await opened(dir);
    await store.contacts.add({ ...record(1), email: "ada@example.com" });
    await store.held.add({ ...record(2), verdict: { score: 1, reasons: ["test"] } });
    await store.once("a mark", new Date(Date.now() + 60_000));
    await store.personal.erase("ada@example.com");
    const files = readdirSync(dir);
    for (const name of [...DATA_FILES, LOCK_FILE]) {
      expect(files).toContain(name);
      expect({ name, mode: statSync(join(dir, name)).mode & 0o777 }).toEqual({ name, mode: 0o600 });
    }
  });

  it("reads while a server holds the DATA_DIR when opened read-only, and refuses writes then", async () => {
    const dir = tempDir();
    const server = await opened(dir);
    await server.contacts.add({ ...record(1) });
    const reader = await openJsonlStore(dir, { readOnly: true });
    expect((await reader.contacts.read()).records).toEqual([record(1)]);
    await expect(reader.contacts.add({ ...record(2) })).rejects.toThrow(/read-only/);
    await reader.close();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
  });

  it("forgets rate-limit keys once their window has passed (an injected clock)", async () => {
    let now = 0;
    const store = await opened(tempDir(), { now: () => now });
    expect(await store.rateLimit.hit("k", 2, 60_000)).toBe(0);
    now = 10_000;
    expect(await store.rateLimit.hit("k", 2, 60_000)).toBe(0);
    expect(await store.rateLimit.hit("k", 2, 60_000)).toBe(50);
    // The refused request counts too: the key is under its limit once the last two have left the window.
    now = 60_001;
    expect(await store.rateLimit.hit("k", 2, 60_000)).toBe(10);
    now = 130_001;
    expect(await store.rateLimit.hit("k", 2, 60_000)).toBe(0);
  });
});
