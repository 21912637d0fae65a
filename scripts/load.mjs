// What the two load figures of `npm run bench` share (scripts/static-load.mjs, scripts/collector-load.mjs):
// a throwaway production server, and requests at a fixed concurrency timed one by one.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./chromium.mjs";

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** `npm start` over the existing build on a free port, with its own DATA_DIR; resolves once it answers. */
export async function startServer(env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "brightlane-load-"));
  const port = await freePort();
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${origin}/`)).ok) break;
    } catch {
      if (tries > 300) {
        stop();
        throw new Error("server did not start");
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, dataDir, stop };
}

/**
 * Sends `requests` requests, `concurrency` at a time; `send(index)` resolves true for a success and
 * false (or throws) for an error. Reports requests per second, p50 and p99 latency and errors.
 */
export async function runLoad({ requests, concurrency, send }) {
  const latencies = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < requests) {
      const index = next++;
      const begin = performance.now();
      try {
        if (!(await send(index))) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - begin);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests,
    concurrency,
    requestsPerSecond: Math.round(requests / seconds),
    p50Ms: Number(percentile(latencies, 50).toFixed(1)),
    p99Ms: Number(percentile(latencies, 99).toFixed(1)),
    errors,
  };
}

/** `--name value` from the command line as a number, or the fallback. */
export const numberOption = (args, name, fallback) =>
  Number(args.includes(name) ? args[args.indexOf(name) + 1] : undefined) || fallback;
