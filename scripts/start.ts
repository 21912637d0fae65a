// `npm start`: serve the production build on PORT (default 3000). It builds first when there is no
// build or when the build's inputs changed since it was made (a `git pull`, an edit, another
// SITE_ORIGIN), and says in one line which it did, so it never serves a stale site. It never rebuilds
// build/ in place while another server runs from it (server/build-hold.ts): that server would go on
// serving pages, and a privacy policy, written for another configuration than its own.
import { execFileSync } from "node:child_process";
import { buildHolders } from "../server/build-hold";
import { buildInputsHash, staleReason } from "./build-id";
import { tsxArgs } from "./tsx";

const reason = staleReason();
const holders = reason ? buildHolders("build") : [];
if (reason && holders.length > 0) {
  console.log(
    `npm start: not rebuilding build/ (${reason}): a server is running from it (pid ${holders.join(", ")}); stop it first, then run npm start again (if none runs, remove build/running/).`,
  );
  process.exit(1);
} else if (reason) {
  console.log(`npm start: building first: ${reason}.`);
  execFileSync(process.execPath, tsxArgs("scripts/build.ts"), { stdio: "inherit" });
} else {
  console.log(`npm start: serving the current build (${buildInputsHash()}).`);
}
// The bundled server (plain JavaScript, made by the build above): importing it starts it.
await import(new URL("../build/server/index.mjs", import.meta.url).href);
