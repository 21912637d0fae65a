// `npm run inbox`: the form submissions the bundled collector stored under DATA_DIR (default ./data),
// oldest first, one JSON object per line. `npm run inbox -- --csv` prints CSV instead;
// `--newsletter` lists the newsletter sign-ups.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

const args = process.argv.slice(2);
const kind = args.includes("--newsletter") ? "newsletter" : "contact";
const file = join(process.env.DATA_DIR ?? join(process.cwd(), "data"), `${kind}.jsonl`);
const records = existsSync(file)
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
if (records.length === 0) process.stderr.write(`No ${kind} submissions in ${file}\n`);
