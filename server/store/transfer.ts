/**
 * Transfers one store into another (scripts/store-transfer.ts, and server/store/open.ts's one-time import of the JSONL
 * files): every contact message, every message held as likely spam and every newsletter event in order, every
 * notification not yet sent, every suppression record (erasure), the secrets, the submission ids (a resend after
 * the move is still not stored twice) and which held messages a notice has listed. Single-use marks and sent
 * notifications are not transferred: marks end within days, and a sent notification is only kept until its period ends.
 * Ids are kept, so running it again transfers only what is new. A target that holds anything the source does not
 * (another site's data, or a different secret) is refused unless `merge`.
 */
import { CHALLENGE_SECRET_NAME } from "../challenge";
import { SECRET_FILE } from "../newsletter";
import type { ReadProblem, Store } from "./store";

/** What a transfer reads from its source: a store, or the JSONL files (server/store/jsonl-read.ts). */
export interface TransferSource {
  location: string;
  contacts: Pick<Store["contacts"], "read">;
  held: Pick<Store["held"], "read">;
  newsletter: Pick<Store["newsletter"], "read">;
  outbox: Pick<Store["outbox"], "pending">;
  erasures: Pick<Store["erasures"], "read">;
  /** None in the JSONL files. */
  bookkeeping?: Pick<Store["bookkeeping"], "read">;
  storedSecret: Store["storedSecret"];
  close(): Promise<void>;
}

/** The secrets a store keeps, transferred by name. */
export const SECRET_NAMES: readonly string[] = [SECRET_FILE, CHALLENGE_SECRET_NAME];

export interface TransferCounts {
  contacts: { transferred: number; present: number };
  /** `released`: held in an earlier transfer, released in the source since, so released in the target too. */
  held: { transferred: number; present: number; released: number };
  newsletter: { transferred: number; present: number };
  /** `settled`: items an earlier transfer brought that the source has sent since, marked sent in the target. */
  outbox: { transferred: number; present: number; settled: number };
  secrets: { transferred: number; present: number; missing: number };
  erasures: { transferred: number; present: number };
  /** Submission ids. */
  submissions: { transferred: number; present: number };
  /** What the source could not read (not transferred). */
  problems: ReadProblem[];
}

export class TransferRefused extends Error {}

/**
 * Transfers `from` into `to`; refuses (TransferRefused, nothing written) when `to` holds other data or another
 * secret, unless `merge`. Transferring again into the same target (a refreshed backup) adds what is new.
 */
