/**
 * The one way to stored data (docs/decisions/0113-one-store-interface.md). Everything the server keeps
 * goes through a `Store`: contact messages, newsletter events, the notification outbox, the rate limiter
 * and the server's secrets. One implementation over Kysely (server/store/sql.ts): SQLite, one file under
 * DATA_DIR (the zero-setup default, one server per file, commands beside it), or PostgreSQL behind
 * DATABASE_URL (any number of servers on one database). `openStore` (server/store/open.ts) picks one from
 * the configuration. The contract both keep is tested once, in tests/store/contract.ts, and run against each.
 *
 * Rules it keeps:
 * - A write resolves only when it is committed and on disk. A write that fails leaves nothing
 *   half-written behind and rejects with a `StoreUnavailable`, whose message says what went wrong in
 *   words an operator can act on.
 * - Reading reports what it could not read (`problems`), never skips it silently.
 * - Ids are the caller's: adding a record whose id is already stored changes nothing and resolves (an
 *   idempotent retry after a lost answer never stores a message twice).
 */
import { createHash } from "node:crypto";
import { type NewsletterEvent, nextState, normalizeEmail, type Subscriber } from "../newsletter";

/** A stored contact message: the form's fields, the id the collector gave it, and when it arrived. */
export type ContactRecord = Record<string, unknown> & { id: string; receivedAt: string };

/** A likely-spam contact message: stored with its verdict, answered like any other, never notified until released. */
export interface SpamVerdict {
  score: number;
  reasons: string[];
}
export type HeldRecord = ContactRecord & { verdict: SpamVerdict };

/**
 * A length of time in calendar units (UTC): how long something is kept. `periodStart` turns it into the
 * earliest time still inside it.
 */
export interface Period {
  months?: number;
  days?: number;
  hours?: number;
}

/**
 * How long the server keeps each thing it stores (docs/decisions/0121-retention.md), from one configuration the
 * privacy policy is written from (`retention` in app/content/server-constants.ts). Each period runs from the moment the
 * server knows: a message's arrival, a sign-up, an unsubscription, a delivery.
 */
export interface RetentionPeriods {
  /** A contact message, from its arrival (`receivedAt`); released held messages too. */
  messages: Period;
  /** A contact message whose subject is "career", from its arrival. */
  careerMessages: Period;
  /** A held (likely-spam) message, from its arrival. */
  held: Period;
  /** A newsletter sign-up never confirmed, from the sign-up: every event of the address goes. */
  unconfirmedSignups: Period;
  /**
   * An unsubscribed address's record of unsubscribing, from the unsubscription. What came before it (the
   * sign-up, the confirmation) is removed at the first sweep after the unsubscription.
   */
  unsubscribeRecords: Period;
  /** A delivered notification (outbox item), from its delivery. */
  deliveredNotifications: Period;
  /** An outbox item never delivered, from its queuing: retried until then, then removed. */
  undeliveredNotifications: Period;
}

/** How many stored things one sweep removed (marks: single-use marks past their end). */
export interface SweptCounts {
  contacts: number;
  held: number;
  newsletter: number;
  outbox: number;
  marks: number;
}

/** The earliest time still inside `period` at `now`: what started before it is past the period. */
export function periodStart(now: Date, { months = 0, days = 0, hours = 0 }: Period): Date {
  const start = new Date(now.getTime());
  if (months) {
    // A calendar month back, clamped to the month's last day (31 March less one month is 28 or 29 February).
    const day = start.getUTCDate();
    start.setUTCDate(1);
    start.setUTCMonth(start.getUTCMonth() - months);
    const last = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
    start.setUTCDate(Math.min(day, last));
  }
  return new Date(start.getTime() - (days * 24 + hours) * 60 * 60 * 1000);
}

/** Whether the ISO time `at` is before `start` (an unreadable time is never past anything). */
export const startedBefore = (at: unknown, start: Date) =>
  typeof at === "string" && Number.isFinite(Date.parse(at)) && Date.parse(at) < start.getTime();

