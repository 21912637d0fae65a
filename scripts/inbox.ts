// `npm run inbox`: the form submissions the bundled collector stored (in DATA_DIR, default ./data, or in
// the database at DATABASE_URL: the server's store, opened read-only so it works while the server runs),
// oldest first, one JSON object per line. `npm run inbox -- --csv` prints CSV instead. A stored line or
// row that cannot be read is named on stderr (file and line number), and the command then exits 1.
// `--newsletter` lists the current subscribers with their status (confirmed, unconfirmed, single
// opt-in); `--newsletter --all` prints every stored event (sign-ups, confirmations, unsubscriptions).
// `--help` prints this.
// The collector's own fold: the rules that decide who is subscribed exist once.
import { foldSubscribers } from "../server/newsletter";
import { readServerConfig } from "../server/config";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { openStore } from "../server/store/open";
import type { Store } from "../server/store/store";

const args = process.argv.slice(2);
if (args.includes("--help")) {
  process.stdout.write(
    [
      "npm run inbox [-- options]: the form submissions stored (DATA_DIR, default ./data, or DATABASE_URL), oldest first.",
      "  --csv          CSV instead of one JSON object per line",
      "  --newsletter   the current newsletter subscribers with their status",
      "  --all          with --newsletter: every stored event (sign-ups, confirmations, unsubscriptions)",
      "",
    ].join("\n"),
  );
  process.exit(0);
}
const kind = args.includes("--newsletter") ? "newsletter" : "contact";
const history = kind === "contact" || args.includes("--all");
const config = readServerConfig();
if (!config.DATABASE_URL && !existsSync(config.DATA_DIR)) {
  // A typo in DATA_DIR, or DATABASE_URL missing from this shell, must not look like an empty inbox.
  process.stderr.write(
    `DATA_DIR ${resolve(config.DATA_DIR)} does not exist: set DATA_DIR (or DATABASE_URL) as the server has it.\n`,
  );
  process.exit(1);
}
let store: Store;
try {
  store = await openStore(config, { readOnly: true, log: (line) => process.stderr.write(`${line}\n`) });
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
const { records: lines, problems } =
  kind === "newsletter" ? await store.newsletter.read() : await store.contacts.read();
await store.close();
const where = `${store.kind === "jsonl" ? `${kind}.jsonl in ` : ""}${store.location}`;

const records: object[] = history
  ? lines
  : [...foldSubscribers(lines as unknown as Record<string, unknown>[]).values()];

if (args.includes("--csv")) {
  const rows = records.map((record) => record as Record<string, unknown>);
  const columns = [...new Set(rows.flatMap((record) => Object.keys(record)))];
  const cell = (value: unknown) => {
    const text = value === undefined || value === null ? "" : String(value);
    // Quote every cell; neutralise spreadsheet formulas a visitor could have typed.
    return `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
  };
  process.stdout.write(
    `${[columns.map(cell).join(","), ...rows.map((r) => columns.map((c) => cell(r[c])).join(","))].join("\n")}\n`,
  );
} else {
  for (const record of records) process.stdout.write(`${JSON.stringify(record)}\n`);
}
if (records.length === 0) {
  process.stderr.write(
    history
      ? `No ${kind} submissions in ${where}\n`
      : `No current newsletter subscribers in ${where} (--all shows the history)\n`,
  );
}
// Nothing unreadable is skipped silently: each is named, and the exit status says there were some.
for (const problem of problems) process.stderr.write(`inbox: could not read ${problem.where}: ${problem.reason}\n`);
if (problems.length > 0) {
  process.stderr.write(
    `inbox: ${problems.length} stored record(s) could not be read; the ${records.length} above are the rest\n`,
  );
  process.exitCode = 1;
}
