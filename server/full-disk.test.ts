// @vitest-environment node
/**
 * A full disk, for real (docs/decisions/0140-sqlite-and-postgresql-through-kysely.md): the SQLite store opened on a
 * small tmpfs as DATA_DIR, then the disk filled to the last byte, and submissions posted until the store refuses
 * one. Nothing acknowledged is lost, the visitor gets a 503 that keeps what they typed and names the email to write
 * to instead, /healthz says so, and once space is freed the next submission is stored and `npm run inbox` reads
 * back every acknowledged one. Where no file system can be mounted (not root), SQLite's own size limit
 * (max_page_count) is the full disk, and the test's name says so.
 */
import { execFileSync, spawnSync } from "node:child_process";
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  statSync,
  truncateSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "../app/site";
import { runScript } from "../scripts/tsx";
import { sql } from "kysely";
import { createApp } from "./app";
import { createCollectorRoutes } from "./collector";
import { createHealthCheck } from "./health";
import { watchStore } from "./store-watch";
import { type Db, openSqlStore, SQLITE_FILE } from "./store/sql";
import type { Store } from "./store/store";
import { CONTACT_FORM_HTML } from "../tests/support/server-fixtures";

const FORM_PAGE = CONTACT_FORM_HTML;

/** Mounts a tmpfs of `size` at `dir`; false when this process may not (not root, or no mount). */
function mountTmpfs(dir: string, size: string): boolean {
  if (process.getuid?.() !== 0) return false;
  return spawnSync("mount", ["-t", "tmpfs", "-o", `size=${size},mode=0755`, "tmpfs", dir]).status === 0;
}

const parent = mkdtempSync(join(tmpdir(), "full-disk-"));
const dataDir = join(parent, "data");
mkdirSync(dataDir);
const mounted = mountTmpfs(dataDir, "1m");

/** Fills the disk holding DATA_DIR to its last byte, less `room`, with a ballast file the test removes to free space. */
function fillDisk(room: number) {
  const fd = openSync(join(dataDir, "ballast"), "w");
  const chunk = Buffer.alloc(4096, 1);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
  } finally {
    closeSync(fd);
  }
  truncateSync(join(dataDir, "ballast"), Math.max(0, statSync(join(dataDir, "ballast")).size - room));
}
/** Not root: the database may not grow past its size now (SQLite answers SQLITE_FULL, as on a full disk). */
const pageLimit = async (db: Db, more: number) => {
  const { rows } = await sql<{ page_count: number }>`PRAGMA page_count`.execute(db);
  await sql.raw(`PRAGMA max_page_count = ${(rows[0]?.page_count ?? 0) + more}`).execute(db);
};

let store: Store;
let server: Server;
let base: string;
const logged: string[] = [];

beforeAll(async () => {
  store = await openSqlStore(join(dataDir, SQLITE_FILE));
  // The store exists first; then the disk fills up under it.
  // A few posts fit in what is left.
  if (mounted) fillDisk(256 * 1024);
  else await pageLimit((store as Store & { db: Db }).db, 16);
  const log = (line: string) => logged.push(line);
  const watch = watchStore(log);
  const routes = createCollectorRoutes({ store, watch, log, rateLimit: 10_000, page: () => FORM_PAGE });
  server = createServer(
    createApp({
      root: parent,
      postHandlers: routes.post,
      getHandlers: { "/healthz": createHealthCheck({ store, watch, buildId: "test" }) },
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await store?.close();
  if (mounted) execFileSync("umount", [dataDir]);
  rmSync(parent, { recursive: true, force: true });
});

const fields = (n: number) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  subject: "general",
  // About 3 KB a message: the disk fills within a few dozen posts.
  message: `Message ${n}: ${"a full disk must not lose this lead. ".repeat(80).trim()}`,
  privacy: "yes",
});
const post = (values: Record<string, string>, json = true) =>
  fetch(`${base}/api/contact`, {
    method: "POST",
    headers: json ? { Accept: "application/json" } : {},
    body: new URLSearchParams(values),
  });
const storedMessages = async () => (await store.contacts.read()).records.map((record) => record.message);

describe(
  mounted
    ? "a full disk (a real 1 MB tmpfs as DATA_DIR, filled after the store was made)"
    : "a full disk (not root: SQLite's max_page_count as the disk's size, no tmpfs)",
  () => {
    it("loses nothing acknowledged, answers 503 with the typed input and the email, and recovers; npm run inbox reads every acknowledged message back", async () => {
      const acknowledged: string[] = [];
      let refused: Response | undefined;
      for (let n = 0; n < 200 && !refused; n += 1) {
        const response = await post(fields(n));
        if (response.status === 200) acknowledged.push(fields(n).message);
        else refused = response;
      }
      expect(refused?.status).toBe(503);
      expect(refused?.headers.get("retry-after")).toBe("60");
      expect(await refused?.json()).toEqual({ ok: false, message: expect.stringContaining(site.email) as string });
      expect(acknowledged.length).toBeGreaterThan(3);

      // Exactly the acknowledged ones, each readable.
      expect(await storedMessages()).toEqual(acknowledged);
      expect(await store.contacts.read()).toMatchObject({ problems: [] });

      // Without JavaScript: the form again, with everything typed and where to write instead.
      const typed = fields(999);
      const page = await post(typed, false);
      expect(page.status).toBe(503);
      const html = await page.text();
      expect(html).toContain(`value="${typed.name}"`);
      expect(html).toContain(`value="${typed.email}"`);
      expect(html).toContain(typed.message);
      expect(html).toContain(site.email);
      expect(html).toContain("everything you typed is still here");

      const health = await fetch(`${base}/healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({
        status: "unavailable",
        store: { kind: "sqlite", location: join(dataDir, SQLITE_FILE), writable: false },
        outbox: { waiting: 0, stuck: 0 },
      });
      expect(await storedMessages()).toEqual(acknowledged);
      // The operator is told once, however many posts were refused, in words to act on.
      expect(logged.filter((line) => /writes are failing/.test(line))).toHaveLength(1);
      expect(logged.join("\n")).toMatch(/no space left on the disk holding it \((SQLITE_FULL|ENOSPC)\)/);

      // Space freed: the next submission is stored; /healthz is healthy again.
      if (mounted) unlinkSync(join(dataDir, "ballast"));
      else await pageLimit((store as Store & { db: Db }).db, 1_000_000);
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      expect(logged.filter((line) => /writes work again/.test(line))).toHaveLength(1);
      expect((await post(fields(1000))).status).toBe(200);
      // Read back by the operator's command, a process of its own beside this server.
      const inbox = await runScript("scripts/inbox.ts", { DATA_DIR: dataDir, DATABASE_URL: "" });
      expect(inbox.status).toBe(0);
      const listed = inbox.stdout
        .trim()
        .split("\n")
        .map((line) => (JSON.parse(line) as { message: string }).message);
      expect(listed).toEqual([...acknowledged, fields(1000).message]);
      console.log(
        `full disk (${mounted ? "tmpfs" : "max_page_count"}): ${acknowledged.length} acknowledged, then 503; all ${listed.length} read back by npm run inbox after freeing space`,
      );
    }, 60_000);
  },
);
