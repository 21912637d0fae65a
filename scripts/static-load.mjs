// Static pages under load: GETs of the home page and one catalogue page, alternating, at a fixed
// concurrency against the production server, then reports requests per second, p50/p99 latency and
// errors (anything but a 200, or a failed request). `npm run bench` runs it against the server it
// already started; run alone with `node scripts/static-load.mjs [--requests N] [--concurrency C]
// [--origin http://127.0.0.1:PORT]` (without --origin it starts `npm start` over an existing build).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, get as httpGet } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./chromium.mjs";

export const STATIC_LOAD_PATHS = ["/", "/services/mlops"];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), "brightlane-static-load-"));
  const port = await freePort();
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${origin}/`)).ok) break;
    } catch {
      if (tries > 300) throw new Error("server did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    stop() {
      child.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function staticLoad({ origin, paths = STATIC_LOAD_PATHS, requests = 2000, concurrency = 20 } = {}) {
  const server = origin ? { origin, stop() {} } : await startServer();
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  try {
    // Compressed, as a browser asks, over kept-alive connections (one per worker); the body is read in
    // full but not decompressed, so the figure is the server's and not the client's brotli decoder.
    // (fetch() decodes every body: on a small machine that alone caps the rate several times lower.)
    const get = (path) =>
      new Promise((resolve, reject) => {
        httpGet(`${server.origin}${path}`, { agent, headers: { "Accept-Encoding": "br, gzip" } }, (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode));
          response.on("error", reject);
        }).on("error", reject);
      });
    // Warm up (file cache, JIT) before measuring.
    for (let index = 0; index < 50; index += 1) await get(paths[index % paths.length]);

    const latencies = [];
    let errors = 0;
    let next = 0;
    const started = performance.now();
    async function worker() {
      while (next < requests) {
        const path = paths[next++ % paths.length];
        const begin = performance.now();
        try {
          if ((await get(path)) !== 200) errors += 1;
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
      paths,
      requests,
      concurrency,
      requestsPerSecond: Math.round(requests / seconds),
      p50Ms: Number(percentile(latencies, 50).toFixed(1)),
      p99Ms: Number(percentile(latencies, 99).toFixed(1)),
      errors,
    };
  } finally {
    agent.destroy();
    server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const value = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const option = (name, fallback) => Number(value(name)) || fallback;
  const origin = value("--origin");
  const result = await staticLoad({
    origin,
    requests: option("--requests", 2000),
    concurrency: option("--concurrency", 20),
  });
  console.log(JSON.stringify(result, null, 2));
  if (result.errors > 0) process.exit(1);
}
