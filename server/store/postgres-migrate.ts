/**
 * The PostgreSQL store's migrations (docs/decisions/0114-postgresql-store.md): the files
 * `server/store/migrations/NNNN-name.sql`, applied in name order, each in a transaction of its own and
 * recorded in `schema_migrations`, all under one advisory lock, so that servers starting together
 * migrate once (the others wait, then find nothing left to do). Migrations only go forward: to undo
 * one, add the next.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type pg from "pg";

export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));
/** The advisory lock the migrations run under ("brightln"; outside the int4 range hashtext() keys use). */
export const MIGRATION_LOCK = "7093001830460664942";
const MIGRATION_FILE = /^(\d{4}-[a-z0-9-]+)\.sql$/;

/** The migrations in order: their versions (file names without `.sql`) and their SQL. */
export function migrations(dir = MIGRATIONS_DIR): { version: string; sql: string }[] {
  return readdirSync(dir)
    .map((file) => MIGRATION_FILE.exec(file)?.[1])
    .filter((version) => version !== undefined)
    .sort()
    .map((version) => ({ version, sql: readFileSync(`${dir}/${version}.sql`, "utf8") }));
}

/** Applies the migrations the database has not had yet, and answers their versions. */
export async function migrate(client: pg.ClientBase, dir = MIGRATIONS_DIR): Promise<string[]> {
  await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
  try {
    await client.query(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    const { rows } = await client.query<{ version: string }>("SELECT version FROM schema_migrations");
    const done = new Set(rows.map((row) => row.version));
    const applied: string[] = [];
    for (const { version, sql } of migrations(dir)) {
      if (done.has(version)) continue;
      await client.query("BEGIN");
      try {
        await client.query(sql);
        await client.query("INSERT INTO schema_migrations (version) VALUES ($1)", [version]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw new Error(`Migration ${version} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(version);
    }
    return applied;
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]);
  }
}
