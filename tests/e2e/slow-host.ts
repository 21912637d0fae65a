import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import sirv from "sirv";
import { fileFor } from "./redirects-host";

/**
 * A host that sends every page's HTML in small pieces with a pause after each, as a slow connection
 * delivers it, so the browser paints pages while their HTML is still arriving. Other files come whole.
 */
export async function startSlowHost(
  root: string,
  { piece = 1024, pauseMs = 30 } = {},
): Promise<{ origin: string; server: Server }> {
  const files = sirv(root, { dev: false });
  const server = createServer((req, res) => {
    const file = fileFor(root, new URL(req.url ?? "/", "http://host").pathname);
    if (!file?.endsWith(".html")) return files(req, res);
    const html = readFileSync(file);
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    void (async () => {
      for (let start = 0; start < html.length && !res.destroyed; start += piece) {
        res.write(html.subarray(start, start + piece));
        await sleep(pauseMs);
      }
      res.end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
