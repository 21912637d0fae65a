// What a test reads back from a DATA_DIR's store (server/store/sql.ts's SQLite file): the stored records of one
// kind, oldest first, one JSON object per line. Read synchronously and read-only, beside a server writing it.
import { existsSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { SQLITE_FILE } from "../../server/store/sql";

const QUERIES = {
  contact: "SELECT record FROM contacts ORDER BY seq",
  newsletter: "SELECT record FROM newsletter_events ORDER BY seq",
  held: "SELECT record FROM held ORDER BY seq",
  marks: "SELECT json_object('hash', hash, 'until', until) AS record FROM marks",
} as const;

/** The records of one kind, parsed. */
export const storedRecords = (dataDir: string, kind: keyof typeof QUERIES): Record<string, unknown>[] =>
  storedText(dataDir, kind)
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

export function storedText(dataDir: string, kind: keyof typeof QUERIES): string {
  const file = join(dataDir, SQLITE_FILE);
  if (!existsSync(file)) return "";
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare(QUERIES[kind]).all() as { record: string }[];
    return rows.map((row) => `${row.record}\n`).join("");
  } catch (error) {
    // A file no server has migrated yet holds no records.
    if (/no such table/.test(String(error))) return "";
    throw error;
  } finally {
    db.close();
  }
}
