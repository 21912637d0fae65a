// The collector under load (docs/decisions/0060-form-collector.md): POSTs valid contact submissions at a
// fixed concurrency to fresh `npm start` servers with a rate limit above the load, then reports requests
// per second, p50/p99 latency, errors, and submissions stored versus acknowledged (they must be equal,
// each stored once). Three configurations (`COLLECTOR_CONFIGURATIONS`): SQLite (one server, its
// own DATA_DIR), and a throwaway PostgreSQL cluster (tests/support/postgres.ts) with one server or with two
// servers on the same database, requests alternating between them. What was stored is read back through
// the store interface (server/store/open.ts), as `npm run inbox` reads it.
// Run alone over an existing build:
//   npx tsx tests/bench/collector-load.ts [--store sqlite|postgres] [--servers 1|2] [--requests N] [--concurrency C]
// It exits non-zero on any error, or when stored and acknowledged differ; `npm run bench` runs all three.
import { openStore } from "../../server/store/open";
import { numberOption, runLoad, startServer, type LoadResult, type LoadServer } from "./load";
import { startPostgres, type TestPostgres } from "../support/postgres";

export type CollectorStore = "sqlite" | "postgres";

export interface CollectorConfiguration {
  store: CollectorStore;
  servers: 1 | 2;
}

/** What `npm run bench` measures: SQLite on one server (its only setup), PostgreSQL on one and on two. */
export const COLLECTOR_CONFIGURATIONS: CollectorConfiguration[] = [
  { store: "sqlite", servers: 1 },
  { store: "postgres", servers: 1 },
  { store: "postgres", servers: 2 },
];

export interface CollectorLoadResult extends LoadResult, CollectorConfiguration {
  /** Answered 200 `{"ok":true}`. */
  acknowledged: number;
  /** Contact records the store holds afterwards. */
  stored: number;
  /** Of those, distinct submissions (by the load's email address): equal to `stored` unless one was stored twice. */
  distinctStored: number;
  /** Lines or rows the store could not read (must be 0). */
  readProblems: number;
}

/** "SQLite, 1 server" */
export const describeConfiguration = ({ store, servers }: CollectorConfiguration): string =>
  `${store === "sqlite" ? "SQLite" : "PostgreSQL"}, ${servers} server${servers === 1 ? "" : "s"}`;

/** Why a result is not clean (errors, lost or doubled submissions), or undefined when it is. */
export function collectorFailure(result: CollectorLoadResult): string | undefined {
  const reasons = [
    result.errors > 0 ? `${result.errors} errors` : "",
    result.stored !== result.acknowledged ? `${result.stored} stored of ${result.acknowledged} acknowledged` : "",
    result.distinctStored !== result.stored ? `${result.stored - result.distinctStored} stored twice` : "",
    result.readProblems > 0 ? `${result.readProblems} unreadable records` : "",
  ].filter(Boolean);
  return reasons.length > 0 ? reasons.join(", ") : undefined;
}

/** One line for the bench's output. */
export const formatCollectorResult = (result: CollectorLoadResult): string =>
  `Collector (POST /api/contact, ${describeConfiguration(result)}, ${result.requests} requests at concurrency ${result.concurrency}): ` +
  `${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ` +
  `${result.errors} errors, ${result.stored} stored of ${result.acknowledged} acknowledged` +
  (result.distinctStored === result.stored ? "" : ` (${result.stored - result.distinctStored} stored twice)`);

export async function collectorLoad({
  store = "sqlite",
  servers: serverCount = 1,
  requests = 2000,
  concurrency = 20,
}: Partial<CollectorConfiguration> & { requests?: number; concurrency?: number } = {}): Promise<CollectorLoadResult> {
  if (store === "sqlite" && serverCount !== 1) {
    throw new Error("SQLite serves one server per DATA_DIR: --servers 2 needs --store postgres");
  }
  let postgres: TestPostgres | undefined;
  const servers: LoadServer[] = [];
  try {
    // Durable (fsync on), as a production database: SQLite flushes every commit too.
    if (store === "postgres") postgres = await startPostgres({ durable: true });
    const env: Record<string, string> = {
      RATE_LIMIT: "1000000",
      SPAM_BURST: "1000000",
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    };
    // One after the other: the first applies the migrations, and a stale build is built only once.
    for (let index = 0; index < serverCount; index += 1) servers.push(await startServer(env));
    let acknowledged = 0;
    const result = await runLoad({
      requests,
      concurrency,
      async send(index) {
        const body = new URLSearchParams({
          name: `Load Test ${index}`,
          email: `load${index}@example.com`,
          subject: "general",
          message: `Load test message number ${index}.`,
          privacy: "yes",
        });
        // Two servers: requests alternate between them, as a round-robin load balancer sends them.
        const origin = servers[index % servers.length]?.origin;
        const response = await fetch(`${origin}/api/contact`, {
          method: "POST",
          headers: { Accept: "application/json" },
          body,
        });
        await response.arrayBuffer();
        if (response.status === 200) acknowledged += 1;
        return response.status === 200;
      },
    });
    // Read back through the store interface while the servers still run (every acknowledged write is
    // durable already), as `npm run inbox` opens it beside a running server.
    const reader = await openStore({ DATA_DIR: servers[0]?.dataDir ?? "", DATABASE_URL: postgres?.url });
    try {
      const { records, problems } = await reader.contacts.read();
      const emails = new Set(records.map((record) => record.email));
      return {
        store,
        servers: serverCount,
        ...result,
        acknowledged,
        stored: records.length,
        distinctStored: emails.size,
        readProblems: problems.length,
      };
    } finally {
      await reader.close();
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await postgres?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const store = args.includes("--store") ? args[args.indexOf("--store") + 1] : "sqlite";
  const servers = numberOption(args, "--servers", 1);
  if ((store !== "sqlite" && store !== "postgres") || (servers !== 1 && servers !== 2)) {
    console.error(
      "usage: collector-load.ts [--store sqlite|postgres] [--servers 1|2] [--requests N] [--concurrency C]",
    );
    process.exit(2);
  }
  const result = await collectorLoad({
    store,
    servers,
    requests: numberOption(args, "--requests", 2000),
    concurrency: numberOption(args, "--concurrency", 20),
  });
  console.log(JSON.stringify(result, null, 2));
  console.log(formatCollectorResult(result));
  const failure = collectorFailure(result);
  if (failure) {
    console.error(`collector-load: ${failure}`);
    process.exit(1);
  }
}
