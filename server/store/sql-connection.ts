/** Opening and describing the store's database: the SQLite connection a process shares, and failures in words. */
import Database from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import type { Db, Tables } from "./sql-tables";

/** How long a connection may take before PostgreSQL counts as unreachable. */
export const CONNECT_TIMEOUT_MS = 5000;
/** How long one query may take before the database counts as unavailable (the visitor gets a 503, not a hang). */
export const QUERY_TIMEOUT_MS = 20_000;
/** How long SQLite waits for another process's write transaction (a command beside the server). */
export const BUSY_TIMEOUT_MS = 5000;

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

/**
 * One connection per SQLite file in a process, shared by every store opened on it: better-sqlite3 waits for
 * another connection's lock synchronously, so a second connection in the same process would wait for a
 * transaction that cannot go on until it stops waiting.
 */
const sqliteFiles = new Map<string, { db: Db; users: number }>();
export function sqliteConnection(location: string): Db {
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
export async function releaseSqlite(location: string) {
  const open = sqliteFiles.get(location);
  if (open && (open.users -= 1) > 0) return;
  sqliteFiles.delete(location);
  await open?.db.destroy();
}
