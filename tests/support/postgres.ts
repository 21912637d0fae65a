// A throwaway PostgreSQL cluster for the tests (docs/decisions/0114-postgresql-store.md): Debian's server
// binaries, installed when missing and we are root (as for Chromium and nginx), a cluster in a temporary
// directory on a free port, removed again on `stop()`. It never skips: when it cannot start a cluster it
// throws, saying why and what to install.
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { ensureDebianPackages } from "../../scripts/debian";
import { freePort } from "../../scripts/ports";

const VERSIONS_DIR = "/usr/lib/postgresql";

/** The newest installed server's bin directory (Debian: /usr/lib/postgresql/<version>/bin), if any. */
export function postgresBinaries(): string | undefined {
  if (!existsSync(VERSIONS_DIR)) return undefined;
  const versions = readdirSync(VERSIONS_DIR)
    .filter((version) => existsSync(join(VERSIONS_DIR, version, "bin", "initdb")))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions[0] === undefined ? undefined : join(VERSIONS_DIR, versions[0], "bin");
}

/** Installs Debian's PostgreSQL server when missing and we are root; false (with a hint) otherwise. */
export function ensurePostgres(): boolean {
  return ensureDebianPackages({
    name: "PostgreSQL",
    packages: ["postgresql"],
    present: () => postgresBinaries() !== undefined,
    hint: "the store's tests start a throwaway cluster with its initdb and pg_ctl",
  });
}

export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:<port>/<database>: a database of its own, empty. */
  url: string;
  /** Another new, empty database on the same cluster. */
  createDatabase(name?: string): Promise<string>;
  /** Stops the server, keeping its data (a database that went away). */
  halt(): Promise<void>;
  /** Starts it again on the same port. */
  resume(): Promise<void>;
  /** Stops the server and removes everything. */
  stop(): Promise<void>;
}

let databases = 0;

/**
 * Starts a cluster of its own in a temporary directory on a free port, with one empty database. Tests
 * run it with fsync off (a test cluster need not survive a crash); `durable: true` keeps PostgreSQL's
 * defaults, so a commit is flushed to disk as in production (the collector's load figure,
 * tests/bench/collector-load.ts, compares it with SQLite, which flushes every commit).
 */
export async function startPostgres({ durable = false }: { durable?: boolean } = {}): Promise<TestPostgres> {
  if (postgresBinaries() === undefined) ensurePostgres();
  const bin = postgresBinaries();
  if (bin === undefined) {
    throw new Error(
      `PostgreSQL is missing: no ${VERSIONS_DIR}/*/bin/initdb. Install Debian's postgresql (apt-get install -y postgresql), or run the tests as root to have it installed.`,
    );
  }
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), "brightlane-pg-"));
  // initdb refuses to run as root: the cluster belongs to the postgres user Debian's package creates.
  if (root) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const [cmd, argv] = root
      ? ["runuser", ["-u", "postgres", "--", join(bin, tool), ...args]]
      : [join(bin, tool), args];
    try {
      return execFileSync(cmd, argv, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    } catch (error) {
      const { stderr = "", stdout = "" } = error as { stderr?: string; stdout?: string };
      const log = existsSync(join(dir, "log")) ? readFileSync(join(dir, "log"), "utf8").slice(-2000) : "";
      throw new Error(`PostgreSQL test cluster: ${tool} ${args.join(" ")} failed:\n${stderr}${stdout}${log}`, {
        cause: error,
      });
    }
  };
  const data = join(dir, "data");
  const port = await freePort();
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync", "--no-instructions"]);
  // Only on 127.0.0.1, its socket in its own directory; fsync off unless durable.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${durable ? "" : " -c fsync=off -c full_page_writes=off"}`;
  const start = () => run("pg_ctl", ["-D", data, "-l", join(dir, "log"), "-o", options, "-w", "-t", "60", "start"]);
  const halt = () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  start();
  let running = true;
  const cleanUp = () => {
    if (running) {
      running = false;
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } catch {
        // Already stopped.
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once("exit", cleanUp);

  const base = `postgres://postgres@127.0.0.1:${port}`;
  const createDatabase = async (name = `test_${process.pid}_${(databases += 1)}`) => {
    const client = new pg.Client({ connectionString: `${base}/postgres` });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
    } finally {
      await client.end();
    }
    return `${base}/${name}`;
  };
  const url = await createDatabase();
  return {
    url,
    createDatabase,
    halt: async () => {
      halt();
      running = false;
    },
    resume: async () => {
      start();
      running = true;
    },
    stop: async () => {
      process.removeListener("exit", cleanUp);
      cleanUp();
    },
  };
}
