/**
 * The PostgreSQL store (docs/decisions/0113-one-store-interface.md): a placeholder so that
 * server/store/open.ts compiles on this branch; the PostgreSQL work replaces this file with the store.
 */
import type { Store } from "./store";

export function openPostgresStore(_url: string, _options: { log?: (line: string) => void }): Promise<Store> {
  return Promise.reject(new Error("The PostgreSQL store is not built yet: unset DATABASE_URL to use DATA_DIR."));
}
