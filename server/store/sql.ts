/**
 * The one Store (server/store/store.ts) over Kysely, on SQLite or PostgreSQL
 * (docs/decisions/0140-sqlite-and-postgresql-through-kysely.md). SQLite is one file under DATA_DIR in WAL mode with
 * synchronous=FULL, so a write resolves once it is committed and on disk; PostgreSQL is any number of servers on one
 * database. Records are kept whole (jsonb, or JSON text) beside the columns queries need, in insertion order (`seq`).
 * The schema comes from server/store/migrations.ts, applied on open.
 *
 * Where the engines differ the code says so: PostgreSQL claims outbox items with `FOR UPDATE SKIP LOCKED` and
 * serialises a rate-limit key or a sweep with advisory locks; SQLite does each in one write transaction
 * (BEGIN IMMEDIATE), which the other processes on the file wait for (busy timeout). Every failure rejects with a
 * StoreUnavailable that says what an operator can do.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { closeSync, mkdirSync, openSync } from "node:fs";
import { dirname, resolve } from "node:path";
import Database from "better-sqlite3";
import { type Generated, Kysely, PostgresDialect, sql, SqliteDialect } from "kysely";
import pg from "pg";
import { foldSubscribers, type NewsletterEvent, normalizeEmail, toEvent } from "../newsletter";
import { migrate } from "./migrations";
import {
  addressHash,
  addressMarkKeys,
  addressRateLimitKeys,
  type ContactRecord,
  contactExpired,
  type Erasure,
  type HeldRecord,
  holdsAddress,
  markHash,
  newsletterSwept,
  type OutboxItem,
  periodStart,
  type ReadProblem,
  startedBefore,
  type Store,
  StoreUnavailable,
  STUCK_AFTER_ATTEMPTS,
} from "./store";

type Time = Date | string;
interface Tables {
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
  rate_limit_hits: { key: string; at: Time };
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

/** The SQLite store's file in DATA_DIR. */
export const SQLITE_FILE = "store.sqlite";
/** The size of a probe: about a contact message's row at its largest fields. */
export const PROBE_BYTES = 4096;
/** How long a connection may take before PostgreSQL counts as unreachable. */
const CONNECT_TIMEOUT_MS = 5000;
/** How long one query may take before the database counts as unavailable (the visitor gets a 503, not a hang). */
const QUERY_TIMEOUT_MS = 20_000;
/** How long SQLite waits for another process's write transaction (a command beside the server). */
const BUSY_TIMEOUT_MS = 5000;
/** The advisory lock a PostgreSQL sweep runs under ("brlsweep"). */
const SWEEP_LOCK = BigInt("0x62726c7377656570").toString();
/** How often rate-limit rows of keys no longer hit are removed. */
const SWEEP_EVERY_MS = 60_000;

/** host:port/database of a postgres:// URL: where the data lives, without user or password. */
export function describeLocation(url: string): string {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname || parsed.searchParams.get("host") || "localhost";
    return `${host}:${parsed.port || "5432"}${decodeURIComponent(parsed.pathname) || "/"}`;
  } catch {
    return "DATABASE_URL (not a valid URL)";
  }
}

