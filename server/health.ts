/**
 * GET /healthz for load balancers and uptime checks: 200 while a record-sized write to the store works, 503
 * with the reason otherwise. It probes the store itself, so a drained instance still finds out it has
 * recovered. Reports the store and the notification outbox (waiting, stuck).
 */
import type { Handler } from "./app";
import type { StoreWatch } from "./store-watch";
import type { OutboxStatus, Store } from "./store/store";

export const HEALTH_PATH = "/healthz";

export function createHealthCheck({
  store,
  watch,
  buildId,
}: {
  store: Store;
  /** Told the probe's result, so the collector's "failing" and "works again" lines stay one each. */
  watch?: StoreWatch;
  buildId: string;
}): Handler {
  return async (_req, res) => {
    let reason: string | undefined;
    try {
      await store.probe();
      watch?.worked();
    } catch (error) {
      reason = error instanceof Error ? error.message : String(error);
      watch?.failed(error);
    }
    let outbox: OutboxStatus | { error: string };
    try {
      outbox = await store.outbox.status();
    } catch (error) {
      outbox = { error: error instanceof Error ? error.message : String(error) };
    }
    const body = {
      status: reason === undefined ? "ok" : "unavailable",
      build: buildId,
      ...(reason === undefined ? {} : { reason: `the store cannot be written: ${reason}` }),
      store: { kind: store.kind, location: store.location, writable: reason === undefined },
      outbox,
    };
    res.writeHead(reason === undefined ? 200 : 503, {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
    });
    res.end(JSON.stringify(body));
  };
}
