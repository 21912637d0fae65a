/**
 * Messages held as likely spam (docs/decisions/0122-spam-without-a-third-party.md, docs/decisions/0190-held-notice.md):
 * stored with their verdict and listed in a notice to the team within the hour, each with signed links that let it
 * through or delete it. Opening a link changes nothing; its page's one button posts the token back.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { CONTACT_SUBJECTS } from "../app/lib/forms";
import { pageTitle } from "../app/site";
import { parseForm } from "./form-body";
import { escapeHtml } from "./form-refill";
import { signToken, verifyToken } from "./newsletter";
import { clientAddress } from "./rate-limit";
import { sendHtml } from "./respond";
import { RETENTION_PERIODS } from "./retention";
import { type ContactRecord, type HeldRecord, periodStart, type Store } from "./store/store";

/** The command that lists held messages (scripts/inbox.ts), for operators. */
export const SPAM_REVIEW = "npm run inbox -- --spam";
/** Where the notice's links go (GET shows the page, POST acts). */
export const HELD_PATH = "/api/held";
/** At most one notice per hour: a flood costs one email an hour, and a person waits an hour at most. */
export const NOTICE_EVERY_MS = 60 * 60 * 1000;
/** How often each server looks for held messages no notice has listed (a message held while one was due). */
export const NOTICE_CHECK_MS = 60 * 1000;
const LINK_TTL_MS = 14 * 24 * 60 * 60 * 1000;
const PURPOSE = "held-message";
/** The store's secret that signs the links: every server on the store checks with the same one. */
export const HELD_SECRET = "held-links";
const EXCERPT = 300;

type Action = "release" | "delete";
const ACTIONS: Record<Action, [label: string, title: string, done: string]> = {
  release: [
    "Let it through",
    "Let this message through?",
    "The message was let through: it is stored and sent on like any other contact message.",
  ],
  delete: [
    "Delete",
    "Delete this message?",
    "The held message was deleted. Nothing else stored about its address was touched.",
  ],
};

/** What a sender typed, made unclickable: mail apps link URLs and addresses even in plain text. */
export const defang = (text: string) =>
  text
    .replace(/\b(h)tt(ps?:\/\/)/gi, "$1xx$2")
    .replace(/(?<=\w)\.(?=[a-z])/gi, "[.]")
    .replace(/@/g, "[at]");

const subjectLabel = (value: unknown) =>
  CONTACT_SUBJECTS.find((subject) => subject.value === value)?.label ?? String(value ?? "");

/** The summary of one held message, every value the sender typed defanged. */
function summary(record: HeldRecord): [string, string][] {
  const message = String(record.message ?? "").trim();
  const excerpt = message.length > EXCERPT ? `${message.slice(0, EXCERPT)}…` : message;
  return [
    ["From", defang(`${String(record.name ?? "")} <${String(record.email ?? "")}>`)],
    ["Subject", subjectLabel(record.subject)],
    ["Received", String(record.receivedAt)],
    ["Score", defang(`${record.verdict.score} (${record.verdict.reasons.join("; ")})`)],
    ["Message", defang(excerpt)],
  ];
}

/** Signs and checks the links: HMAC-SHA256 over action, message id and expiry, with the store's secret. */
export function heldLinks({ origin, secret }: { origin: string; secret: string }) {
  return {
    /** The link for `action` on `record`: valid 14 days, or until the message's retention ends if sooner. */
    link(record: HeldRecord, action: Action, now = Date.now()) {
      const kept = now - periodStart(new Date(now), RETENTION_PERIODS.held).getTime();
      const expires = Math.min(now + LINK_TTL_MS, Date.parse(record.receivedAt) + kept);
      const token = signToken(`${action} ${record.id}`, secret, { now, ttlMs: expires - now, purpose: PURPOSE });
      return `${origin}${HELD_PATH}?token=${token}`;
    },
    check(token: string, now = Date.now()) {
      const checked = verifyToken(token, secret, now, PURPOSE);
      if (!checked.ok) return checked;
      const [action, id = ""] = checked.email.split(" ");
      return action === "release" || action === "delete"
        ? ({ ok: true, action, id } as const)
        : ({ ok: false, reason: "malformed" } as const);
    },
  };
}
export type HeldLinks = ReturnType<typeof heldLinks>;

/** The notice listing `records`: a plain-text email body and, for the webhook, the same as data. */
export function noticeFor(records: HeldRecord[], waiting: number, at: number, links: HeldLinks) {
  const count = records.length;
  const items = records.map((record) => ({
    id: record.id,
    summary: Object.fromEntries(summary(record)),
    release: links.link(record, "release", at),
    delete: links.link(record, "delete", at),
  }));
  const text = [
    `${count} contact message${count === 1 ? " was" : "s were"} held as likely spam since the last notice and not sent on. A person flagged by mistake may be among them: each message has a link to let it through and one to delete it.`,
    ...records.map((record, index) => {
      const item = items[index]!;
      return [
        `\n${index + 1}. ${record.id}`,
        ...summary(record).map(([label, value]) => `${label}: ${value}`),
        `${ACTIONS.release[0]}: ${item.release}`,
        `${ACTIONS.delete[0]}: ${item.delete}`,
      ].join("\n");
    }),
    `\n${waiting} held in all; operators can list them on the server with ${SPAM_REVIEW}.`,
  ].join("\n");
  return {
    id: `held-notice-${new Date(at).toISOString()}`,
    receivedAt: new Date(at).toISOString(),
    count,
    waiting,
    text,
    messages: items,
  };
}

/**
 * Sends a notice of the held messages no notice listed yet, at once when none went out in the past hour (any
 * server on the store), else at the first check after. `check()` is called when a message is held, and every
 * NOTICE_CHECK_MS. `queue` is the notifier's (resolves once the notice is in the outbox).
 */