/** Whether a stored contact message is past its period at `now`: career messages have their own. */
export function contactExpired(record: Record<string, unknown>, now: Date, periods: RetentionPeriods): boolean {
  const period = record.subject === "career" ? periods.careerMessages : periods.messages;
  return startedBefore(record.receivedAt, periodStart(now, period));
}

/**
 * The newsletter events a sweep removes at `now` (their indexes in `events`, oldest first), address by
 * address: everything before an address's last unsubscription; that unsubscription once past its period;
 * and every event after it when the address signed up again and never confirmed within the period. None of
 * this changes who is subscribed, except that an unconfirmed sign-up past its period ends.
 */
export function newsletterSwept(
  events: readonly (NewsletterEvent | undefined)[],
  now: Date,
  periods: RetentionPeriods,
): Set<number> {
  const byAddress = new Map<string, number[]>();
  events.forEach((event, index) => {
    if (!event) return;
    const indexes = byAddress.get(event.email) ?? [];
    indexes.push(index);
    byAddress.set(event.email, indexes);
  });
  const drop = new Set<number>();
  const unsubscribedBefore = periodStart(now, periods.unsubscribeRecords);
  const unconfirmedBefore = periodStart(now, periods.unconfirmedSignups);
  for (const indexes of byAddress.values()) {
    let last = -1;
    indexes.forEach((index, position) => {
      if (events[index]?.event === "unsubscribe") last = position;
    });
    for (const index of indexes.slice(0, Math.max(0, last))) drop.add(index);
    const lastIndex = indexes[last];
    if (last >= 0 && lastIndex !== undefined && startedBefore(events[lastIndex]?.receivedAt, unsubscribedBefore))
      drop.add(lastIndex);
    const since = indexes.slice(last + 1);
    let state: Subscriber | undefined;
    for (const index of since) {
      const event = events[index];
      if (event) state = nextState(state, event);
    }
    if (state === undefined || (state.status === "unconfirmed" && startedBefore(state.subscribedAt, unconfirmedBefore)))
      for (const index of since) drop.add(index);
  }
  return drop;
}

/** The SHA-256 (hex) of a single-use mark's key: what the store keeps instead of the key. */
export const markHash = (key: string) => createHash("sha256").update(key).digest("hex");

/** The mark "a confirmation email was sent to this address" (server/collector.ts): forgotten on erase. */
export const confirmationEmailMark = (email: string) => `confirmation-email ${normalizeEmail(email)}`;

/** The single-use marks' keys that name an address: forgotten on erase. */
export const addressMarkKeys = (email: string) => [confirmationEmailMark(email)];

/** Something stored that could not be read: where (file and line, or table and row) and why. */
export interface ReadProblem {
  where: string;
  reason: string;
}

export interface ReadResult<T> {
  records: T[];
  problems: ReadProblem[];
}

export type Channel = "email" | "webhook";

/** One notification to deliver on one channel. */
export interface OutboxItem {
  /**
   * Unique per item, and the idempotency key a receiver sees (the email's Message-ID, the webhook's
   * Idempotency-Key header): for a notification, the submission's id and the channel.
   */
  id: string;
  channel: Channel;
  /** What the channel sends: `{ type: "notification", kind, submission }` or `{ type: "visitor", message }`. */
  payload: Record<string, unknown>;
  queuedAt: string;
  /** Failed tries so far. */
  attempts: number;
  /** When the next try is due (ISO time). */
  dueAt: string;
  /** Why the last try failed. */
  lastError?: string;
}

export interface OutboxStatus {
  /** Queued and not yet delivered. */
  waiting: number;
  /** Waiting items that have failed at least `STUCK_AFTER_ATTEMPTS` times. */
  stuck: number;
}

/** An item that has failed this many times counts as stuck in /healthz (it is still retried). */
export const STUCK_AFTER_ATTEMPTS = 5;

export interface Store {
  /** Which implementation, for /healthz and the start line. */
  readonly kind: "sqlite" | "postgres";
  /** Where the data lives, without credentials (a directory, or host/database). */
  readonly location: string;

