/**
 * Notifications (issue 11, D7): after a submission is stored, send it on by email (SMTP_URL, to the
 * configured company email) and/or as JSON to a webhook (NOTIFY_WEBHOOK_URL). Sending never blocks or
 * changes the visitor's answer: it runs after the answer, retries with exponential backoff, and logs a
 * final failure. The stored copy (`npm run inbox`) stays the source of truth. The same SMTP transport
 * sends emails to visitors (the newsletter's confirmation links, D8).
 */
import nodemailer from "nodemailer";
import { CONTACT_SUBJECTS } from "../app/lib/forms";

export type SubmissionKind = "contact" | "newsletter";
export type Submission = Record<string, unknown>;

export interface NotifierOptions {
  /** smtp://user:pass@host:587 or smtps://…; empty: no email. */
  smtpUrl?: string;
  /** Where emails go: the configured company email (D1). */
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
  /** Resolves when everything in flight has finished (tests, graceful shutdown). */
  idle(): Promise<void>;
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

  async function sendEmail(kind: SubmissionKind, submission: Submission) {
    if (!transport || !to) return;
    await withRetry(
      async () => {
        await transport.sendMail({ from, to, ...emailFor(kind, submission) });
      },
      retries,
      baseDelayMs,
    );
  }

  async function sendWebhook(kind: SubmissionKind, submission: Submission) {
    if (!webhookUrl) return;
    await withRetry(
      async () => {
        const response = await fetch(webhookUrl, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ kind, submission }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) throw new Error(`webhook answered ${response.status}`);
      },
      retries,
      baseDelayMs,
    );
  }

  function notify(kind: SubmissionKind, submission: Submission): Promise<void> {
    const channels: [string, Promise<void>][] = [
      ["email", sendEmail(kind, submission)],
      ["webhook", sendWebhook(kind, submission)],
    ];
    return track(
      Promise.all(
        channels.map(([channel, sending]) =>
          sending.catch((error: unknown) => {
            log(
              `notify: ${channel} for ${kind} ${String(submission.id)} failed after ${retries + 1} tries: ${reasonOf(error)}`,
            );
          }),
        ),
      ).then(() => undefined),
    );
  }

  /** The visitor's address stays out of the log: the subject says which email it was. */
  function email(message: VisitorEmail): Promise<void> {
    if (!transport) return Promise.resolve();
    return track(
      withRetry(
        async () => {
          await transport.sendMail({ from, ...message });
        },
        retries,
        baseDelayMs,
      ).catch((error: unknown) => {
        log(`notify: email "${message.subject}" failed after ${retries + 1} tries: ${reasonOf(error)}`);
      }),
    );
  }

  return {
    enabled: Boolean((transport && to) || webhookUrl),
    canEmail: Boolean(transport),
    notify,
    email,
    idle: async () => {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
