// @vitest-environment node
import { storedText } from "../tests/support/stored-text";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createApp, type Handler } from "./app";
import { createCollector, createCollectorRoutes } from "./collector";
import { foldSubscribers, newsletterSecret } from "./newsletter";
import { createNotifier, type Notifier } from "./notify";
import { tsxArgs } from "../scripts/tsx";
import { smtpSink, openTestStore } from "../tests/support/server-fixtures";

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** A notifier whose delivery loop is stopped after the test, so no retry outlives it. */
function notifierFor(options: Parameters<typeof createNotifier>[0]): Notifier {
  const notifier = createNotifier(options);
  closers.push(() => notifier.stop());
  return notifier;
}

const portOf = (server: { address(): AddressInfo | string | null }) => (server.address() as AddressInfo).port;

/** A local webhook receiver answering with `statuses` in turn (then 200), keeping each JSON body. */
async function webhook(statuses: number[] = []) {
  const bodies: unknown[] = [];
  /** Each request's Idempotency-Key header and arrival time, in order. */
  const keys: (string | undefined)[] = [];
  const times: number[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let body = "";
    times.push(Date.now());
    keys.push(req.headers["idempotency-key"] as string | undefined);
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      bodies.push(JSON.parse(body));
      res.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return { url: `http://127.0.0.1:${portOf(server)}/hook`, bodies, keys, times };
}

const submission = {
  id: "b3c1",
  receivedAt: "2026-11-23T10:00:00.000Z",
  name: "Asha Rao",
  email: "asha@example.com",
  phone: "",
  company: "Example Retail",
  subject: "project",
  message: "We need a partner portal connected to SAP.",
  privacy: true,
};

describe("notifications", () => {
  it("are off unless SMTP or a webhook is configured", async () => {
    const notifier = notifierFor({ to: "hello@brightlane.example" });
    expect(notifier.enabled).toBe(false);
    expect(notifier.canEmail).toBe(false);
    await notifier.notify("contact", submission);
    await notifier.email({ to: "ada@example.com", subject: "Nothing to send with", text: "" });
  });

  it("email each message to the company address through SMTP, with replies going to the visitor", async () => {
    const smtp = await smtpSink((close) => closers.push(close));
    const notifier = notifierFor({ smtpUrl: smtp.url, to: "hello@brightlane.example", retries: 0 });
    await notifier.notify("contact", submission);
    expect(smtp.messages).toHaveLength(1);
    const [message] = smtp.messages;
    expect(message?.to).toEqual(["hello@brightlane.example"]);
    expect(message?.raw).toMatch(/^Subject: New message \(Project Request\) from Asha Rao/m);
    expect(message?.raw).toMatch(/^Reply-To: asha@example\.com/m);
    expect(message?.raw).toContain("We need a partner portal connected to SAP.");
    expect(message?.raw).toContain("Company: Example Retail");
  });

  it("give each email a Message-ID made of the submission's id, the channel and the site's domain", async () => {
    const smtp = await smtpSink((close) => closers.push(close));
    const hook = await webhook([500]);
    const notifier = notifierFor({
      smtpUrl: smtp.url,
      webhookUrl: hook.url,
      to: "hello@brightlane.example",
      domain: "www.brightlane.example",
      retries: 1,
      baseDelayMs: 5,
    });
    await notifier.notify("contact", submission);
    expect(smtp.messages[0]?.raw).toMatch(/^Message-ID: <b3c1\.email@www\.brightlane\.example>\r?$/m);
    // The webhook's repeat after a failure carries the same key, so the receiver can drop a duplicate.
    expect(hook.keys).toEqual(["b3c1.webhook", "b3c1.webhook"]);
  });

  it("post JSON to the webhook, retrying with backoff until it accepts", async () => {
    const hook = await webhook([500, 503]);
    const notifier = notifierFor({ webhookUrl: hook.url, retries: 3, baseDelayMs: 10 });
    await notifier.notify("contact", submission);
    expect(hook.bodies).toHaveLength(3);
    expect(hook.bodies[2]).toEqual({ kind: "contact", submission });
  });

  it("log a final failure and never throw", async () => {
    const hook = await webhook([500, 500, 500]);
    const lines: string[] = [];
    const notifier = notifierFor({
      webhookUrl: hook.url,
      smtpUrl: "smtp://127.0.0.1:1",
      to: "hello@brightlane.example",
      retries: 2,
      baseDelayMs: 20,
      log: (line) => lines.push(line),
    });
    await expect(notifier.notify("contact", submission)).resolves.toBeUndefined();
    expect(hook.bodies).toHaveLength(3);
    expect(lines.some((line) => /webhook .* failed after 3 tries: webhook answered 500/.test(line))).toBe(true);
    expect(lines.some((line) => /email .* failed after 3 tries/.test(line))).toBe(true);
  });

  it("waits base, 2×base, 4×base between tries", async () => {
    const hook = await webhook([500, 500, 500, 500]);
    const notifier = notifierFor({ webhookUrl: hook.url, retries: 3, baseDelayMs: 20 });
    await notifier.notify("contact", submission);
    await notifier.stop();
    const { times } = hook;
    expect(times).toHaveLength(4);
    const gaps = times.slice(1).map((time, index) => time - (times[index] ?? 0));
    expect(gaps).toHaveLength(3);
    // Lower bounds only: a busy machine may wait longer, never shorter.
    expect(gaps[0]).toBeGreaterThanOrEqual(18);
    expect(gaps[1]).toBeGreaterThanOrEqual(38);
    expect(gaps[2]).toBeGreaterThanOrEqual(78);
  });

  it("a failing webhook loses nothing: the message is stored and the visitor told it was sent", async () => {
    const hook = await webhook([500, 500, 500, 500]);
    const smtp = await smtpSink((close) => closers.push(close));
    const lines: string[] = [];
    const notifier = notifierFor({
      webhookUrl: hook.url,
      smtpUrl: smtp.url,
      to: "hello@brightlane.example",
      retries: 1,
      // The third try waits 2×250 ms: after the email went out and idle() resolved.
      baseDelayMs: 250,
      log: (line) => lines.push(line),
    });
    const dataDir = mkdtempSync(join(tmpdir(), "notify-"));
    closers.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const store = await openTestStore(dataDir);
    closers.push(() => store.close());
    const postHandlers = createCollector({ store, onStored: (kind, record) => void notifier.notify(kind, record) });
    const server = createServer(createApp({ root: dataDir, postHandlers }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    closers.push(() => new Promise((resolve) => server.close(resolve)));

    const body = new URLSearchParams({
      name: "Asha Rao",
      email: "asha@example.com",
      subject: "support",
      message: "Our portal is down.",
      privacy: "yes",
    });
    const response = await fetch(`http://127.0.0.1:${portOf(server)}/api/contact`, {
      method: "POST",
      headers: { Accept: "application/json" },
      body,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const stored = storedText(dataDir, "contact").trim().split("\n");
    expect(stored).toHaveLength(1);
    await notifier.idle();
    expect(hook.bodies).toHaveLength(2);
    expect(smtp.messages).toHaveLength(1);
    expect(lines.some((line) => /webhook .* failed/.test(line))).toBe(true);
  });
});

/** The text body of a raw message, quoted-printable decoded (nodemailer wraps long lines that way). */
function bodyOf(raw: string): string {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  if (!/^Content-Transfer-Encoding: quoted-printable/im.test(head)) return body;
  return body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe("newsletter double opt-in, the whole loop through a loopback SMTP sink", () => {
  // The time limit allows for three runs of `npm run inbox` (a Node process each, with tsx) on a busy machine.
  it("sign up, get the email, follow the link, show confirmed, unsubscribe: gone now, kept in the history", async () => {
    const smtp = await smtpSink((close) => closers.push(close));
    const dataDir = mkdtempSync(join(tmpdir(), "newsletter-loop-"));
    closers.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const notifier = notifierFor({ smtpUrl: smtp.url, to: "hello@brightlane.example", retries: 0 });
    expect(notifier.canEmail).toBe(true);

    // The links in the email point at this loopback server, standing in for the site's origin.
    let handler: Handler = () => undefined;
    const server = createServer((req, res) => void handler(req, res));
    // `npm run inbox` below blocks this process for seconds (execFileSync): a connection kept alive for
    // the default 5 s would be closed by the server just as the next fetch reuses it (ECONNRESET).
    server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    closers.push(() => new Promise((resolve) => server.close(resolve)));
    const base = `http://127.0.0.1:${portOf(server)}`;
    const store = await openTestStore(dataDir);
    closers.push(() => store.close());
    const routes = createCollectorRoutes({
      store,
      onStored: (kind, record) => void notifier.notify(kind, record),
      doubleOptIn: {
        secret: await newsletterSecret(store),
        origin: base,
        send: (message) => void notifier.email(message),
      },
    });
    handler = createApp({ root: dataDir, postHandlers: routes.post, getHandlers: routes.get });
    const events = () =>
      storedText(dataDir, "newsletter")
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    const inbox = (...args: string[]) =>
      execFileSync(process.execPath, tsxArgs("scripts/inbox.ts", "--newsletter", ...args), {
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      })
        .trim()
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    const browser = (path: string, body?: URLSearchParams) =>
      fetch(base + path, { method: body ? "POST" : "GET", body, redirect: "manual" });

    // 1. Sign up without JavaScript: stored unconfirmed, then on to "check your inbox".
    const signUp = await browser("/api/newsletter", new URLSearchParams({ email: "Ada@Example.com" }));
    expect(signUp.status).toBe(303);
    expect(signUp.headers.get("location")).toBe("/newsletter/check-email");
    expect(inbox()).toMatchObject([{ email: "ada@example.com", status: "unconfirmed" }]);

    // 2. The sink receives the confirmation email, and nothing goes to the company: a sign-up is used
    // only to send the newsletter (the privacy policy says so).
    await notifier.idle();
    const mails = smtp.messages.filter((message) => message.to.includes("ada@example.com"));
    expect(mails).toHaveLength(1);
    expect(smtp.messages.filter((message) => message.to.includes("hello@brightlane.example"))).toHaveLength(0);
    const raw = mails[0]?.raw ?? "";
    expect(raw).toMatch(/^Subject: Confirm your subscription to the Brightlane newsletter/m);
    expect(raw).toMatch(/^From: website@brightlane\.example/m);
    const text = bodyOf(raw);
    const link = new RegExp(`${base}(/api/newsletter/confirm\\?token=[\\w.-]+)`).exec(text)?.[1];
    expect(link).toBeDefined();
    expect(text).toContain(`${base}/newsletter/unsubscribe`);

    // 3. Follow the link: confirmed.
    const confirmed = await browser(link ?? "");
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("/newsletter/confirmed");
    expect(inbox()).toMatchObject([{ email: "ada@example.com", status: "confirmed" }]);

    // 4. Unsubscribe: no longer a subscriber, and every step is in the history.
    const unsubscribed = await browser(
      "/api/newsletter/unsubscribe",
      new URLSearchParams({ email: "ada@example.com" }),
    );
    expect(unsubscribed.status).toBe(303);
    expect(unsubscribed.headers.get("location")).toBe("/newsletter/unsubscribed");
    expect(inbox()).toEqual([]);
    expect(foldSubscribers(events()).size).toBe(0);
    expect(inbox("--all").map((event) => [event.event, event.email])).toEqual([
      ["subscribe", "ada@example.com"],
      ["confirm", "ada@example.com"],
      ["unsubscribe", "ada@example.com"],
    ]);

    // 5. The old link no longer subscribes anyone.
    expect((await browser(link ?? "")).status).toBe(400);
    expect(events()).toHaveLength(3);
  }, 30_000);

  it("a sign-up is stored and acknowledged even when the mail server is down; the failure is logged", async () => {
    const lines: string[] = [];
    const notifier = notifierFor({
      smtpUrl: "smtp://127.0.0.1:1",
      retries: 1,
      baseDelayMs: 5,
      log: (line) => lines.push(line),
    });
    const dataDir = mkdtempSync(join(tmpdir(), "newsletter-down-"));
    closers.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const store = await openTestStore(dataDir);
    closers.push(() => store.close());
    const routes = createCollectorRoutes({
      store,
      doubleOptIn: {
        secret: "k".repeat(40),
        origin: "https://www.brightlane.example",
        send: (m) => void notifier.email(m),
      },
    });
    const server = createServer(createApp({ root: dataDir, postHandlers: routes.post }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    closers.push(() => new Promise((resolve) => server.close(resolve)));
    const response = await fetch(`http://127.0.0.1:${portOf(server)}/api/newsletter`, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: new URLSearchParams({ email: "ada@example.com" }),
    });
    expect(await response.json()).toEqual({ ok: true, confirm: true });
    expect(storedText(dataDir, "newsletter")).toContain('"confirmed":false');
    await notifier.idle();
    expect(lines.some((line) => /email "Confirm your subscription.*" failed after 2 tries/.test(line))).toBe(true);
    expect(lines.join("\n")).not.toContain("ada@example.com");
  });
});
