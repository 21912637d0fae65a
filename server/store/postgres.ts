/**
 * The store on PostgreSQL, behind DATABASE_URL (docs/decisions/0114-postgresql-store.md): any number of
 * servers on one database. Contacts and newsletter events are rows (the record whole, as jsonb) in
 * insertion order; the outbox is claimed with row locks (`FOR UPDATE SKIP LOCKED`) and a lease; the rate
 * limiter keeps one row per request, serialised per key by an advisory lock; secrets are inserted once
 * and read back, so every server signs with the same one; held messages are rows like contacts; single-use
 * marks are one row per key's hash, taken with one INSERT … ON CONFLICT that only replaces an ended mark.
 * The schema comes from
 * server/store/migrations/, applied on open (server/store/postgres-migrate.ts).
 *
 * Every failure rejects with a StoreUnavailable naming host:port/database (never the password) and
 * what an operator can do about it.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import pg from "pg";
import { foldSubscribers, type NewsletterEvent, normalizeEmail, toEvent } from "../newsletter";
import { migrate } from "./postgres-migrate";
import {
  addressHash,
  addressMarkKeys,
  addressRateLimitKeys,
  type ContactRecord,
  contactExpired,
  type ErasedCounts,
  type HeldRecord,
  holdsAddress,
  markHash,
  newsletterSwept,
  periodStart,
  startedBefore,
  type OutboxItem,
  type ReadProblem,
  type Store,
  StoreUnavailable,
  STUCK_AFTER_ATTEMPTS,
} from "./store";

export interface PostgresStoreOptions {
  log?: (line: string) => void;
  now?: () => number;
  /** Connections per server (default 10). */
  poolSize?: number;
}

/** The size of a probe: about a contact message's row at its largest fields. */
export const PROBE_BYTES = 4096;
/** How long a connection may take before the database counts as unreachable. */
const CONNECT_TIMEOUT_MS = 5000;
/** How long one query may take before the database counts as unavailable (the visitor gets a 503, not a hang). */
const QUERY_TIMEOUT_MS = 20_000;
/** The advisory lock a retention sweep runs under ("brlsweep"; outside the int4 range hashtext() keys use). */
const SWEEP_LOCK = BigInt("0x62726c7377656570").toString();
/** How often rate-limit rows of keys no longer hit are removed. */
const SWEEP_EVERY_MS = 60_000;

/** host:port/database of a postgres:// URL: where the data lives, without user or password. */
export function describeLocation(url: string): string {
  try {
    const parsed = new URL(url);
    const socketHost = parsed.searchParams.get("host");
    const host = parsed.hostname || socketHost || "localhost";
    return `${host}:${parsed.port || "5432"}${decodeURIComponent(parsed.pathname) || "/"}`;
  } catch {
    return "DATABASE_URL (not a valid URL)";
  }
}

/** What went wrong, in words an operator can act on. */
export function describeFailure(error: unknown, location: string): string {
  const { code, message = String(error) } = (error ?? {}) as { code?: string; message?: string };
  const at = `PostgreSQL at ${location}`;
  switch (code) {
    case "ECONNREFUSED":
      return `${at} refused the connection: is the database server running, and are DATABASE_URL's host and port right?`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `${at}: the host name does not resolve; check DATABASE_URL's host.`;
    case "ETIMEDOUT":
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return `${at} cannot be reached (${code}): check the network and DATABASE_URL's host and port.`;
    case "28P01":
    case "28000":
      return `${at} refused the login (${message}): check DATABASE_URL's user and password.`;
    case "3D000":
      return `${at}: the database does not exist (${message}); create it (createdb) or correct DATABASE_URL.`;
    case "53100":
      return `${at} is out of disk space (${message}): free space on the database server.`;
    case "53300":
      return `${at} has no connections left (${message}): raise max_connections or lower the servers' pool size.`;
    case "57P01":
    case "57P02":
    case "57P03":
      return `${at} is shutting down or starting up (${message}); it is retried with the next request.`;
  }
  if (/timeout exceeded when trying to connect/i.test(message)) {
    return `${at} did not answer within ${CONNECT_TIMEOUT_MS / 1000} s: is it running and reachable?`;
  }
  if (/query read timeout/i.test(message)) {
    return `${at} did not answer a query within ${QUERY_TIMEOUT_MS / 1000} s: is it overloaded, or is the network down?`;
  }
  if (/terminated|ECONNRESET|Connection ended/i.test(message)) {
    return `${at} closed the connection (${message}); it is retried with the next request.`;
  }
  return `${at}: ${message}`;
}

