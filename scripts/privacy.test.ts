// @vitest-environment node
/**
 * `npm run privacy` end to end (docs/decisions/0120-requests-about-a-persons-data.md): on SQLite beside a running
 * server (`node --import tsx server/main.ts`) with no PORT or token, while other visitors keep posting and
 * `npm run store:transfer` writes into the same file, so two processes write one file at once and none of their writes
 * is lost or doubled; and on PostgreSQL. After an erase no file under DATA_DIR (read as bytes) and no row of any
 * table holds the address.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openSqlStore, SQLITE_FILE } from "../server/store/sql";
import { freePort } from "./ports";
import { startPostgres } from "../tests/support/postgres";
import { runScript, tsxArgs } from "./tsx";

const ADA = "ada.lovelace@example.com";
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const temp = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

/** Runs the command; resolves with its exit status and output. */
function privacy(env: Record<string, string>, ...args: string[]) {
  return runScript("scripts/privacy.ts", env, ...args);
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

describe("npm run privacy", () => {
  it("exports and erases an address beside the running server, with no PORT or token, losing or doubling none of the writes of the server and of another command meanwhile", async () => {
    const siteRoot = temp("privacy-site-");
    writeFileSync(join(siteRoot, "index.html"), "<!doctype html><html><body>Brightlane</body></html>");
    const dataDir = temp("privacy-data-");
    const port = await freePort();
    const env = { DATA_DIR: dataDir, DATABASE_URL: "", PORT: String(port), HOST: "127.0.0.1" };
    const server = spawn(process.execPath, tsxArgs("server/main.ts"), {
      env: {
        ...process.env,
        NODE_ENV: "production",
        SITE_ROOT: siteRoot,
        RATE_LIMIT: "1000",
        SPAM_BURST: "1000",
        ...env,
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    children.push(server);
    let log = "";
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the server did not start:\n${log}`)), 30_000);
      server.stderr?.on("data", (chunk: Buffer) => {
        log += chunk.toString("utf8");
        if (/Site on http/.test(log)) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    const base = `http://127.0.0.1:${port}`;
    const post = (path: string, fields: Record<string, string>) =>
      fetch(`${base}${path}`, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });
    const contact = (name: string, email: string) =>
      post("/api/contact", { name, email, subject: "general", message: `Hello from ${name}`, privacy: "yes" });

    expect((await contact("Ada", "Ada.Lovelace@Example.com")).status).toBeLessThan(400);
    expect((await post("/api/newsletter", { email: ADA })).status).toBeLessThan(400);
    expect((await contact("Bob", "bob@example.com")).status).toBeLessThan(400);

    // The commands get the store's place only: no PORT, no token.
    const commandEnv = { DATA_DIR: dataDir, DATABASE_URL: "", PORT: "" };
    const exported = await privacy(commandEnv, "--export", ADA);
    expect(exported.stderr).toBe("");
    expect(exported.status).toBe(0);
    const found = JSON.parse(exported.stdout) as { contacts: { name: string }[]; newsletter: { event: string }[] };
    expect(found.contacts.map((record) => record.name)).toEqual(["Ada"]);
    expect(found.newsletter.map((event) => event.event)).toEqual(["subscribe"]);

    // No operator endpoint on the server any more.
    expect([404, 405]).toContain((await fetch(`${base}/internal/privacy`, { method: "POST", body: "{}" })).status);

    // Old JSONL leads copied in by another process while the server stores posts and the erase runs.
    const old = temp("privacy-jsonl-");
    const copied = Array.from({ length: 40 }, (_, n) => ({
      id: `old-${n}`,
      receivedAt: new Date().toISOString(),
      name: `Old ${n}`,
      email: `old${n}@example.com`,
    }));
    writeFileSync(join(old, "contact.jsonl"), copied.map((record) => `${JSON.stringify(record)}\n`).join(""));
    const others = Array.from({ length: 12 }, (_, n) => `reader${n}@example.com`);
    const [erased, copy, ...posted] = await Promise.all([
      privacy(commandEnv, "--erase", ADA),
      runScript("scripts/store-transfer.ts", {}, "--from", `jsonl:${old}`, "--to", dataDir, "--merge"),
      ...others.map((email, n) => contact(`Reader ${n}`, email)),
    ]);
    expect(copy.status).toBe(0);
    expect(erased.stderr).toBe("");
    expect(JSON.parse(erased.stdout)).toEqual({ contacts: 1, newsletter: 1, outbox: 0 });
    for (const answer of posted) expect(answer.status).toBeLessThan(400);
    expect(log).not.toContain(ADA);

    const store = await openSqlStore(join(dataDir, SQLITE_FILE));
    const emails = (await store.contacts.read()).records.map((record) => record.email);
    expect(emails.sort()).toEqual(["bob@example.com", ...others, ...copied.map((record) => record.email)].sort());
    await store.close();
    for (const file of filesUnder(dataDir))
      expect(readFileSync(file).toString("latin1").toLowerCase()).not.toContain(ADA);
  }, 90_000);

  it("erases an address from PostgreSQL: no row of any table holds it afterwards", async () => {
    const cluster = await startPostgres();
    try {
      const url = await cluster.createDatabase();
      const store = await openSqlStore(url);
      await store.contacts.add({ id: "m1", receivedAt: new Date().toISOString(), name: "Ada", email: ADA });
      await store.contacts.add({
        id: "m2",
        receivedAt: new Date().toISOString(),
        name: "Bob",
        email: "bob@example.com",
      });
      await store.newsletter.add({ id: "n1", event: "subscribe", email: ADA, receivedAt: new Date().toISOString() });
      await store.outbox.queue({
        id: "m1.email",
        channel: "email",
        payload: { type: "notification", submission: { email: ADA } },
      });
      await store.close();
      const env = { DATABASE_URL: url };
      const exported = await privacy(env, "--export", "ADA.Lovelace@example.com");
      expect(JSON.parse(exported.stdout)).toMatchObject({
        email: ADA,
        contacts: [{ id: "m1" }],
        newsletter: [{ id: "n1" }],
      });
      const erased = await privacy(env, "--erase", ADA);
      expect(erased.status).toBe(0);
      expect(JSON.parse(erased.stdout)).toEqual({ contacts: 1, newsletter: 1, outbox: 1 });
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows: tables } = await client.query<{ name: string }>(
          "SELECT quote_ident(table_name) AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
        );
        let text = "";
        for (const { name } of tables)
          text += (await client.query<{ row: string }>(`SELECT t::text AS row FROM ${name} t`)).rows
            .map((row) => row.row)
            .join("\n");
        expect(text).toContain("bob@example.com");
        expect(text.toLowerCase()).not.toContain(ADA);
      } finally {
        await client.end();
      }
    } finally {
      await cluster.stop();
    }
  }, 120_000);
});
