/** The outbox on SQL: notifications queued, claimed under a lease, and marked sent or failed. */
import { OUTBOX_COLUMNS, type SqlParts, toItem } from "./sql-tables";
import { type Store, STUCK_AFTER_ATTEMPTS } from "./store";

export function sqlOutbox({ db, now, isPg }: SqlParts): Store["outbox"] {
  return {
    async queue({ id, channel, payload }) {
      const at = new Date(now()).toISOString();
      await db
        .insertInto("outbox")
        .values({ id, channel, payload: JSON.stringify(payload), queued_at: at, due_at: at, last_error: null })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
      return toItem(
        await db.selectFrom("outbox").select(OUTBOX_COLUMNS).where("id", "=", id).executeTakeFirstOrThrow(),
      );
    },
    async claim(max, leaseMs) {
      const at = new Date(now());
      // The claim is one statement: PostgreSQL skips rows another server is claiming at this moment (and
      // re-checks a row whose claim committed meanwhile); SQLite runs it under its write lock.
      const due = db
        .selectFrom("outbox")
        .select("id")
        .where("sent_at", "is", null)
        .where("due_at", "<=", at.toISOString())
        .where((eb) => eb.or([eb("leased_until", "is", null), eb("leased_until", "<=", at.toISOString())]))
        .orderBy("seq")
        .limit(Math.max(0, Math.floor(max)))
        .$if(isPg, (query) => query.forUpdate().skipLocked());
      const rows = await db
        .updateTable("outbox")
        .set({ leased_until: new Date(at.getTime() + leaseMs).toISOString() })
        .where("id", "in", due)
        .returning(["seq", ...OUTBOX_COLUMNS])
        .execute();
      return rows.sort((a, b) => Number(a.seq) - Number(b.seq)).map(toItem);
    },
    async sent(id) {
      await db
        .updateTable("outbox")
        .set({ sent_at: new Date(now()).toISOString(), leased_until: null })
        .where("id", "=", id)
        .where("sent_at", "is", null)
        .execute();
    },
    async failed(id, error, retryAt) {
      await db
        .updateTable("outbox")
        .set((eb) => ({
          attempts: eb("attempts", "+", 1),
          last_error: error,
          due_at: retryAt.toISOString(),
          leased_until: null,
        }))
        .where("id", "=", id)
        .where("sent_at", "is", null)
        .execute();
    },
    async status() {
      const row = await db
        .selectFrom("outbox")
        .select((eb) => [
          eb.fn.countAll().as("waiting"),
          eb.fn.countAll().filterWhere("attempts", ">=", STUCK_AFTER_ATTEMPTS).as("stuck"),
        ])
        .where("sent_at", "is", null)
        .executeTakeFirst();
      return { waiting: Number(row?.waiting ?? 0), stuck: Number(row?.stuck ?? 0) };
    },
    pending: async () =>
      (await db.selectFrom("outbox").select(OUTBOX_COLUMNS).where("sent_at", "is", null).orderBy("seq").execute()).map(
        toItem,
      ),
  };
}
