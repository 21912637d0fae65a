// @vitest-environment node
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openSqlStore, SQLITE_FILE } from "../server/store/sql";
import type { HeldRecord, Store } from "../server/store/store";
import { freePort } from "./ports";
import { startPostgres } from "../tests/support/postgres";
import { runScript, tsxArgs } from "./tsx";

const dirs: string[] = [];
const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs `npm run inbox` on a DATA_DIR whose store `seed` filled. */
async function inbox(
  seed: (store: Store & { db: Awaited<ReturnType<typeof openSqlStore>>["db"] }) => Promise<unknown>,
  ...args: string[]
) {
  const dataDir = mkdtempSync(join(tmpdir(), "inbox-"));
  dirs.push(dataDir);
  const store = await openSqlStore(join(dataDir, SQLITE_FILE));
  await seed(store);
  await store.close();
  const run = spawnSync(process.execPath, tsxArgs("scripts/inbox.ts", ...args), {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe("npm run inbox", () => {
  // A Node process with tsx per run, on a busy machine.
  it("names each row it cannot read (table and row) on stderr and exits 1, printing the rest", async () => {
    const run = await inbox(async (store) => {
      await store.contacts.add({ id: "1", receivedAt: "2026-11-25T09:00:00.000Z", name: "Asha" });
      await store.db.insertInto("contacts").values({ id: "2", record: '{"id":"2","na' }).execute();
      await store.contacts.add({ id: "3", receivedAt: "2026-11-25T09:01:00.000Z", name: "Ravi" });
    });
    expect(
      run.stdout
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line).name),
    ).toEqual(["Asha", "Ravi"]);
    expect(run.stderr).toMatch(/could not read contacts row 2: /);
    expect(run.status).toBe(1);
  }, 30_000);

  it("--csv writes no raw control byte and no live formula, whatever was stored", async () => {
    const run = await inbox(
      (store) =>
        store.contacts.add({
          id: "1",
          receivedAt: "2026-11-25T09:00:00.000Z",
          name: "\tAsha",
          company: "\r=HYPERLINK(1)",
          phone: "+44 1",
          message: "Hello\u0000 there\r\nsecond line\twith a tab\u001b",
        }),
      "--csv",
    );
    expect(run.status).toBe(0);
    // Only a message's own line breaks and tabs, inside quoted cells.
    expect(run.stdout).not.toMatch(/(?![\n\t])\p{Cc}/u);
    const row = run.stdout.split("\n").slice(1).join("\n");
    expect(row).toContain(`"'\tAsha"`);
    expect(row).toContain(`"'\n=HYPERLINK(1)"`);
    expect(row).toContain(`"'+44 1"`);
    expect(row).toContain(`"Hello\\x00 there\nsecond line\twith a tab\\x1b"`);
  }, 30_000);

  it("exits 0 when every stored row reads, for the newsletter too", async () => {
    const run = await inbox(
      (store) =>
        store.newsletter.add({
          event: "subscribe",
          email: "ada@example.com",
          receivedAt: "2026-11-20T09:00:00.000Z",
          id: "n1",
        }),
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
      const store = await openSqlStore(database.url);
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

/** Runs `npm run inbox` without blocking this process (a webhook receiver here answers meanwhile). */
function inboxAsync(env: Record<string, string>, ...args: string[]) {
  return runScript("scripts/inbox.ts", { DATABASE_URL: "", ...env }, ...args);
}

/** A local webhook receiver keeping each JSON body. */
async function webhook() {
  const bodies: { kind: string; submission: Record<string, unknown> }[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      bodies.push(JSON.parse(body) as (typeof bodies)[number]);
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, bodies };
}

const heldRecord: HeldRecord = {
  id: "h1",
  receivedAt: "2026-11-25T09:00:00.000Z",
  name: "Asha Rao",
  email: "asha@example.com",
  subject: "project",
  message: "Our current site is at www.example-retail.example, can you rebuild it?",
  privacy: true,
  verdict: { score: 5, reasons: ["no proof-of-work (no JavaScript, or a script)", "1 link"] },
};

/** Polls `check` until it holds (a delivery runs after the answer). */
async function until(what: string, check: () => boolean, ms = 15_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("npm run inbox: messages held as likely spam", () => {
  it("--spam lists them with their reasons (--csv in two columns); the normal listing leaves them out", async () => {
    const files = (store: Store) => store.held.add(heldRecord);
    const listed = await inbox(files, "--spam");
    expect(listed.status).toBe(0);
    expect(JSON.parse(listed.stdout)).toMatchObject({
      id: "h1",
      verdict: { score: 5, reasons: heldRecord.verdict.reasons },
    });
    const csv = await inbox(files, "--spam", "--csv");
    expect(csv.stdout).toContain('"score","reasons"');
    expect(csv.stdout).toContain('"5","no proof-of-work (no JavaScript, or a script); 1 link"');
    const contacts = await inbox(files);
    expect(contacts.stdout).toBe("");
    expect(contacts.stderr).toMatch(/No contact submissions/);
  }, 30_000);

  it("--release stores one as a normal message and queues its notification, with no server running", async () => {
    const hook = await webhook();
    const dataDir = mkdtempSync(join(tmpdir(), "inbox-release-"));
    dirs.push(dataDir);
    const store = await openSqlStore(join(dataDir, SQLITE_FILE));
    await store.held.add(heldRecord);
    await store.close();
    const env = { DATA_DIR: dataDir, NOTIFY_WEBHOOK_URL: hook.url };
    const unknown = await inboxAsync(env, "--release", "no-such-id");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/no held message has the id no-such-id/);
    const released = await inboxAsync(env, "--release", "h1");
    expect(released.stderr).toMatch(/released h1/);
    expect(released.status).toBe(0);
    expect(JSON.parse(released.stdout)).toMatchObject({ id: "h1", name: "Asha Rao" });
    expect(JSON.parse(released.stdout)).not.toHaveProperty("verdict");
    const reopened = await openSqlStore(join(dataDir, SQLITE_FILE));
    expect((await reopened.contacts.read()).records).toMatchObject([{ id: "h1", message: heldRecord.message }]);
    expect((await reopened.held.read()).records).toEqual([]);
    await reopened.close();
    // Sent by the command itself here (no server to do it), in the outbox first.
    expect(hook.bodies).toMatchObject([{ kind: "contact", submission: { id: "h1", name: "Asha Rao" } }]);
  }, 30_000);

  it("--release works beside the running server, with no PORT or token: stored once, notified once", async () => {
    const hook = await webhook();
    const siteRoot = mkdtempSync(join(tmpdir(), "inbox-site-"));
    const dataDir = mkdtempSync(join(tmpdir(), "inbox-data-"));
    dirs.push(siteRoot, dataDir);
    writeFileSync(join(siteRoot, "index.html"), "<!doctype html><html><body>Brightlane</body></html>");
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", NOTIFY_WEBHOOK_URL: hook.url };
    const server: ChildProcess = spawn(process.execPath, tsxArgs("server/main.ts"), {
      env: { ...process.env, NODE_ENV: "production", SITE_ROOT: siteRoot, DATABASE_URL: "", ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    closers.push(() => server.kill("SIGKILL"));
    let log = "";
    server.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
    await until("the server to start", () => /Site on http/.test(log), 30_000);
    // A message with a shortened link from a script without the proof-of-work: held, answered as any other.
    const answer = await fetch(`http://127.0.0.1:${port}/api/contact`, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: new URLSearchParams({
        name: "Ravi",
        email: "ravi@example.com",
        subject: "general",
        message: "My portfolio: bit.ly/ravi-portfolio",
        privacy: "yes",
      }),
    });
    expect(await answer.json()).toEqual({ ok: true });
    const listed = await inboxAsync(env, "--spam");
    const held = JSON.parse(listed.stdout) as HeldRecord;
    expect(held.verdict.reasons).toContain("URL shortener (bit.ly)");
    // The team's held notice lists it; it is not sent on as a message.
    await until("the held notice", () => hook.bodies.length > 0);
    expect(hook.bodies).toMatchObject([{ kind: "held", submission: { messages: [{ id: held.id }] } }]);

    const { PORT: _port, ...withoutPort } = env;
    const released = await inboxAsync(withoutPort, "--release", held.id);
    expect(released.status).toBe(0);
    await until("the released message's notification", () => hook.bodies.length > 1);
    // The command and the server both deliver the outbox: the lease lets one of them send it, once.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(hook.bodies.slice(1)).toMatchObject([{ kind: "contact", submission: { id: held.id, name: "Ravi" } }]);
    const listedAfter = await inboxAsync(withoutPort);
    expect(
      listedAfter.stdout
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line).id),
    ).toEqual([held.id]);
  }, 60_000);
});
