// `npm run inbox`: the form submissions the bundled collector stored under DATA_DIR (default ./data),
// oldest first, one JSON object per line. `npm run inbox -- --csv` prints CSV instead.
// `--newsletter` lists the current subscribers with their status (confirmed, unconfirmed, single
// opt-in); `--newsletter --all` prints every stored event (sign-ups, confirmations, unsubscriptions).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { importSource } from "./source.mjs";

const args = process.argv.slice(2);
const kind = args.includes("--newsletter") ? "newsletter" : "contact";
const history = kind === "contact" || args.includes("--all");
const { DATA_DIR } = (await importSource("server/config.ts")).readServerConfig();
const file = join(DATA_DIR, `${kind}.jsonl`);
const lines = existsSync(file)
  ? readFileSync(file, "utf8")
      .split("\n")
      .filter(Boolean)
      .flatMap((line) => {
        try {
          return [JSON.parse(line)];
        } catch {
          return []; // a torn last line after a power cut
        }
      })
  : [];

/** The collector's own fold (server/newsletter.ts): the rules that decide who is subscribed exist once. */
const loadFold = () => importSource("server/newsletter.ts");

const records = history ? lines : [...(await loadFold()).foldSubscribers(lines).values()];

if (args.includes("--csv")) {
  const columns = [...new Set(records.flatMap((record) => Object.keys(record)))];
  const cell = (value) => {
    const text = value === undefined || value === null ? "" : String(value);
    // Quote every cell; neutralise spreadsheet formulas a visitor could have typed.
    return `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
  };
  process.stdout.write(
    `${[columns.map(cell).join(","), ...records.map((r) => columns.map((c) => cell(r[c])).join(","))].join("\n")}\n`,
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
