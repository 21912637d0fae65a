// @vitest-environment node
/**
 * What an owner relies on when setting notifications up: `npm run notify:test` and the start check
 * say precisely why a channel fails, and a notification waits in the outbox until it is sent, so a
 * restart resumes it instead of losing it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { openTestStore } from "../tests/support/server-fixtures";
import type { Store } from "./store/store";
import { createNotifier, describeFailure } from "./notify";

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});
const portOf = (server: { address(): AddressInfo | string | null }) => (server.address() as AddressInfo).port;
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "notify-"));
  closers.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** A loopback SMTP server with a login (user "site@example.com", password "p@ss word") and a sender rule. */
async function smtpSink(options: Partial<SMTPServerOptions> = {}) {
  const received: string[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === "site@example.com" && auth.password === "p@ss word")
        callback(null, { user: auth.username });
      else callback(Object.assign(new Error("Invalid login"), { responseCode: 535 }));
    },
    onMailFrom(address, _session, callback) {
      if (address.address.endsWith("@example.com")) callback();
      else callback(Object.assign(new Error("Sender not allowed"), { responseCode: 553 }));
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        received.push(session.envelope.rcptTo.map((rcpt) => rcpt.address).join());
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const port = portOf(server.server);
  // Credentials in SMTP_URL are URL-encoded: "@" is %40, a space %20.
  return { port, received, url: (auth = "site%40example.com:p%40ss%20word") => `smtp://${auth}@127.0.0.1:${port}` };
}

async function webhook(status: () => number) {
  const bodies: unknown[] = [];
  /** Each request's Idempotency-Key header, in order. */
  const keys: unknown[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    keys.push(req.headers["idempotency-key"]);
    req.on("data", (chunk: Buffer) => (body += String(chunk)));
    req.on("end", () => {
      bodies.push(JSON.parse(body));
      res.writeHead(status()).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return { url: `http://127.0.0.1:${portOf(server)}/hook`, bodies, keys };
}

const fast = { retries: 0, baseDelayMs: 1, timeoutMs: 2000 } as const;

/**
 * The outbox a (new) process opens on DATA_DIR (its store's, as the server opens it); `laterMs`: a process started
 * that much later, once the leases a killed one held have ended.
 */
const outboxAt = async (dataDir: string, laterMs = 0) =>
  (await openTestStore(dataDir, { now: () => Date.now() + laterMs })).outbox;
/** Past the lease a notifier takes (three tries' timeouts and 5 s). */
const AFTER_LEASE = fast.timeoutMs * 3 + 6_000;

describe("npm run notify:test: success or the precise failure for each channel", () => {
  it("sends a test email with URL-encoded credentials, and a test webhook", async () => {
    const smtp = await smtpSink();
    const hook = await webhook(() => 204);
    const results = await createNotifier({
      ...fast,
      smtpUrl: smtp.url(),
      to: "team@example.com",
      from: "website@example.com",
      webhookUrl: hook.url,
    }).test();
    expect(results.map((result) => [result.channel, result.ok])).toEqual([
      ["email", true],
      ["webhook", true],
    ]);
    expect(smtp.received).toEqual(["team@example.com"]);
    expect(hook.bodies).toHaveLength(1);
  });

  it("says authentication, sender refused, refused connection, TLS and HTTP status", async () => {
    const smtp = await smtpSink();
    const verdict = async (options: Parameters<typeof createNotifier>[0]) =>
      (await createNotifier({ ...fast, to: "team@example.com", ...options }).test())[0]?.message ?? "";
    expect(await verdict({ smtpUrl: smtp.url("site%40example.com:wrong"), from: "website@example.com" })).toMatch(
      /^authentication refused/,
    );
    expect(await verdict({ smtpUrl: smtp.url(), from: "website@other.example" })).toMatch(
      /^sender refused: the server will not send as website@other\.example; set SMTP_FROM/,
    );
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const port = portOf(probe);
        probe.close(() => resolve(port));
      });
    });
    expect(await verdict({ smtpUrl: `smtp://127.0.0.1:${closed}`, from: "website@example.com" })).toMatch(
      /^connection refused/,
    );
    // smtps:// (TLS from the first byte) to a server that speaks plain SMTP.
    expect(await verdict({ smtpUrl: `smtps://127.0.0.1:${smtp.port}`, from: "website@example.com" })).toMatch(/^TLS: /);
    const failing = await webhook(() => 503);
    expect(await verdict({ webhookUrl: failing.url })).toBe(
      `HTTP 503: the webhook (${new URL(failing.url).host}) refused the notification`,
    );
  });

  it("says what caused a failure it has no words of its own for (fetch's own refusal of a port)", async () => {
    const error = await fetch("http://127.0.0.1:9/hook", { method: "POST", body: "{}" }).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(describeFailure(error, { host: "127.0.0.1:9" })).toBe("fetch failed: bad port");
  });

  it("names a DNS failure without needing the network", () => {
    const error = Object.assign(new Error("getaddrinfo ENOTFOUND mail.example.invalid"), { code: "EDNS" });
    expect(describeFailure(error, { host: "mail.example.invalid" })).toMatch(
      /^DNS: the host name \(mail\.example\.invalid\)/,
    );
  });

  it("checks the SMTP connection once, in one line, either way", async () => {
    const smtp = await smtpSink();
    expect(await createNotifier({ ...fast, smtpUrl: smtp.url(), to: "t@example.com" }).verify()).toMatch(
      /^notify: SMTP connection and login verified \(127\.0\.0\.1:\d+\)$/,
    );
    expect(
      await createNotifier({ ...fast, smtpUrl: smtp.url("site%40example.com:nope"), to: "t@example.com" }).verify(),
    ).toMatch(/^notify: SMTP check failed: authentication refused/);
    expect(await createNotifier({ ...fast }).verify()).toBeUndefined();
  });
});

