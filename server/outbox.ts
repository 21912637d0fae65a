/**
 * The notification outbox: every notification is written to `<dataDir>/outbox.jsonl` (flushed to
 * disk) before it is sent, and marked sent after. A process that stops or is killed while a send is
 * still being retried leaves it pending, and the next start sends it again: at least once, never
 * silently dropped. A send that still fails after its retries stays pending until a later start.
 */
import { randomUUID } from "node:crypto";
import { JsonlStore } from "./store";

export type Channel = "email" | "webhook";

export interface OutboxItem {
  id: string;
  channel: Channel;
  /** What the channel sends: the submission's kind and record, or a visitor email. */
  payload: Record<string, unknown>;
  queuedAt: string;
}

type Event = { event: "queued"; item: OutboxItem } | { event: "sent"; id: string; sentAt: string };

export class Outbox {
  private readonly store: JsonlStore;

  constructor(dataDir: string) {
    this.store = new JsonlStore(dataDir, "outbox");
  }

  /** Records an item to send, on disk, before anything is sent. */
  async queue(channel: Channel, payload: Record<string, unknown>): Promise<OutboxItem> {
    const item: OutboxItem = { id: randomUUID(), channel, payload, queuedAt: new Date().toISOString() };
    await this.store.append({ event: "queued", item } satisfies Event);
    return item;
  }

  /** Marks an item sent, so no later start sends it again. */
  async sent(id: string): Promise<void> {
    await this.store.append({ event: "sent", id, sentAt: new Date().toISOString() } satisfies Event);
  }

  /** Items queued and not yet sent, oldest first. */
  pending(): OutboxItem[] {
    const queued = new Map<string, OutboxItem>();
    for (const record of this.store.readAll() as Event[]) {
      if (record.event === "queued") queued.set(record.item.id, record.item);
      else if (record.event === "sent") queued.delete(record.id);
    }
    return [...queued.values()];
  }
}
