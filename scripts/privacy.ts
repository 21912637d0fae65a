// `npm run privacy -- --export <email>`: everything stored about the address (contact messages,
// newsletter events, notifications, earlier erasures), as JSON. `--erase <email>`: removes all of it
// from the store and prints the counts; only a suppression record holding a SHA-256 hash of the address
// stays (docs/decisions/0120-requests-about-a-persons-data.md).
// It opens the store itself, beside a running server: an erase is one transaction.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { readServerConfig } from "../server/config";
import { openStore } from "../server/store/open";

const usage = "npm run privacy -- --export <email> | --erase <email>";
const args = process.argv.slice(2);
const action = args[0] === "--export" ? "export" : args[0] === "--erase" ? "erase" : undefined;
const email = args[1] ?? "";
if (args.includes("--help") || !action || !email || !email.includes("@") || args.length !== 2) {
  process.stderr.write(`${usage}\n`);
  process.exit(args.includes("--help") ? 0 : 2);
}
const fail = (message: string): never => {
  process.stderr.write(`privacy: ${message}\n`);
  process.exit(1);
};

const config = readServerConfig();

async function directly(): Promise<unknown> {
  const store = await openStore(config, { log: (line) => process.stderr.write(`${line}\n`) }).catch((error: unknown) =>
    fail(error instanceof Error ? error.message : String(error)),
  );
  try {
    return action === "export" ? await store.personal.find(email) : await store.personal.erase(email);
  } finally {
    await store.close();
  }
}

if (!config.DATABASE_URL && !existsSync(resolve(config.DATA_DIR)))
  fail(`DATA_DIR ${resolve(config.DATA_DIR)} does not exist: set DATA_DIR (or DATABASE_URL) as the server has it.`);
process.stdout.write(`${JSON.stringify(await directly(), null, 2)}\n`);
