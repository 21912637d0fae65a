// `npm run store:copy -- --from <dir|postgres://…> --to <dir|postgres://…> [--merge]`: copies one store
// into another through the Store interface (server/store/store.ts), so it is the backup and the restore
// of both stores and the move from DATA_DIR's files to PostgreSQL (docs/decisions/0114-postgresql-store.md).
// Every contact message, every message held as likely spam and every newsletter event in order, every
// notification not yet sent, and the secrets. The single-use marks are not copied: they end within hours
// or days, and a restored store only forgets which challenges and repeats it has already seen.
// Ids are kept, so running it again copies only what is new. A target that holds anything the source does
// not (another site's data, or a different secret) is refused unless --merge.
import { parseArgs } from "node:util";
import { CHALLENGE_SECRET_NAME } from "../server/challenge";
import { SECRET_FILE } from "../server/newsletter";
import { openJsonlStore } from "../server/store/jsonl";
import { describeLocation, openPostgresStore } from "../server/store/postgres";
import { type ReadProblem, type Store, StoreUnavailable } from "../server/store/store";

/** The secrets a store keeps, copied by name. */
export const SECRET_NAMES: readonly string[] = [SECRET_FILE, CHALLENGE_SECRET_NAME];

export interface CopyCounts {
  contacts: { copied: number; present: number };
  /** `released`: held in an earlier copy, released in the source since, so released in the target too. */
  held: { copied: number; present: number; released: number };
  newsletter: { copied: number; present: number };
  /** `settled`: items an earlier copy brought that the source has sent since, marked sent in the target. */
  outbox: { copied: number; present: number; settled: number };
  secrets: { copied: number; present: number; missing: number };
  /** What the source could not read (not copied). */
  problems: ReadProblem[];
}

export class CopyRefused extends Error {}

const isDatabase = (target: string) => /^postgres(ql)?:\/\//.test(target);

/** Where a target is, for messages: a directory, or host:port/database (never a password). */
export const describeTarget = (target: string) => (isDatabase(target) ? describeLocation(target) : target);

/**
 * Opens the store at a directory (JSONL) or a postgres:// URL. A directory read from is opened
 * read-only, so a backup can run beside the server that uses it.
 */
export function openStoreAt(target: string, { readOnly = false, log = (line: string) => console.error(line) } = {}) {
  return isDatabase(target) ? openPostgresStore(target, { log }) : openJsonlStore(target, { log, readOnly });
}

/**
 * Copies `from` into `to`; refuses (CopyRefused, nothing written) when `to` holds other data or another
 * secret, unless `merge`. Copying again into the same target (a refreshed backup) adds what is new.
 */
export async function copyStore(from: Store, to: Store, { merge = false } = {}): Promise<CopyCounts> {
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
    // since an earlier copy (a refreshed backup), and is settled below.
    const foreign = (["contacts", "held", "newsletter"] as const)
      .map((kind) => [kind, [...present[kind]].filter((id) => !ours[kind].has(id)).length] as const)
      .filter(([, count]) => count > 0);
    if (foreign.length > 0) {
      throw new CopyRefused(
        `the target ${to.location} already holds data the source does not (${foreign.map(([kind, count]) => `${count} ${kind}`).join(", ")}): copy into an empty store, or add --merge to add the source's records to it.`,
      );
    }
    // A different secret is refused before anything is written.
    for (const name of SECRET_NAMES) {
      const [source, target] = await Promise.all([from.storedSecret(name), to.storedSecret(name)]);
      if (source !== undefined && target !== undefined && source !== target) {
        throw new CopyRefused(
          `the target ${to.location} has a different ${name}: links signed with the source's would stop working. Copy into an empty store, or add --merge to keep the target's.`,
        );
      }
    }
  }

  const counts: CopyCounts = {
    contacts: { copied: 0, present: 0 },
    held: { copied: 0, present: 0, released: 0 },
    newsletter: { copied: 0, present: 0 },
    outbox: { copied: 0, present: 0, settled: 0 },
    secrets: { copied: 0, present: 0, missing: 0 },
    problems: [...contacts.problems, ...held.problems, ...newsletter.problems],
  };
  // One at a time, oldest first: the target keeps the source's order.
  for (const record of contacts.records) {
    if (present.contacts.has(record.id)) counts.contacts.present += 1;
    else {
      await to.contacts.add(record);
      counts.contacts.copied += 1;
    }
  }
  // Held messages are leads too (a genuine one may be released later): copied like the others.
  for (const record of held.records) {
    if (present.held.has(record.id)) counts.held.present += 1;
    else if (!present.contacts.has(record.id)) {
      await to.held.add(record);
      counts.held.copied += 1;
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
      counts.newsletter.copied += 1;
    }
  }
  // Sent by the source since an earlier copy into this target: settled, so a restore does not send it again.
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
      counts.outbox.copied += 1;
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
    if (kept === value) counts.secrets.copied += 1;
    else if (merge) counts.secrets.present += 1;
    else {
      throw new CopyRefused(
        `the target ${to.location} has a different ${name}: links signed with the source's would stop working. Copy into an empty store, or add --merge to keep the target's.`,
      );
    }
  }
  return counts;
}

async function main() {
  const { values } = parseArgs({
    options: { from: { type: "string" }, to: { type: "string" }, merge: { type: "boolean", default: false } },
  });
  if (!values.from || !values.to) {
    console.error(
      "Usage: npm run store:copy -- --from <directory|postgres://…> --to <directory|postgres://…> [--merge]",
    );
    process.exit(2);
  }
  if (describeTarget(values.from) === describeTarget(values.to)) {
    console.error(`--from and --to are the same store (${describeTarget(values.from)}).`);
    process.exit(2);
  }
  const from = await openStoreAt(values.from, { readOnly: true });
  try {
    const to = await openStoreAt(values.to);
    try {
      const counts = await copyStore(from, to, { merge: values.merge });
      console.log(`Copied ${from.location} into ${to.location}:`);
      for (const kind of ["contacts", "held", "newsletter", "outbox"] as const) {
        console.log(`  ${kind}: ${counts[kind].copied} copied, ${counts[kind].present} already there`);
      }
      if (counts.held.released > 0)
        console.log(`  held: ${counts.held.released} released in the source since, released here too`);
      if (counts.outbox.settled > 0)
        console.log(`  outbox: ${counts.outbox.settled} sent by the source since, marked sent`);
      console.log(
        `  secrets: ${counts.secrets.copied} copied${counts.secrets.present ? `, ${counts.secrets.present} kept the target's` : ""}${counts.secrets.missing ? `, ${counts.secrets.missing} not in the source` : ""}`,
      );
      if (counts.problems.length > 0) {
        console.error(`${counts.problems.length} records in the source could not be read and were not copied:`);
        for (const problem of counts.problems) console.error(`  ${problem.where}: ${problem.reason}`);
        process.exitCode = 1;
      }
    } finally {
      await to.close();
    }
  } finally {
    await from.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof CopyRefused || error instanceof StoreUnavailable ? error.message : error);
    process.exit(1);
  });
}