export function startHeldNotices({
  store,
  queue,
  links,
  log,
  now = Date.now,
  everyMs = NOTICE_EVERY_MS,
  checkMs = NOTICE_CHECK_MS,
}: {
  store: Pick<Store, "held">;
  queue: (kind: "held", submission: Record<string, unknown>) => Promise<void>;
  links: HeldLinks;
  log: (line: string) => void;
  now?: () => number;
  everyMs?: number;
  checkMs?: number;
}) {
  let running: Promise<void> | undefined;
  async function run() {
    const at = now();
    const records = await store.held.notice(new Date(at), everyMs);
    if (records.length === 0) return;
    const waiting = (await store.held.read()).records.length;
    await queue("held", noticeFor(records, waiting, at, links));
    log(`spam: a notice of ${records.length} held message(s) queued`);
  }
  const check = () =>
    (running ??= run()
      .catch((error: unknown) =>
        log(`spam: the held notice could not be prepared: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => (running = undefined)));
  const timer = setInterval(() => void check(), checkMs);
  timer.unref();
  return { check, stop: () => clearInterval(timer) };
}

/**
 * Releases a held message: stored as a normal contact message (`store.held.release`) and its notification
 * queued (`queue`, the notifier's). Resolves the stored record, or undefined when no held message has that id.
 */
export async function releaseHeld({
  store,
  id,
  queue,
}: {
  store: Pick<Store, "held">;
  id: string;
  queue: (kind: "contact", submission: ContactRecord) => Promise<void>;
}): Promise<ContactRecord | undefined> {
  const record = await store.held.release(id);
  if (record) await queue("contact", record);
  return record;
}

/** A small page in the site's colours, never indexed, cached or sent as a referrer, that works without JavaScript. */
function page(res: ServerResponse, status: number, title: string, body: string, headers: Record<string, string> = {}) {
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><title>${escapeHtml(pageTitle(title))}</title></head><body style="font-family:system-ui,sans-serif;color:#111f45;max-width:40rem;margin:4rem auto;padding:0 1.25rem;line-height:1.6"><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
  sendHtml(res, status, html, { "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer", ...headers });
}

const REFUSED: Record<string, [number, string]> = {
  forged: [400, "This link is not valid: it may have been cut short or changed. Nothing was changed."],
  expired: [410, "This link has expired. Nothing was changed. An operator can still list held messages on the server."],
  gone: [
    410,
    "This message is no longer held: it was already let through or deleted, or its time is up. Nothing was changed.",
  ],
};

/**
 * GET and POST of HELD_PATH: the GET shows the message and one button; the POST lets it through (exactly once,
 * the store's release being one transaction) or deletes it. Rate-limited per client like the forms.
 */
export function heldRoutes({
  store,
  links,
  queue,
  limit,
  windowMs,
  trustProxy,
  log,
}: {
  store: Pick<Store, "held" | "rateLimit">;
  links: HeldLinks;
  queue: (kind: "contact", submission: ContactRecord) => Promise<void>;
  limit: number;
  windowMs: number;
  trustProxy: boolean;
  log: (line: string) => void;
}) {
  const refuse = (res: ServerResponse, reason: string) => {
    const [status, message] = REFUSED[reason] ?? REFUSED.forged!;
    page(res, status, "This link cannot be used", `<p>${escapeHtml(message)}</p>`);
  };
  /** The checked token and its held message, or nothing once the request has been answered. */
  async function resolve(req: IncomingMessage, res: ServerResponse, token: string) {
    const wait = await store.rateLimit.hit(`${HELD_PATH} ${clientAddress(req, trustProxy)}`, limit, windowMs);
    if (wait > 0) {
      page(res, 429, "Too many requests", "<p>Please try again in a few minutes.</p>", { "Retry-After": String(wait) });
      return undefined;
    }
    const checked = links.check(token);
    if (!checked.ok) return void refuse(res, checked.reason);
    const record = (await store.held.read()).records.find((held) => held.id === checked.id);
    if (!record) return void refuse(res, "gone");
    return { ...checked, record };
  }

  const get = async (req: IncomingMessage, res: ServerResponse) => {
    const token = new URL(req.url ?? "", "http://localhost").searchParams.get("token") ?? "";
    const found = await resolve(req, res, token);
    if (!found) return;
    const [label, title] = ACTIONS[found.action];
    const rows = summary(found.record)
      .map(
        ([name, value]) =>
          `<dt style="font-weight:600">${name}</dt><dd style="margin:0 0 .5rem;white-space:pre-wrap">${escapeHtml(value)}</dd>`,
      )
      .join("");
    page(
      res,
      200,
      title,
      `<p>Held as likely spam. Opening this page changed nothing.</p><dl>${rows}</dl><form method="post" action="${HELD_PATH}"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit" style="font:inherit;font-weight:600;color:#fff;background:#2c4b9e;border:0;border-radius:.5rem;padding:.6rem 1.2rem;cursor:pointer">${label}</button></form>`,
    );
  };

  const post = async (req: IncomingMessage, res: ServerResponse) => {
    const parsed = await parseForm(req);
    const found = await resolve(req, res, "fields" in parsed ? (parsed.fields.token ?? "") : "");
    if (!found) return;
    const done =
      found.action === "release"
        ? Boolean(await releaseHeld({ store, id: found.id, queue }))
        : await store.held.remove(found.id);
    // Another server (or a second click) got there first: nothing more happened here.
    if (!done) return refuse(res, "gone");
    log(
      `${HELD_PATH}: held message ${found.id} ${found.action === "release" ? "let through" : "deleted"} from the notice`,
    );
    page(res, 200, "Done", `<p>${ACTIONS[found.action][2]}</p>`);
  };
  return { get, post };
}
