import Database from "better-sqlite3";
import { openTestStore } from "../tests/support/server-fixtures";
import type { IncomingMessage } from "node:http";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { clientAddress } from "./rate-limit";
import { SQLITE_FILE } from "./store/sql";
import type { Store } from "./store/store";

const request = (remoteAddress: string, forwarded?: string) =>
  ({
    headers: forwarded ? { "x-forwarded-for": forwarded } : {},
    socket: { remoteAddress },
  }) as unknown as IncomingMessage;

/** The store's rate limiter, on a clock the test moves. */
const stores: { store: Store; dir: string }[] = [];
async function limiter(clock: { now: number }) {
  const dir = mkdtempSync(join(tmpdir(), "rate-limit-"));
  const store = await openTestStore(dir, { now: () => clock.now });
  stores.push({ store, dir });
  return (key: string, limit = 2) => store.rateLimit.hit(key, limit, 60_000);
}

describe("the collector's rate limit", () => {
  afterEach(async () => {
    for (const { store, dir } of stores.splice(0)) {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("lets `limit` requests per key through in a window, then says how many seconds to wait", async () => {
    const clock = { now: 0 };
    const wait = await limiter(clock);
    expect(await wait("/api/contact 1.2.3.4")).toBe(0);
    clock.now += 10_000;
    expect(await wait("/api/contact 1.2.3.4")).toBe(0);
    expect(await wait("/api/contact 1.2.3.4")).toBe(50);
    // Another key has its own count.
    expect(await wait("/api/newsletter 1.2.3.4")).toBe(0);
    // The window is the key's own, from its first request: once it has passed, the count starts again
    // from this request, and a third one waits for the new window's end (refused ones count too).
    clock.now += 50_000;
    expect(await wait("/api/contact 1.2.3.4")).toBe(0);
    clock.now += 15_000;
    expect(await wait("/api/contact 1.2.3.4")).toBe(0);
    expect(await wait("/api/contact 1.2.3.4")).toBe(45);
    clock.now += 44_000;
    expect(await wait("/api/contact 1.2.3.4")).toBe(1);
    clock.now += 1_000;
    expect(await wait("/api/contact 1.2.3.4")).toBe(0);
  });

  it("keeps one row per key however busy it is, so a busy address's posts cost what a quiet one's do", async () => {
    const clock = { now: Date.UTC(2026, 10, 28, 9) };
    const wait = await limiter(clock);
    for (let n = 0; n < 500; n++) await wait("/api/contact 198.51.100.7", 1000);
    await wait("/api/newsletter 198.51.100.7", 1000);
    const db = new Database(join(stores[0]!.dir, SQLITE_FILE), { readonly: true });
    const rows = db.prepare("SELECT count FROM rate_limits ORDER BY count").all();
    db.close();
    expect(rows).toEqual([{ count: 1 }, { count: 500 }]);
  });

  it("forgets its counts with docs/store.md's command for a restored backup", async () => {
    const wait = await limiter({ now: Date.now() });
    expect(await wait("/api/contact 203.0.113.9", 1)).toBe(0);
    expect(await wait("/api/contact 203.0.113.9", 1)).toBeGreaterThan(0);
    const command = /sqlite3 "\$DATA_DIR\/store\.sqlite" "(DELETE FROM [a-z_]+)"/.exec(
      readFileSync("docs/store.md", "utf8"),
    );
    expect(command?.[1]).toBeDefined();
    const db = new Database(join(stores[0]!.dir, SQLITE_FILE));
    db.exec(command![1]!);
    db.close();
    expect(await wait("/api/contact 203.0.113.9", 1)).toBe(0);
  });

  it("takes a key's own, lower limit (confirmation emails per address)", async () => {
    const wait = await limiter({ now: Date.now() });
    expect(await wait("confirmation-email a@example.com", 1)).toBe(0);
    expect(await wait("confirmation-email a@example.com", 1)).toBeGreaterThan(0);
  });

  it("trusts X-Forwarded-For only behind a proxy you trust", () => {
    const req = request("10.0.0.1", "203.0.113.7, 10.0.0.1");
    expect(clientAddress(req, false)).toBe("10.0.0.1");
    expect(clientAddress(req, true)).toBe("203.0.113.7");
    expect(clientAddress(request("10.0.0.1"), true)).toBe("10.0.0.1");
  });
});
