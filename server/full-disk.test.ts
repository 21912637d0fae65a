// @vitest-environment node
/**
 * A full disk, for real (docs/decisions/0113-one-store-interface.md): DATA_DIR on a small tmpfs,
 * submissions posted until the disk refuses one. Nothing acknowledged is lost, no torn line is left, the
 * visitor gets a 503 that keeps what they typed and names the email to write to instead, /healthz says
 * so, and once space is freed the next submission is stored on a line of its own. Where no file system
 * can be mounted (not root), the same test runs with an injected write that fills a byte budget, and
 * its name says so.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "../app/site";
import { tsxArgs } from "../scripts/tsx";
import { createApp } from "./app";
import { createCollectorRoutes } from "./collector";
import { createHealthCheck } from "./health";
import { watchStore } from "./store-watch";
import type { WriteFunction } from "./store/jsonl-file";
import { openJsonlStore } from "./store/jsonl";
import type { Store } from "./store/store";
import { CONTACT_FORM_HTML } from "./test-fixtures";

const FORM_PAGE = CONTACT_FORM_HTML;

/** Mounts a tmpfs of `size` at `dir`; false when this process may not (not root, or no mount). */
function mountTmpfs(dir: string, size: string): boolean {
  if (process.getuid?.() !== 0) return false;
  return spawnSync("mount", ["-t", "tmpfs", "-o", `size=${size},mode=0755`, "tmpfs", dir]).status === 0;
}

const parent = mkdtempSync(join(tmpdir(), "full-disk-"));
const dataDir = join(parent, "data");
mkdirSync(dataDir);
const mounted = mountTmpfs(dataDir, "128k");

/** Without a mount: the bytes appends may still write before the "disk" is full (ENOSPC, as Linux says). */
const budget = { left: 40_000 };
const budgetWrite: WriteFunction = async (handle, buffer, offset, length) => {
  if (budget.left <= 0) throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
  const taken = Math.min(length, budget.left);
  budget.left -= taken;
  return (await handle.write(buffer, offset, taken)).bytesWritten;
};

let store: Store;
let server: Server;
let base: string;
const logged: string[] = [];

beforeAll(async () => {
  // Ballast: space the test frees once the disk is full.
  if (mounted) writeFileSync(join(dataDir, "ballast"), Buffer.alloc(48 * 1024, 1));
  store = await openJsonlStore(dataDir, mounted ? {} : { write: budgetWrite });
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
  // About 3 KB a line: the disk fills within a few dozen posts, mid-line more often than not.
  message: `Message ${n}: ${"a full disk must not lose this lead. ".repeat(80).trim()}`,
  privacy: "yes",
});
const post = (values: Record<string, string>, json = true) =>
  fetch(`${base}/api/contact`, {
    method: "POST",
    headers: json ? { Accept: "application/json" } : {},
    body: new URLSearchParams(values),
  });
const storedLines = () => readFileSync(join(dataDir, "contact.jsonl"), "utf8");

describe(
  mounted
    ? "a full disk (a real 128 KB tmpfs as DATA_DIR)"
    : "a full disk (not root: an injected write that fills a byte budget, no tmpfs)",
  () => {
    it("loses nothing acknowledged, leaves no torn line, answers 503 with the typed input and the email, and recovers", async () => {
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

      // Every line complete and readable, and exactly the acknowledged ones.
      const text = storedLines();
      expect(text.endsWith("\n")).toBe(true);
      const lines = text.slice(0, -1).split("\n");
      expect(lines.map((line) => (JSON.parse(line) as { message: string }).message)).toEqual(acknowledged);
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
        store: { kind: "jsonl", location: dataDir, writable: false },
        outbox: { waiting: 0, stuck: 0 },
      });
      expect(storedLines()).toBe(text);
      // The operator is told once, however many posts were refused.
      expect(logged.filter((line) => /writes are failing/.test(line))).toHaveLength(1);
      if (mounted) expect(logged.join("\n")).toMatch(/no space left on the disk holding DATA_DIR \(ENOSPC\)/);

      // Space freed: the next submission is stored whole, on a line of its own; /healthz is healthy again.
      if (mounted) unlinkSync(join(dataDir, "ballast"));
      else budget.left = 1_000_000;
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      expect(logged.filter((line) => /writes work again/.test(line))).toHaveLength(1);
      expect((await post(fields(1000))).status).toBe(200);
      const after = storedLines().slice(0, -1).split("\n");
      expect(after).toHaveLength(acknowledged.length + 1);
      expect((JSON.parse(after.at(-1) ?? "") as { message: string }).message).toBe(fields(1000).message);
    });

    it("refuses a second server on the same DATA_DIR at start, saying to use DATABASE_URL", () => {
      const second = spawnSync(process.execPath, tsxArgs("server/main.ts"), {
        env: { ...process.env, DATA_DIR: dataDir, PORT: "0", NODE_ENV: "production" },
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(second.status).toBe(1);
      expect(second.stderr).toMatch(
        /Cannot start: DATA_DIR .* is in use by another server \(pid \d+.*set DATABASE_URL/,
      );
    });
  },
);
