/**
 * Entry point of the bundled production server (build/server/index.mjs): `npm start`.
 * PORT (default 3000) and HOST (default 0.0.0.0) configure where it listens.
 */
import { createServer } from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createApp } from "./app";

const here = dirname(fileURLToPath(import.meta.url));
const root = process.env.SITE_ROOT ?? join(here, "..", "client");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

const log = (line: string) => process.stderr.write(`${new Date().toISOString()} ${line}\n`);
const server = createServer(createApp({ root, log }));

// Slow or idle clients cannot hold connections open indefinitely.
server.requestTimeout = 30_000;
server.headersTimeout = 15_000;
server.keepAliveTimeout = 5_000;
server.on("clientError", (error, socket) => {
  if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
  else socket.destroy(error);
});

server.listen(port, host, () => {
  log(`Site on http://${host === "0.0.0.0" ? "localhost" : host}:${port} (serving ${root})`);
});

function shutdown() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
