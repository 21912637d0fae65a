/**
 * The notification outbox on one JSONL file (outbox.jsonl): events `queued`, `failed` and `sent`,
 * appended before and after each try; the current items are folded from them. Claims (leases) are
 * held in memory: one server per DATA_DIR (docs/decisions/0113-one-store-interface.md).
 *
 * A small version written with the JSONL store so that the store and its contract suite are complete;
 * the outbox's own work (the delivery loop that uses it) replaces it with a fuller one of the same
 * name and constructor.
 */
import type { JsonlFile } from "./jsonl-file";
import { type OutboxItem, type OutboxStatus, type Store, STUCK_AFTER_ATTEMPTS } from "./store";

/** What the outbox needs of its file (JsonlFile, or a stand-in in tests). */
export interface OutboxFile {
  append(record: object): Promise<void>;
  read(): Promise<{ records: Record<string, unknown>[]; problems: { where: string; reason: string }[] }>;
}

type Event =
  | { event: "queued"; item: OutboxItem }
  | { event: "failed"; id: string; error: string; retryAt: string; at: string }
  | { event: "sent"; id: string; sentAt: string };

type OutboxMethods = Store["outbox"];

export class JsonlOutbox implements OutboxMethods {
  private items: Map<string, OutboxItem> | undefined;
  private readonly done = new Set<string>();
  /** Leases: item id → when its claim ends (ms). */
  private readonly leases = new Map<string, number>();
  private readonly now: () => number;

  constructor(
    private readonly file: OutboxFile | JsonlFile,
    { now = () => Date.now() }: { now?: () => number } = {},
  ) {
    this.now = now;
  }

  private async current(): Promise<Map<string, OutboxItem>> {
    if (this.items) return this.items;
    const items = new Map<string, OutboxItem>();
    for (const record of (await this.file.read()).records as Event[]) {
      if (record.event === "queued" && record.item?.id) {
        if (this.done.has(record.item.id) || items.has(record.item.id)) continue;
        // Lines written before retries were counted have neither attempts nor dueAt: due at once.
        const item: Partial<OutboxItem> = record.item;
        items.set(record.item.id, {
          ...record.item,
          attempts: item.attempts ?? 0,
          dueAt: item.dueAt ?? record.item.queuedAt,
        });
      } else if (record.event === "failed") {
        const item = items.get(record.id);
        if (item)
          items.set(record.id, {
            ...item,
            attempts: item.attempts + 1,
            dueAt: record.retryAt,
            lastError: record.error,
          });
      } else if (record.event === "sent") {
        items.delete(record.id);
        this.done.add(record.id);
      }
    }
    this.items ??= items;
    return this.items;
  }

  async queue(request: Pick<OutboxItem, "id" | "channel" | "payload">): Promise<OutboxItem> {
    const items = await this.current();
    const known = items.get(request.id);
    if (known) return known;
    const queuedAt = new Date(this.now()).toISOString();
    const item: OutboxItem = { ...request, queuedAt, attempts: 0, dueAt: queuedAt };
    if (this.done.has(request.id)) return item;
    items.set(item.id, item);
    try {
      await this.file.append({ event: "queued", item } satisfies Event);
    } catch (error) {
      items.delete(item.id);
      throw error;
    }
    return item;
  }

  async claim(max: number, leaseMs: number): Promise<OutboxItem[]> {
    const items = await this.current();
    const now = this.now();
    const claimed: OutboxItem[] = [];
    for (const item of items.values()) {
      if (claimed.length >= max) break;
      if (Date.parse(item.dueAt) > now || (this.leases.get(item.id) ?? 0) > now) continue;
      this.leases.set(item.id, now + leaseMs);
      claimed.push(item);
    }
    return claimed;
  }

  async sent(id: string): Promise<void> {
    const items = await this.current();
    if (!items.has(id)) return;
    await this.file.append({ event: "sent", id, sentAt: new Date(this.now()).toISOString() } satisfies Event);
    items.delete(id);
    this.done.add(id);
    this.leases.delete(id);
  }

  async failed(id: string, error: string, retryAt: Date): Promise<void> {
    const items = await this.current();
    const item = items.get(id);
    if (!item) return;
    const at = new Date(this.now()).toISOString();
    await this.file.append({ event: "failed", id, error, retryAt: retryAt.toISOString(), at } satisfies Event);
    items.set(id, { ...item, attempts: item.attempts + 1, dueAt: retryAt.toISOString(), lastError: error });
    this.leases.delete(id);
  }

  async pending(): Promise<OutboxItem[]> {
    return [...(await this.current()).values()];
  }

  async status(): Promise<OutboxStatus> {
    const items = [...(await this.current()).values()];
    return { waiting: items.length, stuck: items.filter((item) => item.attempts >= STUCK_AFTER_ATTEMPTS).length };
  }
}
