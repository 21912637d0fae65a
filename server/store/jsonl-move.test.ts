// @vitest-environment node
/**
 * Moving from the JSONL files (docs/decisions/0141-moving-from-the-jsonl-files.md), on a DATA_DIR the previous
 * release wrote: its own JSONL store, taken from git history (the last commit that had it), fills a directory
 * with every kind of record, as a server would have. `npm start`'s store (openStore) then imports it once,
 * saying so in one line, losing nothing (contact and held messages, newsletter events, unsent notifications with
 * their failures, erasures, secrets) and leaving the files as they were; a torn last line is set aside. Where the
 * SQLite file already holds other data, it refuses, printing the store:transfer command, which then does the move.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runScript } from "../../scripts/tsx";
import { JSONL_FILES } from "./jsonl-read";
import { openStore } from "./open";
import { openSqlStore, SQLITE_FILE } from "./sql";
import type { Store } from "./store";

/** The last commit with the JSONL store. */
const PREVIOUS_RELEASE = "3ee5f289704125394cd22986ccc9248f53cdf8fa";
const here = fileURLToPath(new URL(".", import.meta.url));
/** The previous release's store modules, beside server/store/ so that their imports (../newsletter, ../pid) resolve. */
const previous = join(here, "..", `store-previous-${process.pid}`);
const dirs: string[] = [];
afterAll(() => {
  rmSync(previous, { recursive: true, force: true });
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

interface PreviousStore extends Omit<Store, "kind" | "erasures"> {
  kind: "jsonl";
}
let openJsonlStore: (dir: string) => Promise<PreviousStore>;
beforeAll(async () => {
  mkdirSync(previous);
  for (const name of ["jsonl.ts", "jsonl-file.ts", "jsonl-outbox.ts", "store.ts"])
    writeFileSync(
      join(previous, name),
      execFileSync("git", ["show", `${PREVIOUS_RELEASE}:server/store/${name}`], { cwd: here, encoding: "utf8" }),
    );
  ({ openJsonlStore } = (await import(/* @vite-ignore */ join(previous, "jsonl.ts"))) as {
    openJsonlStore: typeof openJsonlStore;
  });
});

/** A DATA_DIR as the previous release's server left it: a bit of everything, and an erased address. */
async function previousDataDir() {
  const dir = mkdtempSync(join(tmpdir(), "jsonl-move-"));
  dirs.push(dir);
  const old = await openJsonlStore(dir);
  for (let n = 0; n < 5; n += 1)
    await old.contacts.add({
      id: `c${n}`,
      receivedAt: `2026-11-2${n}T09:00:00.000Z`,
      name: `Visitor ${n}`,
      email: `v${n}@example.com`,
    });
  await old.contacts.add({
    id: "gone",
    receivedAt: "2026-11-20T09:00:00.000Z",
    name: "Erased",
    email: "erased@example.com",
  });
  await old.held.add({
    id: "h1",
    receivedAt: "2026-11-25T09:00:00.000Z",
    name: "Maybe",
    verdict: { score: 7, reasons: ["link"] },
  });
  await old.held.add({
    id: "h2",
    receivedAt: "2026-11-25T09:01:00.000Z",
    name: "Genuine",
    verdict: { score: 5, reasons: ["link"] },
  });
  await old.held.release("h2");
  await old.newsletter.add({
    id: "n1",
    event: "subscribe",
    email: "ada@example.com",
    receivedAt: "2026-11-25T09:00:00.000Z",
    confirmed: false,
  });
  await old.newsletter.add({
    id: "n2",
    event: "confirm",
    email: "ada@example.com",
    receivedAt: "2026-11-25T09:05:00.000Z",
  });
  await old.outbox.queue({ id: "c1.email", channel: "email", payload: { type: "notification", kind: "contact" } });
  await old.outbox.queue({ id: "c2.webhook", channel: "webhook", payload: { type: "notification", kind: "contact" } });
  await old.outbox.failed("c2.webhook", "HTTP 502", new Date("2026-11-26T10:00:00.000Z"));
  await old.outbox.queue({ id: "c0.email", channel: "email", payload: { type: "notification" } });
  await old.outbox.sent("c0.email");
  await old.once("challenge abc", new Date(Date.now() + 3_600_000));
  await old.personal.erase("erased@example.com");
  const newsletterSecret = await old.secret("newsletter-secret");
  const challengeSecret = await old.secret("challenge-secret");
  await old.close();
  // A power cut mid-append: never acknowledged.
  appendFileSync(join(dir, "contact.jsonl"), '{"id":"torn","name":"Half a li');
  return { dir, newsletterSecret, challengeSecret };
}

const hashes = (dir: string) =>
  Object.fromEntries(
    JSONL_FILES.map((name) => [
      name,
      createHash("sha256")
        .update(readFileSync(join(dir, name)))
        .digest("hex"),
    ]),
  );

describe("moving a DATA_DIR of JSONL files from the previous release", () => {
  it("imports it once at start, saying so in one line, losing no record, leaving the files as they were", async () => {
    const { dir, newsletterSecret, challengeSecret } = await previousDataDir();
    const before = hashes(dir);
    const log: string[] = [];
    const store = await openStore({ DATA_DIR: dir, DATABASE_URL: "" }, { log: (line) => log.push(line) });
    try {
      expect(log.filter((line) => line.startsWith("Store: imported"))).toEqual([
        expect.stringMatching(
          /imported the JSONL files in .* once \(6 messages, 1 held, 2 newsletter events, 2 unsent notifications, 1 erasures, 2 secrets\); the files are left as they were/,
        ) as string,
      ]);
      expect(log.join("\n")).toMatch(/contact\.jsonl ends in a torn line .* copied to .*contact\.jsonl\.torn-/);
      expect((await store.contacts.read()).records.map((record) => record.id)).toEqual([
        "c0",
        "c1",
        "c2",
        "c3",
        "c4",
        "h2",
      ]);
      expect((await store.held.read()).records).toMatchObject([{ id: "h1", verdict: { score: 7 } }]);
      expect(await store.newsletter.subscriber("ada@example.com")).toMatchObject({ status: "confirmed" });
      expect((await store.outbox.pending()).map((item) => item.id)).toEqual(["c1.email", "c2.webhook"]);
      expect(await store.erasures.read()).toMatchObject([
        { hash: createHash("sha256").update("erased@example.com").digest("hex"), contacts: 1 },
      ]);
      expect(await store.storedSecret("newsletter-secret")).toBe(newsletterSecret);
      expect(await store.storedSecret("challenge-secret")).toBe(challengeSecret);
    } finally {
      await store.close();
    }
    expect(hashes(dir)).toEqual(before);
    expect(readdirSync(dir).filter((name) => name.startsWith("contact.jsonl.torn-"))).toHaveLength(1);
    // Started again: nothing imported twice.
    const again: string[] = [];
    const reopened = await openStore({ DATA_DIR: dir, DATABASE_URL: "" }, { log: (line) => again.push(line) });
    expect((await reopened.contacts.read()).records).toHaveLength(6);
    await reopened.close();
    expect(again.filter((line) => line.startsWith("Store: imported"))).toEqual([]);
  }, 60_000);

  it("refuses to start when the SQLite file already holds other data, printing the store:transfer command that moves it", async () => {
    const { dir } = await previousDataDir();
    const sqlite = await openSqlStore(join(dir, SQLITE_FILE));
    await sqlite.contacts.add({ id: "new", receivedAt: "2026-11-26T09:00:00.000Z", name: "Since" });
    await sqlite.close();
    const refused = (await openStore({ DATA_DIR: dir, DATABASE_URL: "" }).catch((error: unknown) => error)) as Error;
    const command = /npm run store:transfer -- (.*)$/.exec(refused.message)?.[1];
    expect(command).toBe(`--from jsonl:${dir} --to ${join(dir, SQLITE_FILE)} --merge`);
    const copy = await runScript("scripts/store-transfer.ts", {}, ...(command ?? "").split(" "));
    expect(copy.status).toBe(0);
    const store = await openStore({ DATA_DIR: dir, DATABASE_URL: "" });
    expect((await store.contacts.read()).records.map((record) => record.id).sort()).toEqual(
      ["c0", "c1", "c2", "c3", "c4", "h2", "new"].sort(),
    );
    await store.close();
  }, 60_000);
});
