/**
 * Reads the JSONL files of the store before SQLite (docs/decisions/0141-moving-from-the-jsonl-files.md), so that
 * `npm start` imports them once and `npm run store:transfer -- --from jsonl:<dir>` copies them: contact.jsonl,
 * held.jsonl, newsletter.jsonl, outbox.jsonl (an event per line: queued, failed, sent), erasures.jsonl and the
 * secrets as files of their own. marks.jsonl is not read: single-use marks end within days. Nothing is written
 * to the files; a torn last line (a crash mid-write, never acknowledged) is copied aside to `<file>.torn-<time>`.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { type NewsletterEvent, toEvent } from "../newsletter";
import type { TransferSource } from "./transfer";
import type { ContactRecord, Erasure, HeldRecord, OutboxItem, ReadProblem, ReadResult } from "./store";

/** The files the JSONL store wrote: a DATA_DIR holding any of them holds that store's data. */
export const JSONL_FILES = [
  "contact.jsonl",
  "newsletter.jsonl",
  "outbox.jsonl",
  "erasures.jsonl",
  "held.jsonl",
  "marks.jsonl",
] as const;

export const hasJsonlFiles = (dir: string) => JSONL_FILES.some((name) => existsSync(join(dir, name)));

/** The JSONL store in `dir`, for reading only. */
export function readJsonlStore(
  dir: string,
  { log = (_line: string) => {}, now = () => Date.now() } = {},
): TransferSource {
  const directory = resolve(dir);
  const read = new Map<string, ReadResult<Record<string, unknown>>>();
  /** A file's lines, read once (a torn line is copied aside once). */
  function lines(name: string): ReadResult<Record<string, unknown>> {
    const cached = read.get(name);
    if (cached) return { records: [...cached.records], problems: [...cached.problems] };
    const file = join(directory, name);
    const result: ReadResult<Record<string, unknown>> = { records: [], problems: [] };
    if (!existsSync(file)) return result;
    const text = readFileSync(file, "utf8");
    const all = text.split("\n");
    const torn = all.pop();
    if (torn) {
      const aside = `${file}.torn-${new Date(now()).toISOString().replace(/[:.]/g, "-")}`;
      writeFileSync(aside, torn, { mode: 0o600 });
      log(
        `store: ${name} ends in a torn line (${Buffer.byteLength(torn)} bytes, never acknowledged): copied to ${aside}, not read`,
      );
    }
    all.forEach((line, index) => {
      const problem = (reason: string) => result.problems.push({ where: `${name} line ${index + 1}`, reason });
      if (line.trim() === "") return problem("an empty line");
      try {
        const value: unknown = JSON.parse(line);
        if (value && typeof value === "object" && !Array.isArray(value))
          result.records.push(value as Record<string, unknown>);
        else problem("not a JSON object");
      } catch (error) {
        problem(`not JSON (${(error as Error).message})`);
      }
    });
    read.set(name, result);
    return { records: [...result.records], problems: [...result.problems] };
  }
  const withIds = <T>(name: string) => {
    const { records, problems } = lines(name);
    const kept: T[] = [];
    for (const record of records)
      if (typeof record.id === "string") kept.push(record as T);
      else problems.push({ where: name, reason: `no id: ${JSON.stringify(record).slice(0, 80)}` });
    return { records: kept, problems };
  };

  /** The outbox's items not yet sent: each `queued` line, with its `failed` lines counted, less the `sent` ones. */
  function pending(): OutboxItem[] {
    const items = new Map<string, OutboxItem>();
    for (const record of lines("outbox.jsonl").records) {
      const item = record.item as Partial<OutboxItem> | undefined;
      if (record.event === "queued" && typeof item?.id === "string" && !items.has(item.id)) {
        if (item.channel !== "email" && item.channel !== "webhook") continue;
        const queuedAt = item.queuedAt ?? new Date(0).toISOString();
        items.set(item.id, {
          id: item.id,
          channel: item.channel,
          payload: item.payload ?? {},
          queuedAt,
          attempts: 0,
          dueAt: queuedAt,
        });
      } else if (record.event === "failed") {
        const found = items.get(String(record.id));
        if (found)
          Object.assign(found, {
            attempts: found.attempts + 1,
            dueAt: String(record.retryAt),
            lastError: String(record.error),
          });
      } else if (record.event === "sent") items.delete(String(record.id));
    }
    return [...items.values()];
  }

  const secret = (name: string) => {
    const file = join(directory, name);
    if (!/^[a-z0-9][a-z0-9-]*$/.test(name) || !existsSync(file)) return undefined;
    return readFileSync(file, "utf8").trim() || undefined;
  };

  return {
    location: `jsonl:${directory}`,
    contacts: { read: async () => withIds<ContactRecord>("contact.jsonl") },
    held: { read: async () => withIds<HeldRecord>("held.jsonl") },
    newsletter: {
      async read() {
        const { records, problems } = lines("newsletter.jsonl");
        const events: NewsletterEvent[] = [];
        for (const record of records) {
          const event = toEvent(record);
          if (event) events.push(event);
          else
            problems.push({
              where: "newsletter.jsonl",
              reason: `not a newsletter event: ${JSON.stringify(record).slice(0, 80)}`,
            });
        }
        return { records: events, problems: problems as ReadProblem[] };
      },
    },
    outbox: { pending: async () => pending() },
    erasures: { read: async () => lines("erasures.jsonl").records as unknown as Erasure[] },
    storedSecret: async (name) => secret(name),
    close: async () => undefined,
  };
}
