/** The rate limit on SQL: hashed keys' hits in a window, counted one request per key at a time across servers. */
import { createHash } from "node:crypto";
import { sql } from "kysely";
import { iso, type SqlParts } from "./sql-tables";
import type { Store } from "./store";

/** How often rate-limit rows of keys no longer hit are removed. */
const SWEEP_EVERY_MS = 60_000;

/** The rate limiter, and `stop` for its timer that removes rows of keys no longer hit. */
export function sqlRateLimit({ db, transaction, now, isPg }: SqlParts): {
  rateLimit: Store["rateLimit"];
  stop: () => void;
} {
  let widestWindowMs = 0;
  let lastSweep = now();
  /** Keys no longer hit: their rows leave once the widest window this server uses has passed. */
  async function sweepHits() {
    lastSweep = now();
    // Before this server has a window of its own, it leaves the other servers' hits alone.
    if (widestWindowMs > 0)
      await db
        .deleteFrom("rate_limit_hits")
        .where("at", "<=", new Date(lastSweep - widestWindowMs).toISOString())
        .execute();
  }
  // On a quiet site too: no hit is kept much past its window because no request came to sweep it.
  const sweeper = setInterval(() => void sweepHits().catch(() => undefined), SWEEP_EVERY_MS);
  sweeper.unref();

  return {
    stop: () => clearInterval(sweeper),
    rateLimit: {
      async hit(rawKey, limit, windowMs) {
        widestWindowMs = Math.max(widestWindowMs, windowMs);
        // The table holds a hash of the key, never the client's address or an email address itself.
        const key = createHash("sha256").update(rawKey).digest("base64url");
        const wait = await transaction(
          async (trx) => {
            // One request per key at a time, across every server: count and insert cannot interleave (SQLite's
            // write lock already does that).
            if (isPg) await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
            // The time is read once the lock is held, so the hits of one key are stored in the order they count.
            const at = now();
            await trx
              .deleteFrom("rate_limit_hits")
              .where("key", "=", key)
              .where("at", "<=", new Date(at - windowMs).toISOString())
              .execute();
            const hits = await trx
              .selectFrom("rate_limit_hits")
              .select("at")
              .where("key", "=", key)
              .orderBy("at")
              .execute();
            let seconds = 0;
            if (hits.length >= limit) {
              // Allowed again once enough of the hits in the window have left it; never longer than the window,
              // whatever another server's clock wrote.
              const leaves = Date.parse(iso(hits[hits.length - limit]?.at ?? new Date(at))) + windowMs;
              seconds = Math.min(Math.ceil(windowMs / 1000), Math.max(1, Math.ceil((leaves - at) / 1000)));
            }
            await trx
              .insertInto("rate_limit_hits")
              .values({ key, at: new Date(at).toISOString() })
              .execute();
            return seconds;
          },
          { lax: true },
        );
        if (now() - lastSweep > SWEEP_EVERY_MS) await sweepHits();
        return wait;
      },
    },
  };
}
