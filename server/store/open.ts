/**
 * The store the configuration asks for (docs/decisions/0140-sqlite-and-postgresql-through-kysely.md): PostgreSQL
 * when DATABASE_URL is set (any number of servers on one database), else SQLite in DATA_DIR/store.sqlite (one
 * server per file; commands open it beside the server). A DATA_DIR that still holds the JSONL files of the
 * store before SQLite is imported once, or refused with the store:transfer command that would
 * (docs/decisions/0141-moving-from-the-jsonl-files.md).
 */
import { existsSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import type { ServerConfig } from "../config";
import { type TransferSource, transferStore, TransferRefused } from "./transfer";
import { hasJsonlFiles, readJsonlStore } from "./jsonl-read";
import { holdSqliteFile } from "./server-lock";
import { type Db, describeLocation, openSqlStore, SQLITE_FILE } from "./sql";
import { type Store, StoreUnavailable } from "./store";

export interface OpenStoreOptions {
  log?: (line: string) => void;
}

export interface OpenServerStoreOptions extends OpenStoreOptions {
  /** For `npm start`: hold the SQLite file's server lock (server/store/server-lock.ts) until the store closes. */
  server?: boolean;
}

const isDatabase = (target: string) => /^postgres(ql)?:\/\//.test(target);

/** Where a store named on a command line is, for messages: a file, a jsonl: directory, or host:port/database. */
export const describeTarget = (target: string) =>
  isDatabase(target) ? describeLocation(target) : target.startsWith("jsonl:") ? target : sqliteFile(target);

/** An SQLite store's file: `target` itself, or store.sqlite in it when it is a directory. */
const sqliteFile = (target: string) =>
  resolve(existsSync(target) && statSync(target).isDirectory() ? join(target, SQLITE_FILE) : target);

/** A store named on a command line: a postgres:// URL, an SQLite file or its DATA_DIR, or (a source only) `jsonl:<dir>`. */
export function openStoreAt(target: string, options: OpenStoreOptions & { source: true }): Promise<TransferSource>;
export function openStoreAt(target: string, options?: OpenStoreOptions): Promise<Store>;
export async function openStoreAt(
  target: string,
  { log = (line: string) => console.error(line), source = false } = {},
) {
  if (target.startsWith("jsonl:")) {
    if (!source) throw new StoreUnavailable(`${target}: the JSONL files can only be transferred from, not into`);
    return readJsonlStore(target.slice("jsonl:".length), { log });
  }
  return openSqlStore(isDatabase(target) ? target : sqliteFile(target), { log });
}

/** Records that `source` (`jsonl:<dir>`) was transferred into `store`: npm start does not import it again. */
export async function markImported(store: Store, source: string) {
  await (store as Store & { db: Db }).db
    .insertInto("imports")
    .values({ source, imported_at: new Date().toISOString() })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function openStore(
  config: Pick<ServerConfig, "DATA_DIR" | "DATABASE_URL">,
  { log = () => {}, server = false }: OpenServerStoreOptions = {},
): Promise<Store> {
  if (config.DATABASE_URL) return openSqlStore(config.DATABASE_URL, { log });
  const dataDir = resolve(config.DATA_DIR);
  const store = await openSqlStore(join(dataDir, SQLITE_FILE), { log });
  if (server) {
    let release: () => void;
    try {
      release = holdSqliteFile(store.location, log);
    } catch (error) {
      await store.close();
      throw error;
    }
    const close = store.close.bind(store);
    store.close = () => close().finally(release);
  }
  if (!hasJsonlFiles(dataDir)) return store;
  const source = `jsonl:${dataDir}`;
  if (await store.db.selectFrom("imports").select("source").where("source", "=", source).executeTakeFirst())
    return store;
  try {
    const counts = await transferStore(readJsonlStore(dataDir, { log }), store);
    await markImported(store, source);
    log(
      `Store: imported the JSONL files in ${dataDir} into ${store.location} once (${counts.contacts.transferred} messages, ${counts.held.transferred} held, ${counts.newsletter.transferred} newsletter events, ${counts.outbox.transferred} unsent notifications, ${counts.erasures.transferred} erasures, ${counts.secrets.transferred} secrets${counts.problems.length ? `; ${counts.problems.length} unreadable lines left in the files` : ""}); the files are left as they were`,
    );
    for (const problem of counts.problems) log(`store: ${problem.where}: ${problem.reason} (not imported)`);
    return store;
  } catch (error) {
    await store.close();
    if (!(error instanceof TransferRefused)) throw error;
    throw new StoreUnavailable(
      `Store: not starting: ${dataDir} holds JSONL files never imported and ${store.location} already holds other data (${error.message}). Transfer them in with: npm run store:transfer -- --from jsonl:${dataDir} --to ${store.location} --merge`,
    );
  }
}
