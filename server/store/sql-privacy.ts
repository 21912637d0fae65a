/** The privacy side of the SQL store: what it holds about an address, erasing it, and sweeping what has expired. */
import { createHash } from "node:crypto";
import { sql } from "kysely";
import { normalizeEmail, type NewsletterEvent, toEvent } from "../newsletter";
import { type Db, iso, json, OUTBOX_COLUMNS, type SqlParts, toItem } from "./sql-tables";
import {
  addressHash,
  addressMarkKeys,
  addressRateLimitKeys,
  type ContactRecord,
  contactExpired,
  type Erasure,
  type HeldRecord,
  holdsAddress,
  markHash,
  newsletterSwept,
  periodStart,
  startedBefore,
  type Store,
} from "./store";

/** The advisory lock a PostgreSQL sweep runs under ("brlsweep"). */
const SWEEP_LOCK = BigInt("0x62726c7377656570").toString();

/** LIKE `%address%` (escaped), case-insensitive: narrows rows in SQL before holdsAddress decides. */
const containing = (address: string) => `%${address.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const findContacts = async (q: Db, address: string) =>
  (
    await q
      .selectFrom("contacts")
      .select(["id", "record"])
      .where(sql<boolean>`lower(record->>'email') LIKE ${containing(address)} ESCAPE '\\'`)
      .orderBy("seq")
      .execute()
  )
    .map((row) => ({ id: row.id, record: json(row.record) as ContactRecord }))
    .filter(({ record }) => typeof record.email === "string" && normalizeEmail(record.email) === address);
const findOutbox = async (q: Db, address: string) =>
  (
    await q
      .selectFrom("outbox")
      .select([...OUTBOX_COLUMNS, "sent_at"])
      .where(sql<boolean>`lower(CAST(payload AS text)) LIKE ${containing(address)} ESCAPE '\\'`)
      .orderBy("seq")
      .execute()
  )
    .map((row) => ({ ...toItem(row), sent: row.sent_at !== null }))
    .filter((item) => holdsAddress(item.payload, address));
const findErasures = async (q: Db, hash?: string) =>
  (
    await q
      .selectFrom("erasures")
      .select(["hash", "erased_at", "contacts", "newsletter", "outbox"])
      .$if(hash !== undefined, (query) => query.where("hash", "=", hash as string))
      .orderBy("seq")
      .execute()
  ).map(({ erased_at, ...counts }): Erasure => ({ ...counts, erasedAt: iso(erased_at) }));

/** The ids of the rows of `table` whose record `expired` picks (by its arrival and subject). */
const expiredIds = async (q: Db, table: "contacts" | "held", expired: (record: Record<string, unknown>) => boolean) =>
  (
    await q
      .selectFrom(table)
      .select([
        "id",
        sql<string>`record->>'receivedAt'`.as("receivedAt"),
        sql<string>`record->>'subject'`.as("subject"),
      ])
      .execute()
  )
    .filter((row) => expired(row))
    .map((row) => row.id);
const deleteIds = async (q: Db, table: "contacts" | "held" | "newsletter_events" | "outbox", ids: string[]) =>
  ids.length === 0 ? 0 : Number((await q.deleteFrom(table).where("id", "in", ids).executeTakeFirst()).numDeletedRows);
/** Submission ids whose message is gone (swept, erased): nothing left to keep one of. */
const forgetSubmissions = (q: Db) =>
  q
    .deleteFrom("submissions")
    .where("record_id", "not in", q.selectFrom("contacts").select("id"))
    .where("record_id", "not in", q.selectFrom("held").select("id"))
    .execute();

export function sqlPrivacy({ db, transaction, now, isPg }: SqlParts): Pick<Store, "personal" | "erasures" | "sweep"> {
  return {
    personal: {
      async find(email) {
        const address = normalizeEmail(email);
        const held = await db.selectFrom("held").select("record").where("email", "=", address).orderBy("seq").execute();
        const events = await db
          .selectFrom("newsletter_events")
          .select("record")
          .where("email", "=", address)
          .orderBy("seq")
          .execute();
        return {
          email: address,
          contacts: (await findContacts(db, address)).map((row) => row.record),
          held: held.map((row) => json(row.record) as HeldRecord),
          newsletter: events.map((row) => json(row.record) as NewsletterEvent),
          outbox: await findOutbox(db, address),
          erasures: await findErasures(db, addressHash(address)),
        };
      },
      erase: async (email) => {
        const counts = await transaction(async (trx) => {
          const address = normalizeEmail(email);
          const contactIds = (await findContacts(trx, address)).map((row) => row.id);
          const outboxIds = (await findOutbox(trx, address)).map((item) => item.id);
          const contacts =
            (await deleteIds(trx, "contacts", contactIds)) +
            Number((await trx.deleteFrom("held").where("email", "=", address).executeTakeFirst()).numDeletedRows);
          const newsletter = Number(
            (await trx.deleteFrom("newsletter_events").where("email", "=", address).executeTakeFirst()).numDeletedRows,
          );
          const outbox = await deleteIds(trx, "outbox", outboxIds);
          await forgetSubmissions(trx);
          // The rate limiter keeps hashed keys: the ones that named the address are found by hashing them again.
          const hitKeys = addressRateLimitKeys(address).map((key) =>
            createHash("sha256").update(key).digest("base64url"),
          );
          await trx.deleteFrom("rate_limits").where("key", "in", hitKeys).execute();
          await trx.deleteFrom("marks").where("hash", "in", addressMarkKeys(address).map(markHash)).execute();
          const erasure = {
            hash: addressHash(address),
            erased_at: new Date(now()).toISOString(),
            contacts,
            newsletter,
            outbox,
          };
          await trx.insertInto("erasures").values(erasure).execute();
          return { contacts, newsletter, outbox };
        });
        // The write-ahead log still holds the pages as they were: copied into the file and emptied.
        if (!isPg) await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
        return counts;
      },
    },

    erasures: {
      read: () => findErasures(db),
      async add({ erasedAt, ...rest }) {
        await db
          .insertInto("erasures")
          .values({ ...rest, erased_at: erasedAt })
          .execute();
      },
    },

    sweep: (at, periods) =>
      transaction(async (trx) => {
        // One sweep at a time across PostgreSQL's servers: one already sweeping does this one's work.
        if (isPg) {
          const { rows } = await sql<{
            got: boolean;
          }>`SELECT pg_try_advisory_xact_lock(${SWEEP_LOCK}::bigint) AS got`.execute(trx);
          if (!rows[0]?.got) return { contacts: 0, held: 0, newsletter: 0, outbox: 0, marks: 0 };
        }
        const contacts = await deleteIds(
          trx,
          "contacts",
          await expiredIds(trx, "contacts", (record) => contactExpired(record, at, periods)),
        );
        const heldStart = periodStart(at, periods.held);
        const held = await deleteIds(
          trx,
          "held",
          await expiredIds(trx, "held", (record) => startedBefore(record.receivedAt, heldStart)),
        );
        const events = await trx.selectFrom("newsletter_events").select(["id", "record"]).orderBy("seq").execute();
        const swept = newsletterSwept(
          events.map((row) => toEvent(json(row.record) as Record<string, unknown>)),
          at,
          periods,
        );
        const newsletter = await deleteIds(
          trx,
          "newsletter_events",
          events.filter((_, index) => swept.has(index)).map((row) => row.id),
        );
        const outbox = await trx
          .deleteFrom("outbox")
          .where((eb) =>
            eb.or([
              eb.and([
                eb("sent_at", "is not", null),
                eb("sent_at", "<", periodStart(at, periods.deliveredNotifications).toISOString()),
              ]),
              eb.and([
                eb("sent_at", "is", null),
                eb("queued_at", "<", periodStart(at, periods.undeliveredNotifications).toISOString()),
              ]),
            ]),
          )
          .executeTakeFirst();
        const marks = await trx.deleteFrom("marks").where("until", "<=", at.toISOString()).executeTakeFirst();
        await forgetSubmissions(trx);
        return {
          contacts,
          held,
          newsletter,
          outbox: Number(outbox.numDeletedRows),
          marks: Number(marks.numDeletedRows),
        };
      }),
  };
}
