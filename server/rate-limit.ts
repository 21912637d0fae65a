/**
 * The collector's rate limit: requests per key (an endpoint and a client, or an email address) in a
 * sliding window. Every request counts, refused ones too.
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

export interface RateLimiter {
  /** Seconds to wait when `key` is over `limit` (the limiter's own by default), or 0; counts the request. */
  wait(key: string, limit?: number): number;
}

export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const hits = new Map<string, number[]>();
  return {
    wait(key, keyLimit = limit) {
      const now = Date.now();
      // Bounded memory: past this many keys, those idle for a whole window are forgotten.
      if (hits.size > 50_000)
        for (const [old, times] of hits) if ((times.at(-1) ?? 0) < now - windowMs) hits.delete(old);
      const recent = (hits.get(key) ?? []).filter((time) => time > now - windowMs);
      if (recent.length >= keyLimit) {
        hits.set(key, recent);
        return Math.max(1, Math.ceil(((recent[0] ?? now) + windowMs - now) / 1000));
      }
      recent.push(now);
      hits.set(key, recent);
      return 0;
    },
  };
}
