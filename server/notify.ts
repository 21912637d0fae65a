/**
 * Notifications (issue 11, D7): after a submission is stored, send it on by email (SMTP_URL, to the
 * configured company email) and/or as JSON to a webhook (NOTIFY_WEBHOOK_URL). Sending never blocks or
 * changes the visitor's answer: it runs after the answer, retries with exponential backoff, and logs a
 * final failure. The stored copy (`npm run inbox`) stays the source of truth.
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

export interface Notifier {
  /** Whether any channel is configured. */
  enabled: boolean;
  /** Starts sending; resolves when every channel succeeded or gave up. Never rejects. */
  notify(kind: SubmissionKind, submission: Submission): Promise<void>;
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
      text: `${String(submission.email)} subscribed to the newsletter at ${String(submission.receivedAt)}.`,
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
  const transport = smtpUrl && to ? nodemailer.createTransport(smtpUrl) : undefined;
  if (smtpUrl && !to) log("notify: SMTP_URL is set but the site has no email to send to; email is off");
  const inFlight = new Set<Promise<void>>();

  async function sendEmail(kind: SubmissionKind, submission: Submission) {
    if (!transport) return;
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
    const done = Promise.all(
      channels.map(([channel, sending]) =>
        sending.catch((error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          log(`notify: ${channel} for ${kind} ${String(submission.id)} failed after ${retries + 1} tries: ${reason}`);
        }),
      ),
    ).then(() => undefined);
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
    return done;
  }

  return {
    enabled: Boolean(transport || webhookUrl),
    notify,
    idle: async () => {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
