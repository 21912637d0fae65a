// `npm run inbox`: the form submissions the bundled collector stored (in DATA_DIR, default ./data, or in
// the database at DATABASE_URL: the server's store, opened beside the running server),
// oldest first, one JSON object per line. `npm run inbox -- --csv` prints CSV instead. A stored line or
// row that cannot be read is named on stderr (file and line number), and the command then exits 1.
// `--newsletter` lists the current subscribers with their status (confirmed, unconfirmed, single
// opt-in); `--newsletter --all` prints every stored event (sign-ups, confirmations, unsubscriptions).
// `--spam` lists the messages held as likely spam, each with its verdict (score and reasons); `--release <id>`
// lets one through: stored as a normal message and notified (docs/decisions/0122-spam-without-a-third-party.md).
// A release is one transaction in the store, and its notification is queued in the store's outbox, which the
// running server delivers; with no server running, this command tries to deliver it itself, so run it with the
// server's environment (SMTP_URL, NOTIFY_WEBHOOK_URL). `--help` prints this.
// The collector's own fold: the rules that decide who is subscribed exist once.
import { CONTROL, withLineFeeds } from "../app/lib/forms";
import { foldSubscribers } from "../server/newsletter";
import { readServerConfig } from "../server/config";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { releaseHeld } from "../server/held";
import { openStore } from "../server/store/open";
import type { HeldRecord, Store } from "../server/store/store";

const args = process.argv.slice(2);
if (args.includes("--help")) {
  process.stdout.write(
    [
      "npm run inbox [-- options]: the form submissions stored (DATA_DIR, default ./data, or DATABASE_URL), oldest first.",
      "  --csv          CSV instead of one JSON object per line",
      "  --newsletter   the current newsletter subscribers with their status",
      "  --all          with --newsletter: every stored event (sign-ups, confirmations, unsubscriptions)",
      "  --spam         the messages held as likely spam, each with its score and reasons",
      "  --release <id> lets a held message through: stored as a normal message and notified",
      "",
    ].join("\n"),
  );
  process.exit(0);
}
const kind = args.includes("--newsletter") ? "newsletter" : args.includes("--spam") ? "held" : "contact";
const history = kind !== "newsletter" || args.includes("--all");
const config = readServerConfig();
if (!config.DATABASE_URL && !existsSync(config.DATA_DIR)) {
  // A typo in DATA_DIR, or DATABASE_URL missing from this shell, must not look like an empty inbox.
  process.stderr.write(
    `DATA_DIR ${resolve(config.DATA_DIR)} does not exist: set DATA_DIR (or DATABASE_URL) as the server has it.\n`,
  );
  process.exit(1);
}
const fail = (message: string): never => {
  process.stderr.write(`inbox: ${message}\n`);
  process.exit(1);
};

/** `--release <id>`: opens the store, releases the message and queues its notification; prints the stored record. */
async function release(id: string) {
  const opened = await openStore(config, { log: (line) => process.stderr.write(`${line}\n`) }).catch((error: unknown) =>
    fail(error instanceof Error ? error.message : String(error)),
  );
  // The site module reads the configuration the line above provided: imported only now.
  const [{ site }, { configuredNotifier }] = await Promise.all([import("../app/site"), import("../server/notify")]);
  const notifier = configuredNotifier(config, site, opened.outbox, (line) => process.stderr.write(`${line}\n`));
  try {
    if (!notifier.enabled)
      process.stderr.write("inbox: no notification channel in this environment (SMTP_URL, NOTIFY_WEBHOOK_URL)\n");
    const record = await releaseHeld({ store: opened, id, queue: notifier.queue });
    return record ?? fail(`no held message has the id ${id} (npm run inbox -- --spam lists them)`);
  } finally {
    await notifier.stop();
    await opened.close();
  }
}

const releaseAt = args.indexOf("--release");
if (releaseAt >= 0) {
  const id = args[releaseAt + 1];
  if (!id || id.startsWith("--")) fail("--release needs the id of a held message (npm run inbox -- --spam lists them)");
  const record = await release(id as string);
  process.stdout.write(`${JSON.stringify(record)}\n`);
  process.stderr.write(`inbox: released ${id}: stored as a contact message, and its notification queued\n`);
  process.exit(0);
}

let store: Store;
try {
  store = await openStore(config, { log: (line) => process.stderr.write(`${line}\n`) });
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
const { records: lines, problems } =
  kind === "newsletter"
    ? await store.newsletter.read()
    : kind === "held"
      ? await store.held.read()
      : await store.contacts.read();
await store.close();
const where = store.location;
const label = kind === "held" ? "held (likely spam)" : kind;

const records: object[] = history
  ? lines
  : [...foldSubscribers(lines as unknown as Record<string, unknown>[]).values()];

if (args.includes("--csv")) {
  // A held message's verdict in two columns of its own.
  const rows = records.map((record) => {
    const { verdict, ...rest } = record as Partial<HeldRecord>;
    return (verdict ? { ...rest, score: verdict.score, reasons: verdict.reasons.join("; ") } : record) as Record<
      string,
      unknown
    >;
  });
  const columns = [...new Set(rows.flatMap((record) => Object.keys(record)))];
  const cell = (value: unknown) => {
    // No raw control byte (a NUL stored before the collector refused them is written \x00); a message keeps its lines.
    const text = withLineFeeds(value === undefined || value === null ? "" : String(value)).replace(
      new RegExp(CONTROL, "gu"),
      (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`,
    );
    // Quote every cell; neutralise spreadsheet formulas a visitor could have typed (a tab or CR first too).
    return `"${(/^[=+\-@\t\r\n]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
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
      ? `No ${label} submissions in ${where}\n`
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
