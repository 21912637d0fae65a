// What the two load figures of `npm run bench` share (tests/bench/static-load.ts, tests/bench/collector-load.ts):
// a throwaway production server, and requests at a fixed concurrency timed one by one.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../scripts/ports";
import { tsxArgs } from "../../scripts/tsx";

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

export interface LoadServer {
  origin: string;
  dataDir: string;
  /** SIGTERM (the server drains), then removes its DATA_DIR; resolves once it has exited. */
  stop: () => Promise<void>;
}

export interface LoadResult {
  requests: number;
  concurrency: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/** `npm start` over the existing build on a free port, with its own DATA_DIR; resolves once it answers. */
export async function startServer(env: Record<string, string> = {}): Promise<LoadServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "brightlane-load-"));
  const port = await freePort();
  const child = spawn(process.execPath, tsxArgs("scripts/start.ts"), {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  const stop = async () => {
    child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  // A start may first rebuild a stale build (DATABASE_URL is a build input): about a minute, more under load.
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/`)).ok) break;
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) {
        await stop();
        throw new Error(
          `server did not start (${child.exitCode === null ? "no answer in 10 minutes" : `exit code ${child.exitCode}`})`,
        );
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
export async function runLoad({
  requests,
  concurrency,
  send,
}: {
  requests: number;
  concurrency: number;
  send: (index: number) => Promise<boolean>;
}): Promise<LoadResult> {
  const latencies: number[] = [];
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
export const numberOption = (args: string[], name: string, fallback: number): number =>
  Number(args.includes(name) ? args[args.indexOf(name) + 1] : undefined) || fallback;
