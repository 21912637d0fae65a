// @vitest-environment node
/**
 * One server per SQLite file, end to end (server/store/server-lock.ts): real `npm start` processes
 * (`node --import tsx server/main.ts`) on one DATA_DIR. A second server is refused in one line while the first
 * keeps serving; a SIGKILLed server's lock is taken over by the next; `npm run inbox` works beside the server.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../scripts/ports";
import { runScript, tsxArgs } from "../scripts/tsx";
import { serverLockFile } from "./store/server-lock";
import { SQLITE_FILE } from "./store/sql";
import { CONTACT_FORM_HTML } from "../tests/support/server-fixtures";

const parent = mkdtempSync(join(tmpdir(), "one-server-"));
const siteRoot = join(parent, "site");
const children: ChildProcess[] = [];

beforeAll(() => {
  mkdirSync(join(siteRoot, "contact"), { recursive: true });
  writeFileSync(join(siteRoot, "index.html"), "<!doctype html><html><body>Brightlane</body></html>");
  writeFileSync(
    join(siteRoot, "contact", "index.html"),
    `<!doctype html><html><body>${CONTACT_FORM_HTML}</body></html>`,
  );
});

afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  }
});

afterAll(() => rmSync(parent, { recursive: true, force: true }));

/** Starts a server on `dataDir`; resolves once it listens, or once it exits (with its status and log). */
async function startServer(dataDir: string, port?: number) {
  port ??= await freePort();
  const child = spawn(process.execPath, tsxArgs("server/main.ts"), {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_ROOT: siteRoot,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  children.push(child);
  let log = "";
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
  const status = await new Promise<number | null | "listening">((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server neither started nor exited in 30 s:\n${log}`)), 30_000);
    child.stderr?.on("data", () => {
      if (/Site on http/.test(log)) {
        clearTimeout(timer);
        resolve("listening");
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
  return { base: `http://127.0.0.1:${port}`, child, status, log: () => log };
}

const contact = new URLSearchParams({
  name: "Dana Whitfield",
  email: "dana@example.com",
  subject: "general",
  message: "We need a new site for our clinic by spring.",
  privacy: "yes",
});

describe("one server per SQLite file", () => {
  it("refuses a second server on the file in one line while the first serves, and inbox works beside it", async () => {
    const dataDir = join(parent, "refused");
    const first = await startServer(dataDir);
    expect(first.status).toBe("listening");
    const lock = serverLockFile(join(dataDir, SQLITE_FILE));
    expect(statSync(lock).mode & 0o777).toBe(0o600);

    const second = await startServer(dataDir);
    expect(second.status).not.toBe("listening");
    expect(second.status).not.toBe(0);
    const refusal = second
      .log()
      .split("\n")
      .filter((line) => /in use by another server/.test(line));
    expect(refusal).toHaveLength(1);
    expect(refusal[0]).toContain(join(dataDir, SQLITE_FILE));
    expect(refusal[0]).toContain(`pid ${first.child.pid}`);
    expect(refusal[0]).toMatch(/another DATA_DIR/);
    expect(refusal[0]).toMatch(/DATABASE_URL/);

    // The first server still answers and stores; the command reads it beside the server.
    const stored = await fetch(`${first.base}/api/contact`, {
      method: "POST",
      body: contact,
      headers: { Accept: "application/json" },
    });
    expect(stored.status).toBe(200);
    const inbox = await runScript("scripts/inbox.ts", { DATA_DIR: dataDir, DATABASE_URL: "" });
    expect(inbox.status).toBe(0);
    expect(inbox.stdout).toContain("Dana Whitfield");
    expect((await fetch(first.base)).status).toBe(200);
  }, 90_000);

  it("refuses a port in use in one line, before it touches the store", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const { port } = taken.address() as AddressInfo;
    try {
      const dataDir = join(parent, "busy-port");
      const refused = await startServer(dataDir, port);
      expect(refused.status).toBe(1);
      expect(refused.log().trim().split("\n")).toEqual([
        expect.stringMatching(new RegExp(`^\\S+ Port ${port} is in use: .*Stop it, or set PORT to a free port\\.$`)),
      ]);
      expect(existsSync(join(dataDir, SQLITE_FILE))).toBe(false);
    } finally {
      taken.close();
    }
  }, 60_000);

  it("lets one of two servers started at once on one file serve, and refuses the other in one line", async () => {
    const dataDir = join(parent, "together");
    for (let round = 0; round < 3; round++) {
      const pair = await Promise.all([startServer(dataDir), startServer(dataDir)]);
      expect(pair.map((server) => server.status).sort()).toEqual([1, "listening"]);
      const loser = pair.find((server) => server.status === 1);
      const lines = loser?.log().trim().split("\n") ?? [];
      expect(lines.filter((line) => !/applied migrations|Privacy policy/.test(line))).toEqual([
        expect.stringMatching(
          /Cannot start: .* is in use by another server \(pid \d+, in .*\): one server per SQLite file/,
        ),
      ]);
      // Killed and gone (not left a zombie that still counts as alive) before the next pair starts.
      for (const server of pair.filter((each) => each.status === "listening")) {
        const gone = new Promise((resolve) => server.child.once("exit", resolve));
        server.child.kill("SIGKILL");
        await gone;
      }
    }
  }, 120_000);

  it("takes over the lock of a server that was killed, and releases it on a clean stop", async () => {
    const dataDir = join(parent, "stale");
    const first = await startServer(dataDir);
    expect(first.status).toBe("listening");
    const exited = new Promise((resolve) => first.child.once("exit", resolve));
    first.child.kill("SIGKILL");
    await exited;

    const next = await startServer(dataDir);
    expect(next.status).toBe("listening");
    expect(
      next
        .log()
        .split("\n")
        .filter((line) => /took over/.test(line)),
    ).toEqual([
      expect.stringMatching(
        new RegExp(
          `Store: took over .*store\\.sqlite\\.server\\.pid from pid ${first.child.pid}, a server no longer running`,
        ),
      ),
    ]);
    expect((await fetch(next.base)).status).toBe(200);

    const stopped = new Promise<number | null>((resolve) => next.child.once("exit", resolve));
    next.child.kill("SIGTERM");
    expect(await stopped).toBe(0);
    expect(() => statSync(serverLockFile(join(dataDir, SQLITE_FILE)))).toThrow();
  }, 90_000);
});
