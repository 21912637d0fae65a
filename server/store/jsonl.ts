/**
 * The zero-setup store: JSONL files under DATA_DIR (docs/decisions/0113-one-store-interface.md).
 * contact.jsonl, newsletter.jsonl and held.jsonl (likely-spam messages held back) (appended to,
 * server/store/jsonl-file.ts; rewritten atomically only to erase an address, release a held message or
 * remove what is past its retention period), outbox.jsonl (server/store/jsonl-outbox.ts), erasures.jsonl
 * (suppression records: hashes of erased addresses), marks.jsonl (single-use marks: a key's hash and when
 * its mark ends), the secrets as files of their own (`DATA_DIR/newsletter-secret`,
 * mode 0600) and the rate limiter in memory.
 *
 * One server per DATA_DIR: the in-memory parts (the newsletter's fold, the ids already stored, the
 * outbox's leases, the rate limiter) are this process's, so the store takes DATA_DIR/server.lock (the
 * pid of the server holding it) and a second server on the same directory refuses to start. Operator
 * commands that only read open it with `readOnly`, which takes no lock and writes nothing.
 */
import { randomBytes } from "node:crypto";
import { constants } from "node:fs";
import { access, link, mkdir, open, readdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { applyEvent, type NewsletterEvent, normalizeEmail, type Subscriber, toEvent } from "../newsletter";
import { isAlive } from "../pid";
import { describeWriteFailure, JsonlFile, syncDirectory, type WriteFunction } from "./jsonl-file";
import { JsonlOutbox } from "./jsonl-outbox";
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
  type ReadResult,
  type RetentionPeriods,
  startedBefore,
  type Store,
  StoreUnavailable,
  type SweptCounts,
} from "./store";

export const LOCK_FILE = "server.lock";
/** The files the store appends to. */
export const DATA_FILES = [
  "contact.jsonl",
  "newsletter.jsonl",
  "outbox.jsonl",
  "erasures.jsonl",
  "held.jsonl",
  "marks.jsonl",
] as const;

/** The size of a probe: about a contact message's line at its largest fields. */
export const PROBE_BYTES = 4096;
/** How often the rate limiter forgets keys whose window has passed. */
const EVICT_EVERY_MS = 60_000;

export interface JsonlStoreOptions {
  log?: (line: string) => void;
  now?: () => number;
  /** For operator commands that read while a server runs: no lock, no repairs, every write refused. */
  readOnly?: boolean;
  /** Tests only: the write each append uses (a full disk where no small file system can be mounted). */
  write?: WriteFunction;
}

/** Directories this process has locked (a second store on one DATA_DIR in one process is refused too). */
const lockedHere = new Set<string>();

/** Takes DATA_DIR's lock, or throws saying which server holds it and what to do instead. */
async function takeLock(dataDir: string): Promise<() => Promise<void>> {
  const file = join(dataDir, LOCK_FILE);
  const refuse = (pid: number) =>
    new StoreUnavailable(
      `DATA_DIR ${dataDir} is in use by another server (pid ${pid}, in ${file}). One server per DATA_DIR: to run more than one server, set DATABASE_URL and store everything in PostgreSQL. If no server is running there, remove ${file}.`,
    );
  if (lockedHere.has(dataDir)) throw refuse(process.pid);
  /** The pid in the lock file when it belongs to another running process (checked before writing anything). */
  const liveHolder = async () => {
    const holder = Number.parseInt(await readFile(file, "utf8").catch(() => ""), 10);
    // Our own pid in a lock this process did not take is left from an earlier life (a container's pid 1).
    return Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder) ? holder : undefined;
  };
  const before = await liveHolder();
  if (before !== undefined) throw refuse(before);
  const aside = `${file}.${process.pid}.${randomBytes(6).toString("hex")}`;
  await writeFile(aside, `${process.pid}\n`, { mode: 0o600 });
  try {
    try {
      await link(aside, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = await liveHolder();
      if (holder !== undefined) throw refuse(holder);
      await rename(aside, file);
    }
  } finally {
    await unlink(aside).catch(() => undefined);
  }
  syncDirectory(dataDir);
  lockedHere.add(dataDir);
  return async () => {
    lockedHere.delete(dataDir);
    const holder = Number.parseInt(await readFile(file, "utf8").catch(() => ""), 10);
    if (holder === process.pid) await unlink(file).catch(() => undefined);
  };
}

