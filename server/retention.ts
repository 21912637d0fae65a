/**
 * Retention the server enforces (docs/decisions/0121-retention.md): at start and then once a day, the store
 * removes what is past the periods the privacy policy states (`retention` in app/content/server-constants.ts, the one
 * configuration both read) and the server logs one line with the counts. A sweep that fails is logged and
 * runs again at the next turn; it never stops the server. The timer does not keep the process alive.
 */
import { retention } from "../app/content/server-constants";
import type { RetentionPeriods, Store, SweptCounts } from "./store/store";

/** The periods the server enforces: the privacy policy's. */
export const RETENTION_PERIODS: RetentionPeriods = retention;

/** How often the sweep runs. */
export const SWEEP_EVERY_MS = 24 * 60 * 60 * 1000;

/** Runs `task` every `ms` until stopped (the default: an unref'd interval, which never keeps the process alive). */
export type Scheduler = (task: () => void, ms: number) => { stop(): void };

const interval: Scheduler = (task, ms) => {
  const timer = setInterval(task, ms);
  timer.unref();
  return { stop: () => clearInterval(timer) };
};

export interface RetentionOptions {
  store: Pick<Store, "sweep">;
  log: (line: string) => void;
  /** The clock the periods are measured against. */
  now?: () => Date;
  schedule?: Scheduler;
  periods?: RetentionPeriods;
}

/** The log line of one sweep. */
export function describeSweep(counts: SweptCounts): string {
  return `Retention: removed ${counts.contacts} contact messages, ${counts.held} held messages, ${counts.newsletter} newsletter records, ${counts.outbox} sent or undeliverable notifications and ${counts.marks} expired marks past their periods (app/content/server-constants.ts)`;
}

/**
 * Sweeps now and then every `SWEEP_EVERY_MS`. `sweep()` runs one at once (resolving its counts, or undefined
 * when it failed); a sweep still running when the next is due is not started twice. `stop()` ends the
 * schedule and waits for a sweep in flight.
 */
export function startRetention({
  store,
  log,
  now = () => new Date(),
  schedule = interval,
  periods = RETENTION_PERIODS,
}: RetentionOptions) {
  let running: Promise<SweptCounts | undefined> | undefined;
  async function sweepOnce(): Promise<SweptCounts | undefined> {
    try {
      const counts = await store.sweep(now(), periods);
      log(describeSweep(counts));
      return counts;
    } catch (error) {
      log(
        `Retention: the sweep failed (${error instanceof Error ? error.message : String(error)}); nothing was lost, and it runs again in ${SWEEP_EVERY_MS / 3_600_000} hours`,
      );
      return undefined;
    }
  }
  function sweep(): Promise<SweptCounts | undefined> {
    running ??= sweepOnce().finally(() => {
      running = undefined;
    });
    return running;
  }
  const first = sweep();
  const timer = schedule(() => void sweep(), SWEEP_EVERY_MS);
  return {
    /** The sweep at start. */
    first,
    sweep,
    async stop() {
      timer.stop();
      await running;
    },
  };
}
