// @vitest-environment node
// The store contract (server/store/contract.ts) on PostgreSQL: `fresh` is a new database on a throwaway
// cluster (scripts/postgres.ts), `again` a second store on the same database, open alongside the first.
import { afterAll, beforeAll } from "vitest";
import { startPostgres, type TestPostgres } from "../../scripts/postgres";
import { describeStoreContract } from "./contract";
import { openPostgresStore } from "./postgres";
import type { Store } from "./store";

let cluster: TestPostgres;
const urls = new WeakMap<Store, string>();

beforeAll(async () => {
  cluster = await startPostgres();
}, 120_000);
afterAll(() => cluster?.stop());

describeStoreContract("postgres", {
  async fresh() {
    const url = await cluster.createDatabase();
    const store = await openPostgresStore(url);
    urls.set(store, url);
    return store;
  },
  async again(store) {
    const url = urls.get(store);
    if (url === undefined) throw new Error("again(): not a store this file opened");
    const other = await openPostgresStore(url);
    urls.set(other, url);
    return other;
  },
});
