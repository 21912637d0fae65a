// @vitest-environment node
/**
 * What an owner relies on when setting notifications up: `npm run notify:test` and the start check
 * say precisely why a channel fails, and a notification waits in the outbox until it is sent, so a
 * restart resumes it instead of losing it.
 */
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { createNotifier, describeFailure } from "./notify";
import { JsonlOutbox, type LinesFile } from "./store/jsonl-outbox";

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
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += String(chunk)));
    req.on("end", () => {
      bodies.push(JSON.parse(body));
      res.writeHead(status()).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return { url: `http://127.0.0.1:${portOf(server)}/hook`, bodies };
}

/** DATA_DIR/outbox.jsonl as the outbox reads it (a line per record, appended). */
function linesAt(dataDir: string): LinesFile {
  const file = join(dataDir, "outbox.jsonl");
  return {
    append: (record) => Promise.resolve(appendFileSync(file, `${JSON.stringify(record)}\n`)),
    read: () =>
      Promise.resolve({
        records: existsSync(file)
          ? readFileSync(file, "utf8")
              .split("\n")
              .filter(Boolean)
              .map((line) => JSON.parse(line) as Record<string, unknown>)
          : [],
        problems: [],
      }),
  };
}
/** The outbox a (new) process opens on DATA_DIR. */
const outboxAt = (dataDir: string) => new JsonlOutbox(linesAt(dataDir));

const fast = { retries: 0, baseDelayMs: 1, timeoutMs: 2000 } as const;

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
    const first = createNotifier({ ...fast, webhookUrl: hook.url, outbox: outboxAt(dataDir) });
    await first.notify("contact", { id: "m-1", name: "Asha", message: "Hello" });
    // The process stops (its retries with it).
    await first.stop();
    expect((await outboxAt(dataDir).pending()).map((item) => item.payload.submission)).toEqual([
      { id: "m-1", name: "Asha", message: "Hello" },
    ]);
    status = 200;
    // A new process: a new notifier over the same DATA_DIR (the retry it recorded is due after 1 ms).
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = createNotifier({ ...fast, webhookUrl: hook.url, outbox: outboxAt(dataDir) });
    closers.push(() => second.stop());
    await second.resume();
    expect(hook.bodies.at(-1)).toEqual({ kind: "contact", submission: { id: "m-1", name: "Asha", message: "Hello" } });
    expect(await outboxAt(dataDir).pending()).toEqual([]);
    // Sent once more at most: a third run has nothing left to send.
    const sent = hook.bodies.length;
    const third = createNotifier({ ...fast, webhookUrl: hook.url, outbox: outboxAt(dataDir) });
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
      outbox: outboxAt(dataDir),
    });
    closers.push(() => notifier.stop());
    await notifier.notify("contact", { id: "m-2", name: "Ravi", message: "Hi", subject: "general" });
    await notifier.idle();
    expect(smtp.received).toHaveLength(1);
    expect((await outboxAt(dataDir).pending()).map((item) => item.channel)).toEqual(["webhook"]);
  });
});
