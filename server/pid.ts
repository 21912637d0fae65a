import { existsSync, linkSync, readFileSync, statSync, unlinkSync, writeFileSync } from "node:fs";

/** Whether a process with this pid is running (alive but another user's counts): the locks and holds ask. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;
const unlinkIfThere = (file: string) => {
  try {
    unlinkSync(file);
  } catch (error) {
    if (code(error) !== "ENOENT") throw error;
  }
};
/** Blocks for `ms`: a lock is taken before anything else runs. */
export const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** The pid a lock file names, if it names one. */
export function lockHolder(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8"), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the lock file `file` (mode 0600, holding this pid) and answers undefined, or answers the live pid
 * holding it. The file is linked into place whole, so no reader ever sees it empty. A lock whose process has
 * ended (or our own pid, left from an earlier life as a container's pid 1) is taken over, one taker at a time
 * (whoever links `<file>.takeover`), and `onStale` is told whose it was.
 */
export function takeLock(file: string, onStale: (pid: number | undefined) => void = () => {}): number | undefined {
  const mine = `${file}.${process.pid}`;
  const takeover = `${file}.takeover`;
  writeFileSync(mine, `${process.pid}\n`, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 500; attempt++) {
      try {
        linkSync(mine, file);
        return undefined;
      } catch (error) {
        if (code(error) !== "EEXIST") throw error;
      }
      const holder = lockHolder(file);
      if (holder !== undefined && holder !== process.pid && isAlive(holder)) return holder;
      try {
        linkSync(mine, takeover);
      } catch (error) {
        if (code(error) !== "EEXIST") throw error;
        // Another start is taking it over; a takeover file older than a few seconds was left by a killed one.
        const since = statSync(takeover, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
        if (Date.now() - since > 5000) unlinkIfThere(takeover);
        sleepSync(20);
        continue;
      }
      try {
        // Still the stale holder's (not a fresh lock taken meanwhile): remove it, then link ours as above.
        if (existsSync(file) && lockHolder(file) === holder) {
          unlinkIfThere(file);
          onStale(holder);
        }
      } finally {
        unlinkIfThere(takeover);
      }
    }
    throw new Error(`${file}: could not be taken (it kept changing hands)`);
  } finally {
    unlinkIfThere(mine);
  }
}

/** Removes the lock file `file` when it is this process's. */
export function releaseLock(file: string) {
  if (lockHolder(file) === process.pid) unlinkIfThere(file);
}
