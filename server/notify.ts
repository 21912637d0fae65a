/**
 * Notifications (decision 0061, docs/requirements.md#contact-form): after a submission is stored, send it on by email (SMTP_URL, to the
 * configured company email) and/or as JSON to a webhook (NOTIFY_WEBHOOK_URL). Sending never blocks or
 * changes the visitor's answer: it runs after the answer, retries with exponential backoff, and logs a
 * final failure. The stored copy (`npm run inbox`) stays the source of truth. The same SMTP transport
 * sends emails to visitors (the newsletter's confirmation links, docs/requirements.md#newsletter).
 */
import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import { CONTACT_SUBJECTS } from "../app/lib/forms";
import type { Channel, OutboxItem, Store } from "./store/store";

export type SubmissionKind = "contact" | "newsletter";
export type Submission = Record<string, unknown>;

export interface NotifierOptions {
  /** smtp://user:pass@host:587 or smtps://…; empty: no email. */
  smtpUrl?: string;
  /** Where emails go: the configured company email (docs/requirements.md#company-constants). */
  to?: string;
  /** Sender address; defaults to website@ the domain of `to`. */
  from?: string;
  /** Receives `{ kind, submission }` as JSON; empty: no webhook. */
  webhookUrl?: string;
  /** Attempts after the first one (default 4: 5 tries over about 15 s with the default delay). */
  retries?: number;
  /** First retry delay; doubles each time (default 1 s). */
  baseDelayMs?: number;
  /** Per-attempt timeout for the webhook (default 10 s). */
  timeoutMs?: number;
  /** Where each notification is kept until it is sent, so a restart resumes it (the store's outbox). */
  outbox?: Store["outbox"];
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
  /** Starts sending; resolves when every channel succeeded or gave up. Never rejects. */
  notify(kind: SubmissionKind, submission: Submission): Promise<void>;
  /** Sends one email to a visitor, with the same retries; resolves when sent or given up. Never rejects. */
  email(message: VisitorEmail): Promise<void>;
  /** Sends again what the outbox still holds from an earlier run; resolves when those finished. */
  resume(): Promise<void>;
  /** Checks the SMTP connection and login once; resolves with a one-line verdict, never rejects. */
  verify(): Promise<string | undefined>;
  /** Sends one test email and one test webhook (those configured) once each, with a verdict for each. */
  test(): Promise<{ channel: Channel; ok: boolean; message: string }[]>;
  /** Resolves when everything in flight has finished (tests, graceful shutdown). */
  idle(): Promise<void>;
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
  return e.message ?? String(error);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` until it succeeds or `retries` more tries failed, waiting base, 2×base, 4×base… between. */
export async function withRetry(attempt: () => Promise<void>, retries: number, baseDelayMs: number): Promise<void> {
  for (let index = 0; ; index += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (index >= retries) throw error;
      await sleep(baseDelayMs * 2 ** index);
    }
  }
}

const subjectLabel = (value: unknown) =>
  CONTACT_SUBJECTS.find((subject) => subject.value === value)?.label ?? String(value ?? "");

/** The email for one submission: a readable text body, replies going to the visitor. */
export function emailFor(kind: SubmissionKind, submission: Submission) {
  if (kind === "newsletter") {
    return {
      subject: `New newsletter subscriber: ${String(submission.email)}`,
      text: `${String(submission.email)} subscribed to the newsletter at ${String(submission.receivedAt)}${
        submission.confirmed === false ? " (unconfirmed until they follow the link emailed to them)" : ""
      }.`,
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

export function createNotifier(options: NotifierOptions): Notifier {
  const { smtpUrl = "", to = "", webhookUrl = "", retries = 4, baseDelayMs = 1000, timeoutMs = 10_000 } = options;
  const log = options.log ?? (() => {});
  const from = options.from || (to.includes("@") ? `website@${to.split("@")[1]}` : "website@localhost");
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
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
  const inFlight = new Set<Promise<void>>();
  /** Counts a sending until it ends, so that idle() can wait for it. */
  function track(sending: Promise<void>): Promise<void> {
    inFlight.add(sending);
    void sending.finally(() => inFlight.delete(sending));
    return sending;
  }
  const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

  /** One attempt to deliver an outbox payload on its channel; throws with the reason on failure. */
  async function deliver(channel: Channel, payload: Record<string, unknown>): Promise<void> {
    if (channel === "email") {
      if (!transport) throw new Error("SMTP_URL is not set");
      const message =
        payload.type === "visitor"
          ? (payload.message as VisitorEmail)
          : { to, ...emailFor(payload.kind as SubmissionKind, payload.submission as Submission) };
      await transport.sendMail({ from, ...message });
      return;
    }
    if (!webhookUrl) throw new Error("NOTIFY_WEBHOOK_URL is not set");
    const response = await fetch(webhookUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
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

  /** Sends one outbox item with retries and marks it sent; a final failure stays pending and is logged. */
  function send(item: Pick<OutboxItem, "channel" | "payload"> & { id?: string }): Promise<void> {
    return track(
      withRetry(() => deliver(item.channel, item.payload), retries, baseDelayMs)
        .then(async () => {
          if (item.id && options.outbox) await options.outbox.sent(item.id);
        })
        .catch(async (error: unknown) => {
          if (item.id && options.outbox)
            await options.outbox.failed(item.id, reasonOf(error), new Date()).catch(() => undefined);
          log(
            `notify: ${item.channel} for ${describe(item.payload)} failed after ${retries + 1} tries: ${reasonOf(error)}${
              options.outbox ? "; kept in the outbox for the next start" : ""
            }`,
          );
        }),
    );
  }

  /** Queues a payload on disk first (when there is an outbox), then sends it. */
  function dispatch(channel: Channel, payload: Record<string, unknown>): Promise<void> {
    if (!options.outbox) return send({ channel, payload });
    return track(
      options.outbox.queue({ id: randomUUID(), channel, payload }).then(
        (item) => send(item),
        (error: unknown) => {
          log(`notify: could not queue ${channel} for ${describe(payload)}: ${reasonOf(error)}; sending anyway`);
          return send({ channel, payload });
        },
      ),
    );
  }

  function notify(kind: SubmissionKind, submission: Submission): Promise<void> {
    const payload = { type: "notification", kind, submission };
    const channels: Channel[] = [
      ...(transport && to ? (["email"] as const) : []),
      ...(webhookUrl ? (["webhook"] as const) : []),
    ];
    return Promise.all(channels.map((channel) => dispatch(channel, payload))).then(() => undefined);
  }

  /** The visitor's address stays out of the log: the subject says which email it was. */
  function email(message: VisitorEmail): Promise<void> {
    if (!transport) return Promise.resolve();
    return dispatch("email", { type: "visitor", message });
  }

  async function resume(): Promise<void> {
    // Claimed for longer than all of a send's retries take, so nothing else sends them meanwhile.
    const pending = (await options.outbox?.claim(1000, 60 * 60 * 1000)) ?? [];
    if (pending.length === 0) return;
    log(`notify: resuming ${pending.length} notification(s) left from an earlier run`);
    await Promise.all(pending.map((item) => send(item)));
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
    const now = new Date().toISOString();
    const submission = {
      id: `test-${now}`,
      receivedAt: now,
      name: "Notification test",
      subject: "general",
      message: "A test from npm run notify:test.",
    };
    if (transport) {
      try {
        if (!to) throw new Error("no address to send to: set NOTIFY_EMAIL");
        await deliver("email", { type: "notification", kind: "contact", submission });
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
        await deliver("webhook", { type: "notification", kind: "contact", submission });
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

  return {
    enabled: Boolean((transport && to) || webhookUrl),
    canEmail: Boolean(transport),
    notify,
    email,
    resume,
    verify,
    test,
    idle: async () => {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
