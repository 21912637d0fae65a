/**
 * The newsletter's consent loop (docs/requirements.md#newsletter): the events the store keeps, the one fold that turns them
 * into the current subscribers, and the signed, expiring tokens of the confirmation links.
 *
 * The events are only added to (retention and erasure aside): a sign-up, a confirmation and an unsubscription are
 * each one event, so every state can be explained. The store folds an address's events on demand; `npm run inbox -- --newsletter` (scripts/inbox.ts) imports this very file, so
 * the fold exists once. Keep it free of imports beyond Node and app/content (and types).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { CONFIRMATION_HOURS } from "../app/content/server-constants";

export type NewsletterEventKind = "subscribe" | "confirm" | "unsubscribe";

export interface NewsletterEvent {
  id: string;
  event: NewsletterEventKind;
  /** Lower-case: one address, one subscription. */
  email: string;
  receivedAt: string;
  /** Sign-ups only: a confirmation link was emailed, and the address is unconfirmed until it is followed. */
  confirmed?: false;
  /** Sign-ups only: stored without confirmation, because the server sends no email (no SMTP_URL). */
  optIn?: "single";
}

export type SubscriberStatus = "confirmed" | "unconfirmed" | "single opt-in";

export interface Subscriber {
  email: string;
  status: SubscriberStatus;
  subscribedAt: string;
  confirmedAt?: string;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const KINDS: readonly string[] = ["subscribe", "confirm", "unsubscribe"] satisfies NewsletterEventKind[];

/**
 * A stored line read as an event, or nothing if it is not one. Lines written before the consent loop
 * (`{ id, receivedAt, email }`) are sign-ups taken without confirmation: single opt-in.
 */
export function toEvent(record: Record<string, unknown>): NewsletterEvent | undefined {
  if (typeof record.email !== "string" || typeof record.receivedAt !== "string") return undefined;
  const kind = record.event ?? "subscribe";
  if (typeof kind !== "string" || !KINDS.includes(kind)) return undefined;
  const event: NewsletterEvent = {
    id: String(record.id ?? ""),
    event: kind as NewsletterEventKind,
    email: normalizeEmail(record.email),
    receivedAt: record.receivedAt,
  };
  if (event.event === "subscribe") {
    if (record.confirmed === false) event.confirmed = false;
    else event.optIn = "single";
  }
  return event;
}

/** What one event makes of one address's subscription (nothing: not subscribed). */
export function nextState(current: Subscriber | undefined, event: NewsletterEvent): Subscriber | undefined {
  switch (event.event) {
    case "subscribe":
      // Signing up again changes nothing: a confirmed address stays confirmed.
      return (
        current ?? {
          email: event.email,
          status: event.confirmed === false ? "unconfirmed" : "single opt-in",
          subscribedAt: event.receivedAt,
        }
      );
    case "confirm":
      // A link followed after unsubscribing does not subscribe again.
      return current && { ...current, status: "confirmed", confirmedAt: event.receivedAt };
    case "unsubscribe":
      return undefined;
  }
}

/** Applies one event to the subscribers by address (the collector's running fold). */
export function applyEvent(subscribers: Map<string, Subscriber>, event: NewsletterEvent): void {
  const next = nextState(subscribers.get(event.email), event);
  if (next) subscribers.set(event.email, next);
  else subscribers.delete(event.email);
}

/** The current subscribers, by address, from every stored line, oldest first. */
export function foldSubscribers(records: readonly Record<string, unknown>[]): Map<string, Subscriber> {
  const subscribers = new Map<string, Subscriber>();
  for (const record of records) {
    const event = toEvent(record);
    if (event) applyEvent(subscribers, event);
  }
  return subscribers;
}

// Confirmation tokens: base64url(email) "." expiry (Unix seconds) "." base64url(HMAC-SHA256). The
// purpose is part of the signed text, so a token made for anything else with the same secret never
// confirms a subscription.
const PURPOSE = "newsletter-confirm";
export const CONFIRMATION_TTL_MS = CONFIRMATION_HOURS * 60 * 60 * 1000;

const mac = (secret: string, email: string, expires: number, purpose = PURPOSE) =>
  createHmac("sha256", secret).update(`${purpose}\n${email}\n${expires}`).digest();

export function signToken(
  email: string,
  secret: string,
  { now = Date.now(), ttlMs = CONFIRMATION_TTL_MS, purpose }: { now?: number; ttlMs?: number; purpose?: string } = {},
): string {
  const address = normalizeEmail(email);
  const expires = Math.floor((now + ttlMs) / 1000);
  return `${Buffer.from(address).toString("base64url")}.${expires}.${mac(secret, address, expires, purpose).toString("base64url")}`;
}

export type TokenCheck = { ok: true; email: string } | { ok: false; reason: "malformed" | "forged" | "expired" };

/** The address a token confirms, if it was signed with `secret` (for `purpose`) and has not expired. */
export function verifyToken(token: string, secret: string, now = Date.now(), purpose?: string): TokenCheck {
  const [encoded = "", expiry = "", signature = "", ...rest] = token.split(".");
  if (rest.length > 0 || !/^[\w-]+$/.test(encoded) || !/^\d{1,12}$/.test(expiry) || !/^[\w-]+$/.test(signature)) {
    return { ok: false, reason: "malformed" };
  }
  const email = Buffer.from(encoded, "base64url").toString("utf8");
  const expires = Number(expiry);
  const expected = mac(secret, email, expires, purpose);
  const given = Buffer.from(signature, "base64url");
  // A changed last character can decode to the same bytes: only the canonical spelling is the signature.
  if (
    given.length !== expected.length ||
    !timingSafeEqual(given, expected) ||
    given.toString("base64url") !== signature
  )
    return { ok: false, reason: "forged" };
  if (expires * 1000 <= now) return { ok: false, reason: "expired" };
  return { ok: true, email };
}

/** The secret's name in the store (once a file of that name in DATA_DIR): kept, so existing links stay valid. */
export const SECRET_FILE = "newsletter-secret";
const MIN_SECRET_LENGTH = 32;

/**
 * The key that signs confirmation links: NEWSLETTER_SECRET, or else the store's, generated on first use
 * and kept in the store, so links stay valid across restarts
 * and every server on the store signs and checks with the same one.
 */
export async function newsletterSecret(
  // The store's `secret` (server/store/store.ts), named by shape: the store's types import this module's.
  store: { secret(name: string): Promise<string> },
  configured?: string,
): Promise<string> {
  if (configured !== undefined && configured !== "") {
    if (configured.length < MIN_SECRET_LENGTH) {
      throw new Error(`NEWSLETTER_SECRET must be at least ${MIN_SECRET_LENGTH} characters long.`);
    }
    return configured;
  }
  return store.secret(SECRET_FILE);
}
