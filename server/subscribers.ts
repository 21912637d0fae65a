/**
 * The newsletter's subscribers: every event (sign-up, confirmation, unsubscription) appended to
 * DATA_DIR/newsletter.jsonl, and the current state of each address folded from them (server/newsletter.ts),
 * read on first use and kept in step with every event stored since.
 */
import { randomUUID } from "node:crypto";
import {
  applyEvent,
  foldSubscribers,
  type NewsletterEvent,
  type NewsletterEventKind,
  type Subscriber,
} from "./newsletter";
import { JsonlStore } from "./store";

export class Subscribers {
  private readonly log: JsonlStore;
  private state: Map<string, Subscriber> | undefined;

  constructor(dataDir: string) {
    this.log = new JsonlStore(dataDir, "newsletter");
  }

  /** The subscriber with this (normalised) address, if any. */
  get(email: string): Subscriber | undefined {
    return this.current().get(email);
  }

  /** A new event with its id and time. */
  static event(event: NewsletterEventKind, email: string, extra: Partial<NewsletterEvent> = {}): NewsletterEvent {
    return { id: randomUUID(), event, email, receivedAt: new Date().toISOString(), ...extra };
  }

  /**
   * Stores one event on disk before resolving. The fold changes first, so a concurrent request already
   * sees it, and is put back if the write fails.
   */
  async store(event: NewsletterEvent): Promise<void> {
    const state = this.current();
    const before = state.get(event.email);
    applyEvent(state, event);
    try {
      await this.log.append(event);
    } catch (failure) {
      if (before) state.set(event.email, before);
      else state.delete(event.email);
      throw failure;
    }
  }

  private current(): Map<string, Subscriber> {
    return (this.state ??= foldSubscribers(this.log.readAll()));
  }
}
