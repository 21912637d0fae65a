/**
 * Which servers run from a build (docs/decisions/0121-retention.md): a server started from `build/server/`
 * writes its pid into `build/running/` and removes it when it stops, so `npm start` (scripts/start.ts)
 * never rebuilds `build/` in place under a running server: that would change the pages, and the privacy
 * policy, it serves without changing the configuration it runs with. A pid whose process has ended (a
 * killed server) holds nothing.
 */
import { existsSync, mkdirSync, readdirSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const RUNNING = "running";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The pids of the live servers running from the build in `buildDir`, other than this process. */
export function buildHolders(buildDir: string): number[] {
  const dir = join(buildDir, RUNNING);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => Number.parseInt(name, 10))
    .filter((pid) => Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid));
}

/**
 * Marks this process as running from the build in `buildDir` (when it is one: it has a build-id.json), until
 * the returned release is called or the process exits.
 */
export function holdBuild(buildDir: string): () => void {
  if (!existsSync(join(buildDir, "build-id.json"))) return () => {};
  const file = join(buildDir, RUNNING, String(process.pid));
  try {
    mkdirSync(join(buildDir, RUNNING), { recursive: true });
    writeFileSync(file, `${process.pid}\n`);
  } catch {
    // A read-only build: nothing rebuilds it in place either.
    return () => {};
  }
  const release = () => {
    process.off("exit", release);
    try {
      unlinkSync(file);
    } catch {
      // already gone
    }
  };
  process.on("exit", release);
  return release;
}
