/**
 * The notification outbox of the JSONL store (docs/decisions/0113-one-store-interface.md): every change is
 * one line appended to `outbox.jsonl`, written and flushed before it resolves, so a restart knows what is
 * still to send:
 *
 *   {"event":"queued","item":{id, channel, payload, queuedAt, attempts:0, dueAt}}
 *   {"event":"failed","id":…,"error":…,"retryAt":…,"at":…}   one failed try; due again at retryAt
 *   {"event":"sent","id":…,"sentAt":…}                        delivered: never claimed again
 *
 * Lines written before retries were stored (`queued` without attempts or dueAt, `sent`) still read: such an
 * item is due at once. Claims (leases) are held in memory: a JSONL store is used by one server per
 * DATA_DIR, so the process that claims is the only one that could claim again, and a restart (which is
 * what ends a lease held by a killed process) starts with none.
 */
import type { OutboxItem, OutboxStatus, ReadProblem, Store } from "./store";
import { startedBefore, STUCK_AFTER_ATTEMPTS } from "./store";

/**
 * The one append-only file the outbox needs: server/store/jsonl-file.ts's `JsonlFile` fits, and so does
 * `MemoryLines` below.
 */
export interface LinesFile {
  append(record: object): Promise<void>;
  read(): Promise<{ records: Record<string, unknown>[]; problems: ReadProblem[] }>;
  /** Removes the lines `drop` picks, atomically (JsonlFile's `rewrite`): how many were removed. */
  rewrite(drop: (line: string, record: Record<string, unknown> | undefined) => boolean): Promise<number>;
}

/** Lines kept in memory: the outbox of a notifier that has no store (tests, a one-off command). */
export class MemoryLines implements LinesFile {
  private readonly lines: string[] = [];
  append(record: object): Promise<void> {
    this.lines.push(JSON.stringify(record));
    return Promise.resolve();
  }
  rewrite(drop: (line: string, record: Record<string, unknown> | undefined) => boolean): Promise<number> {
    const before = this.lines.length;
    const kept = this.lines.filter((line) => !drop(line, JSON.parse(line) as Record<string, unknown>));
    this.lines.splice(0, this.lines.length, ...kept);
    return Promise.resolve(before - kept.length);
  }
  read() {
    return Promise.resolve({
      records: this.lines.map((line) => JSON.parse(line) as Record<string, unknown>),
      problems: [] as ReadProblem[],
    });
  }
}

interface Entry {
  item: OutboxItem;
  sent: boolean;
  /** When it was delivered (ISO time; retention runs from it). */
  sentAt?: string;
  /** Until when (ms) a claim holds it. */
  leasedUntil: number;
}

/** The outbox part of the store interface (a class cannot name `Store["outbox"]` in `implements` directly). */
type Outbox = Store["outbox"];

const isChannel = (value: unknown): value is OutboxItem["channel"] => value === "email" || value === "webhook";

