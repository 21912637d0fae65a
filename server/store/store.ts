/**
 * The one way to stored data (docs/decisions/0113-one-store-interface.md). Everything the server keeps
 * goes through a `Store`: contact messages, newsletter events, the notification outbox, the rate limiter
 * and the server's secrets. Two implementations: JSONL files under DATA_DIR (server/store/jsonl.ts, the
 * zero-setup default, one server per DATA_DIR) and PostgreSQL behind DATABASE_URL
 * (server/store/postgres.ts, any number of servers on one database). `openStore` (server/store/open.ts)
 * picks one from the configuration. The contract both keep is tested once, in server/store/contract.ts,
 * and run against each.
 *
 * Rules every implementation keeps:
 * - A write resolves only when all of it is durable (on disk and flushed, or committed). A write that
 *   fails leaves nothing half-written behind and rejects with a `StoreUnavailable`, whose message says
 *   what went wrong in words an operator can act on.
 * - Reading reports what it could not read (`problems`), never skips it silently.
 * - Ids are the caller's: adding a record whose id is already stored changes nothing and resolves (an
 *   idempotent retry after a lost answer never stores a message twice).
 */
import { createHash } from "node:crypto";
import { type NewsletterEvent, normalizeEmail, type Subscriber } from "../newsletter";

/** A stored contact message: the form's fields, the id the collector gave it, and when it arrived. */
export type ContactRecord = Record<string, unknown> & { id: string; receivedAt: string };

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
  readonly kind: "jsonl" | "postgres";
  /** Where the data lives, without credentials (a directory, or host/database). */
  readonly location: string;

  contacts: {
    add(record: ContactRecord): Promise<void>;
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
    /** Every item not yet sent, oldest first, whether due or not (copying a store: scripts/store-copy.ts). */
    pending(): Promise<OutboxItem[]>;
  };

  /**
   * Requests about one person's data (docs/decisions/0120-requests-about-a-persons-data.md). An address
   * is matched after `normalizeEmail` (trimmed, lower case).
   */
  personal: {
    /**
     * Everything stored about `email`: contact messages whose email is the address, every newsletter
     * event for it, every outbox item (sent or not) whose payload holds it, and earlier erasures of it.
     */
    find(email: string): Promise<PersonalData>;
    /**
     * Removes all of what `find` returns, durably (a JSONL file is rewritten atomically through the same
     * queue as its appends; PostgreSQL deletes in one transaction), forgets the address in memory (the
     * newsletter fold, the rate limiter's keys for it), and keeps only a suppression record holding the
     * SHA-256 hash of the normalised address, never the address.
     */
    erase(email: string): Promise<ErasedCounts>;
  };

  rateLimit: {
    /**
     * Counts one request for `key` and answers the seconds to wait when `key` already had `limit`
     * requests in the last `windowMs`, or 0. Refused requests count too. Shared by every server on the store.
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

/** Everything one store holds about one address (`Store.personal.find`). */
export interface PersonalData {
  /** The normalised address. */
  email: string;
  contacts: ContactRecord[];
  newsletter: NewsletterEvent[];
  outbox: (OutboxItem & { sent: boolean })[];
  /** Earlier erasures of this address (its suppression records). */
  erasures: Erasure[];
}

/** How many stored things an erase removed. */
export interface ErasedCounts {
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
