// @vitest-environment node
// The store contract (tests/store/contract.ts) on PostgreSQL: `fresh` is a new database on a throwaway
// cluster (tests/support/postgres.ts), `again` a second store on the same database, open alongside the first.
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { startPostgres, type TestPostgres } from "../../tests/support/postgres";
import { describeStoreContract } from "../../tests/store/contract";
import { openSqlStore } from "./sql";
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
    const store = await openSqlStore(url);
    urls.set(store, url);
    return store;
  },
  async again(store) {
    const url = urls.get(store);
    if (url === undefined) throw new Error("again(): not a store this file opened");
    const other = await openSqlStore(url);
    urls.set(other, url);
    return other;
  },
  // Every row of every table, as text.
  async everything(store) {
    const client = new pg.Client({ connectionString: urls.get(store) });
    await client.connect();
    try {
      const { rows: tables } = await client.query<{ name: string }>(
        "SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema') AND table_type = 'BASE TABLE'",
      );
      const texts: string[] = [];
      for (const { name } of tables) {
        const { rows } = await client.query<{ row: string }>(`SELECT t::text AS row FROM ${name} t`);
        texts.push(...rows.map((row) => row.row));
      }
      return texts.join("\n");
    } finally {
      await client.end();
    }
  },
});
