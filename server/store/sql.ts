/**
 * The one Store (server/store/store.ts) over Kysely, on SQLite or PostgreSQL
 * (docs/decisions/0140-sqlite-and-postgresql-through-kysely.md). SQLite is one file under DATA_DIR in WAL mode with
 * synchronous=FULL, so a write resolves once it is committed and on disk; PostgreSQL is any number of servers on one
 * database. Records are kept whole (jsonb, or JSON text) beside the columns queries need, in insertion order (`seq`).
 * The schema comes from server/store/migrations.ts, applied on open.
 *
 * Where the engines differ the code says so: PostgreSQL claims outbox items with `FOR UPDATE SKIP LOCKED` and
 * serialises a sweep with an advisory lock; SQLite does each in one write transaction
 * (BEGIN IMMEDIATE), which the other processes on the file wait for (busy timeout). Every failure rejects with a
 * StoreUnavailable that says what an operator can do.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { closeSync, mkdirSync, openSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { foldSubscribers, type NewsletterEvent, normalizeEmail, toEvent } from "../newsletter";
import { migrate } from "./migrations";
import {
  CONNECT_TIMEOUT_MS,
  describeFailure,
  describeLocation,
  QUERY_TIMEOUT_MS,
  releaseSqlite,
  sqliteConnection,
} from "./sql-connection";
import { sqlOutbox } from "./sql-outbox";
import { sqlPrivacy } from "./sql-privacy";
import { sqlRateLimit } from "./sql-rate-limit";
import { type Db, isRecord, iso, json, type SqlParts, type Tables } from "./sql-tables";
import { type ContactRecord, type HeldRecord, markHash, type ReadProblem, type Store, StoreUnavailable } from "./store";

export { describeFailure, describeLocation } from "./sql-connection";
export type { Db } from "./sql-tables";

/** The SQLite store's file in DATA_DIR. */
export const SQLITE_FILE = "store.sqlite";
/** The size of a probe: about a contact message's row at its largest fields. */
export const PROBE_BYTES = 4096;

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
  const parts: SqlParts = { db, transaction, now, isPg };
  const { rateLimit, stop: stopSweeper } = sqlRateLimit(parts);

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

    bookkeeping: {
      async read() {
        const [submissions, noticed] = await Promise.all([
          db.selectFrom("submissions").select(["id", "record_id"]).execute(),
          db.selectFrom("held").select(["id", "noticed_at"]).execute(),
        ]);
        return {
          submissions: Object.fromEntries(submissions.map((row) => [row.id, row.record_id])),
          noticed: Object.fromEntries(
            noticed.flatMap((row) => (row.noticed_at ? [[row.id, iso(row.noticed_at)]] : [])),
          ),
        };
      },
      add: ({ submissions, noticed }) =>
        transaction(async (trx) => {
          let added = 0;
          for (const [id, recordId] of Object.entries(submissions)) {
            const inserted = await trx
              .insertInto("submissions")
              .values({ id, record_id: recordId })
              .onConflict((oc) => oc.column("id").doNothing())
              .returning("id")
              .execute();
            added += inserted.length;
          }
          for (const [id, at] of Object.entries(noticed))
            await trx
              .updateTable("held")
              .set({ noticed_at: at })
              .where("id", "=", id)
              .where("noticed_at", "is", null)
              .execute();
          return added;
        }),
    },

    outbox: sqlOutbox(parts),

    ...sqlPrivacy(parts),

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

    rateLimit,

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
      stopSweeper();
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
