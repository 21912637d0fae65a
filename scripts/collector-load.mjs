// The collector under load (issue 11): POSTs valid contact submissions at a fixed concurrency to a
// fresh `npm start` with its own DATA_DIR and a rate limit above the load, then reports requests per
// second, p50/p99 latency, errors, and submissions stored versus acknowledged (they must be equal).
// Run alone with `node scripts/collector-load.mjs [--requests N] [--concurrency C]` over an existing
// build; `npm run bench` runs it too.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./chromium.mjs";

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function collectorLoad({ requests = 2000, concurrency = 20 } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "brightlane-load-"));
  const port = await freePort();
  const server = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, RATE_LIMIT: "1000000" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}/api/contact`;
  try {
    for (let tries = 0; ; tries += 1) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
      } catch {
        if (tries > 300) throw new Error("server did not start");
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const latencies = [];
    let acknowledged = 0;
    let errors = 0;
    let next = 0;
    const started = performance.now();
    async function worker() {
      while (next < requests) {
        const index = next++;
        const body = new URLSearchParams({
          name: `Load Test ${index}`,
          email: `load${index}@example.com`,
          subject: "general",
          message: `Load test message number ${index}.`,
          privacy: "yes",
        });
        const begin = performance.now();
        try {
          const response = await fetch(url, { method: "POST", headers: { Accept: "application/json" }, body });
          await response.arrayBuffer();
          if (response.status === 200) acknowledged += 1;
          else errors += 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - begin);
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;
    const stored = readFileSync(join(dataDir, "contact.jsonl"), "utf8").split("\n").filter(Boolean);
    const ids = new Set(stored.map((line) => JSON.parse(line).email));
    latencies.sort((a, b) => a - b);
    return {
      requests,
      concurrency,
      requestsPerSecond: Math.round(requests / seconds),
      p50Ms: Number(percentile(latencies, 50).toFixed(1)),
      p99Ms: Number(percentile(latencies, 99).toFixed(1)),
      errors,
      acknowledged,
      stored: stored.length,
      distinctStored: ids.size,
    };
  } finally {
    server.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => Number(args[args.indexOf(name) + 1] ?? fallback) || fallback;
  const result = await collectorLoad({
    requests: option("--requests", 2000),
    concurrency: option("--concurrency", 20),
  });
  console.log(JSON.stringify(result, null, 2));
  if (result.errors > 0 || result.stored !== result.acknowledged) process.exit(1);
}
