// One build at a time in a checkout: `npm run build` and `npm start` (when it builds) hold build.lock
// (server/pid.ts's takeLock) and wait while another live process holds it, so two starts on a stale build
// never rebuild build/ over each other. The build `npm start` runs (its child) works under its parent's lock.
import { lockHolder, releaseLock, takeLock } from "../server/pid";

export const BUILD_LOCK = "build.lock";

/** Takes build.lock, waiting (and saying so once, as `who`) while another build holds it; answers its release. */
export async function holdBuildLock(who: string): Promise<() => void> {
  if (lockHolder(BUILD_LOCK) === process.ppid) return () => {};
  let waiting = false;
  for (;;) {
    const holder = takeLock(BUILD_LOCK, (pid) =>
      console.log(`${who}: took over ${BUILD_LOCK} from pid ${pid ?? "unknown"}, a build no longer running.`),
    );
    if (holder === undefined) break;
    if (!waiting) console.log(`${who}: waiting for the build another process is making (pid ${holder}).`);
    waiting = true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const release = () => {
    process.off("exit", release);
    releaseLock(BUILD_LOCK);
  };
  process.on("exit", release);
  return release;
}