describe("the outbox: a notification is not lost by a restart", () => {
  it("keeps a failing send pending, and the next run sends it and marks it sent", async () => {
    const dataDir = tempDir();
    let status = 500;
    const hook = await webhook(() => status);
    const first = createNotifier({ ...fast, webhookUrl: hook.url, outbox: await outboxAt(dataDir) });
    await first.notify("contact", { id: "m-1", name: "Asha", message: "Hello" });
    // The process stops (its retries with it).
    await first.stop();
    expect((await (await outboxAt(dataDir)).pending()).map((item) => item.payload.submission)).toEqual([
      { id: "m-1", name: "Asha", message: "Hello" },
    ]);
    status = 200;
    // A new process: a new notifier over the same DATA_DIR (the retry it recorded is due after 1 ms).
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = createNotifier({ ...fast, webhookUrl: hook.url, outbox: await outboxAt(dataDir) });
    closers.push(() => second.stop());
    await second.resume();
    expect(hook.bodies.at(-1)).toEqual({ kind: "contact", submission: { id: "m-1", name: "Asha", message: "Hello" } });
    expect(await (await outboxAt(dataDir)).pending()).toEqual([]);
    // Sent once more at most: a third run has nothing left to send.
    const sent = hook.bodies.length;
    const third = createNotifier({ ...fast, webhookUrl: hook.url, outbox: await outboxAt(dataDir) });
    closers.push(() => third.stop());
    await third.resume();
    expect(hook.bodies).toHaveLength(sent);
  });

  it("queues each channel on its own, so a sent email is not sent again when the webhook failed", async () => {
    const dataDir = tempDir();
    const smtp = await smtpSink();
    const hook = await webhook(() => 500);
    const notifier = createNotifier({
      ...fast,
      smtpUrl: smtp.url(),
      to: "team@example.com",
      from: "website@example.com",
      webhookUrl: hook.url,
      outbox: await outboxAt(dataDir),
    });
    closers.push(() => notifier.stop());
    await notifier.notify("contact", { id: "m-2", name: "Ravi", message: "Hi", subject: "general" });
    await notifier.idle();
    expect(smtp.received).toHaveLength(1);
    expect((await (await outboxAt(dataDir)).pending()).map((item) => item.channel)).toEqual(["webhook"]);
  });
});

