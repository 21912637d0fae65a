/**
 * Whether the store is failing, as the collector and /healthz see it: one log line when writes start
 * failing (not one per request) and one when a write or a probe succeeds again.
 */
export interface StoreWatch {
  /** Why the store is failing, while it is. */
  readonly failing: string | undefined;
  failed(error: unknown): void;
  worked(): void;
}

export function watchStore(log: (line: string) => void = () => {}): StoreWatch {
  let failing: string | undefined;
  return {
    get failing() {
      return failing;
    },
    failed(error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (failing === undefined)
        log(`store: writes are failing, form posts are answered 503 until one succeeds again: ${reason}`);
      failing = reason;
    },
    worked() {
      if (failing !== undefined) log("store: writes work again");
      failing = undefined;
    },
  };
}
