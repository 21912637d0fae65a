/**
 * The store the configuration asks for (docs/decisions/0113-one-store-interface.md): PostgreSQL when
 * DATABASE_URL is set (any number of servers on one database), else the JSONL files under DATA_DIR (one
 * server per DATA_DIR). PostgreSQL's module is imported only then, so its client library loads only
 * for a server that uses it.
 */
import type { ServerConfig } from "../config";
import { openJsonlStore } from "./jsonl";
import type { Store } from "./store";

export interface OpenStoreOptions {
  log?: (line: string) => void;
  /**
   * For operator commands (`npm run inbox`) that read while a server runs: the JSONL store takes no
   * lock and refuses writes (a database needs neither).
   */
  readOnly?: boolean;
}

export async function openStore(
  config: Pick<ServerConfig, "DATA_DIR" | "DATABASE_URL">,
  { log = () => {}, readOnly = false }: OpenStoreOptions = {},
): Promise<Store> {
  if (config.DATABASE_URL) {
    const { openPostgresStore } = await import("./postgres");
    return openPostgresStore(config.DATABASE_URL, { log });
  }
  return openJsonlStore(config.DATA_DIR, { log, readOnly });
}
