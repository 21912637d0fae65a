/** The rate limit on SQL: one counter per hashed key and window, counted atomically across servers. */
import { createHash } from "node:crypto";
import { iso, type SqlParts } from "./sql-tables";
import type { Store } from "./store";

/** How often rate-limit rows of keys no longer hit are removed. */
const SWEEP_EVERY_MS = 60_000;

/** The rate limiter, and `stop` for its timer that removes rows of keys no longer hit. */
export function sqlRateLimit({ db, transaction, now }: SqlParts): {
  rateLimit: Store["rateLimit"];
  stop: () => void;
} {
  let widestWindowMs = 0;
  let lastSweep = now();
  /** Keys no longer hit: their rows leave once the widest window this server uses has passed. */
  async function sweepHits() {
    lastSweep = now();
    // Before this server has a window of its own, it leaves the other servers' counts alone.
    if (widestWindowMs > 0)
      await db
        .deleteFrom("rate_limits")
        .where("started", "<=", new Date(lastSweep - widestWindowMs).toISOString())
        .execute();
  }
  // On a quiet site too: no count is kept much past its window because no request came to sweep it.
  const sweeper = setInterval(() => void sweepHits().catch(() => undefined), SWEEP_EVERY_MS);
  sweeper.unref();

  return {
    stop: () => clearInterval(sweeper),
    rateLimit: {
      async hit(rawKey, limit, windowMs) {
        widestWindowMs = Math.max(widestWindowMs, windowMs);
        // The table holds a hash of the key, never the client's address or an email address itself.
        const key = createHash("sha256").update(rawKey).digest("base64url");
        const at = now();
        // A key's window starts at its first hit; one that has passed starts again at this one. One statement,
        // so two servers counting one key at once each see the other's hit (the row is locked while updated).
        const passed = new Date(at - windowMs).toISOString();
        const { count, started } = await transaction(
          (trx) =>
            trx
              .insertInto("rate_limits")
              .values({ key, started: new Date(at).toISOString(), count: 1 })
              .onConflict((oc) =>
                oc.column("key").doUpdateSet((eb) => ({
                  count: eb
                    .case()
                    .when("rate_limits.started", "<=", passed)
                    .then(1)
                    .else(eb("rate_limits.count", "+", 1))
                    .end(),
                  started: eb
                    .case()
                    .when("rate_limits.started", "<=", passed)
                    .then(eb.ref("excluded.started"))
                    .else(eb.ref("rate_limits.started"))
                    .end(),
                })),
              )
              .returning(["count", "started"])
              .executeTakeFirstOrThrow(),
          { lax: true },
        );
        if (now() - lastSweep > SWEEP_EVERY_MS) await sweepHits();
        if (count <= limit) return 0;
        // Allowed again when the window ends; never longer than the window, whatever another server's clock wrote.
        const seconds = Math.ceil((Date.parse(iso(started)) + windowMs - at) / 1000);
        return Math.min(Math.ceil(windowMs / 1000), Math.max(1, seconds));
      },
    },
  };
}
