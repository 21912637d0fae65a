// @vitest-environment node
/**
 * Two servers on one PostgreSQL database, end to end (docs/decisions/0114-postgresql-store.md, docs/decisions/0140-sqlite-and-postgresql-through-kysely.md): two real
 * `npm start` processes (`node --import tsx server/main.ts`) with the same DATABASE_URL, a loopback webhook
 * receiver that records each body and its Idempotency-Key, and a loopback SMTP sink. A burst split between
 * the servers is stored exactly once and each notification is delivered once; with one server killed
 * (SIGKILL) mid-burst nothing acknowledged is lost and every acknowledged submission is notified at least
 * once, a repeat carrying the same key; the rate limit is one for both; a newsletter link signed by one
 * server is accepted by the other; a PostgreSQL restart in the middle of a burst loses nothing acknowledged,
 * what arrives while it is down is answered a JSON 503 at once, and the servers go on once it is back, without
 * a restart. One cluster for the file (the restart has its own), a new database per test; the servers serve a
 * tiny site root of their own, so no site build is needed.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres, type TestPostgres } from "../tests/support/postgres";
import { freePort } from "../scripts/ports";
import { tsxArgs } from "../scripts/tsx";
import { openSqlStore } from "./store/sql";
import { CONTACT_FORM_HTML, smtpSink } from "../tests/support/server-fixtures";

const FORM_PAGE = `<!doctype html><html><body>${CONTACT_FORM_HTML}</body></html>`;

/** The canonical origin the servers write into confirmation links (the test follows the path only). */
const ORIGIN = "https://brightlane.test";

let cluster: TestPostgres;
const siteRoot = mkdtempSync(join(tmpdir(), "two-servers-site-"));
/** Registers what to close when the test ends (servers, receivers, stores): the test's `onTestFinished`. */
type Cleanup = (close: () => Promise<void>) => void;

beforeAll(async () => {
  writeFileSync(join(siteRoot, "index.html"), "<!doctype html><html><body>Brightlane</body></html>");
  mkdirSync(join(siteRoot, "contact"));
  writeFileSync(join(siteRoot, "contact", "index.html"), FORM_PAGE);
  cluster = await startPostgres();
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
  rmSync(siteRoot, { recursive: true, force: true });
});

interface Running {
  name: string;
  base: string;
  process: ChildProcess;
  /** Everything the server wrote to stderr (its log). */
  log: () => string;
}