/** Waits until `done()` holds, checking every 10 ms, for at most `ms`. */
async function until(done: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe("the delivery loop: retried while the server runs, each item once, with its idempotency key", () => {
  it("a webhook that fails 3 times and then accepts gets the notification, without a restart", async () => {
    const dataDir = tempDir();
    let failures = 3;
    const hook = await webhook(() => (failures-- > 0 ? 503 : 200));
    const lines: string[] = [];
    const notifier = createNotifier({
      ...fast,
      baseDelayMs: 20,
      webhookUrl: hook.url,
      outbox: await outboxAt(dataDir),
      log: (line) => lines.push(line),
    });
    closers.push(() => notifier.stop());
    // notify() gives up waiting after the first try (retries: 0); the loop does not give up.
    await notifier.notify("contact", { id: "m-3", name: "Asha", message: "Hello" });
    expect(hook.bodies).toHaveLength(1);
    await until(() => hook.bodies.length === 4);
    // The 4th answer is recorded as sent just after the webhook has it.
    for (let tries = 0; tries < 100 && (await (await outboxAt(dataDir)).status()).waiting > 0; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(hook.bodies).toHaveLength(4);
    expect(hook.keys).toEqual(["m-3.webhook", "m-3.webhook", "m-3.webhook", "m-3.webhook"]);
    expect(await (await outboxAt(dataDir)).pending()).toEqual([]);
    expect(await (await outboxAt(dataDir)).status()).toEqual({ waiting: 0, stuck: 0 });
    // Each failure is logged with the next try's delay: 20, 40, 80 ms.
    expect(lines).toEqual([
      expect.stringMatching(
        /^notify: webhook for contact m-3 failed after 1 tries: webhook answered 503; kept in the outbox, next try in 20 ms$/,
      ),
      expect.stringMatching(/still fails after 2 tries: .*next try in 40 ms$/),
      expect.stringMatching(/still fails after 3 tries: .*next try in 80 ms$/),
    ]);
  });

  it("a crash between sending and recording repeats the webhook once, with the same Idempotency-Key", async () => {
    const dataDir = tempDir();
    const hook = await webhook(() => 200);
    const outbox = await outboxAt(dataDir);
    // The process dies right after the webhook accepted: "sent" never reaches the outbox.
    const dying = createNotifier({
      ...fast,
      webhookUrl: hook.url,
      outbox: { ...bind(outbox), sent: () => Promise.reject(new Error("killed")) },
    });
    await dying.notify("contact", { id: "m-4", name: "Ravi", message: "Hi" });
    await dying.stop();
    expect(hook.keys).toEqual(["m-4.webhook"]);
    // Started again once the dead process's lease has ended.
    const restarted = createNotifier({
      ...fast,
      webhookUrl: hook.url,
      outbox: await outboxAt(dataDir, AFTER_LEASE),
      now: () => Date.now() + AFTER_LEASE,
    });
    closers.push(() => restarted.stop());
    await restarted.resume();
    expect(hook.bodies).toHaveLength(2);
    expect(hook.bodies[1]).toEqual(hook.bodies[0]);
    expect(hook.keys).toEqual(["m-4.webhook", "m-4.webhook"]);
    // Recorded this time: a third start sends nothing.
    const third = createNotifier({ ...fast, webhookUrl: hook.url, outbox: await outboxAt(dataDir) });
    closers.push(() => third.stop());
    await third.resume();
    expect(hook.bodies).toHaveLength(2);
  });

  it("a notifier killed mid-send leaves its claimed item to the next start, which sends it once the lease ends", async () => {
    const dataDir = tempDir();
    const hook = await webhook(() => 200);
    const killed = await outboxAt(dataDir);
    await killed.queue({
      id: "m-5.webhook",
      channel: "webhook",
      payload: { type: "notification", kind: "contact", submission: { id: "m-5" } },
    });
    // Claimed (its lease stored), then the process is gone before it sent anything.
    expect(await killed.claim(10, 60_000)).toHaveLength(1);
    const early = await outboxAt(dataDir);
    expect(await early.claim(10, 60_000)).toEqual([]);
    const next = createNotifier({
      ...fast,
      webhookUrl: hook.url,
      outbox: await outboxAt(dataDir, 61_000),
      now: () => Date.now() + 61_000,
    });
    closers.push(() => next.stop());
    await next.resume();
    expect(hook.bodies).toEqual([{ kind: "contact", submission: { id: "m-5" } }]);
    expect(hook.keys).toEqual(["m-5.webhook"]);
    expect(await (await outboxAt(dataDir)).pending()).toEqual([]);
  });

  it("two loops on one outbox deliver each notification once", async () => {
    const dataDir = tempDir();
    const hook = await webhook(() => 200);
    const outbox = await outboxAt(dataDir);
    const a = createNotifier({ ...fast, webhookUrl: hook.url, outbox });
    const b = createNotifier({ ...fast, webhookUrl: hook.url, outbox });
    closers.push(
      () => a.stop(),
      () => b.stop(),
    );
    // Not awaited: an item queued by one loop may be claimed and sent by the other.
    for (let index = 0; index < 20; index += 1)
      void (index % 2 ? a : b).notify("contact", { id: `m-${index}`, name: "Asha", message: "Hello" });
    await until(() => hook.keys.length >= 20);
    await Promise.all([a.resume(), b.resume()]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hook.keys).toHaveLength(20);
    expect(new Set(hook.keys).size).toBe(20);
    expect(await outbox.status()).toEqual({ waiting: 0, stuck: 0 });
  });
});

/** The outbox's methods bound to it, so one of them can be replaced. */
function bind(outbox: Store["outbox"]) {
  return {
    ...outbox,
  };
}
