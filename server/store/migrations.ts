/**
 * The store's one set of migrations (docs/decisions/0140-sqlite-and-postgresql-through-kysely.md), for SQLite and
 * PostgreSQL alike: each is recorded in `schema_migrations` by version, so a PostgreSQL database made before SQLite
 * existed, which recorded 0001–0003 there, is adopted as it is. The column types are the only difference between the
 * engines: `t` names them. All run under one lock (an advisory lock, or SQLite's write lock), so servers and commands
 * starting together migrate once. Migrations only go forward: to undo one, add the next.
 */
import { type Kysely, sql } from "kysely";
import { heldNotice } from "./migration-held-notice";
import { SUBMISSIONS_MIGRATION } from "./migration-submissions";

export interface Types {
  /** A JSON record: jsonb, or text holding JSON. */
  json: string;
  /** An instant: timestamptz, or an ISO 8601 text (which sorts as time does). */
  time: string;
  /** The caller's id and the insertion order (`seq`, "oldest first"). */
  idAndSeq: string;
  /** The insertion order alone, as the key. */
  seqKey: string;
  now: string;
}

const TYPES: Record<"postgres" | "sqlite", Types> = {
  postgres: {
    json: "jsonb",
    time: "timestamptz",
    idAndSeq: "id text PRIMARY KEY, seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE",
    seqKey: "seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY",
    now: "now()",
  },
  sqlite: {
    json: "text",
    time: "text",
    idAndSeq: "seq INTEGER PRIMARY KEY AUTOINCREMENT, id text NOT NULL UNIQUE",
    seqKey: "seq INTEGER PRIMARY KEY AUTOINCREMENT",
    now: "(strftime('%Y-%m-%dT%H:%M:%fZ'))",
  },
};

export const MIGRATIONS: { version: string; statements: (t: Types) => string[] }[] = [
  {
    version: "0001-initial",
    statements: (t) => [
      `CREATE TABLE contacts (${t.idAndSeq}, record ${t.json} NOT NULL)`,
      `CREATE TABLE newsletter_events (${t.idAndSeq}, email text NOT NULL, record ${t.json} NOT NULL)`,
      "CREATE INDEX newsletter_events_by_email ON newsletter_events (email, seq)",
      // Claimed by setting leased_until, delivered once sent_at is set.
      `CREATE TABLE outbox (${t.idAndSeq}, channel text NOT NULL, payload ${t.json} NOT NULL,
        queued_at ${t.time} NOT NULL, attempts integer NOT NULL DEFAULT 0, due_at ${t.time} NOT NULL,
        last_error text, leased_until ${t.time}, sent_at ${t.time})`,
      "CREATE INDEX outbox_waiting ON outbox (due_at) WHERE sent_at IS NULL",
      `CREATE TABLE rate_limit_hits (key text NOT NULL, at ${t.time} NOT NULL)`,
      "CREATE INDEX rate_limit_hits_by_key ON rate_limit_hits (key, at)",
      "CREATE TABLE secrets (name text PRIMARY KEY, value text NOT NULL)",
      "CREATE TABLE probes (id text PRIMARY KEY, body text NOT NULL)",
    ],
  },
  {
    version: "0002-erasures",
    // Suppression records: the SHA-256 (hex) of the normalised address, never the address.
    statements: (t) => [
      `CREATE TABLE erasures (${t.seqKey}, hash text NOT NULL, erased_at ${t.time} NOT NULL,
        contacts integer NOT NULL, newsletter integer NOT NULL, outbox integer NOT NULL)`,
      "CREATE INDEX erasures_by_hash ON erasures (hash)",
    ],
  },
  {
    version: "0003-held-and-marks",
    statements: (t) => [
      `CREATE TABLE held (${t.idAndSeq}, email text, record ${t.json} NOT NULL)`,
      `CREATE TABLE marks (hash text PRIMARY KEY, until ${t.time} NOT NULL)`,
      "CREATE INDEX marks_by_until ON marks (until)",
    ],
  },
  {
    version: "0004-imports",
    // The JSONL directory a store was filled from once (server/store/open.ts), so it is never imported twice.
    statements: (t) => [`CREATE TABLE imports (source text PRIMARY KEY, imported_at ${t.time} NOT NULL)`],
  },
  heldNotice,
  SUBMISSIONS_MIGRATION,
  {
    version: "0007-rate-limit-counts",
    // One row per key and window instead of one per hit (server/store/sql-rate-limit.ts); the hits a key has are
    // carried over as one window starting at its oldest.
    statements: (t) => [
      `CREATE TABLE rate_limits (key text PRIMARY KEY, started ${t.time} NOT NULL, count integer NOT NULL)`,
      "CREATE INDEX rate_limits_by_started ON rate_limits (started)",
      "INSERT INTO rate_limits (key, started, count) SELECT key, min(at), count(*) FROM rate_limit_hits GROUP BY key",
      "DROP TABLE rate_limit_hits",
    ],
  },
];

/** The advisory lock PostgreSQL migrations run under ("brightln"), as the earlier migrator took it. */
const MIGRATION_LOCK = "7093001830460664942";

/** Applies the migrations the database has not had yet, under the lock, and answers their versions. */
export async function migrate(db: Kysely<unknown>, engine: "postgres" | "sqlite"): Promise<string[]> {
  const t = TYPES[engine];
  const run = (db: Kysely<unknown>, text: string) => sql.raw(text).execute(db);
  return db.connection().execute(async (conn) => {
    await run(conn, engine === "postgres" ? `SELECT pg_advisory_lock(${MIGRATION_LOCK})` : "BEGIN IMMEDIATE");
    try {
      await run(
        conn,
        `CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at ${t.time} NOT NULL DEFAULT ${t.now})`,
      );
      const done = new Set(
        (await sql<{ version: string }>`SELECT version FROM schema_migrations`.execute(conn)).rows.map(
          (row) => row.version,
        ),
      );
      const applied: string[] = [];
      for (const { version, statements } of MIGRATIONS) {
        if (done.has(version)) continue;
        // PostgreSQL: each migration in a transaction of its own; SQLite: all in the one write transaction.
        if (engine === "postgres") await run(conn, "BEGIN");
        try {
          for (const statement of statements(t)) await run(conn, statement);
          await sql`INSERT INTO schema_migrations (version) VALUES (${version})`.execute(conn);
          if (engine === "postgres") await run(conn, "COMMIT");
        } catch (error) {
          await run(conn, "ROLLBACK").catch(() => undefined);
          throw new Error(`Migration ${version} failed: ${(error as Error).message}`, { cause: error });
        }
        applied.push(version);
      }
      if (engine === "sqlite") await run(conn, "COMMIT");
      return applied;
    } catch (error) {
      if (engine === "sqlite") await run(conn, "ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      if (engine === "postgres") await run(conn, `SELECT pg_advisory_unlock(${MIGRATION_LOCK})`).catch(() => undefined);
    }
  });
}
