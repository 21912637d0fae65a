// The collector under load (decision 0060): POSTs valid contact submissions at a fixed concurrency to a
// fresh `npm start` with its own DATA_DIR and a rate limit above the load, then reports requests per
// second, p50/p99 latency, errors, and submissions stored versus acknowledged (they must be equal).
// Run alone with `npx tsx scripts/collector-load.ts [--requests N] [--concurrency C]` over an existing
// build; `npm run bench` runs it too.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { numberOption, runLoad, startServer, type LoadResult } from "./load";

export interface CollectorLoadResult extends LoadResult {
  acknowledged: number;
  stored: number;
  distinctStored: number;
}

export async function collectorLoad({
  requests = 2000,
  concurrency = 20,
}: { requests?: number; concurrency?: number } = {}): Promise<CollectorLoadResult> {
  const server = await startServer({ RATE_LIMIT: "1000000" });
  try {
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
        const response = await fetch(`${server.origin}/api/contact`, {
          method: "POST",
          headers: { Accept: "application/json" },
          body,
        });
        await response.arrayBuffer();
        if (response.status === 200) acknowledged += 1;
        return response.status === 200;
      },
    });
    const stored = readFileSync(join(server.dataDir, "contact.jsonl"), "utf8").split("\n").filter(Boolean);
    const ids = new Set(stored.map((line) => (JSON.parse(line) as { email?: string }).email));
    return { ...result, acknowledged, stored: stored.length, distinctStored: ids.size };
  } finally {
    server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const result = await collectorLoad({
    requests: numberOption(args, "--requests", 2000),
    concurrency: numberOption(args, "--concurrency", 20),
  });
  console.log(JSON.stringify(result, null, 2));
  if (result.errors > 0 || result.stored !== result.acknowledged) process.exit(1);
}