/** Starts `node --import tsx server/main.ts` on `databaseUrl`; resolves once it listens. */
async function startServer(
  cleanup: Cleanup,
  name: string,
  databaseUrl: string,
  env: Record<string, string>,
): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, tsxArgs("server/main.ts"), {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_ROOT: siteRoot,
      SITE_ORIGIN: ORIGIN,
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
  cleanup(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start within 30 s:\n${log}`)), 30_000);
    const check = () => {
      if (/Site on http/.test(log)) {
        clearTimeout(timer);
        child.stderr?.off("data", check);
        child.off("exit", exited);
        resolve();
      }
    };
    const exited = () => {
      clearTimeout(timer);
      reject(new Error(`${name} exited at start:\n${log}`));
    };
    child.stderr?.on("data", check);
    child.once("exit", exited);
  });
  return { name, base: `http://127.0.0.1:${port}`, process: child, log: () => log };
}

/** Starts two servers on one new database, at the same time (they migrate and pick the secret together). */
async function twoServers(cleanup: Cleanup, env: Record<string, string> = {}) {
  const url = await cluster.createDatabase();
  const [a, b] = await Promise.all([
    startServer(cleanup, "server A", url, env),
    startServer(cleanup, "server B", url, env),
  ]);
  const store = await openSqlStore(url);
  cleanup(() => store.close());
  return { url, a, b, store };
}

/**
 * A loopback webhook receiver keeping each delivery (its Idempotency-Key and JSON body) as it arrives, and
 * answering 200 after `delayMs`: a sender killed meanwhile has sent but not recorded it.
 */
async function webhook(cleanup: Cleanup, delayMs = 0) {
  const deliveries: { key: string | undefined; body: { kind: string; submission: { id: string } } }[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      deliveries.push({
        key: req.headers["idempotency-key"] as string | undefined,
        body: JSON.parse(body) as (typeof deliveries)[number]["body"],
      });
      setTimeout(() => res.writeHead(200).end(), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanup(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, deliveries };
}

/** A valid contact submission, told apart by `n`, with a submission id when given one. */
const contact = (n: number, submission?: string) =>
  new URLSearchParams({
    ...(submission ? { submission } : {}),
    name: `Visitor ${n}`,
    email: `visitor${n}@example.com`,
    subject: "general",
    message: `Message number ${n} from the burst.`,
    privacy: "yes",
  });

/** Posts the contact form as the page's script does; the status, or 0 when no answer came (a dead server). */
async function postContact(base: string, n: number, submission?: string): Promise<number> {
  try {
    const response = await fetch(`${base}/api/contact`, {
      method: "POST",
      body: contact(n, submission),
      headers: { Accept: "application/json" },
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** Runs `task(0…count-1)` with at most `concurrency` at once. */
async function pool(count: number, concurrency: number, task: (n: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

/** Polls `done` every 100 ms until it holds; fails after `ms` saying `what`. */
async function until(what: string, ms: number, done: () => Promise<boolean> | boolean) {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The message number each stored contact carries. */
const numberOf = (record: Record<string, unknown>) => Number(/Visitor (\d+)/.exec(String(record.name))?.[1]);

const countBy = <T>(items: T[]) => {
  const counts = new Map<T, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
};

describe("two servers on one PostgreSQL database", () => {
  it("stores a burst split between them exactly once, a submission id posted to both once, and delivers each notification exactly once", async ({
    onTestFinished,
  }) => {
    const hook = await webhook(onTestFinished);
    const { a, b, store } = await twoServers(onTestFinished, {
      NOTIFY_WEBHOOK_URL: hook.url,
      RATE_LIMIT: "100000",
      SPAM_BURST: "100000",
    });
    const acknowledged: number[] = [];
    const statuses: number[] = [];
    await pool(200, 20, async (n) => {
      const status = await postContact(n % 2 === 0 ? a.base : b.base, n);
      statuses.push(status);
      if (status === 200) acknowledged.push(n);
    });
    expect(countBy(statuses)).toEqual(new Map([[200, 200]]));
    // 20 more, each posted to both servers at once with one submission id (a resend that crossed servers).
    const twice = Array.from({ length: 20 }, (_, i) => 200 + i);
    const answers = await Promise.all(
      twice.flatMap((n) => [a.base, b.base].map((base) => postContact(base, n, n.toString(16).padStart(32, "0")))),
    );
    expect(countBy(answers)).toEqual(new Map([[200, 40]]));
    acknowledged.push(...twice);

    const { records, problems } = await store.contacts.read();
    expect(problems).toEqual([]);
    expect(records).toHaveLength(220);
    expect(new Set(records.map((record) => record.id)).size).toBe(220);
    expect(records.map(numberOf).sort((x, y) => x - y)).toEqual([...acknowledged].sort((x, y) => x - y));

    // Every notification delivered, the outbox empty: nothing can be sent again after this.
    await until("every notification is delivered", 30_000, async () => {
      const { waiting } = await store.outbox.status();
      return waiting === 0 && hook.deliveries.length >= 220;
    });
    const keys = hook.deliveries.map((delivery) => delivery.key);
    expect(hook.deliveries).toHaveLength(220);
    expect(new Set(keys)).toEqual(new Set(records.map((record) => `${record.id}.webhook`)));
    for (const { key, body } of hook.deliveries) expect(key).toBe(`${body.submission.id}.webhook`);
    // Neither server had a failure to report.
    expect(a.log()).not.toMatch(/could not|failed/);
    expect(b.log()).not.toMatch(/could not|failed/);
  }, 90_000);

  // The last three run together: the first waits for server A's leases to end. Each uses its own `expect`:
  // the global one cannot tell concurrent tests apart (its expect.poll once failed "must be called inside a test").
  it.concurrent(
    "loses nothing acknowledged when one is killed mid-burst; the other answers and delivers what was left",
    async ({ onTestFinished, expect }) => {
      // The receiver answers after 300 ms, so server A is killed with deliveries sent and not yet recorded.
      const hook = await webhook(onTestFinished, 300);
      // A 2 s try timeout makes A's leases 11 s (three tries and 5 s), so the test waits that long, not 35 s.
      const { url, a, b, store } = await twoServers(onTestFinished, {
        NOTIFY_WEBHOOK_URL: hook.url,
        RATE_LIMIT: "100000",
        SPAM_BURST: "100000",
        NOTIFY_TIMEOUT_SECONDS: "2",
      });
      const acknowledged: number[] = [];
      const afterKill: number[] = [];
      let answeredByA = 0;
      let killed: Promise<number> | undefined;
      /**
       * Kills server A with a submission in flight whose notification cannot be queued yet (the test holds
       * a lock on the outbox): A must not have acknowledged it, or a killed server would lose an
       * acknowledged submission's notification. Resolves with what that post got (0: no answer).
       */
      async function killA(): Promise<number> {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await client.query("BEGIN");
          await client.query("LOCK TABLE outbox IN EXCLUSIVE MODE");
          const inFlight = postContact(a.base, 1000);
          await new Promise((resolve) => setTimeout(resolve, 500));
          const exited = new Promise((resolve) => a.process.once("exit", resolve));
          a.process.kill("SIGKILL");
          await exited;
          await client.query("COMMIT");
          return await inFlight;
        } finally {
          await client.end();
        }
      }
      await pool(200, 20, async (n) => {
        const target = killed === undefined && n % 2 === 0 ? a : b;
        const status = await postContact(target.base, n);
        if (status === 200) acknowledged.push(n);
        if (target === b && killed !== undefined) afterKill.push(status);
        if (target === a && status === 200 && (answeredByA += 1) === 40 && killed === undefined) killed = killA();
      });
      expect(a.process.signalCode).toBe("SIGKILL");
      // Not answered while its notification could not be queued, so not acknowledged when A died.
      expect(await killed).toBe(0);
      // The other server went on answering every post it got.
      expect(afterKill.length).toBeGreaterThan(50);
      expect(afterKill.every((status) => status === 200)).toBe(true);

      // Every acknowledged submission is stored, once.
      const { records, problems } = await store.contacts.read();
      expect(problems).toEqual([]);
      expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
      const stored = countBy(records.map(numberOf));
      for (const n of acknowledged) expect(stored.get(n), `message ${n}`).toBe(1);

      // Every acknowledged submission's notification arrives, at least once: those server A had queued and
      // not claimed are sent by B's next poll (every 5 s), those A had claimed once A's leases end.
      const started = Date.now();
      await until("the outbox is empty (server A's leases ended and B sent what A left)", 70_000, async () => {
        const { waiting } = await store.outbox.status();
        return waiting === 0;
      });
      const waited = Date.now() - started;
      const keys = new Set(hook.deliveries.map((delivery) => delivery.key));
      const idOf = new Map(records.map((record) => [numberOf(record), record.id]));
      for (const n of acknowledged) expect(keys.has(`${idOf.get(n)}.webhook`), `message ${n} notified`).toBe(true);
      // A repeat (server A killed between sending and recording) carries the same key and the same body,
      // and comes once: the item is recorded sent by the server that sent it again.
      const byKey = new Map<string, string[]>();
      for (const { key, body } of hook.deliveries) {
        expect(key).toBe(`${body.submission.id}.webhook`);
        byKey.set(key ?? "", [...(byKey.get(key ?? "") ?? []), JSON.stringify(body)]);
      }
      for (const bodies of byKey.values()) expect(new Set(bodies).size).toBe(1);
      const repeats = [...byKey.values()].filter((bodies) => bodies.length > 1);
      expect(repeats.every((bodies) => bodies.length === 2)).toBe(true);
      // A delivery A sent whose record waited on the lock may still be recorded: PostgreSQL runs a statement it
      // already had once the lock is free, though A is dead. So a repeat may or may not happen; never a third.
      expect(b.log()).not.toMatch(/could not/);
      console.log(
        `two servers: ${acknowledged.length} acknowledged, ${hook.deliveries.length} deliveries, ${repeats.length} repeated after the kill; waited ${waited} ms for the outbox to empty`,
      );
    },
    120_000,
  );

  it.concurrent(
    "holds the rate limit across both: the 6th post from one client is refused whichever server it reaches",
    async ({ onTestFinished, expect }) => {
      const { a, b } = await twoServers(onTestFinished, { RATE_LIMIT: "5", RATE_LIMIT_WINDOW_SECONDS: "600" });
      const first = [];
      for (let n = 0; n < 5; n += 1) first.push(await postContact(n % 2 === 0 ? a.base : b.base, n));
      expect(first).toEqual([200, 200, 200, 200, 200]);
      const sixth = await fetch(`${b.base}/api/contact`, {
        method: "POST",
        body: contact(5),
        headers: { Accept: "application/json" },
      });
      expect(sixth.status).toBe(429);
      expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await postContact(a.base, 6)).toBe(429);
      expect(await postContact(b.base, 7)).toBe(429);
    },
    60_000,
  );

  it.concurrent(
    "accepts on one server a newsletter confirmation link signed by the other",
    async ({ onTestFinished, expect }) => {
      const smtp = await smtpSink(onTestFinished);
      const { a, b, store } = await twoServers(onTestFinished, { SMTP_URL: smtp.url });
      // The server says its newsletter mode just after it says it listens.
      await expect.poll(() => a.log()).toMatch(/Newsletter: double opt-in/);
      const signUp = await fetch(`${a.base}/api/newsletter`, {
        method: "POST",
        body: new URLSearchParams({ email: "Ada@Example.com" }),
        redirect: "manual",
      });
      expect(signUp.status).toBe(303);
      expect(signUp.headers.get("location")).toBe("/newsletter/check-email");
      expect(await store.newsletter.subscriber("ada@example.com")).toMatchObject({ status: "unconfirmed" });

      await until("the confirmation email arrives", 20_000, () =>
        smtp.messages.some((message) => message.to.includes("ada@example.com")),
      );
      const raw = smtp.messages.find((message) => message.to.includes("ada@example.com"))?.raw ?? "";
      const text = raw
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      const path = new RegExp(`${ORIGIN.replace(/\./g, "\\.")}(/api/newsletter/confirm\\?token=[\\w.-]+)`).exec(
        text,
      )?.[1];
      expect(path).toBeDefined();

      // Followed on the other server: confirmed, with the secret both took from the store.
      const confirmed = await fetch(`${b.base}${path ?? ""}`, { redirect: "manual" });
      expect(confirmed.status).toBe(303);
      expect(confirmed.headers.get("location")).toBe("/newsletter/confirmed");
      expect(await store.newsletter.subscriber("ada@example.com")).toMatchObject({ status: "confirmed" });
    },
    60_000,
  );

  it.concurrent(
    "accepts on one server a held message's link signed by the other, and two simultaneous POSTs release it once",
    async ({ onTestFinished, expect }) => {
      const hook = await webhook(onTestFinished);
      const { a, b, store } = await twoServers(onTestFinished, { NOTIFY_WEBHOOK_URL: hook.url });
      // A bot's post (no proof of work, a shortened link): held, and listed in server A's notice.
      const spam = new URLSearchParams({
        name: "Ravi Shah",
        email: "ravi@example.com",
        subject: "general",
        message: "Cheap backlinks at https://bit.ly/3seo-deal and https://tinyurl.com/coin-now",
        privacy: "yes",
      });
      const posted = await fetch(`${a.base}/api/contact`, {
        method: "POST",
        body: spam,
        headers: { Accept: "application/json" },
      });
      expect(posted.status).toBe(200);
      await until("the held notice arrives", 20_000, () => hook.deliveries.some(({ body }) => body.kind === "held"));
      const notice = hook.deliveries.find(({ body }) => body.kind === "held")?.body.submission as unknown as {
        messages: { id: string; release: string }[];
      };
      const [item] = notice.messages;
      expect(notice.messages).toHaveLength(1);
      const token = new URL(item?.release ?? "").searchParams.get("token") ?? "";
      // Server B shows the page of server A's link: the secret is the store's.
      const shown = await fetch(`${b.base}/api/held?token=${token}`);
      expect(shown.status).toBe(200);
      expect(await shown.text()).toContain("Let this message through?");
      const answers = await Promise.all(
        [a, b].map((server) =>
          fetch(`${server.base}/api/held`, { method: "POST", body: new URLSearchParams({ token }) }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410]);
      expect((await store.contacts.read()).records.map((record) => record.id)).toEqual([item?.id]);
      expect((await store.held.read()).records).toEqual([]);
      await until("the message's notification arrives", 20_000, () =>
        hook.deliveries.some(({ body }) => body.kind === "contact"),
      );
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(hook.deliveries.filter(({ body }) => body.kind === "contact")).toHaveLength(1);
    },
    60_000,
  );

  it("loses nothing acknowledged across a PostgreSQL restart mid-burst, answers a JSON 503 at once while it is down, and goes on after it without a restart", async ({
    onTestFinished,
  }) => {
    const own = await startPostgres();
    onTestFinished(() => own.stop());
    const [a, b] = await Promise.all([
      startServer(onTestFinished, "server A", own.url, { RATE_LIMIT: "10000", SPAM_BURST: "10000" }),
      startServer(onTestFinished, "server B", own.url, { RATE_LIMIT: "10000", SPAM_BURST: "10000" }),
    ]);
    const acknowledged: number[] = [];
    const post = async (n: number) => {
      const response = await fetch(`${(n % 2 ? a : b).base}/api/contact`, {
        method: "POST",
        body: contact(n),
        headers: { Accept: "application/json" },
      }).catch(() => undefined);
      const body = response ? await response.text() : "";
      if (response?.status === 200) acknowledged.push(n);
      return { status: response?.status ?? 0, body };
    };
    await pool(60, 10, async (n) => void (await post(n)));
    expect(acknowledged).toHaveLength(60);

    // Down in the middle of the burst: posts still in flight either were committed (200) or get a 503.
    const during = Promise.all(Array.from({ length: 20 }, (_, n) => post(100 + n)));
    await own.halt();
    const whileDown: { status: number; body: string; ms: number }[] = [];
    for (let n = 200; n < 210; n += 1) {
      const started = Date.now();
      whileDown.push({ ...(await post(n)), ms: Date.now() - started });
    }
    for (const answer of whileDown) {
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.body)).toMatchObject({ ok: false, message: expect.any(String) as string });
      // At once: a refused connection, not a wait for a timeout.
      expect(answer.ms).toBeLessThan(3000);
    }
    expect((await during).every((answer) => answer.status === 200 || answer.status === 503)).toBe(true);

    await own.resume();
    // No restart: each server takes new connections when the next request comes.
    await until("both servers store again", 30_000, async () => {
      const [one, two] = await Promise.all([post(301), post(302)]);
      return one.status === 200 && two.status === 200;
    });
    for (let n = 400; n < 440; n += 1) expect((await post(n)).status).toBe(200);

    const store = await openSqlStore(own.url);
    onTestFinished(() => store.close());
    // A message the spam check held is stored too, among the held ones.
    const records = [...(await store.contacts.read()).records, ...(await store.held.read()).records];
    const stored = countBy(records.map(numberOf));
    for (const n of acknowledged) expect(stored.get(n), `message ${n}`).toBe(1);
    expect(a.process.exitCode).toBeNull();
    expect(b.process.exitCode).toBeNull();
  }, 120_000);
});