  contacts: {
    /**
     * Stores a message. With `submission` (the form's submission id), stores it only when no message (held or
     * not) was stored for that id, and otherwise resolves that earlier message, storing nothing.
     */
    add(record: ContactRecord, submission?: string): Promise<ContactRecord | undefined>;
    /** Every stored message, oldest first. */
    read(): Promise<ReadResult<ContactRecord>>;
  };

  newsletter: {
    add(event: NewsletterEvent): Promise<void>;
    /** Every stored event, oldest first. */
    read(): Promise<ReadResult<NewsletterEvent>>;
    /** The current subscription of a normalised address (server/newsletter.ts's fold), if any. */
    subscriber(email: string): Promise<Subscriber | undefined>;
  };

  outbox: {
    /** Records an item before anything is sent; due at once. Queuing an id already queued changes nothing. */
    queue(item: Pick<OutboxItem, "id" | "channel" | "payload">): Promise<OutboxItem>;
    /**
     * Claims up to `max` items that are due, for `leaseMs`: no other claim (by this or another server)
     * returns them until the lease ends or they are marked. A server killed mid-send leaves its items to
     * be claimed again once the lease ends: delivered at least once, never twice in normal running.
     */
    claim(max: number, leaseMs: number): Promise<OutboxItem[]>;
    /** Delivered: never claimed again. */
    sent(id: string): Promise<void>;
    /** A failed try: counted, and due again at `retryAt`. */
    failed(id: string, error: string, retryAt: Date): Promise<void>;
    status(): Promise<OutboxStatus>;
    /** Every item not yet sent, oldest first, whether due or not (copying a store: scripts/store-transfer.ts). */
    pending(): Promise<OutboxItem[]>;
  };

  /**
   * Requests about one person's data (docs/decisions/0120-requests-about-a-persons-data.md). An address
   * is matched after `normalizeEmail` (trimmed, lower case).
   */
  personal: {
    /**
     * Everything stored about `email`: contact messages (held ones too) whose email is the address, every newsletter
     * event for it, every outbox item (sent or not) whose payload holds it, and earlier erasures of it.
     */
    find(email: string): Promise<PersonalData>;
    /**
     * Removes all of what `find` returns, the rate limiter's keys and the single-use marks for it, in one
     * transaction, and keeps only a suppression record holding the SHA-256 hash of the normalised address,
     * never the address.
     */
    erase(email: string): Promise<ErasedCounts>;
  };

  /** What the store keeps beside its records, read and added by a transfer (server/store/transfer.ts). */
  bookkeeping: {
    read(): Promise<Bookkeeping>;
    /**
     * Adds a submission id the store has no message for, and a listing time to a held message that has none;
     * keeps what it has. Resolves how many submission ids it added.
     */
    add(bookkeeping: Bookkeeping): Promise<number>;
  };

  /** Suppression records (what `personal.erase` leaves), every one: copying a store keeps them. */
  erasures: {
    read(): Promise<Erasure[]>;
    add(erasure: Erasure): Promise<void>;
  };

  held: {
    /** Stores a held message durably (idempotent on id, and one per submission id, like contacts.add). */
    add(record: HeldRecord, submission?: string): Promise<ContactRecord | undefined>;
    /** Every held message, oldest first. */
    read(): Promise<ReadResult<HeldRecord>>;
    /**
     * Releases a held message: stored as a normal contact record (without `verdict`, with `releasedAt`) and
     * removed from the held ones, durably (contacts.add first, then the removal, so a crash in between leaves
     * it in both and a retry finishes). Resolves the stored contact record, or undefined when no held message
     * has that id.
     */
    release(id: string): Promise<ContactRecord | undefined>;
    /** Removes one held message only (not everything stored for its address); resolves whether it was there. */
    remove(id: string): Promise<boolean>;
    /**
     * The held messages no notice has listed yet, marked listed at `at`, when no notice was claimed in the
     * `everyMs` before `at` (by any server on the store); otherwise none, and nothing changes.
     */
    notice(at: Date, everyMs: number): Promise<HeldRecord[]>;
  };

