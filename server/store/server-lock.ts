/**
 * One server per SQLite file (docs/decisions/0140-sqlite-and-postgresql-through-kysely.md): `npm start` holds
 * `<file>.server.pid` beside the database while it runs. SQLite's own locks would let a second server write
 * too, but the retention sweep, the held-messages note and the outbox's single sender assume one server per
 * file; several servers share PostgreSQL. Commands never take this lock, so they keep working beside the server.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { isAlive } from "../pid";
import { describeFailure } from "./sql";
import { StoreUnavailable } from "./store";

/** The lock file beside the SQLite database `file`. */
export const serverLockFile = (file: string) => `${file}.server.pid`;

/** The pid in the lock when it names another live process; a dead one's (a killed server's) holds nothing. */
function liveHolder(lock: string): number | undefined {
  let holder: number;
  try {
    holder = Number.parseInt(readFileSync(lock, "utf8"), 10);
  } catch {
    return undefined;
  }
  // Our own pid in a lock we did not take is left from an earlier life (a container's pid 1).
  return Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder) ? holder : undefined;
}

/**
 * Takes the server lock of the SQLite database `file` (created exclusively, mode 0600, holding this pid), or
 * throws one line naming the file, the running server and what to do. Released by the returned function or at exit.
 */
export function holdSqliteFile(file: string): () => void {
  const lock = serverLockFile(file);
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(lock, "wx", 0o600);
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST")
        throw new StoreUnavailable(describeFailure(error, "sqlite", file), { cause: error });
      const holder = liveHolder(lock);
      if (holder !== undefined)
        throw new StoreUnavailable(
          `${file} is in use by another server (pid ${holder}, in ${lock}): one server per SQLite file. Give this server another DATA_DIR, or set DATABASE_URL to run several servers on PostgreSQL.`,
        );
      if (attempt > 0) throw error;
      // A stale lock: take it over.
      try {
        unlinkSync(lock);
      } catch (gone) {
        if ((gone as NodeJS.ErrnoException).code !== "ENOENT") throw gone;
      }
    }
  }
  const release = () => {
    process.off("exit", release);
    try {
      if (Number.parseInt(readFileSync(lock, "utf8"), 10) === process.pid) unlinkSync(lock);
    } catch {
      // already gone
    }
  };
  process.on("exit", release);
  return release;
}
