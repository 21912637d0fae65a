// Static pages under load: GETs of the home page and one catalogue page, alternating, at a fixed
// concurrency against the production server, then reports requests per second, p50/p99 latency and
// errors (anything but a 200, or a failed request). `npm run bench` runs it against the server it
// already started; run alone with `npx tsx tests/bench/static-load.ts [--requests N] [--concurrency C]
// [--origin http://127.0.0.1:PORT]` (without --origin it starts `npm start` over an existing build).
import { Agent, get as httpGet } from "node:http";
import { numberOption, runLoad, startServer, type LoadResult } from "./load";

export const STATIC_LOAD_PATHS = ["/", "/services/mlops"];

export async function staticLoad({
  origin,
  paths = STATIC_LOAD_PATHS,
  requests = 2000,
  concurrency = 20,
}: { origin?: string; paths?: string[]; requests?: number; concurrency?: number } = {}): Promise<
  LoadResult & { paths: string[] }
> {
  const server = origin ? { origin, stop() {} } : await startServer();
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  try {
    // Compressed, as a browser asks, over kept-alive connections (one per worker); the body is read in
    // full but not decompressed, so the figure is the server's and not the client's brotli decoder.
    // (fetch() decodes every body: on a small machine that alone caps the rate several times lower.)
    const get = (path: string) =>
      new Promise<number | undefined>((resolve, reject) => {
        httpGet(`${server.origin}${path}`, { agent, headers: { "Accept-Encoding": "br, gzip" } }, (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode));
          response.on("error", reject);
        }).on("error", reject);
      });
    // Warm up (file cache, JIT) before measuring.
    for (let index = 0; index < 50; index += 1) await get(paths[index % paths.length] ?? "/");
    const result = await runLoad({
      requests,
      concurrency,
      send: async (index) => (await get(paths[index % paths.length] ?? "/")) === 200,
    });
    return { paths, ...result };
  } finally {
    agent.destroy();
    server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const result = await staticLoad({
    origin: args.includes("--origin") ? args[args.indexOf("--origin") + 1] : undefined,
    requests: numberOption(args, "--requests", 2000),
    concurrency: numberOption(args, "--concurrency", 20),
  });
  console.log(JSON.stringify(result, null, 2));
  if (result.errors > 0) process.exit(1);
}