export class JsonlOutbox implements Outbox {
  private readonly now: () => number;
  private readonly log: (line: string) => void;
  private entries?: Map<string, Entry>;
  /** Changes run one at a time, each after the file has the line: memory never runs ahead of the disk. */
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly file: LinesFile,
    { now = () => Date.now(), log = () => {} }: { now?: () => number; log?: (line: string) => void } = {},
  ) {
    this.now = now;
    this.log = log;
  }

  /** Runs `change` after every earlier one, on the file's items read once. */
  private run<T>(change: (entries: Map<string, Entry>) => Promise<T> | T): Promise<T> {
    const next = this.chain.then(async () => change(this.entries ?? (this.entries = await this.load())));
    this.chain = next.catch(() => undefined);
    return next;
  }

  private async load(): Promise<Map<string, Entry>> {
    const { records, problems } = await this.file.read();
    // The outbox cannot hand these to a reader (its interface has no read); they are said once, not skipped silently.
    for (const problem of problems) this.log(`outbox: ${problem.where}: ${problem.reason} (this line is ignored)`);
    const entries = new Map<string, Entry>();
    for (const record of records) {
      if (record.event === "queued") {
        const raw = (record.item ?? {}) as Partial<OutboxItem>;
        if (typeof raw.id !== "string" || !isChannel(raw.channel) || entries.has(raw.id)) continue;
        const queuedAt = typeof raw.queuedAt === "string" ? raw.queuedAt : new Date(0).toISOString();
        entries.set(raw.id, {
          item: {
            id: raw.id,
            channel: raw.channel,
            payload: raw.payload ?? {},
            queuedAt,
            attempts: typeof raw.attempts === "number" ? raw.attempts : 0,
            dueAt: typeof raw.dueAt === "string" ? raw.dueAt : queuedAt,
          },
          sent: false,
          leasedUntil: 0,
        });
      } else if (record.event === "failed") {
        const entry = entries.get(String(record.id));
        if (!entry) continue;
        entry.item.attempts += 1;
        entry.item.dueAt = String(record.retryAt);
        entry.item.lastError = String(record.error);
      } else if (record.event === "sent") {
        const entry = entries.get(String(record.id));
        if (!entry) continue;
        entry.sent = true;
        // A line written before delivery times were stored counts as delivered when it was queued.
        entry.sentAt = typeof record.sentAt === "string" ? record.sentAt : entry.item.queuedAt;
      }
    }
    return entries;
  }

  queue(item: Pick<OutboxItem, "id" | "channel" | "payload">): Promise<OutboxItem> {
    return this.run(async (entries) => {
      const existing = entries.get(item.id);
      if (existing) return { ...existing.item };
      const at = new Date(this.now()).toISOString();
      const queued: OutboxItem = { ...item, queuedAt: at, attempts: 0, dueAt: at };
      await this.file.append({ event: "queued", item: queued });
      entries.set(item.id, { item: queued, sent: false, leasedUntil: 0 });
      return { ...queued };
    });
  }

  claim(max: number, leaseMs: number): Promise<OutboxItem[]> {
    return this.run((entries) => {
      const now = this.now();
      const due = [...entries.values()]
        .filter((entry) => !entry.sent && entry.leasedUntil <= now && Date.parse(entry.item.dueAt) <= now)
        .sort((a, b) => Date.parse(a.item.dueAt) - Date.parse(b.item.dueAt))
        .slice(0, Math.max(0, max));
      for (const entry of due) entry.leasedUntil = now + leaseMs;
      return due.map((entry) => ({ ...entry.item }));
    });
  }

  sent(id: string): Promise<void> {
    return this.run(async (entries) => {
      const entry = entries.get(id);
      if (!entry || entry.sent) return;
      const sentAt = new Date(this.now()).toISOString();
      await this.file.append({ event: "sent", id, sentAt });
      entry.sent = true;
      entry.sentAt = sentAt;
      entry.leasedUntil = 0;
    });
  }

  failed(id: string, error: string, retryAt: Date): Promise<void> {
    return this.run(async (entries) => {
      const entry = entries.get(id);
      if (!entry || entry.sent) return;
      const at = new Date(this.now()).toISOString();
      await this.file.append({ event: "failed", id, error, retryAt: retryAt.toISOString(), at });
      entry.item.attempts += 1;
      entry.item.dueAt = retryAt.toISOString();
      entry.item.lastError = error;
      entry.leasedUntil = 0;
    });
  }

  status(): Promise<OutboxStatus> {
    return this.run((entries) => {
      const waiting = [...entries.values()].filter((entry) => !entry.sent);
      return {
        waiting: waiting.length,
        stuck: waiting.filter((entry) => entry.item.attempts >= STUCK_AFTER_ATTEMPTS).length,
      };
    });
  }

  /** Every item, sent or not, that `matches` picks (a request about a person's data). */
  matching(matches: (item: OutboxItem) => boolean): Promise<(OutboxItem & { sent: boolean })[]> {
    return this.run((entries) =>
      [...entries.values()]
        .filter((entry) => matches(entry.item))
        .map((entry) => ({ ...entry.item, sent: entry.sent })),
    );
  }

  /**
   * Removes every item `matches` picks, sent or not, with all of its lines (queued, failed, sent), and any
   * other line `alsoDrop` picks: one atomic rewrite of the file. Resolves with how many items were removed.
   */
  erase(matches: (item: OutboxItem) => boolean, alsoDrop: (line: string) => boolean = () => false): Promise<number> {
    return this.run(async (entries) => {
      const ids = new Set([...entries.values()].filter((entry) => matches(entry.item)).map((entry) => entry.item.id));
      return this.remove(entries, ids, alsoDrop);
    });
  }

  /** Retention: removes every item delivered before `start`, with all of its lines. Undelivered ones stay. */
  sweepDelivered(start: Date, undeliveredStart: Date): Promise<number> {
    return this.run(async (entries) => {
      const ids = new Set(
        [...entries.values()]
          .filter((entry) =>
            entry.sent ? startedBefore(entry.sentAt, start) : startedBefore(entry.item.queuedAt, undeliveredStart),
          )
          .map((entry) => entry.item.id),
      );
      return ids.size === 0 ? 0 : this.remove(entries, ids);
    });
  }

  /** Removes the items `ids` (and any line `alsoDrop` picks) in one atomic rewrite: how many items. */
  private async remove(
    entries: Map<string, Entry>,
    ids: Set<string>,
    alsoDrop: (line: string) => boolean = () => false,
  ) {
    await this.file.rewrite((line, record) => {
      if (alsoDrop(line)) return true;
      if (!record) return false;
      const id = record.event === "queued" ? (record.item as { id?: unknown } | undefined)?.id : record.id;
      return typeof id === "string" && ids.has(id);
    });
    for (const id of ids) entries.delete(id);
    return ids.size;
  }

  /** Every item not yet sent, due or not, oldest first (for tests and operators' commands). */
  pending(): Promise<OutboxItem[]> {
    return this.run((entries) =>
      [...entries.values()].filter((entry) => !entry.sent).map((entry) => ({ ...entry.item })),
    );
  }
}
