// `npm run privacy -- --export <email>`: everything stored about the address (contact messages,
// newsletter events, notifications, earlier erasures), as JSON. `--erase <email>`: removes all of it
// from the store and prints the counts; only a suppression record holding a SHA-256 hash of the address
// stays (docs/decisions/0120-requests-about-a-persons-data.md).
// On PostgreSQL (DATABASE_URL) the command opens the store itself. On the JSONL store (DATA_DIR) it asks
// the running server when one holds DATA_DIR's lock (POST /internal/privacy on 127.0.0.1:PORT, with the
// token in DATA_DIR/privacy-token), so a record the server appends meanwhile is not lost and the
// server's memory forgets the address; with no server running, it opens the store itself
// (scripts/through-server.ts).
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { readServerConfig } from "../server/config";
import { openStore } from "../server/store/open";
import { askServer, runningServer } from "./through-server";

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

let result: unknown;
if (config.DATABASE_URL) {
  result = await directly();
} else {
  const dataDir = resolve(config.DATA_DIR);
  if (!existsSync(dataDir))
    fail(`DATA_DIR ${dataDir} does not exist: set DATA_DIR (or DATABASE_URL) as the server has it.`);
  const pid = runningServer(dataDir);
  result =
    pid === undefined
      ? await directly()
      : await askServer({ dataDir, port: config.PORT, pid }, { action, email }, fail);
}
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