  /**
   * Single-use marks, durable and shared by every server on the store: marks `key` until `until` and
   * resolves true, or resolves false when `key` is already marked and its mark has not ended (a replay).
   * Only the SHA-256 of the key is stored (`markHash`). Marks past `until` are removed by `sweep`.
   */
  once(key: string, until: Date): Promise<boolean>;

  /**
   * Retention (the privacy policy's periods, from one configuration the policy is written from): removes,
   * in one transaction, what is past its period at `now`, and says how many of each it removed.
   */
  sweep(now: Date, periods: RetentionPeriods): Promise<SweptCounts>;

  rateLimit: {
    /**
     * Counts one request for `key` and answers the seconds to wait when `key` already had `limit`
     * requests in its window (`windowMs` from its first request), or 0. Refused requests count too. Shared
     * by every server on the store.
     */
    hit(key: string, limit: number, windowMs: number): Promise<number>;
  };

  /**
   * A named secret (such as the newsletter's link-signing key): the stored one, or else `initial` (a copy
   * from another store) or a newly generated one, stored first. Every server on the store and every
   * restart use the same one; two servers asking at once end up with the same value.
   */
  secret(name: string, initial?: string): Promise<string>;

  /** The named secret if one is stored; generates and stores nothing (copying a store reads with it). */
  storedSecret(name: string): Promise<string | undefined>;

  /** Writes and removes a record-sized probe: rejects with a StoreUnavailable when a submission could not be stored. */
  probe(): Promise<void>;

  close(): Promise<void>;
}

/** `Store.bookkeeping`: what a store keeps about its messages beside the records themselves. */
export interface Bookkeeping {
  /** Each form's submission id, to the id of the message stored for it (a resend stores nothing twice). */
  submissions: Record<string, string>;
  /** Each held message a notice has listed (server/held.ts), to when it was listed. */
  noticed: Record<string, string>;
}

/** Everything one store holds about one address (`Store.personal.find`). */
export interface PersonalData {
  /** The normalised address. */
  email: string;
  contacts: ContactRecord[];
  /** Held (likely-spam) messages whose email is the address. */
  held: HeldRecord[];
  newsletter: NewsletterEvent[];
  outbox: (OutboxItem & { sent: boolean })[];
  /** Earlier erasures of this address (its suppression records). */
  erasures: Erasure[];
}

/** How many stored things an erase removed. */
export interface ErasedCounts {
  /** Contact messages, held ones included. */
  contacts: number;
  newsletter: number;
  outbox: number;
}

/** A suppression record: that an address was erased, kept as the SHA-256 hash of the normalised address. */
export interface Erasure extends ErasedCounts {
  /** Hex SHA-256 of the normalised address (`addressHash`). */
  hash: string;
  erasedAt: string;
}

/** The SHA-256 (hex) of the normalised address: what a suppression record keeps instead of the address. */
export function addressHash(email: string): string {
  return createHash("sha256").update(normalizeEmail(email)).digest("hex");
}

/** The rate limiter's keys that name an address (server/collector.ts's confirmation emails): forgotten on erase. */
export const addressRateLimitKeys = (email: string) => [`confirmation-email ${normalizeEmail(email)}`];

/**
 * Whether `value` holds the address anywhere: a string equal to it, or naming it among other text
 * ("Ada <ada@example.com>"), case-insensitive; in nested objects and arrays too.
 */
export function holdsAddress(value: unknown, email: string): boolean {
  const address = normalizeEmail(email);
  if (typeof value === "string") {
    const text = value.toLowerCase();
    if (text.trim() === address) return true;
    for (const found of text.match(/[^\s<>()[\]{},;:"']+@[^\s<>()[\]{},;:"']+/g) ?? [])
      if (found.replace(/\.+$/, "") === address) return true;
    return false;
  }
  if (Array.isArray(value)) return value.some((item) => holdsAddress(item, address));
  if (value && typeof value === "object") return Object.values(value).some((item) => holdsAddress(item, address));
  return false;
}

/** A write or read the store could not do (full disk, unreachable database): the caller answers 503. */
export class StoreUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "StoreUnavailable";
  }
}
