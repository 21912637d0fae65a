/** The store's tables as Kysely sees them, and the row helpers every part of server/store/sql.ts shares. */
import type { Generated, Kysely } from "kysely";
import type { OutboxItem } from "./store";

export type Time = Date | string;
export interface Tables {
  contacts: { seq: Generated<string>; id: string; record: unknown };
  held: { seq: Generated<string>; id: string; email: string | null; record: unknown; noticed_at: Time | null };
  newsletter_events: { seq: Generated<string>; id: string; email: string; record: unknown };
  outbox: {
    seq: Generated<string>;
    id: string;
    channel: OutboxItem["channel"];
    payload: unknown;
    queued_at: Time;
    attempts: Generated<number>;
    due_at: Time;
    last_error: string | null;
    leased_until: Time | null;
    sent_at: Time | null;
  };
  rate_limits: { key: string; started: Time; count: number };
  secrets: { name: string; value: string };
  probes: { id: string; body: string };
  erasures: {
    seq: Generated<string>;
    hash: string;
    erased_at: Time;
    contacts: number;
    newsletter: number;
    outbox: number;
  };
  marks: { hash: string; until: Time };
  imports: { source: string; imported_at: Time };
  submissions: { id: string; record_id: string };
}
export type Db = Kysely<Tables>;

/** What openSqlStore hands each part of the store: the connection, its transactions, the clock, the engine. */
export interface SqlParts {
  db: Db;
  transaction: <T>(work: (trx: Db) => Promise<T>, options?: { lax?: boolean }) => Promise<T>;
  now: () => number;
  isPg: boolean;
}

/** A JSON column as read: jsonb arrives parsed, SQLite's text does not. */
export const json = (value: unknown): unknown => (typeof value === "string" ? JSON.parse(value) : value);
/** A time column as read: timestamptz arrives as a Date, SQLite's as the ISO text it was given. */
export const iso = (value: Time) => (value instanceof Date ? value : new Date(value)).toISOString();
export const isRecord = (value: unknown): value is Record<string, unknown> & { id: string } =>
  typeof value === "object" && value !== null && typeof (value as { id?: unknown }).id === "string";

export const toItem = (row: {
  id: string;
  channel: OutboxItem["channel"];
  payload: unknown;
  queued_at: Time;
  attempts: number;
  due_at: Time;
  last_error: string | null;
}): OutboxItem => ({
  id: row.id,
  channel: row.channel,
  payload: json(row.payload) as Record<string, unknown>,
  queuedAt: iso(row.queued_at),
  attempts: row.attempts,
  dueAt: iso(row.due_at),
  ...(row.last_error === null ? {} : { lastError: row.last_error }),
});
export const OUTBOX_COLUMNS = ["id", "channel", "payload", "queued_at", "attempts", "due_at", "last_error"] as const;
