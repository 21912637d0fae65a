// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openPostgresStore } from "../server/store/postgres";
import { startPostgres } from "./postgres";
import { tsxArgs } from "./tsx";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs `npm run inbox` on a DATA_DIR holding `files`. */
function inbox(files: Record<string, string>, ...args: string[]) {
  const dataDir = mkdtempSync(join(tmpdir(), "inbox-"));
  dirs.push(dataDir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dataDir, name), text);
  const run = spawnSync(process.execPath, tsxArgs("scripts/inbox.ts", ...args), {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe("npm run inbox", () => {
  // A Node process with tsx per run, on a busy machine.
  it("names each line it cannot read (file and line) on stderr and exits 1, printing the rest", () => {
    const run = inbox({
      "contact.jsonl": '{"id":"1","name":"Asha"}\n{"id":"2","na\n{"id":"3","name":"Ravi"}\n',
    });
    expect(run.stdout.trim().split("\n")).toEqual(['{"id":"1","name":"Asha"}', '{"id":"3","name":"Ravi"}']);
    expect(run.stderr).toMatch(/could not read contact\.jsonl line 2: /);
    expect(run.status).toBe(1);
  }, 30_000);

  it("exits 0 when every stored line reads, for the newsletter too", () => {
    const run = inbox(
      {
        "newsletter.jsonl":
          '{"event":"subscribe","email":"ada@example.com","receivedAt":"2026-11-20T09:00:00.000Z","id":"n1"}\n',
      },
      "--newsletter",
    );
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toMatchObject({ email: "ada@example.com" });
    expect(run.status).toBe(0);
  }, 30_000);

  it("says so when DATA_DIR does not exist, or the database cannot be reached, in one line, and exits 1", () => {
    const missing = join(tmpdir(), "inbox-no-such-directory");
    for (const env of [
      { DATA_DIR: missing, DATABASE_URL: "" },
      { DATA_DIR: missing, DATABASE_URL: "postgres://nobody:secret@127.0.0.1:1/brightlane" },
    ]) {
      const run = spawnSync(process.execPath, tsxArgs("scripts/inbox.ts"), {
        env: { ...process.env, ...env },
        encoding: "utf8",
      });
      expect(run.status).toBe(1);
      expect(run.stdout).toBe("");
      expect(run.stderr.trim().split("\n")).toHaveLength(1);
      expect(run.stderr).toMatch(env.DATABASE_URL ? /127\.0\.0\.1:1\/brightlane/ : /does not exist/);
      expect(run.stderr).not.toContain("secret");
    }
  }, 30_000);

  it("lists what a PostgreSQL store holds when DATABASE_URL is set, the newsletter too", async () => {
    const database = await startPostgres();
    try {
      const store = await openPostgresStore(database.url);
      await store.contacts.add({ id: "c1", receivedAt: "2026-11-25T09:00:00.000Z", name: "Asha" });
      await store.newsletter.add({
        id: "n1",
        event: "subscribe",
        email: "ada@example.com",
        receivedAt: "2026-11-25T09:01:00.000Z",
        optIn: "single",
      });
      await store.close();
      const env = { ...process.env, DATABASE_URL: database.url, DATA_DIR: join(tmpdir(), "inbox-unused") };
      const contacts = spawnSync(process.execPath, tsxArgs("scripts/inbox.ts"), { env, encoding: "utf8" });
      expect(contacts.status).toBe(0);
      expect(JSON.parse(contacts.stdout)).toMatchObject({ id: "c1", name: "Asha" });
      const newsletter = spawnSync(process.execPath, tsxArgs("scripts/inbox.ts", "--newsletter"), {
        env,
        encoding: "utf8",
      });
      expect(newsletter.status).toBe(0);
      expect(JSON.parse(newsletter.stdout)).toMatchObject({ email: "ada@example.com", status: "single opt-in" });
    } finally {
      await database.stop();
    }
  }, 60_000);
});
