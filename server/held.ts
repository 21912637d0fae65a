/**
 * Messages held as likely spam (docs/decisions/0122-spam-without-a-third-party.md): stored with their verdict,
 * not notified, released by `npm run inbox -- --release <id>`. A daily note says how many were held, so a
 * person flagged by mistake is noticed; the store's single-use mark lets only one server send it.
 */
import type { ContactRecord, Store } from "./store/store";

/** The command that lists held messages, and the one that releases one (scripts/inbox.ts). */
export const SPAM_REVIEW = "npm run inbox -- --spam";
export const SPAM_RELEASE = "npm run inbox -- --release <id>";

/** How often each server looks whether a note is due (it is sent at the first look after midnight UTC). */
export const SPAM_DIGEST_EVERY_MS = 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sends the note for the day before `now` if messages arrived and were held that day and no server has
 * sent it yet; resolves what it did. `queue` is the notifier's (resolves once the note is in the outbox).
 */
export async function spamDigest({
  store,
  queue,
  now = Date.now,
}: {
  store: Pick<Store, "held" | "once">;
  queue: (kind: "spam-digest", submission: Record<string, unknown>) => Promise<void>;
  now?: () => number;
}): Promise<{ sent: boolean; held: number }> {
  const at = now();
  const day = new Date(at - DAY_MS).toISOString().slice(0, 10);
  const { records } = await store.held.read();
  const held = records.filter((record) => String(record.receivedAt).slice(0, 10) === day).length;
  if (held === 0) return { sent: false, held };
  // Kept two days, past the day it names: no server sends the same day's note twice.
  if (!(await store.once(`spam-digest ${day}`, new Date(at + 2 * DAY_MS)))) return { sent: false, held };
  const waiting = records.length;
  const text = [
    `${held} contact message${held === 1 ? " was" : "s were"} held as likely spam on ${day} (UTC) and not sent on; ${waiting} ${waiting === 1 ? "is" : "are"} held in all.`,
    `A person flagged by mistake waits among them. On the server, list them with their reasons: ${SPAM_REVIEW}`,
    `and let one through (stored and sent on like any other message): ${SPAM_RELEASE}`,
  ].join("\n");
  await queue("spam-digest", {
    id: `spam-digest-${day}`,
    receivedAt: new Date(at).toISOString(),
    date: day,
    held,
    waiting,
    review: SPAM_REVIEW,
    text,
  });
  return { sent: true, held };
}

/**
 * Releases a held message: stored as a normal contact message (`store.held.release`) and its notification
 * queued (`queue`, the notifier's). Resolves the stored record, or undefined when no held message has that id.
 */
export async function releaseHeld({
  store,
  id,
  queue,
}: {
  store: Pick<Store, "held">;
  id: string;
  queue: (kind: "contact", submission: ContactRecord) => Promise<void>;
}): Promise<ContactRecord | undefined> {
  const record = await store.held.release(id);
  if (record) await queue("contact", record);
  return record;
}
