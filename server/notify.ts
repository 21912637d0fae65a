/**
 * Notifications (decision 0061, docs/forms.md#being-told-about-new-messages): each stored submission sent
 * on by email or webhook through the store's outbox, after the visitor's answer and never changing it;
 * retried until sent, with one idempotency key per item so a receiver can drop a repeat.
 */
import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import { CONTACT_SUBJECTS } from "../app/lib/forms";
import { memoryOutbox } from "./store/sql";
import type { ServerConfig } from "./config";
import type { Channel, OutboxItem, Store } from "./store/store";

/**
 * What is sent on: contact messages (newsletter sign-ups are used only to send the newsletter), and the
 * notice of messages held as likely spam (server/held.ts).
 */
export type SubmissionKind = "contact" | "held";
export type Submission = Record<string, unknown>;
export type { Channel };

export interface NotifierOptions {
  /** smtp://user:pass@host:587 or smtps://…; empty: no email. */
  smtpUrl?: string;
  /** Where emails go: the configured company email (docs/requirements.md#company-constants). */
  to?: string;
  /** Sender address; defaults to website@ the domain of `to`. */
  from?: string;
  /** The domain of each email's Message-ID (the site's); defaults to the domain of `from`. */
  domain?: string;
  /** Receives `{ kind, submission }` as JSON; empty: no webhook. */
  webhookUrl?: string;
  /**
   * Failed tries after the first one before `notify` resolves and the failure is logged (default 4: 5 tries
   * over about 15 s with the default delay). The item stays in the outbox and is tried again after that.
   */
  retries?: number;
  /** First retry delay; doubles each time (default 1 s). */
  baseDelayMs?: number;
  /** The longest wait between two tries (default one hour). */
  maxDelayMs?: number;
  /** Per-attempt timeout, webhook and SMTP (default 10 s). A claim's lease is longer than a try can take. */
  timeoutMs?: number;
  /** How often the loop looks for due items it was not woken for (another server's, an ended lease, a retry due after a restart; default 5 s). */
  pollMs?: number;
  /** Where each notification is kept until it is sent (the store's outbox); default: in memory only. */
  outbox?: Store["outbox"];
  /** The clock for due times (tests). */
  now?: () => number;
  log?: (line: string) => void;
}

export interface VisitorEmail {
  to: string;
  subject: string;
  text: string;
}

export interface Notifier {
  /** Whether any channel is configured. */
  enabled: boolean;
  /** Whether emails can be sent at all (SMTP_URL is set), e.g. to a visitor. */
  canEmail: boolean;
  /**
   * Queues the notification and starts sending; resolves when every channel succeeded or failed
   * `retries + 1` times (it is still retried after that). Never rejects.
   */
  notify(kind: SubmissionKind, submission: Submission): Promise<void>;
  /**
   * The same, resolving as soon as the notification is in the outbox (sending goes on): the collector
   * answers the visitor only then, so a server killed after answering leaves it to be sent. Never rejects.
   */
  queue(kind: SubmissionKind, submission: Submission): Promise<void>;
  /** Sends one email to a visitor through the outbox, the same way; resolves likewise. Never rejects. */
  email(message: VisitorEmail): Promise<void>;
  /** Starts the delivery loop and sends what is due now (left from an earlier run); resolves when those were tried. */
  resume(): Promise<void>;
  /** Checks the SMTP connection and login once; resolves with a one-line verdict, never rejects. */
  verify(): Promise<string | undefined>;
  /** Sends one test email and one test webhook (those configured) once each, with a verdict for each. */
  test(): Promise<{ channel: Channel; ok: boolean; message: string }[]>;
  /** Resolves when every notify(), email() and resume() in flight has resolved (tests). */
  idle(): Promise<void>;
  /** Stops the loop: no new tries; resolves when the tries in flight have ended. Items left wait in the outbox. */
  stop(): Promise<void>;
}

