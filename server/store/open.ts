/**
 * STAND-IN, replaced at merge by the store's own `openStore` (same name, signature and options), so that
 * the operator's commands (`npm run inbox`, `npm run notify:test`) are written against the `Store`
 * interface already. It opens DATA_DIR's JSONL files read-only: it reads contacts, newsletter events and
 * the outbox, reporting unreadable lines; every write is refused.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { NewsletterEvent } from "../newsletter";
import type { ServerConfig } from "../config";
import { JsonlOutbox } from "./jsonl-outbox";
import { StoreUnavailable, type ContactRecord, type ReadResult, type Store } from "./store";

export interface OpenStoreOptions {
  log?: (line: string) => void;
  /** For operator commands that read while a server runs: no lock, every write refused. */
  readOnly?: boolean;
}

function readLines(dataDir: string, name: string): ReadResult<Record<string, unknown>> {
  const file = join(dataDir, `${name}.jsonl`);
  const result: ReadResult<Record<string, unknown>> = { records: [], problems: [] };
  if (!existsSync(file)) return result;
  readFileSync(file, "utf8")
    .split("\n")
    .forEach((line, index, lines) => {
      if (line === "" && index === lines.length - 1) return;
      try {
        result.records.push(JSON.parse(line) as Record<string, unknown>);
      } catch (error) {
        result.problems.push({ where: `${name}.jsonl line ${index + 1}`, reason: (error as Error).message });
      }
    });
  return result;
}

export function openStore(
  config: Pick<ServerConfig, "DATA_DIR"> & { DATABASE_URL?: string },
  { log = () => {} }: OpenStoreOptions = {},
): Promise<Store> {
  const dataDir = config.DATA_DIR;
  const refuse = () => Promise.reject(new StoreUnavailable(`the store on ${dataDir} was opened read-only`));
  return Promise.resolve({
    kind: "jsonl",
    location: dataDir,
    contacts: { add: refuse, read: () => Promise.resolve(readLines(dataDir, "contact") as ReadResult<ContactRecord>) },
    newsletter: {
      add: refuse,
      read: () => Promise.resolve(readLines(dataDir, "newsletter") as unknown as ReadResult<NewsletterEvent>),
      subscriber: refuse,
    },
    outbox: new JsonlOutbox({ append: refuse, read: () => Promise.resolve(readLines(dataDir, "outbox")) }, { log }),
    rateLimit: { hit: refuse },
    secret: refuse,
    probe: refuse,
    close: () => Promise.resolve(),
  });
}