/** What went wrong, in words an operator can act on. */
export function describeFailure(error: unknown, engine: "sqlite" | "postgres", location: string): string {
  const { code = "", message = String(error) } = (error ?? {}) as { code?: string; message?: string };
  if (engine === "sqlite") {
    const at = `SQLite at ${location}`;
    if (/^E[A-Z]+$/.test(code) && code !== "ENOSPC")
      return `${at}: DATA_DIR cannot be created or written (${code}): point DATA_DIR at a writable directory (a persistent volume), or set DATABASE_URL.`;
    if (code === "SQLITE_FULL" || /ENOSPC|disk is full/i.test(message))
      return `${at}: no space left on the disk holding it (${code || "ENOSPC"}): free space there.`;
    if (code.startsWith("SQLITE_BUSY"))
      return `${at} stayed locked by another process for ${BUSY_TIMEOUT_MS / 1000} s (${code}); it is retried with the next request.`;
    if (code.startsWith("SQLITE_READONLY") || code.startsWith("SQLITE_CANTOPEN") || /EACCES|EROFS/.test(code))
      return `${at} cannot be written (${code}: ${message}): give the server's user write access to DATA_DIR and the file.`;
    if (code.startsWith("SQLITE_IOERR")) return `${at}: the disk reported an input/output error (${code}: ${message}).`;
    if (code === "SQLITE_CORRUPT" || code === "SQLITE_NOTADB")
      return `${at} is not a readable SQLite database (${code}): restore it from a backup.`;
    return `${at}: ${message}`;
  }
  const at = `PostgreSQL at ${location}`;
  switch (code) {
    case "ECONNREFUSED":
      return `${at} refused the connection: is the database server running, and are DATABASE_URL's host and port right?`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `${at}: the host name does not resolve; check DATABASE_URL's host.`;
    case "ETIMEDOUT":
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return `${at} cannot be reached (${code}): check the network and DATABASE_URL's host and port.`;
    case "28P01":
    case "28000":
      return `${at} refused the login (${message}): check DATABASE_URL's user and password.`;
    case "3D000":
      return `${at}: the database does not exist (${message}); create it (createdb) or correct DATABASE_URL.`;
    case "53100":
      return `${at} is out of disk space (${message}): free space on the database server.`;
    case "53300":
      return `${at} has no connections left (${message}): raise max_connections or lower the servers' pool size.`;
    case "57P01":
    case "57P02":
    case "57P03":
      return `${at} is shutting down or starting up (${message}); it is retried with the next request.`;
  }
  if (/timeout exceeded when trying to connect/i.test(message))
    return `${at} did not answer within ${CONNECT_TIMEOUT_MS / 1000} s: is it running and reachable?`;
  if (/query read timeout/i.test(message))
    return `${at} did not answer a query within ${QUERY_TIMEOUT_MS / 1000} s: is it overloaded, or is the network down?`;
  if (/terminated|ECONNRESET|Connection ended/i.test(message))
    return `${at} closed the connection (${message}); it is retried with the next request.`;
  return `${at}: ${message}`;
}

/** A JSON column as read: jsonb arrives parsed, SQLite's text does not. */
const json = (value: unknown): unknown => (typeof value === "string" ? JSON.parse(value) : value);
/** A time column as read: timestamptz arrives as a Date, SQLite's as the ISO text it was given. */
const iso = (value: Time) => (value instanceof Date ? value : new Date(value)).toISOString();
const isRecord = (value: unknown): value is Record<string, unknown> & { id: string } =>
  typeof value === "object" && value !== null && typeof (value as { id?: unknown }).id === "string";

const toItem = (row: {
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
const OUTBOX_COLUMNS = ["id", "channel", "payload", "queued_at", "attempts", "due_at", "last_error"] as const;

/**
 * One connection per SQLite file in a process, shared by every store opened on it: better-sqlite3 waits for
 * another connection's lock synchronously, so a second connection in the same process would wait for a
 * transaction that cannot go on until it stops waiting.
 */
const sqliteFiles = new Map<string, { db: Db; users: number }>();
function sqliteConnection(location: string): Db {
  const open = sqliteFiles.get(location);
  if (open && location !== ":memory:") {
    open.users += 1;
    return open.db;
  }
  const database = new Database(location, { timeout: BUSY_TIMEOUT_MS });
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = FULL");
  // An erased address leaves no bytes behind in freed pages (personal.erase empties the write-ahead log).
  database.pragma("secure_delete = ON");
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database }) });
  if (location !== ":memory:") sqliteFiles.set(location, { db, users: 1 });
  return db;
}
async function releaseSqlite(location: string) {
  const open = sqliteFiles.get(location);
  if (open && (open.users -= 1) > 0) return;
  sqliteFiles.delete(location);
  await open?.db.destroy();
}

export interface SqlStoreOptions {
  log?: (line: string) => void;
  now?: () => number;
  /** PostgreSQL connections per server (default 10). */
  poolSize?: number;
}

