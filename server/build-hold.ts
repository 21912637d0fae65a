/**
 * Which servers run from a build (docs/decisions/0121-retention.md): each writes its pid into
 * `build/running/`, so `npm start` never rebuilds under a running server, which would then serve pages
 * and a privacy policy written for another configuration. A pid whose process has ended holds nothing.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { isAlive } from "./pid";

const RUNNING = "running";

/** The pids of the live servers running from the build in `buildDir`, other than this process. */
export function buildHolders(buildDir: string): number[] {
  const dir = join(buildDir, RUNNING);
  if (!existsSync(dir)) return [];
  const here = realpathSync(buildDir);
  const holds = (name: string) => {
    try {
      return readFileSync(join(dir, name), "utf8").split("\n")[1] === here;
    } catch {
      return false;
    }
  };
  return readdirSync(dir)
    .map((name) => Number.parseInt(name, 10))
    .filter((pid) => Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) && holds(String(pid)));
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
    writeFileSync(file, `${process.pid}\n${realpathSync(buildDir)}\n`);
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
