/**
 * One server per SQLite file (docs/decisions/0140-sqlite-and-postgresql-through-kysely.md): `npm start` holds
 * `<file>.server.pid` beside the database while it runs. SQLite's own locks would let a second server write
 * too, but the retention sweep, the held-messages note and the outbox's single sender assume one server per
 * file; several servers share PostgreSQL. Commands never take this lock, so they keep working beside the server.
 */
import { releaseLock, takeLock } from "../pid";
import { describeFailure } from "./sql";
import { StoreUnavailable } from "./store";

/** The lock file beside the SQLite database `file`. */
export const serverLockFile = (file: string) => `${file}.server.pid`;

/**
 * Takes the server lock of the SQLite database `file` (server/pid.ts's takeLock), or throws one line naming the
 * file, the running server and what to do; a lock a killed server left is taken over, and `log` says so.
 * Released by the returned function or at exit.
 */
export function holdSqliteFile(file: string, log: (line: string) => void = () => {}): () => void {
  const lock = serverLockFile(file);
  let holder: number | undefined;
  try {
    holder = takeLock(lock, (pid) =>
      log(
        `Store: took over ${lock} from pid ${pid ?? "unknown"}, a server no longer running (killed, or its machine restarted).`,
      ),
    );
  } catch (error) {
    throw new StoreUnavailable(describeFailure(error, "sqlite", file), { cause: error });
  }
  if (holder !== undefined)
    throw new StoreUnavailable(
      `${file} is in use by another server (pid ${holder}, in ${lock}): one server per SQLite file. Give this server another DATA_DIR, or set DATABASE_URL to run several servers on PostgreSQL.`,
    );
  const release = () => {
    process.off("exit", release);
    releaseLock(lock);
  };
  process.on("exit", release);
  return release;
}