/**
 * Opens the store on a postgres:// URL or an SQLite file (":memory:" for one that lives as long as the process),
 * applying any migrations it has not had. Rejects with a StoreUnavailable saying why when it cannot be used.
 */
export async function openSqlStore(target: string, options: SqlStoreOptions = {}): Promise<Store & { db: Db }> {
  const { log = () => undefined, now = () => Date.now(), poolSize = 10 } = options;
  const engine = /^postgres(ql)?:\/\//.test(target) ? "postgres" : "sqlite";
  const isPg = engine === "postgres";
  const location = isPg ? describeLocation(target) : target === ":memory:" ? target : resolve(target);
  const unavailable = (error: unknown) =>
    error instanceof StoreUnavailable
      ? error
      : new StoreUnavailable(describeFailure(error, engine, location), { cause: error });

  let db: Db;
  try {
    if (isPg) {
      const pool = new pg.Pool({
        connectionString: target,
        max: poolSize,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        query_timeout: QUERY_TIMEOUT_MS,
        idleTimeoutMillis: 30_000,
      });
      // An idle connection the database closed (a restart): the pool drops it and opens a new one when needed.
      let lastIdleError = 0;
      const logLost = (error: Error) => {
        if (now() - lastIdleError > 60_000) log(describeFailure(error, engine, location));
        lastIdleError = now();
      };
      pool.on("error", logLost);
      // A connection lost while checked out (mid-transaction) emits on its client, which pg leaves without a
      // listener: unhandled, that would end the process. Its query fails with StoreUnavailable instead.
      pool.on("connect", (client) => client.on("error", logLost));
      db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
    } else {
      if (location !== ":memory:") {
        mkdirSync(dirname(location), { recursive: true });
        // Readable by the server's user only: it holds visitors' messages and addresses (SQLite gives its -wal the same mode).
        closeSync(openSync(location, "a", 0o600));
      }
      db = sqliteConnection(location);
    }
    const applied = await migrate(db as Kysely<unknown>, engine);
    if (applied.length > 0 && location !== ":memory:")
      log(`${isPg ? "PostgreSQL" : "SQLite"} at ${location}: applied migrations ${applied.join(", ")}`);
  } catch (error) {
    // @ts-expect-error db is unset when the database could not even be opened
    if (db) await (isPg ? db.destroy() : releaseSqlite(location)).catch(() => undefined);
    throw unavailable(error);
  }

  /**
   * Runs `work` in one write transaction. `lax`: its commit need not wait for the disk (a rate-limit hit lost in a
   * crash does no harm), so a submission costs one flush, the message's own.
   */
  async function transaction<T>(work: (trx: Db) => Promise<T>, { lax = false } = {}): Promise<T> {
    if (isPg)
      return db.transaction().execute(async (trx) => {
        if (lax) await sql`SET LOCAL synchronous_commit = off`.execute(trx);
        return work(trx);
      });
    // SQLite: one connection; taking the write lock at BEGIN means no read in it can go stale before the write.
    return db.connection().execute(async (conn) => {
      if (lax) await sql`PRAGMA synchronous = NORMAL`.execute(conn);
      try {
        await sql`BEGIN IMMEDIATE`.execute(conn);
        try {
          const result = await work(conn);
          await sql`COMMIT`.execute(conn);
          return result;
        } catch (error) {
          await sql`ROLLBACK`.execute(conn).catch(() => undefined);
          throw error;
        }
      } finally {
        if (lax) await sql`PRAGMA synchronous = FULL`.execute(conn);
      }
    });
  }

  const readRecords = async <T>(
    table: "contacts" | "held" | "newsletter_events",
    check: (value: unknown) => boolean,
  ) => {
    const rows = await db.selectFrom(table).select(["seq", "record"]).orderBy("seq").execute();
    const records: T[] = [];
    const problems: ReadProblem[] = [];
    for (const row of rows) {
      let value: unknown;
      try {
        value = json(row.record);
      } catch {
        value = undefined;
      }
      if (check(value)) records.push(value as T);
      else problems.push({ where: `${table} row ${row.seq}`, reason: "not a record this store writes" });
    }
    return { records, problems };
  };

  /** LIKE `%address%` (escaped), case-insensitive: narrows rows in SQL before holdsAddress decides. */
  const containing = (address: string) => `%${address.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const findContacts = async (q: Db, address: string) =>
    (
      await q
        .selectFrom("contacts")
        .select(["id", "record"])
        .where(sql<boolean>`lower(record->>'email') LIKE ${containing(address)} ESCAPE '\\'`)
        .orderBy("seq")
        .execute()
    )
      .map((row) => ({ id: row.id, record: json(row.record) as ContactRecord }))
      .filter(({ record }) => typeof record.email === "string" && normalizeEmail(record.email) === address);
  const findOutbox = async (q: Db, address: string) =>
    (
      await q
        .selectFrom("outbox")
        .select([...OUTBOX_COLUMNS, "sent_at"])
        .where(sql<boolean>`lower(CAST(payload AS text)) LIKE ${containing(address)} ESCAPE '\\'`)
        .orderBy("seq")
        .execute()
    )
      .map((row) => ({ ...toItem(row), sent: row.sent_at !== null }))
      .filter((item) => holdsAddress(item.payload, address));
  const findErasures = async (q: Db, hash?: string) =>
    (
      await q
        .selectFrom("erasures")
        .select(["hash", "erased_at", "contacts", "newsletter", "outbox"])
        .$if(hash !== undefined, (query) => query.where("hash", "=", hash as string))
        .orderBy("seq")
        .execute()
    ).map(({ erased_at, ...counts }): Erasure => ({ ...counts, erasedAt: iso(erased_at) }));

  /** The ids of the rows of `table` whose record `expired` picks (by its arrival and subject). */
  const expiredIds = async (q: Db, table: "contacts" | "held", expired: (record: Record<string, unknown>) => boolean) =>
    (
      await q
        .selectFrom(table)
        .select([
          "id",
          sql<string>`record->>'receivedAt'`.as("receivedAt"),
          sql<string>`record->>'subject'`.as("subject"),
        ])
        .execute()
    )
      .filter((row) => expired(row))
      .map((row) => row.id);
  const deleteIds = async (q: Db, table: "contacts" | "held" | "newsletter_events" | "outbox", ids: string[]) =>
    ids.length === 0 ? 0 : Number((await q.deleteFrom(table).where("id", "in", ids).executeTakeFirst()).numDeletedRows);

  let widestWindowMs = 0;
  let lastSweep = now();
  /** Keys no longer hit: their rows leave once the widest window this server uses has passed. */
  async function sweepHits() {
    lastSweep = now();
    // Before this server has a window of its own, it leaves the other servers' hits alone.
    if (widestWindowMs > 0)
      await db
        .deleteFrom("rate_limit_hits")
        .where("at", "<=", new Date(lastSweep - widestWindowMs).toISOString())
        .execute();
  }
  // On a quiet site too: no hit is kept much past its window because no request came to sweep it.
  const sweeper = setInterval(() => void sweepHits().catch(() => undefined), SWEEP_EVERY_MS);
  sweeper.unref();

  const contactsAdd = async (q: Db, record: ContactRecord) => {
    await q
      .insertInto("contacts")
      .values({ id: record.id, record: JSON.stringify(record) })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
  };
  const heldAdd = async (q: Db, record: HeldRecord) => {
    const email = typeof record.email === "string" ? normalizeEmail(record.email) : null;
    await q
      .insertInto("held")
      .values({ id: record.id, email, record: JSON.stringify(record) })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
  };
  /** Submission ids whose message is gone (swept, erased): nothing left to keep one of. */
  const forgetSubmissions = (q: Db) =>
    q
      .deleteFrom("submissions")
      .where("record_id", "not in", q.selectFrom("contacts").select("id"))
      .where("record_id", "not in", q.selectFrom("held").select("id"))
      .execute();
  /**
   * Stores a message unless its submission id already has one (see Store.contacts.add), in one transaction:
   * servers given one id at once store it once (PostgreSQL's insert waits for the other's commit, then skips).
   */
  const addMessage = (held: boolean, record: ContactRecord, submission?: string) =>
    transaction(async (trx) => {
      if (submission) {
        const taken = await trx
          .insertInto("submissions")
          .values({ id: submission, record_id: record.id })
          .onConflict((oc) => oc.column("id").doNothing())
          .returning("id")
          .execute();
        if (taken.length === 0) {
          const earlier = await trx
            .selectFrom("submissions")
            .innerJoin("contacts", "contacts.id", "submissions.record_id")
            .select("contacts.record")
            .where("submissions.id", "=", submission)
            .union(
              trx
                .selectFrom("submissions")
                .innerJoin("held", "held.id", "submissions.record_id")
                .select("held.record")
                .where("submissions.id", "=", submission),
            )
            .executeTakeFirst();
          if (earlier) return json(earlier.record) as ContactRecord;
          await trx.updateTable("submissions").set({ record_id: record.id }).where("id", "=", submission).execute();
        }
      }
      await (held ? heldAdd(trx, record as HeldRecord) : contactsAdd(trx, record));
      return undefined;
    });

  const store: Store & { db: Db } = {
    kind: engine,
    location,
    db,

    contacts: {
      add: (record, submission) => addMessage(false, record, submission),
      read: () => readRecords<ContactRecord>("contacts", isRecord),
    },

    held: {
      add: (record, submission) => addMessage(true, record, submission),
      read: () => readRecords<HeldRecord>("held", isRecord),
      // One transaction: the contact record and the removal are committed together.
      release: (id) =>
        transaction(async (trx) => {
          const row = await trx
            .selectFrom("held")
            .select("record")
            .where("id", "=", id)
            .$if(isPg, (query) => query.forUpdate())
            .executeTakeFirst();
          if (!row) return undefined;
          const { verdict: _verdict, ...message } = json(row.record) as HeldRecord;
          await contactsAdd(trx, { ...message, releasedAt: new Date(now()).toISOString() });
          const stored = await trx.selectFrom("contacts").select("record").where("id", "=", id).executeTakeFirst();
          await trx.deleteFrom("held").where("id", "=", id).execute();
          return json(stored?.record) as ContactRecord;
        }),
      remove: async (id) =>
        Number((await db.deleteFrom("held").where("id", "=", id).executeTakeFirst()).numDeletedRows) > 0,
      // The rows are locked and the mark inserted in one transaction: across servers, one lists each message.
      notice: (at, everyMs) =>
        transaction(async (trx) => {
          const rows = await trx
            .selectFrom("held")
            .select(["id", "record"])
            .where("noticed_at", "is", null)
            .orderBy("seq")
            .$if(isPg, (query) => query.forUpdate())
            .execute();
          if (rows.length === 0) return [];
          const claimed = await trx
            .insertInto("marks")
            .values({ hash: markHash("held-notice"), until: new Date(at.getTime() + everyMs).toISOString() })
            .onConflict((oc) =>
              oc
                .column("hash")
                .doUpdateSet({ until: (eb) => eb.ref("excluded.until") })
                .where("marks.until", "<=", at.toISOString()),
            )
            .returning("hash")
            .execute();
          if (claimed.length === 0) return [];
          const ids = rows.map((row) => row.id);
          await trx.updateTable("held").set({ noticed_at: at.toISOString() }).where("id", "in", ids).execute();
          return rows.map((row) => json(row.record) as HeldRecord);
        }),
    },

    newsletter: {
      async add(event) {
        await db
          .insertInto("newsletter_events")
          .values({ id: event.id, email: normalizeEmail(event.email), record: JSON.stringify(event) })
          .onConflict((oc) => oc.column("id").doNothing())
          .execute();
      },
      read: () =>
        readRecords<NewsletterEvent>(
          "newsletter_events",
          (value) => typeof value === "object" && value !== null && !!toEvent(value as Record<string, unknown>),
        ),
      async subscriber(email) {
        const address = normalizeEmail(email);
        const rows = await db
          .selectFrom("newsletter_events")
          .select("record")
          .where("email", "=", address)
          .orderBy("seq")
          .execute();
        return foldSubscribers(rows.map((row) => json(row.record) as Record<string, unknown>)).get(address);
      },
    },

    outbox: {
      async queue({ id, channel, payload }) {
        const at = new Date(now()).toISOString();
        await db
          .insertInto("outbox")
          .values({ id, channel, payload: JSON.stringify(payload), queued_at: at, due_at: at, last_error: null })
          .onConflict((oc) => oc.column("id").doNothing())
          .execute();
        return toItem(
          await db.selectFrom("outbox").select(OUTBOX_COLUMNS).where("id", "=", id).executeTakeFirstOrThrow(),
        );
      },
      async claim(max, leaseMs) {
        const at = new Date(now());
        // The claim is one statement: PostgreSQL skips rows another server is claiming at this moment (and
        // re-checks a row whose claim committed meanwhile); SQLite runs it under its write lock.
        const due = db
          .selectFrom("outbox")
          .select("id")
          .where("sent_at", "is", null)
          .where("due_at", "<=", at.toISOString())
          .where((eb) => eb.or([eb("leased_until", "is", null), eb("leased_until", "<=", at.toISOString())]))
          .orderBy("seq")
          .limit(Math.max(0, Math.floor(max)))
          .$if(isPg, (query) => query.forUpdate().skipLocked());
        const rows = await db
          .updateTable("outbox")
          .set({ leased_until: new Date(at.getTime() + leaseMs).toISOString() })
          .where("id", "in", due)
          .returning(["seq", ...OUTBOX_COLUMNS])
          .execute();
        return rows.sort((a, b) => Number(a.seq) - Number(b.seq)).map(toItem);
      },
      async sent(id) {
        await db
          .updateTable("outbox")
          .set({ sent_at: new Date(now()).toISOString(), leased_until: null })
          .where("id", "=", id)
          .where("sent_at", "is", null)
          .execute();
      },
      async failed(id, error, retryAt) {
        await db
          .updateTable("outbox")
          .set((eb) => ({
            attempts: eb("attempts", "+", 1),
            last_error: error,
            due_at: retryAt.toISOString(),
            leased_until: null,
          }))
          .where("id", "=", id)
          .where("sent_at", "is", null)
          .execute();
      },
      async status() {
        const row = await db
          .selectFrom("outbox")
          .select((eb) => [
            eb.fn.countAll().as("waiting"),
            eb.fn.countAll().filterWhere("attempts", ">=", STUCK_AFTER_ATTEMPTS).as("stuck"),
          ])
          .where("sent_at", "is", null)
          .executeTakeFirst();
        return { waiting: Number(row?.waiting ?? 0), stuck: Number(row?.stuck ?? 0) };
      },
      pending: async () =>
        (
          await db.selectFrom("outbox").select(OUTBOX_COLUMNS).where("sent_at", "is", null).orderBy("seq").execute()
        ).map(toItem),
    },

    personal: {
      async find(email) {
        const address = normalizeEmail(email);
        const held = await db.selectFrom("held").select("record").where("email", "=", address).orderBy("seq").execute();
        const events = await db
          .selectFrom("newsletter_events")
          .select("record")
          .where("email", "=", address)
          .orderBy("seq")
          .execute();
        return {
          email: address,
          contacts: (await findContacts(db, address)).map((row) => row.record),
          held: held.map((row) => json(row.record) as HeldRecord),
          newsletter: events.map((row) => json(row.record) as NewsletterEvent),
          outbox: await findOutbox(db, address),
          erasures: await findErasures(db, addressHash(address)),
        };
      },
      erase: async (email) => {
        const counts = await transaction(async (trx) => {
          const address = normalizeEmail(email);
          const contactIds = (await findContacts(trx, address)).map((row) => row.id);
          const outboxIds = (await findOutbox(trx, address)).map((item) => item.id);
          const contacts =
            (await deleteIds(trx, "contacts", contactIds)) +
            Number((await trx.deleteFrom("held").where("email", "=", address).executeTakeFirst()).numDeletedRows);
          const newsletter = Number(
            (await trx.deleteFrom("newsletter_events").where("email", "=", address).executeTakeFirst()).numDeletedRows,
          );
          const outbox = await deleteIds(trx, "outbox", outboxIds);
          await forgetSubmissions(trx);
          // The rate limiter keeps hashed keys: the ones that named the address are found by hashing them again.
          const hitKeys = addressRateLimitKeys(address).map((key) =>
            createHash("sha256").update(key).digest("base64url"),
          );
          await trx.deleteFrom("rate_limit_hits").where("key", "in", hitKeys).execute();
          await trx.deleteFrom("marks").where("hash", "in", addressMarkKeys(address).map(markHash)).execute();
          const erasure = {
            hash: addressHash(address),
            erased_at: new Date(now()).toISOString(),
            contacts,
            newsletter,
            outbox,
          };
          await trx.insertInto("erasures").values(erasure).execute();
          return { contacts, newsletter, outbox };
        });
        // The write-ahead log still holds the pages as they were: copied into the file and emptied.
        if (!isPg) await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
        return counts;
      },
    },

    erasures: {
      read: () => findErasures(db),
      async add({ erasedAt, ...rest }) {
        await db
          .insertInto("erasures")
          .values({ ...rest, erased_at: erasedAt })
          .execute();
      },
    },

    /** Atomic across processes: the insert, or the update of a mark that has ended, happens for one caller only. */
    // Not flushed at commit, like a rate-limit hit: a mark lost in a crash lets one replay through, once.
    once: (key, until) =>
      transaction(
        async (trx) =>
          (
            await trx
              .insertInto("marks")
              .values({ hash: markHash(key), until: until.toISOString() })
              .onConflict((oc) =>
                oc
                  .column("hash")
                  .doUpdateSet({ until: (eb) => eb.ref("excluded.until") })
                  .where("marks.until", "<=", new Date(now()).toISOString()),
              )
              .returning("hash")
              .execute()
          ).length === 1,
        { lax: true },
      ),

    sweep: (at, periods) =>
      transaction(async (trx) => {
        // One sweep at a time across PostgreSQL's servers: one already sweeping does this one's work.
        if (isPg) {
          const { rows } = await sql<{
            got: boolean;
          }>`SELECT pg_try_advisory_xact_lock(${SWEEP_LOCK}::bigint) AS got`.execute(trx);
          if (!rows[0]?.got) return { contacts: 0, held: 0, newsletter: 0, outbox: 0, marks: 0 };
        }
        const contacts = await deleteIds(
          trx,
          "contacts",
          await expiredIds(trx, "contacts", (record) => contactExpired(record, at, periods)),
        );
        const heldStart = periodStart(at, periods.held);
        const held = await deleteIds(
          trx,
          "held",
          await expiredIds(trx, "held", (record) => startedBefore(record.receivedAt, heldStart)),
        );
        const events = await trx.selectFrom("newsletter_events").select(["id", "record"]).orderBy("seq").execute();
        const swept = newsletterSwept(
          events.map((row) => toEvent(json(row.record) as Record<string, unknown>)),
          at,
          periods,
        );
        const newsletter = await deleteIds(
          trx,
          "newsletter_events",
          events.filter((_, index) => swept.has(index)).map((row) => row.id),
        );
        const outbox = await trx
          .deleteFrom("outbox")
          .where((eb) =>
            eb.or([
              eb.and([
                eb("sent_at", "is not", null),
                eb("sent_at", "<", periodStart(at, periods.deliveredNotifications).toISOString()),
              ]),
              eb.and([
                eb("sent_at", "is", null),
                eb("queued_at", "<", periodStart(at, periods.undeliveredNotifications).toISOString()),
              ]),
            ]),
          )
          .executeTakeFirst();
        const marks = await trx.deleteFrom("marks").where("until", "<=", at.toISOString()).executeTakeFirst();
        await forgetSubmissions(trx);
        return {
          contacts,
          held,
          newsletter,
          outbox: Number(outbox.numDeletedRows),
          marks: Number(marks.numDeletedRows),
        };
      }),

    rateLimit: {
      async hit(rawKey, limit, windowMs) {
        widestWindowMs = Math.max(widestWindowMs, windowMs);
        // The table holds a hash of the key, never the client's address or an email address itself.
        const key = createHash("sha256").update(rawKey).digest("base64url");
        const wait = await transaction(
          async (trx) => {
            // One request per key at a time, across every server: count and insert cannot interleave (SQLite's
            // write lock already does that).
            if (isPg) await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
            // The time is read once the lock is held, so the hits of one key are stored in the order they count.
            const at = now();
            await trx
              .deleteFrom("rate_limit_hits")
              .where("key", "=", key)
              .where("at", "<=", new Date(at - windowMs).toISOString())
              .execute();
            const hits = await trx
              .selectFrom("rate_limit_hits")
              .select("at")
              .where("key", "=", key)
              .orderBy("at")
              .execute();
            let seconds = 0;
            if (hits.length >= limit) {
              // Allowed again once enough of the hits in the window have left it; never longer than the window,
              // whatever another server's clock wrote.
              const leaves = Date.parse(iso(hits[hits.length - limit]?.at ?? new Date(at))) + windowMs;
              seconds = Math.min(Math.ceil(windowMs / 1000), Math.max(1, Math.ceil((leaves - at) / 1000)));
            }
            await trx
              .insertInto("rate_limit_hits")
              .values({ key, at: new Date(at).toISOString() })
              .execute();
            return seconds;
          },
          { lax: true },
        );
        if (now() - lastSweep > SWEEP_EVERY_MS) await sweepHits();
        return wait;
      },
    },

    async storedSecret(name) {
      return (await db.selectFrom("secrets").select("value").where("name", "=", name).executeTakeFirst())?.value;
    },
    async secret(name, initial) {
      const candidate = initial ?? randomBytes(32).toString("base64url");
      await db
        .insertInto("secrets")
        .values({ name, value: candidate })
        .onConflict((oc) => oc.column("name").doNothing())
        .execute();
      return (await db.selectFrom("secrets").select("value").where("name", "=", name).executeTakeFirstOrThrow()).value;
    },

    async probe() {
      const id = randomUUID();
      await db
        .insertInto("probes")
        .values({ id, body: "x".repeat(PROBE_BYTES) })
        .execute();
      await db.deleteFrom("probes").where("id", "=", id).execute();
    },

    async close() {
      clearInterval(sweeper);
      if (isPg) await db.destroy();
      else await releaseSqlite(location);
    },
  };
  return guarded(store, unavailable);
}

/** Every method of `target` (nested ones too), rejecting with `wrap(error)` instead of the engine's error. */
function guarded<T extends object>(target: T, wrap: (error: unknown) => Error): T {
  for (const [name, value] of Object.entries(target)) {
    if (name === "db") continue;
    if (typeof value === "function")
      Object.assign(target, {
        [name]: (...args: unknown[]) =>
          (value as (...args: unknown[]) => Promise<unknown>)(...args).catch((error: unknown) => {
            throw wrap(error);
          }),
      });
    else if (value && typeof value === "object") guarded(value as object, wrap);
  }
  return target;
}

/** An outbox in an SQLite database in memory: for a notifier that has no store (tests, a one-off command). */
export function memoryOutbox(now?: () => number): Store["outbox"] {
  const opened = openSqlStore(":memory:", { now });
  const outbox: Record<string, unknown> = {};
  for (const name of ["queue", "claim", "sent", "failed", "status", "pending"] as const)
    outbox[name] = async (...args: unknown[]) =>
      ((await opened).outbox[name] as (...args: unknown[]) => Promise<unknown>)(...args);
  return outbox as unknown as Store["outbox"];
}
