// `npm start`: serve the production build on PORT (default 3000). It builds first when there is no
// build or when the build's inputs changed since it was made (a `git pull`, an edit, another
// SITE_ORIGIN), and says in one line which it did, so it never serves a stale site. It never rebuilds
// build/ in place while another server runs from it (server/build-hold.ts): that server would go on
// serving pages, and a privacy policy, written for another configuration than its own. Builds take
// build.lock (scripts/build-lock.ts): a start beside another one waits for its build, then serves that build.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildHolders } from "../server/build-hold";
import { buildInputsHash, staleReason } from "./build-id";
import { holdBuildLock } from "./build-lock";
import { tsxArgs } from "./tsx";

const releaseLock = await holdBuildLock("npm start");
const reason = staleReason();
const holders = reason ? buildHolders("build") : [];
if (reason && holders.length > 0) {
  console.log(
    `npm start: not rebuilding build/ (${reason}): a server is running from it (pid ${holders.join(", ")}). Stop it, then run npm start again: it rebuilds, then starts.`,
  );
  process.exit(1);
} else if (reason) {
  console.log(`npm start: building first: ${reason}.`);
  try {
    execFileSync(process.execPath, tsxArgs("scripts/build.ts"), { stdio: "inherit" });
  } catch {
    console.log("npm start: the build failed (its error is above); not starting.");
    process.exit(1);
  }
} else {
  console.log(`npm start: serving the current build (${buildInputsHash()}).`);
}
releaseLock();
// The bundled server (plain JavaScript, made by the build above, in this checkout): importing it starts it.
await import(pathToFileURL(join(process.cwd(), "build", "server", "index.mjs")).href);