export async function transferStore(from: TransferSource, to: Store, { merge = false } = {}): Promise<TransferCounts> {
  const [contacts, held, newsletter, outbox] = await Promise.all([
    from.contacts.read(),
    from.held.read(),
    from.newsletter.read(),
    from.outbox.pending(),
  ]);
  const [theirContacts, theirHeld, theirEvents, theirOutbox] = await Promise.all([
    to.contacts.read(),
    to.held.read(),
    to.newsletter.read(),
    to.outbox.pending(),
  ]);
  const contactIds = new Set(contacts.records.map((record) => record.id));
  const present = {
    contacts: new Set(theirContacts.records.map((record) => record.id)),
    held: new Set(theirHeld.records.map((record) => record.id)),
    newsletter: new Set(theirEvents.records.map((record) => record.id)),
    outbox: new Set(theirOutbox.map((item) => item.id)),
  };
  if (!merge) {
    const ours = {
      contacts: contactIds,
      // A message the target holds and the source has released since is the source's too.
      held: new Set([...held.records.map((record) => record.id), ...contactIds]),
      newsletter: new Set(newsletter.records.map((record) => record.id)),
    };
    // The outbox is left out: an item the target still holds but the source no longer does was sent
    // since an earlier transfer (a refreshed backup), and is settled below.
    const foreign = (["contacts", "held", "newsletter"] as const)
      .map((kind) => [kind, [...present[kind]].filter((id) => !ours[kind].has(id)).length] as const)
      .filter(([, count]) => count > 0);
    if (foreign.length > 0) {
      throw new TransferRefused(
        `the target ${to.location} already holds data the source does not (${foreign.map(([kind, count]) => `${count} ${kind}`).join(", ")}): transfer into an empty store, or add --merge to add the source's records to it.`,
      );
    }
    // A different secret is refused before anything is written.
    for (const name of SECRET_NAMES) {
      const [source, target] = await Promise.all([from.storedSecret(name), to.storedSecret(name)]);
      if (source !== undefined && target !== undefined && source !== target) {
        throw new TransferRefused(
          `the target ${to.location} has a different ${name}: links signed with the source's would stop working. Copy into an empty store, or add --merge to keep the target's.`,
        );
      }
    }
  }

  const counts: TransferCounts = {
    contacts: { transferred: 0, present: 0 },
    held: { transferred: 0, present: 0, released: 0 },
    newsletter: { transferred: 0, present: 0 },
    outbox: { transferred: 0, present: 0, settled: 0 },
    secrets: { transferred: 0, present: 0, missing: 0 },
    erasures: { transferred: 0, present: 0 },
    submissions: { transferred: 0, present: 0 },
    problems: [...contacts.problems, ...held.problems, ...newsletter.problems],
  };
  // One at a time, oldest first: the target keeps the source's order.
  for (const record of contacts.records) {
    if (present.contacts.has(record.id)) counts.contacts.present += 1;
    else {
      await to.contacts.add(record);
      counts.contacts.transferred += 1;
    }
  }
  // Held messages are leads too (a genuine one may be released later): transferred like the others.
  for (const record of held.records) {
    if (present.held.has(record.id)) counts.held.present += 1;
    else if (!present.contacts.has(record.id)) {
      await to.held.add(record);
      counts.held.transferred += 1;
    }
  }
  for (const id of present.held) {
    if (!contactIds.has(id)) continue;
    await to.held.release(id);
    counts.held.released += 1;
  }
  for (const event of newsletter.records) {
    if (present.newsletter.has(event.id)) counts.newsletter.present += 1;
    else {
      await to.newsletter.add(event);
      counts.newsletter.transferred += 1;
    }
  }
  // After the messages they name: a submission id is kept only where the target has none.
  const bookkeeping = await from.bookkeeping?.read();
  if (bookkeeping) {
    counts.submissions.transferred = await to.bookkeeping.add(bookkeeping);
    counts.submissions.present = Object.keys(bookkeeping.submissions).length - counts.submissions.transferred;
  }
  // Sent by the source since an earlier transfer into this target: settled, so a restore does not send it again.
  if (!merge) {
    const pendingInSource = new Set(outbox.map((item) => item.id));
    for (const id of present.outbox) {
      if (pendingInSource.has(id)) continue;
      await to.outbox.sent(id);
      counts.outbox.settled += 1;
    }
  }
  // Due at once in the target: a restored server tries each again straight away.
  for (const item of outbox) {
    if (present.outbox.has(item.id)) counts.outbox.present += 1;
    else {
      await to.outbox.queue({ id: item.id, channel: item.channel, payload: item.payload });
      counts.outbox.transferred += 1;
    }
  }
  // Suppression records have no id: one with the same hash and time is the same record.
  const erasureKey = (erasure: { hash: string; erasedAt: string }) => `${erasure.hash} ${Date.parse(erasure.erasedAt)}`;
  const theirErasures = new Set((await to.erasures.read()).map(erasureKey));
  for (const erasure of await from.erasures.read()) {
    if (theirErasures.has(erasureKey(erasure))) counts.erasures.present += 1;
    else {
      await to.erasures.add(erasure);
      counts.erasures.transferred += 1;
    }
  }
  for (const name of SECRET_NAMES) {
    // Read, never generated: a backup writes nothing into its source.
    const value = await from.storedSecret(name);
    if (value === undefined) {
      // The source never made this secret: the target makes its own when it needs one.
      counts.secrets.missing += 1;
      continue;
    }
    const kept = await to.secret(name, value);
    if (kept === value) counts.secrets.transferred += 1;
    else if (merge) counts.secrets.present += 1;
    else {
      throw new TransferRefused(
        `the target ${to.location} has a different ${name}: links signed with the source's would stop working. Copy into an empty store, or add --merge to keep the target's.`,
      );
    }
  }
  return counts;
}
