// `npm start`: serve the production build on PORT (default 3000), building it first if missing.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("build/server/index.mjs") || !existsSync("build/client/index.html")) {
  console.log("No build found: building first (npm run build)…");
  execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
}
await import("../build/server/index.mjs");
