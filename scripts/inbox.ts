// `npm run inbox`: the form submissions the bundled collector stored under DATA_DIR (default ./data),
// oldest first, one JSON object per line. `npm run inbox -- --csv` prints CSV instead.
// `--newsletter` lists the current subscribers with their status (confirmed, unconfirmed, single
// opt-in); `--newsletter --all` prints every stored event (sign-ups, confirmations, unsubscriptions).
// `--help` prints this.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
// The collector's own fold: the rules that decide who is subscribed exist once.
import { foldSubscribers } from "../server/newsletter";

const args = process.argv.slice(2);
if (args.includes("--help")) {
  process.stdout.write(
    [
      "npm run inbox [-- options]: the form submissions stored under DATA_DIR (default ./data), oldest first.",
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
const file = join(process.env.DATA_DIR ?? join(process.cwd(), "data"), `${kind}.jsonl`);
const lines: Record<string, unknown>[] = existsSync(file)
  ? readFileSync(file, "utf8")
      .split("\n")
      .filter(Boolean)
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return []; // a torn last line after a power cut
        }
      })
  : [];

const records: object[] = history ? lines : [...foldSubscribers(lines).values()];

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
      ? `No ${kind} submissions in ${file}\n`
      : `No current newsletter subscribers in ${file} (--all shows the history)\n`,
  );
}
