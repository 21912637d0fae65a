// `npm run store:transfer -- --from <store> --to <store> [--merge]`: transfers one store into another
// (server/store/transfer.ts says what is transferred). A store is a postgres:// URL, an SQLite file or the DATA_DIR holding
// store.sqlite, or, to transfer from only, `jsonl:<dir>`: the JSONL files of the store before SQLite
// (docs/decisions/0141-moving-from-the-jsonl-files.md). It is the backup and the restore of both engines and
// the move between them; it runs beside a server using either store.
import { parseArgs } from "node:util";
import { TransferRefused, transferStore } from "../server/store/transfer";
import { describeTarget, markImported, openStoreAt } from "../server/store/open";
import { StoreUnavailable } from "../server/store/store";

async function main() {
  const usage =
    "Usage: npm run store:transfer -- --from <file|DATA_DIR|jsonl:<dir>|postgres://…> --to <file|DATA_DIR|postgres://…> [--merge]";
  // An unknown option (--help among them) answers with the usage, not a stack trace.
  const { values } = parseArgs({
    options: {
      from: { type: "string" },
      to: { type: "string" },
      merge: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
    strict: false,
  });
  const { from: source, to: target } = values;
  if (values.help || typeof source !== "string" || typeof target !== "string") {
    (values.help ? console.log : console.error)(usage);
    process.exit(values.help ? 0 : 2);
  }
  if (describeTarget(source) === describeTarget(target)) {
    console.error(`--from and --to are the same store (${describeTarget(source)}).`);
    process.exit(2);
  }
  const from = await openStoreAt(source, { source: true });
  try {
    const to = await openStoreAt(target);
    try {
      const counts = await transferStore(from, to, { merge: values.merge === true });
      // npm start on that DATA_DIR then knows its JSONL files are in.
      if (from.location.startsWith("jsonl:")) await markImported(to, from.location);
      console.log(`Transferred ${from.location} into ${to.location}:`);
      for (const kind of ["contacts", "held", "newsletter", "outbox"] as const) {
        console.log(`  ${kind}: ${counts[kind].transferred} transferred, ${counts[kind].present} already there`);
      }
      for (const kind of ["erasures", "submissions"] as const)
        console.log(`  ${kind}: ${counts[kind].transferred} transferred, ${counts[kind].present} already there`);
      if (counts.held.released > 0)
        console.log(`  held: ${counts.held.released} released in the source since, released here too`);
      if (counts.outbox.settled > 0)
        console.log(`  outbox: ${counts.outbox.settled} sent by the source since, marked sent`);
      console.log(
        `  secrets: ${counts.secrets.transferred} transferred${counts.secrets.present ? `, ${counts.secrets.present} kept the target's` : ""}${counts.secrets.missing ? `, ${counts.secrets.missing} not in the source` : ""}`,
      );
      if (counts.problems.length > 0) {
        console.error(`${counts.problems.length} records in the source could not be read and were not transferred:`);
        for (const problem of counts.problems) console.error(`  ${problem.where}: ${problem.reason}`);
        process.exitCode = 1;
      }
    } finally {
      await to.close();
    }
  } finally {
    await from.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof TransferRefused || error instanceof StoreUnavailable ? error.message : error);
    process.exit(1);
  });
}
