// `npm run privacy -- --export <email>`: everything stored about the address (contact messages,
// newsletter events, notifications, earlier erasures), as JSON. `--erase <email>`: removes all of it
// from the store and prints the counts; only a suppression record holding a SHA-256 hash of the address
// stays (docs/decisions/0120-requests-about-a-persons-data.md).
// On PostgreSQL (DATABASE_URL) the command opens the store itself. On the JSONL store (DATA_DIR) it asks
// the running server when one holds DATA_DIR's lock (POST /internal/privacy on 127.0.0.1:PORT, with the
// token in DATA_DIR/privacy-token), so a record the server appends meanwhile is not lost and the
// server's memory forgets the address; with no server running, it opens the store itself.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { readServerConfig } from "../server/config";
import { PRIVACY_PATH, PRIVACY_TOKEN, PRIVACY_TOKEN_HEADER } from "../server/privacy";
import { LOCK_FILE } from "../server/store/jsonl";
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

/** The pid of the running server holding DATA_DIR's lock, if any. */
function runningServer(dataDir: string): number | undefined {
  const pid = Number.parseInt(readFileSync(join(dataDir, LOCK_FILE), "utf8").trim(), 10);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : undefined;
  }
}

async function throughServer(dataDir: string, pid: number): Promise<unknown> {
  const tokenFile = join(dataDir, PRIVACY_TOKEN);
  let token: string;
  try {
    token = readFileSync(tokenFile, "utf8").trim();
  } catch (error) {
    return fail(
      `the server (pid ${pid}) holds ${dataDir}, and its token ${tokenFile} cannot be read (${(error as Error).message}): run this as the server's user.`,
    );
  }
  const url = `http://127.0.0.1:${config.PORT}${PRIVACY_PATH}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", [PRIVACY_TOKEN_HEADER]: token },
      body: JSON.stringify({ action, email }),
    });
  } catch (error) {
    return fail(
      `the server (pid ${pid}) holds ${dataDir} but does not answer on ${url} (${(error as Error).message}): set PORT as the server has it.`,
    );
  }
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok)
    return fail(
      `the server answered ${response.status} on ${url}: ${body.error ?? "no such endpoint (an older build, or another PORT)"}`,
    );
  return body;
}

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
  const pid = existsSync(join(dataDir, LOCK_FILE)) ? runningServer(dataDir) : undefined;
  result = pid === undefined ? await directly() : await throughServer(dataDir, pid);
}
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
