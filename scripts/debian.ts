// Installs Debian packages a test suite needs (Chromium, nginx) when they are missing and we are root,
// so the README's one test command works on a fresh machine.
import { execFileSync } from "node:child_process";

/**
 * True when `present()` holds, or after installing `packages` made it hold; otherwise says how to
 * install them (`hint`) and returns false. `recommends`: also the packages Debian recommends (Chromium's
 * fonts).
 */
export function ensureDebianPackages({
  name,
  packages,
  present,
  hint,
  recommends = false,
}: {
  name: string;
  packages: string[];
  present: () => boolean;
  hint?: string;
  recommends?: boolean;
}): boolean {
  if (present()) return true;
  if (process.getuid?.() !== 0) {
    console.error(`${name} is missing: apt-get install -y ${packages.join(" ")}${hint ? ` (${hint})` : ""}.`);
    return false;
  }
  console.log(`${name} is missing: installing Debian's ${packages.join(", ")}…`);
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", ...(recommends ? [] : ["--no-install-recommends"]), ...packages], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return present();
}