interface OutboxRow {
  id: string;
  channel: OutboxItem["channel"];
  payload: Record<string, unknown>;
  queued_at: Date;
  attempts: number;
  due_at: Date;
  last_error: string | null;
}

const toItem = (row: OutboxRow): OutboxItem => ({
  id: row.id,
  channel: row.channel,
  payload: row.payload,
  queuedAt: row.queued_at.toISOString(),
  attempts: row.attempts,
  dueAt: row.due_at.toISOString(),
  ...(row.last_error === null ? {} : { lastError: row.last_error }),
});

const OUTBOX_COLUMNS = "id, channel, payload, queued_at, attempts, due_at, last_error";

/**
 * Opens the store on the database at `url` and applies any migrations it has not had. Rejects with a
 * StoreUnavailable saying why when the database cannot be reached: the server does not start.
 */
export async function openPostgresStore(url: string, options: PostgresStoreOptions = {}): Promise<Store> {
  const { log = () => undefined, now = () => Date.now(), poolSize = 10 } = options;
  const location = describeLocation(url);
  const unavailable = (error: unknown) =>
    error instanceof StoreUnavailable
      ? error
      : new StoreUnavailable(describeFailure(error, location), { cause: error });

  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection the database closed (a restart): the pool drops it and opens a new one when needed.
  let lastIdleError = 0;
  pool.on("error", (error) => {
    if (now() - lastIdleError > 60_000) log(describeFailure(error, location));
    lastIdleError = now();
  });

  async function query<Row extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<Row[]> {
    try {
      return (await pool.query<Row>(sql, params)).rows;
    } catch (error) {
      throw unavailable(error);
    }
  }

  /** Runs `work` in one transaction on one connection. */
  async function transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      throw unavailable(error);
    }
    let broken = false;
    try {
      await client.query("BEGIN");
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {
        broken = true;
      });
      throw unavailable(error);
    } finally {
      client.release(broken);
    }
  }

  try {
    const client = await pool.connect();
    try {
      const applied = await migrate(client);
      if (applied.length > 0) log(`PostgreSQL at ${location}: applied migrations ${applied.join(", ")}`);
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw unavailable(error);
  }

  const readRows = async <T>(table: string, check: (record: unknown) => T | undefined) => {
    const rows = await query<{ seq: string; record: unknown }>(`SELECT seq, record FROM ${table} ORDER BY seq`);
    const records: T[] = [];
    const problems: ReadProblem[] = [];
    for (const row of rows) {
      const record = check(row.record);
      if (record === undefined)
        problems.push({ where: `${table} row ${row.seq}`, reason: "not a record this store writes" });
      else records.push(record);
    }
    return { records, problems };
  };

  let widestWindowMs = 0;
  let lastSweep = now();
  /** Keys no longer hit: their rows leave once the widest window this server uses has passed. */
  async function sweep() {
    lastSweep = now();
    // Before this server has a window of its own, it leaves the other servers' hits alone.
    if (widestWindowMs === 0) return;
    await query("DELETE FROM rate_limit_hits WHERE at <= $1", [new Date(lastSweep - widestWindowMs)]);
  }
  // On a quiet site too: no hit is kept much past its window because no request came to sweep it.
  const sweeper = setInterval(() => void sweep().catch(() => undefined), SWEEP_EVERY_MS);
  sweeper.unref();

  /** Rows whose text may hold the address (narrowed in SQL by LIKE on `$1`, decided by the caller). */
  const candidates = <Row extends pg.QueryResultRow>(client: pg.ClientBase | pg.Pool, sql: string, address: string) =>
    client.query<Row>(sql, [`%${address.replace(/[\\%_]/g, (c) => `\\${c}`)}%`]).then((result) => result.rows);

  async function findOutbox(client: pg.ClientBase | pg.Pool, address: string) {
    const rows = await candidates<OutboxRow & { sent_at: Date | null }>(
      client,
      `SELECT ${OUTBOX_COLUMNS}, sent_at FROM outbox WHERE lower(payload::text) LIKE $1 ORDER BY seq`,
      address,
    );
    return rows
      .filter((row) => holdsAddress(row.payload, address))
      .map((row) => ({ ...toItem(row), sent: row.sent_at !== null }));
  }

  async function findContacts(client: pg.ClientBase | pg.Pool, address: string) {
    const rows = await candidates<{ id: string; record: ContactRecord }>(
      client,
      "SELECT id, record FROM contacts WHERE lower(record->>'email') LIKE $1 ORDER BY seq",
      address,
    );
    return rows.filter((row) => typeof row.record.email === "string" && normalizeEmail(row.record.email) === address);
  }

  const personal: Store["personal"] = {
    async find(email) {
      const address = normalizeEmail(email);
      try {
        const contacts = await findContacts(pool, address);
        const events = await query<{ record: NewsletterEvent }>(
          "SELECT record FROM newsletter_events WHERE email = $1 ORDER BY seq",
          [address],
        );
        const erasures = await query<{ hash: string; erased_at: Date } & ErasedCounts>(
          "SELECT hash, erased_at, contacts, newsletter, outbox FROM erasures WHERE hash = $1 ORDER BY seq",
          [addressHash(address)],
        );
        const held = await query<{ record: HeldRecord }>("SELECT record FROM held WHERE email = $1 ORDER BY seq", [
          address,
        ]);
        return {
          email: address,
          contacts: contacts.map((row) => row.record),
          held: held.map((row) => row.record),
          newsletter: events.map((row) => row.record),
          outbox: await findOutbox(pool, address),
          erasures: erasures.map(({ hash, erased_at, contacts, newsletter, outbox }) => ({
            hash,
            erasedAt: erased_at.toISOString(),
            contacts,
            newsletter,
            outbox,
          })),
        };
      } catch (error) {
        throw unavailable(error);
      }
    },
    async erase(email) {
      const address = normalizeEmail(email);
      return transaction(async (client) => {
        const contactIds = (await findContacts(client, address)).map((row) => row.id);
        const outboxIds = (await findOutbox(client, address)).map((item) => item.id);
        const contacts =
          ((await client.query("DELETE FROM contacts WHERE id = ANY($1)", [contactIds])).rowCount ?? 0) +
          ((await client.query("DELETE FROM held WHERE email = $1", [address])).rowCount ?? 0);
        const newsletter =
          (await client.query("DELETE FROM newsletter_events WHERE email = $1", [address])).rowCount ?? 0;
        const outbox = (await client.query("DELETE FROM outbox WHERE id = ANY($1)", [outboxIds])).rowCount ?? 0;
        // The rate limiter keeps hashed keys: the ones that named the address are found by hashing them again.
        await client.query("DELETE FROM rate_limit_hits WHERE key = ANY($1)", [
          addressRateLimitKeys(address).map((key) => createHash("sha256").update(key).digest("base64url")),
        ]);
        await client.query("DELETE FROM marks WHERE hash = ANY($1)", [addressMarkKeys(address).map(markHash)]);
        await client.query(
          "INSERT INTO erasures (hash, erased_at, contacts, newsletter, outbox) VALUES ($1, $2, $3, $4, $5)",
          [addressHash(address), new Date(now()), contacts, newsletter, outbox],
        );
        return { contacts, newsletter, outbox };
      });
    },
  };

  /** The ids of the rows of `table` (contacts, held) that `expired` picks from their record. */
  async function expiredIds(
    client: pg.ClientBase,
    table: string,
    expired: (record: Record<string, unknown>) => boolean,
  ) {
    const { rows } = await client.query<{ id: string; record: Record<string, unknown> }>(
      `SELECT id, jsonb_build_object('receivedAt', record->'receivedAt', 'subject', record->'subject') AS record FROM ${table}`,
    );
    return rows.filter((row) => expired(row.record)).map((row) => row.id);
  }

  const held: Store["held"] = {
    async add(record) {
      const email = typeof record.email === "string" ? normalizeEmail(record.email) : null;
      await query("INSERT INTO held (id, email, record) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING", [
        record.id,
        email,
        JSON.stringify(record),
      ]);
    },
    read: () =>
      readRows<HeldRecord>("held", (record) =>
        typeof record === "object" && record !== null && typeof (record as HeldRecord).id === "string"
          ? (record as HeldRecord)
          : undefined,
      ),
    // One transaction: the contact record and the removal are committed together.
    release: (id) =>
      transaction(async (client) => {
        const { rows } = await client.query<{ record: HeldRecord }>(
          "SELECT record FROM held WHERE id = $1 FOR UPDATE",
          [id],
        );
        const found = rows[0]?.record;
        if (!found) return undefined;
        const { verdict: _verdict, ...message } = found;
        const record: ContactRecord = { ...message, releasedAt: new Date(now()).toISOString() };
        await client.query("INSERT INTO contacts (id, record) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING", [
          id,
          JSON.stringify(record),
        ]);
        const { rows: stored } = await client.query<{ record: ContactRecord }>(
          "SELECT record FROM contacts WHERE id = $1",
          [id],
        );
        await client.query("DELETE FROM held WHERE id = $1", [id]);
        return stored[0]?.record ?? record;
      }),
  };

  return {
    kind: "postgres",
    location,
    personal,
    held,

    /** Atomic across servers: the insert, or the update of a mark that has ended, happens for one caller only. */
    async once(key, until) {
      const rows = await query(
        `INSERT INTO marks (hash, until) VALUES ($1, $2)
         ON CONFLICT (hash) DO UPDATE SET until = EXCLUDED.until WHERE marks.until <= $3
         RETURNING hash`,
        [markHash(key), until, new Date(now())],
      );
      return rows.length === 1;
    },

    sweep: (at, periods) =>
      transaction(async (client) => {
        // One sweep at a time across the servers on the database: one already sweeping does this one's work.
        const { rows: lock } = await client.query<{ got: boolean }>("SELECT pg_try_advisory_xact_lock($1) AS got", [
          SWEEP_LOCK,
        ]);
        if (!lock[0]?.got) return { contacts: 0, held: 0, newsletter: 0, outbox: 0, marks: 0 };
        const deleteIds = async (table: string, ids: string[]) =>
          ids.length === 0 ? 0 : ((await client.query(`DELETE FROM ${table} WHERE id = ANY($1)`, [ids])).rowCount ?? 0);
        const contacts = await deleteIds(
          "contacts",
          await expiredIds(client, "contacts", (record) => contactExpired(record, at, periods)),
        );
        const heldStart = periodStart(at, periods.held);
        const heldCount = await deleteIds(
          "held",
          await expiredIds(client, "held", (record) => startedBefore(record.receivedAt, heldStart)),
        );
        const { rows: events } = await client.query<{ id: string; record: Record<string, unknown> }>(
          "SELECT id, record FROM newsletter_events ORDER BY seq",
        );
        const swept = newsletterSwept(
          events.map((row) => toEvent(row.record)),
          at,
          periods,
        );
        const newsletter = await deleteIds(
          "newsletter_events",
          events.filter((_, index) => swept.has(index)).map((row) => row.id),
        );
        const outbox =
          (
            await client.query(
              "DELETE FROM outbox WHERE (sent_at IS NOT NULL AND sent_at < $1) OR (sent_at IS NULL AND queued_at < $2)",
              [periodStart(at, periods.deliveredNotifications), periodStart(at, periods.undeliveredNotifications)],
            )
          ).rowCount ?? 0;
        const marks = (await client.query("DELETE FROM marks WHERE until <= $1", [at])).rowCount ?? 0;
        return { contacts, held: heldCount, newsletter, outbox, marks };
      }),

    contacts: {
      async add(record) {
        await query("INSERT INTO contacts (id, record) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING", [
          record.id,
          JSON.stringify(record),
        ]);
      },
      read: () =>
        readRows<ContactRecord>("contacts", (record) =>
          typeof record === "object" && record !== null && typeof (record as ContactRecord).id === "string"
            ? (record as ContactRecord)
            : undefined,
        ),
    },

    newsletter: {
      async add(event) {
        await query(
          "INSERT INTO newsletter_events (id, email, record) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING",
          [event.id, normalizeEmail(event.email), JSON.stringify(event)],
        );
      },
      read: () =>
        readRows<NewsletterEvent>("newsletter_events", (record) =>
          typeof record === "object" && record !== null && toEvent(record as Record<string, unknown>)
            ? (record as NewsletterEvent)
            : undefined,
        ),
      async subscriber(email) {
        const address = normalizeEmail(email);
        const rows = await query<{ record: Record<string, unknown> }>(
          "SELECT record FROM newsletter_events WHERE email = $1 ORDER BY seq",
          [address],
        );
        return foldSubscribers(rows.map((row) => row.record)).get(address);
      },
    },

    outbox: {
      async queue({ id, channel, payload }) {
        const at = new Date(now());
        await query(
          "INSERT INTO outbox (id, channel, payload, queued_at, due_at) VALUES ($1, $2, $3, $4, $4) ON CONFLICT (id) DO NOTHING",
          [id, channel, JSON.stringify(payload), at],
        );
        const [row] = await query<OutboxRow>(`SELECT ${OUTBOX_COLUMNS} FROM outbox WHERE id = $1`, [id]);
        if (!row) throw new StoreUnavailable(`PostgreSQL at ${location}: outbox item ${id} vanished after queuing`);
        return toItem(row);
      },
      async claim(max, leaseMs) {
        const at = new Date(now());
        // Rows another server is claiming at this moment are skipped, not waited for; a row whose
        // claim committed meanwhile is re-checked against the WHERE clause and left out.
        const rows = await query<OutboxRow & { seq: string }>(
          `UPDATE outbox SET leased_until = $2
           WHERE id IN (
             SELECT id FROM outbox
             WHERE sent_at IS NULL AND due_at <= $1 AND (leased_until IS NULL OR leased_until <= $1)
             ORDER BY seq LIMIT $3
             FOR UPDATE SKIP LOCKED)
           RETURNING seq, ${OUTBOX_COLUMNS}`,
          [at, new Date(at.getTime() + leaseMs), Math.max(0, Math.floor(max))],
        );
        return rows.sort((a, b) => Number(a.seq) - Number(b.seq)).map(toItem);
      },
      async sent(id) {
        await query("UPDATE outbox SET sent_at = $2, leased_until = NULL WHERE id = $1 AND sent_at IS NULL", [
          id,
          new Date(now()),
        ]);
      },
      async failed(id, error, retryAt) {
        await query(
          "UPDATE outbox SET attempts = attempts + 1, last_error = $2, due_at = $3, leased_until = NULL WHERE id = $1 AND sent_at IS NULL",
          [id, error, retryAt],
        );
      },
      async status() {
        const [row] = await query<{ waiting: string; stuck: string }>(
          "SELECT count(*) AS waiting, count(*) FILTER (WHERE attempts >= $1) AS stuck FROM outbox WHERE sent_at IS NULL",
          [STUCK_AFTER_ATTEMPTS],
        );
        return { waiting: Number(row?.waiting ?? 0), stuck: Number(row?.stuck ?? 0) };
      },
      async pending() {
        const rows = await query<OutboxRow>(`SELECT ${OUTBOX_COLUMNS} FROM outbox WHERE sent_at IS NULL ORDER BY seq`);
        return rows.map(toItem);
      },
    },

    rateLimit: {
      async hit(rawKey, limit, windowMs) {
        widestWindowMs = Math.max(widestWindowMs, windowMs);
        // The table holds a hash of the key, never the client's address or an email address itself.
        const key = createHash("sha256").update(rawKey).digest("base64url");
        const wait = await transaction(async (client) => {
          // A hit lost in a crash does no harm: its commit need not wait for the disk (one flush per
          // submission, the message's own, instead of two).
          await client.query("SET LOCAL synchronous_commit = off");
          // One request per key at a time, across every server: count and insert cannot interleave.
          await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [key]);
          // The time is read once the lock is held, so the hits of one key are stored in the order they count.
          const at = now();
          const since = new Date(at - windowMs);
          await client.query("DELETE FROM rate_limit_hits WHERE key = $1 AND at <= $2", [key, since]);
          const { rows } = await client.query<{ count: string }>(
            "SELECT count(*) AS count FROM rate_limit_hits WHERE key = $1",
            [key],
          );
          const count = Number(rows[0]?.count ?? 0);
          let seconds = 0;
          if (count >= limit) {
            // Allowed again once enough of the hits in the window have left it.
            const { rows: oldest } = await client.query<{ at: Date }>(
              "SELECT at FROM rate_limit_hits WHERE key = $1 ORDER BY at OFFSET $2 LIMIT 1",
              [key, count - limit],
            );
            const leaves = (oldest[0]?.at.getTime() ?? at) + windowMs;
            // Never longer than the window, whatever another server's clock wrote.
            seconds = Math.min(Math.ceil(windowMs / 1000), Math.max(1, Math.ceil((leaves - at) / 1000)));
          }
          await client.query("INSERT INTO rate_limit_hits (key, at) VALUES ($1, $2)", [key, new Date(at)]);
          return seconds;
        });
        if (now() - lastSweep > SWEEP_EVERY_MS) await sweep();
        return wait;
      },
    },

    async storedSecret(name) {
      const [row] = await query<{ value: string }>("SELECT value FROM secrets WHERE name = $1", [name]);
      return row?.value;
    },
    async secret(name, initial) {
      const candidate = initial ?? randomBytes(32).toString("base64url");
      await query("INSERT INTO secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING", [name, candidate]);
      const [row] = await query<{ value: string }>("SELECT value FROM secrets WHERE name = $1", [name]);
      if (!row) throw new StoreUnavailable(`PostgreSQL at ${location}: the secret ${name} vanished after storing it`);
      return row.value;
    },

    async probe() {
      const id = randomUUID();
      await query("INSERT INTO probes (id, body) VALUES ($1, $2)", [id, "x".repeat(PROBE_BYTES)]);
      await query("DELETE FROM probes WHERE id = $1", [id]);
    },

    async close() {
      clearInterval(sweeper);
      await pool.end();
    },
  };
}
