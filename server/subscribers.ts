/**
 * The newsletter's events as the collector makes them: a sign-up, a confirmation or an unsubscription,
 * with its id and time. They are stored, and each address's current subscription folded from them
 * (server/newsletter.ts), by the store (`store.newsletter`, server/store/store.ts).
 */
import { randomUUID } from "node:crypto";
import type { NewsletterEvent, NewsletterEventKind } from "./newsletter";

/** A new event with its id and time. */
export function newsletterEvent(
  event: NewsletterEventKind,
  email: string,
  extra: Partial<NewsletterEvent> = {},
): NewsletterEvent {
  return { id: randomUUID(), event, email, receivedAt: new Date().toISOString(), ...extra };
}