/** The secret in `file` (trimmed), or nothing when there is none yet. */
async function readSecret(file: string): Promise<string | undefined> {
  try {
    return (await readFile(file, "utf8")).trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** The rate limiter: the last `limit` request times per key, forgotten once the key's window has passed. */
function memoryRateLimit(now: () => number) {
  const hits = new Map<string, { times: number[]; windowMs: number }>();
  const evict = () => {
    const time = now();
    for (const [key, entry] of hits) if ((entry.times.at(-1) ?? 0) <= time - entry.windowMs) hits.delete(key);
  };
  const timer = setInterval(evict, EVICT_EVERY_MS);
  timer.unref();
  return {
    stop: () => clearInterval(timer),
    forget: (keys: string[]) => {
      for (const key of keys) hits.delete(key);
    },
    rateLimit: {
      async hit(key: string, limit: number, windowMs: number): Promise<number> {
        const time = now();
        if (hits.size > 10_000) evict();
        const entry = hits.get(key) ?? { times: [], windowMs };
        entry.windowMs = windowMs;
        const recent = entry.times.filter((at) => at > time - windowMs);
        // The request that has to leave the window before this key is under its limit again.
        const blocking = recent.length >= limit ? recent[recent.length - limit] : undefined;
        recent.push(time);
        entry.times = recent.slice(-limit);
        hits.set(key, entry);
        return blocking === undefined ? 0 : Math.max(1, Math.ceil((blocking + windowMs - time) / 1000));
      },
    } satisfies Store["rateLimit"],
  };
}

/** Opens the JSONL store in `dataDir`, or throws a StoreUnavailable saying why it cannot be used. */
export async function openJsonlStore(dataDir: string, options: JsonlStoreOptions = {}): Promise<Store> {
  const { log = () => {}, now = () => Date.now(), readOnly = false, write } = options;
  const directory = resolve(dataDir);
  let release = async () => {};
  if (!readOnly) {
    try {
      await mkdir(directory, { recursive: true });
      await access(directory, constants.W_OK);
    } catch (error) {
      throw new StoreUnavailable(
        `DATA_DIR ${directory} cannot be created or written: ${describeWriteFailure(error, directory)}. Point DATA_DIR at a writable directory (a persistent volume), or set DATABASE_URL.`,
        { cause: error },
      );
    }
    try {
      release = await takeLock(directory);
    } catch (error) {
      if (error instanceof StoreUnavailable) throw error;
      throw new StoreUnavailable(
        `DATA_DIR ${directory} cannot be written: ${describeWriteFailure(error, directory)}. Point DATA_DIR at a writable directory (a persistent volume), or set DATABASE_URL.`,
        { cause: error },
      );
    }
  }

  /**
   * Each data file that exists can be written: a writable directory holding files the server cannot
   * append to (restored as another user, say) would answer every post 503 while looking healthy.
   */
  async function checkFilesWritable(): Promise<void> {
    for (const name of DATA_FILES) {
      const file = join(directory, name);
      try {
        await access(file, constants.W_OK);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
        throw new StoreUnavailable(
          `${file} cannot be written: ${describeWriteFailure(error, file)}. Give the server's user write access to it (for example chown it to that user).`,
          { cause: error },
        );
      }
    }
  }
  if (!readOnly) {
    try {
      await checkFilesWritable();
    } catch (error) {
      await release();
      throw error;
    }
  }

  const files: JsonlFile[] = [];
  const readOnlyFile = (name: string) => {
    const file = join(directory, name);
    const jsonl = {
      append: () => Promise.reject(new StoreUnavailable(`the store on ${directory} was opened read-only`)),
      read: () => JsonlFile.forReading(file).read(),
      rewrite: () => Promise.reject(new StoreUnavailable(`the store on ${directory} was opened read-only`)),
    };
    return jsonl as unknown as JsonlFile;
  };
  const openFile = async (name: string) => {
    if (readOnly) return readOnlyFile(name);
    const file = await JsonlFile.open(join(directory, name), { log, write, now });
    files.push(file);
    return file;
  };

  let contactsFile: JsonlFile, newsletterFile: JsonlFile, outboxFile: JsonlFile, erasuresFile: JsonlFile;
  let heldFile: JsonlFile, marksFile: JsonlFile;
  try {
    [contactsFile, newsletterFile, outboxFile, erasuresFile, heldFile, marksFile] = [
      await openFile(DATA_FILES[0]),
      await openFile(DATA_FILES[1]),
      await openFile(DATA_FILES[2]),
      await openFile(DATA_FILES[3]),
      await openFile(DATA_FILES[4]),
      await openFile(DATA_FILES[5]),
    ];
  } catch (error) {
    await release();
    if (error instanceof StoreUnavailable) throw error;
    throw new StoreUnavailable(`DATA_DIR ${directory} cannot be used: ${describeWriteFailure(error, directory)}`, {
      cause: error,
    });
  }

  /** Ids already stored, read once: adding one again changes nothing. */
  const contactIds = new Set<string>();
  const newsletterIds = new Set<string>();
  const subscribers = new Map<string, Subscriber>();
  const contactLines = await contactsFile.read();
  for (const record of contactLines.records) if (typeof record.id === "string") contactIds.add(record.id);
  const newsletterLines = await newsletterFile.read();
  for (const record of newsletterLines.records) {
    const event = toEvent(record);
    if (!event) continue;
    if (event.id) newsletterIds.add(event.id);
    applyEvent(subscribers, event);
  }
  const heldIds = new Set<string>();
  const heldLines = await heldFile.read();
  for (const record of heldLines.records) if (typeof record.id === "string") heldIds.add(record.id);
  /** Single-use marks: the key's SHA-256 and when its mark ends (ms). */
  const marks = new Map<string, number>();
  const markLines = await marksFile.read();
  for (const record of markLines.records) {
    const until = typeof record.until === "string" ? Date.parse(record.until) : Number.NaN;
    if (typeof record.hash === "string" && Number.isFinite(until))
      marks.set(record.hash, Math.max(until, marks.get(record.hash) ?? 0));
  }
  for (const problem of [
    ...contactLines.problems,
    ...newsletterLines.problems,
    ...heldLines.problems,
    ...markLines.problems,
  ])
    log(`store: ${problem.where}: ${problem.reason} (left as it is; npm run inbox reports it)`);

  const limiter = memoryRateLimit(now);

  const secretFile = (name: string) => {
    if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) throw new Error(`not a secret's name: ${name}`);
    return join(directory, name);
  };

  async function secret(name: string, initial?: string): Promise<string> {
    const file = secretFile(name);
    const stored = await readSecret(file);
    if (stored) return stored;
    if (readOnly) throw new StoreUnavailable(`no ${name} in ${directory} (opened read-only)`);
    // Written aside, flushed and linked into place: linking fails if another process got there first,
    // so every process ends up with the same secret, and a crash never leaves an empty one.
    const aside = `${file}.${process.pid}.${randomBytes(6).toString("hex")}`;
    try {
      const handle = await open(aside, "wx", 0o600);
      try {
        await handle.write(`${initial ?? randomBytes(32).toString("base64url")}\n`);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await link(aside, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      syncDirectory(directory);
    } catch (error) {
      throw new StoreUnavailable(`could not store ${name} in ${directory}: ${describeWriteFailure(error)}`, {
        cause: error,
      });
    } finally {
      await unlink(aside).catch(() => undefined);
    }
    const secret = await readSecret(file);
    if (!secret) throw new StoreUnavailable(`${file} is empty: remove it to have a new secret generated.`);
    return secret;
  }

  async function probe(): Promise<void> {
    if (readOnly) throw new StoreUnavailable(`the store on ${directory} was opened read-only`);
    await checkFilesWritable();
    const file = join(directory, `.probe-${process.pid}`);
    try {
      const handle = await open(file, "w", 0o600);
      try {
        const probeBytes = Buffer.alloc(PROBE_BYTES, 0x20);
        const bytesWritten = write
          ? await write(handle, probeBytes, 0, PROBE_BYTES)
          : (await handle.write(probeBytes)).bytesWritten;
        if (bytesWritten < PROBE_BYTES)
          throw Object.assign(new Error(`short write: ${bytesWritten} of ${PROBE_BYTES} bytes`), { code: "ENOSPC" });
        await handle.datasync();
      } finally {
        await handle.close();
      }
    } catch (error) {
      throw new StoreUnavailable(`a record-sized test write to ${directory} failed: ${describeWriteFailure(error)}`, {
        cause: error,
      });
    } finally {
      await unlink(file).catch(() => undefined);
    }
  }

  const outbox = new JsonlOutbox(outboxFile, { now });
  const isContactOf = (record: Record<string, unknown>, address: string) =>
    typeof record.email === "string" && normalizeEmail(record.email) === address;
  const isEventOf = (record: Record<string, unknown>, address: string) =>
    typeof record.email === "string" && normalizeEmail(record.email) === address;

  async function erasures(address: string): Promise<Erasure[]> {
    const hash = addressHash(address);
    return (await erasuresFile.read()).records.filter((record) => record.hash === hash) as unknown as Erasure[];
  }

  const personal: Store["personal"] = {
    async find(email) {
      const address = normalizeEmail(email);
      const [contacts, events] = [await contactsFile.read(), await newsletterFile.read()];
      const held = await heldFile.read();
      return {
        email: address,
        contacts: contacts.records.filter((record) => isContactOf(record, address)) as ContactRecord[],
        held: held.records.filter((record) => isContactOf(record, address)) as HeldRecord[],
        newsletter: events.records
          .map((record) => toEvent(record))
          .filter((event): event is NewsletterEvent => event?.email === address),
        outbox: await outbox.matching((item) => holdsAddress(item.payload, address)),
        erasures: await erasures(address),
      };
    },
    async erase(email) {
      if (readOnly) throw new StoreUnavailable(`the store on ${directory} was opened read-only`);
      const address = normalizeEmail(email);
      // A line that names the address in any field (or that cannot be read and holds it as text) goes too.
      const holds = (line: string) => line.toLowerCase().includes(address);
      const erasedIds: string[] = [];
      const contacts = await contactsFile.rewrite((line, record) => {
        const drop = record ? isContactOf(record, address) : holds(line);
        if (drop && typeof record?.id === "string") erasedIds.push(record.id);
        return drop;
      });
      for (const id of erasedIds) contactIds.delete(id);
      const heldCount = await heldFile.rewrite((line, record) => {
        const drop = record ? isContactOf(record, address) : holds(line);
        if (drop && typeof record?.id === "string") heldIds.delete(record.id);
        return drop;
      });
      const newsletter = await newsletterFile.rewrite((line, record) => {
        const drop = record ? isEventOf(record, address) : holds(line);
        if (drop && typeof record?.id === "string") newsletterIds.delete(record.id);
        return drop;
      });
      subscribers.delete(address);
      const outboxItems = await outbox.erase((item) => holdsAddress(item.payload, address), holds);
      limiter.forget(addressRateLimitKeys(address));
      const markHashes = new Set(addressMarkKeys(address).map(markHash));
      await marksFile.rewrite((_line, record) => markHashes.has(String(record?.hash)));
      for (const hash of markHashes) marks.delete(hash);
      // A torn line moved aside (server/store/jsonl-file.ts) that holds the address goes too.
      for (const name of await readdir(directory)) {
        if (!name.includes(".torn-")) continue;
        const file = join(directory, name);
        const text = await readFile(file, "utf8").catch(() => "");
        if (text.toLowerCase().includes(address)) await unlink(file);
      }
      syncDirectory(directory);
      const counts = { contacts: contacts + heldCount, newsletter, outbox: outboxItems };
      const erasure: Erasure = { hash: addressHash(address), erasedAt: new Date(now()).toISOString(), ...counts };
      await erasuresFile.append(erasure);
      return counts;
    },
  };

  const contacts: Store["contacts"] = {
    async add(record: ContactRecord) {
      if (contactIds.has(record.id)) return;
      contactIds.add(record.id);
      try {
        await contactsFile.append(record);
      } catch (error) {
        contactIds.delete(record.id);
        throw error;
      }
    },
    read: () => contactsFile.read() as Promise<ReadResult<ContactRecord>>,
  };

  const held: Store["held"] = {
    async add(record: HeldRecord) {
      if (heldIds.has(record.id)) return;
      heldIds.add(record.id);
      try {
        await heldFile.append(record);
      } catch (error) {
        heldIds.delete(record.id);
        throw error;
      }
    },
    read: () => heldFile.read() as Promise<ReadResult<HeldRecord>>,
    async release(id: string) {
      const found = (await heldFile.read()).records.find((record) => record.id === id) as HeldRecord | undefined;
      if (!found) return undefined;
      // A retry after a crash between the two steps finds the contact record already stored, and keeps it.
      const stored = contactIds.has(id)
        ? (await contactsFile.read()).records.find((record) => record.id === id)
        : undefined;
      const { verdict: _verdict, ...message } = found;
      const record = (stored ?? { ...message, releasedAt: new Date(now()).toISOString() }) as ContactRecord;
      await contacts.add(record);
      await heldFile.rewrite((_line, line) => line?.id === id);
      heldIds.delete(id);
      return record;
    },
  };

  /** Serialised in this process: the check and the mark happen before anything else runs (one server per DATA_DIR). */
  async function once(key: string, until: Date): Promise<boolean> {
    if (readOnly) throw new StoreUnavailable(`the store on ${directory} was opened read-only`);
    const hash = markHash(key);
    const before = marks.get(hash);
    if (before !== undefined && before > now()) return false;
    marks.set(hash, until.getTime());
    try {
      await marksFile.append({ hash, until: until.toISOString() });
    } catch (error) {
      if (before === undefined) marks.delete(hash);
      else marks.set(hash, before);
      throw error;
    }
    return true;
  }

  async function sweep(at: Date, periods: RetentionPeriods): Promise<SweptCounts> {
    if (readOnly) throw new StoreUnavailable(`the store on ${directory} was opened read-only`);
    const dropId = (ids: Set<string>, record: Record<string, unknown> | undefined) => {
      if (typeof record?.id === "string") ids.delete(record.id);
      return true;
    };
    const contactCount = await contactsFile.rewrite(
      (_line, record) => !!record && contactExpired(record, at, periods) && dropId(contactIds, record),
    );
    const heldStart = periodStart(at, periods.held);
    const heldCount = await heldFile.rewrite(
      (_line, record) => !!record && startedBefore(record.receivedAt, heldStart) && dropId(heldIds, record),
    );
    const unconfirmedStart = periodStart(at, periods.unconfirmedSignups);
    const swept = new Set<string>();
    const newsletter = await newsletterFile.rewriteAll((lines) => {
      const events = lines.map(({ record }) => (record ? toEvent(record) : undefined));
      const drop = newsletterSwept(events, at, periods);
      for (const index of drop) {
        const event = events[index];
        if (!event) continue;
        newsletterIds.delete(event.id);
        swept.add(event.email);
      }
      return drop;
    });
    // Only an unconfirmed sign-up past its period changes who is subscribed: it ends.
    for (const email of swept) {
      const subscriber = subscribers.get(email);
      if (subscriber?.status === "unconfirmed" && startedBefore(subscriber.subscribedAt, unconfirmedStart))
        subscribers.delete(email);
    }
    const outboxCount = await outbox.sweepDelivered(
      periodStart(at, periods.deliveredNotifications),
      periodStart(at, periods.undeliveredNotifications),
    );
    const markCount = await marksFile.rewrite((_line, record) => {
      const until = typeof record?.until === "string" ? Date.parse(record.until) : Number.NaN;
      return Number.isFinite(until) && until <= at.getTime();
    });
    for (const [hash, until] of marks) if (until <= at.getTime()) marks.delete(hash);
    return { contacts: contactCount, held: heldCount, newsletter, outbox: outboxCount, marks: markCount };
  }

  return {
    kind: "jsonl",
    location: directory,
    contacts,
    held,
    once,
    sweep,
    newsletter: {
      /**
       * The fold changes first, so a concurrent request already sees the event, and is put back if the
       * write fails.
       */
      async add(event: NewsletterEvent) {
        if (newsletterIds.has(event.id)) return;
        newsletterIds.add(event.id);
        const before = subscribers.get(event.email);
        applyEvent(subscribers, event);
        try {
          await newsletterFile.append(event);
        } catch (error) {
          newsletterIds.delete(event.id);
          if (before) subscribers.set(event.email, before);
          else subscribers.delete(event.email);
          throw error;
        }
      },
      async read() {
        const { records, problems } = await newsletterFile.read();
        const events: NewsletterEvent[] = [];
        records.forEach((record) => {
          const event = toEvent(record);
          if (event) events.push(event);
          else
            problems.push({
              where: `${newsletterFile.name}`,
              reason: `not a newsletter event: ${JSON.stringify(record)}`,
            });
        });
        return { records: events, problems };
      },
      subscriber: async (email: string) => subscribers.get(email),
    },
    outbox,
    personal,
    rateLimit: limiter.rateLimit,
    secret,
    storedSecret: (name) => readSecret(secretFile(name)),
    probe,
    async close() {
      limiter.stop();
      await Promise.all(files.map((file) => file.close()));
      await release();
    },
  };
}