/** One line saying why a send failed, precise enough to act on (DNS, refused, TLS, login, sender, HTTP). */
export function describeFailure(error: unknown, { from = "", host = "" } = {}): string {
  const e = (error ?? {}) as {
    code?: string;
    errno?: string;
    command?: string;
    responseCode?: number;
    message?: string;
    cause?: unknown;
  };
  const cause = (e.cause ?? {}) as { code?: string; message?: string };
  const codes = [e.code, e.errno, cause.code].filter(Boolean).join(" ");
  const text = `${codes} ${e.message ?? String(error)} ${cause.message ?? ""}`;
  const where = host ? ` (${host})` : "";
  const http = /webhook answered (\d+)/.exec(text);
  if (http) return `HTTP ${http[1]}: the webhook${where} refused the notification`;
  if (/ENOTFOUND|EAI_AGAIN|EDNS|getaddrinfo/.test(text))
    return `DNS: the host name${where} could not be resolved; check the host in the URL`;
  if (/ECONNREFUSED/.test(text))
    return `connection refused: nothing accepts connections at${where || " that address"}; check the host and port`;
  if (
    e.code === "EAUTH" ||
    e.command === "AUTH PLAIN" ||
    e.command === "AUTH LOGIN" ||
    [530, 534, 535].includes(e.responseCode ?? 0)
  )
    return "authentication refused: check the user name and password in SMTP_URL (each URL-encoded, e.g. user%40example.com)";
  if (e.code === "EENVELOPE" && /MAIL FROM/i.test(e.command ?? ""))
    return `sender refused: the server will not send as ${from || "this address"}; set SMTP_FROM to an address the account may send as`;
  if (e.code === "EENVELOPE") return `recipient refused: ${e.message ?? ""}`.trim();
  if (/ERR_TLS|ERR_SSL|CERT_|SELF_SIGNED|UNABLE_TO_VERIFY|wrong version number|\bTLS\b|\bSSL\b|certificate/i.test(text))
    return `TLS: ${e.message ?? "the secure connection failed"}; use smtps:// with port 465, or smtp:// with 587 (STARTTLS)`;
  if (/ETIMEDOUT|ETIMEOUT|timed? ?out|TimeoutError|aborted due to timeout/i.test(text))
    return `no answer${where}: the connection timed out`;
  // Otherwise the error and what caused it ("fetch failed: bad port"), so the reason is never hidden.
  return [e.message ?? String(error), cause.message].filter(Boolean).join(": ");
}

/** The wait before try `attempts + 1` after `attempts` failed ones: base, 2×base, 4×base…, at most `maxMs`. */
export function backoffDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

const subjectLabel = (value: unknown) =>
  CONTACT_SUBJECTS.find((subject) => subject.value === value)?.label ?? String(value ?? "");

/** The email for one submission: a readable text body, replies going to the visitor. */
export function emailFor(kind: SubmissionKind, submission: Submission) {
  if (kind === "held") {
    const count = Number(submission.count);
    return {
      subject: `${count} message${count === 1 ? "" : "s"} held as likely spam`,
      text: `${String(submission.text)}\n`,
      replyTo: undefined,
    };
  }
  const lines = [
    ["Name", submission.name],
    ["Email", submission.email],
    ["Phone", submission.phone],
    ["Company", submission.company],
    ["Subject", subjectLabel(submission.subject)],
    ["Received", submission.receivedAt],
    ["Id", submission.id],
  ]
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([label, value]) => `${String(label)}: ${String(value)}`);
  return {
    subject: `New message (${subjectLabel(submission.subject)}) from ${String(submission.name)}`,
    text: `${lines.join("\n")}\n\n${String(submission.message ?? "")}\n`,
    replyTo: typeof submission.email === "string" ? submission.email : undefined,
  };
}

/** How many due items one claim takes. */
const CLAIM_BATCH = 20;

/**
 * The notifier the server's configuration describes (`npm start`, and `npm run inbox -- --release` when it
 * writes the store itself): email to NOTIFY_EMAIL or the site's email, the webhook, through `outbox`.
 */
export function configuredNotifier(
  config: Pick<
    ServerConfig,
    "SMTP_URL" | "SMTP_FROM" | "NOTIFY_EMAIL" | "NOTIFY_WEBHOOK_URL" | "NOTIFY_TIMEOUT_SECONDS"
  >,
  site: { origin: string; email: string },
  outbox: Store["outbox"],
  log: (line: string) => void,
): Notifier {
  return createNotifier({
    outbox,
    domain: new URL(site.origin).hostname,
    smtpUrl: config.SMTP_URL,
    timeoutMs: config.NOTIFY_TIMEOUT_SECONDS * 1000,
    to: config.NOTIFY_EMAIL ?? site.email,
    from: config.SMTP_FROM,
    webhookUrl: config.NOTIFY_WEBHOOK_URL,
    log,
  });
}

