/**
 * Who a request comes from, for the collector's rate limit: per endpoint and client (or per email
 * address). The counting itself is the store's (`store.rateLimit`, server/store/store.ts), so it holds
 * across every server on one store; every request counts, refused ones too.
 */
import type { IncomingMessage } from "node:http";

/** The client's address: the first X-Forwarded-For entry only behind a proxy you trust, else the socket's. */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy
    ? String(req.headers["x-forwarded-for"] ?? "")
        .split(",")[0]
        ?.trim()
    : "";
  return forwarded || req.socket.remoteAddress || "unknown";
}