export function createNotifier(options: NotifierOptions): Notifier {
  const {
    smtpUrl = "",
    to = "",
    webhookUrl = "",
    retries = 4,
    baseDelayMs = 1000,
    maxDelayMs = 60 * 60 * 1000,
    timeoutMs = 10_000,
    pollMs = 5_000,
    now = () => Date.now(),
  } = options;
  const log = options.log ?? (() => {});
  const from = options.from || (to.includes("@") ? `website@${to.split("@")[1]}` : "website@localhost");
  const domain = options.domain || from.split("@")[1] || "localhost";
  const outbox = options.outbox ?? memoryOutbox(now);
  // Every SMTP step is bounded by the same timeout as the webhook, so a claim's lease outlives any try.
  const transport = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
      })
    : undefined;
  /** A claim outlives the longest try (each step's timeout, twice, and a margin), so no one else takes it mid-send. */
  const leaseMs = timeoutMs * 3 + 5_000;
  /** Host and port only: the URL's credentials never reach a log line. */
  const hostOf = (url: string) => {
    try {
      return new URL(url).host;
    } catch {
      return "an unreadable URL";
    }
  };
  const smtpHost = hostOf(smtpUrl);
  const webhookHost = hostOf(webhookUrl);
  if (smtpUrl && !to)
    log("notify: SMTP_URL is set but the site has no email to send to; notifications by email are off");
  const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
  /** Calls of notify(), email() and resume() not yet resolved (idle() waits for these). */
  const calls = new Set<Promise<unknown>>();
  /** Runs of the delivery loop (stop() waits for these too). */
  const runs = new Set<Promise<unknown>>();
  /** Keeps a promise in `set` until it settles. */
  function track<T>(set: Set<Promise<unknown>>, promise: Promise<T>): Promise<T> {
    set.add(promise);
    void promise.finally(() => set.delete(promise)).catch(() => undefined);
    return promise;
  }

  /** One attempt to deliver an outbox item on its channel; throws with the reason on failure. */
  async function deliver(item: Pick<OutboxItem, "id" | "channel" | "payload">): Promise<void> {
    const { channel, payload } = item;
    if (channel === "email") {
      if (!transport) throw new Error("SMTP_URL is not set");
      const message =
        payload.type === "visitor"
          ? (payload.message as VisitorEmail)
          : { to, ...emailFor(payload.kind as SubmissionKind, payload.submission as Submission) };
      let timer: NodeJS.Timeout | undefined;
      try {
        // The receiver's duplicate filter keys on the Message-ID: the same item always has the same one.
        await Promise.race([
          transport.sendMail({ from, ...message, messageId: `<${item.id}@${domain}>` }),
          new Promise((_resolve, reject) => {
            timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms: timed out`)), timeoutMs * 2);
          }),
        ]);
      } finally {
        clearTimeout(timer);
      }
      return;
    }
    if (!webhookUrl) throw new Error("NOTIFY_WEBHOOK_URL is not set");
    const response = await fetch(webhookUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": item.id },
      body: JSON.stringify({ kind: payload.kind, submission: payload.submission }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  }

  /** What a log line may say about a payload: its kind and id, never a visitor's address. */
  const describe = (payload: Record<string, unknown>) =>
    payload.type === "visitor"
      ? `email "${String((payload.message as VisitorEmail).subject)}"`
      : `${String(payload.kind)} ${String((payload.submission as Submission).id)}`;
  const inWords = (ms: number) =>
    ms >= 3_600_000 ? `${Math.round(ms / 3_600_000)} h` : ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`;

  /** Callers of notify()/email() waiting for an item: told when it was sent or failed `retries + 1` times. */
  const waiters = new Map<string, (() => void)[]>();
  function settle(id: string) {
    for (const resolve of waiters.get(id) ?? []) resolve();
    waiters.delete(id);
  }
  /**
   * Waits for an item, at most as long as its first `retries + 1` tries can take: another server may
   * hold it (PostgreSQL), or it may have been sent before (an id queued twice), and then no try of ours
   * will settle it.
   */
  function waitFor(id: string): Promise<void> {
    let bound = leaseMs + retries * timeoutMs * 2;
    for (let attempt = 1; attempt <= retries; attempt += 1) bound += backoffDelay(attempt, baseDelayMs, maxDelayMs);
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => settle(id), bound);
      timer.unref();
      waiters.set(id, [
        ...(waiters.get(id) ?? []),
        () => {
          clearTimeout(timer);
          resolve();
        },
      ]);
    });
  }

  let stopped = false;
  let poller: NodeJS.Timeout | undefined;
  const wakers = new Set<NodeJS.Timeout>();
  let outboxDown = false;

  /**
   * Runs the loop again once `time` (ms, on `now`) has come: the next try of an item that just failed. A
   * timer may fire a moment before the clock reaches it (timers and Date.now() use different clocks);
   * then it waits the rest, since an item claimed too early is not due and nothing would wake the loop
   * again before the poll.
   */
  function wakeAt(time: number) {
    if (stopped) return;
    const timer = setTimeout(
      () => {
        wakers.delete(timer);
        if (now() < time) wakeAt(time);
        else void pump();
      },
      Math.max(0, time - now()) + 1,
    );
    timer.unref();
    wakers.add(timer);
  }

  /** One try of a claimed item, recorded as sent or failed. */
  async function attempt(item: OutboxItem): Promise<void> {
    try {
      await deliver(item);
    } catch (error) {
      const attempts = item.attempts + 1;
      const delay = backoffDelay(attempts, baseDelayMs, maxDelayMs);
      const retryAt = now() + delay;
      try {
        await outbox.failed(item.id, reasonOf(error), new Date(retryAt));
      } catch (recording) {
        // The lease ends on its own and the item is claimed again then.
        log(`notify: could not record a failed ${item.channel} for ${describe(item.payload)}: ${reasonOf(recording)}`);
      }
      if (attempts >= retries + 1)
        log(
          `notify: ${item.channel} for ${describe(item.payload)} ${attempts === retries + 1 ? "failed" : "still fails"} after ${attempts} tries: ${reasonOf(error)}; kept in the outbox, next try in ${inWords(delay)}`,
        );
      wakeAt(retryAt);
      if (attempts >= retries + 1) settle(item.id);
      return;
    }
    try {
      await outbox.sent(item.id);
    } catch (error) {
      log(
        `notify: ${item.channel} for ${describe(item.payload)} was sent but could not be marked sent (${reasonOf(error)}); it may be sent once more, with the same idempotency key`,
      );
    }
    settle(item.id);
  }

  /** Claims what is due and tries each once; claims are exclusive, so two runs at once never share an item. */
  function pump(): Promise<void> {
    if (stopped) return Promise.resolve();
    return track(
      runs,
      (async () => {
        for (;;) {
          let items: OutboxItem[];
          try {
            items = await outbox.claim(CLAIM_BATCH, leaseMs);
            if (outboxDown) log("notify: the outbox can be read again");
            outboxDown = false;
          } catch (error) {
            // Said once per outage, not at every wake-up; the poller tries again.
            if (!outboxDown) log(`notify: could not read the outbox: ${reasonOf(error)}; trying again`);
            outboxDown = true;
            return;
          }
          await Promise.all(items.map(attempt));
          if (items.length < CLAIM_BATCH || stopped) return;
        }
      })(),
    );
  }

  /** The timer that runs the loop while the server runs, for items nothing here woke it for. */
  function start() {
    if (poller || stopped) return;
    poller = setInterval(() => void pump(), pollMs);
    poller.unref();
  }

  /**
   * Queues an item (written before anything is sent; `onQueued` is called then, or when queuing failed),
   * then runs the loop and waits for the item.
   */
  function dispatch(item: Pick<OutboxItem, "id" | "channel" | "payload">, onQueued = () => {}): Promise<void> {
    return track(
      calls,
      outbox.queue(item).then(
        (queued) => {
          onQueued();
          start();
          const waiting = waitFor(queued.id);
          void pump();
          return waiting;
        },
        async (error: unknown) => {
          onQueued();
          log(
            `notify: could not queue ${item.channel} for ${describe(item.payload)}: ${reasonOf(error)}; trying once without the outbox`,
          );
          await deliver(item).catch((failure: unknown) =>
            log(`notify: ${item.channel} for ${describe(item.payload)} failed: ${reasonOf(failure)}; not kept`),
          );
        },
      ),
    );
  }

  /** Queues a submission's notification on every channel: `queued` when all are in the outbox, `sent` when tried. */
  function send(kind: SubmissionKind, submission: Submission): { queued: Promise<void>; sent: Promise<void> } {
    const payload = { type: "notification", kind, submission };
    const channels: Channel[] = [
      ...(transport && to ? (["email"] as const) : []),
      ...(webhookUrl ? (["webhook"] as const) : []),
    ];
    // The idempotency key: one per submission and channel, the same at every try and after a restart.
    const base = typeof submission.id === "string" && submission.id ? submission.id : randomUUID();
    const queued: Promise<void>[] = [];
    const sent = channels.map((channel) => {
      let onQueued = () => {};
      queued.push(new Promise<void>((resolve) => (onQueued = resolve)));
      return dispatch({ id: `${base}.${channel}`, channel, payload }, onQueued);
    });
    const done = (promises: Promise<void>[]) => Promise.all(promises).then(() => undefined);
    return { queued: done(queued), sent: done(sent) };
  }

  const notify = (kind: SubmissionKind, submission: Submission) => send(kind, submission).sent;
  const queue = (kind: SubmissionKind, submission: Submission) => send(kind, submission).queued;

  /** The visitor's address stays out of the log: the subject says which email it was. */
  function email(message: VisitorEmail): Promise<void> {
    if (!transport) return Promise.resolve();
    return dispatch({ id: `${randomUUID()}.email`, channel: "email", payload: { type: "visitor", message } });
  }

  /** At start: says how many notifications an earlier run left, and sends those due (the rest when due). */
  function resume(): Promise<void> {
    start();
    return track(
      calls,
      outbox
        .status()
        .then(({ waiting }) => {
          if (waiting > 0) log(`notify: resuming ${waiting} notification(s) left from an earlier run`);
        })
        .catch(() => undefined)
        .then(() => pump()),
    );
  }

  async function verify(): Promise<string | undefined> {
    if (!transport) return undefined;
    try {
      await transport.verify();
      return `notify: SMTP connection and login verified (${smtpHost})`;
    } catch (error) {
      return `notify: SMTP check failed: ${describeFailure(error, { from, host: smtpHost })}`;
    }
  }

  async function test() {
    const results: { channel: Channel; ok: boolean; message: string }[] = [];
    const at = new Date(now()).toISOString();
    const submission = {
      id: `test-${at}`,
      receivedAt: at,
      name: "Notification test",
      subject: "general",
      message: "A test from npm run notify:test.",
    };
    const payload = { type: "notification", kind: "contact", submission };
    if (transport) {
      try {
        if (!to) throw new Error("no address to send to: set NOTIFY_EMAIL");
        await deliver({ id: `${submission.id}.email`, channel: "email", payload });
        results.push({
          channel: "email",
          ok: true,
          message: `sent a test email to ${to} from ${from} through ${smtpHost}`,
        });
      } catch (error) {
        results.push({ channel: "email", ok: false, message: describeFailure(error, { from, host: smtpHost }) });
      }
    }
    if (webhookUrl) {
      try {
        await deliver({ id: `${submission.id}.webhook`, channel: "webhook", payload });
        results.push({
          channel: "webhook",
          ok: true,
          message: `the webhook at ${webhookHost} accepted a test notification`,
        });
      } catch (error) {
        results.push({ channel: "webhook", ok: false, message: describeFailure(error, { host: webhookHost }) });
      }
    }
    return results;
  }

  /** Waits for the calls in flight (each resolves after its item's first `retries + 1` tries); later retries go on. */
  async function idle() {
    while (calls.size > 0) await Promise.allSettled([...calls]);
  }

  async function stop() {
    stopped = true;
    clearInterval(poller);
    for (const timer of wakers) clearTimeout(timer);
    wakers.clear();
    for (const id of [...waiters.keys()]) settle(id);
    while (calls.size + runs.size > 0) await Promise.allSettled([...calls, ...runs]);
    transport?.close();
  }

  return {
    enabled: Boolean((transport && to) || webhookUrl),
    canEmail: Boolean(transport),
    notify,
    queue,
    email,
    resume,
    verify,
    test,
    idle,
    stop,
  };
}
