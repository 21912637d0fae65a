// `npm run build`: prerender the site, finish build/client for static hosting, bundle the server.
import { execFileSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { build, type BuildOptions } from "esbuild";
import { buildConfig, ConfigError } from "../app/lib/config.server";
import { ContentError } from "../app/lib/content-files.server";
import { oversizeMedia } from "../app/lib/media.server";
import { redirects } from "../server/rules";
import { BUILD_ID_FILE, buildInputsHash } from "./build-id";
import { holdBuildLock } from "./build-lock";

const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: "inherit" });

// A bad variable stops the build in one line naming it, before the previous build is deleted
// (docs/decisions/0107-configuration-and-collector.md).
// A content file that breaks its schema does too, naming the file, the field and the rule (decision 0145),
// and a menu or footer link to a page the site does not have (decision 0155).
try {
  buildConfig();
  // Imported here: the content modules read the register of terms as they load, so its error is caught too.
  const { checkContent } = await import("../app/lib/content");
  const { prerenderPaths } = await import("../app/pages");
  checkContent();
  // An upload over the editor's limit (a file copied into the media folder by hand) stops the build too.
  const oversize = oversizeMedia();
  if (oversize.length > 0) throw new ContentError(oversize.join("\n"));
  // Imported once the files are known to be valid: it reads the navigation file as it loads.
  const { checkNavigationLinks } = await import("../app/lib/navigation.server");
  checkNavigationLinks(
    prerenderPaths(),
    redirects.map((redirect) => redirect.from),
  );
} catch (error) {
  if (!(error instanceof ConfigError) && !(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}

await holdBuildLock("build");
rmSync("build", { recursive: true, force: true });
// Hashed before building, so an edit made while the build runs makes the next start rebuild.
const id = buildInputsHash();
run(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"]);

const common: BuildOptions = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  logLevel: "warning",
  // CommonJS dependencies bundled into ESM may still call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as bundledRequire } from 'node:module'; const require = bundledRequire(import.meta.url);",
  },
};
await build({
  ...common,
  entryPoints: ["scripts/postbuild.ts"],
  outfile: "build/.postbuild.mjs",
  // Native and WebAssembly renderers of the share images, and esbuild (the browser bundle), load from
  // node_modules as they are.
  external: ["@resvg/resvg-js", "satori", "esbuild"],
});
run(process.execPath, ["build/.postbuild.mjs"]);
rmSync("build/.postbuild.mjs");

rmSync("build/server", { recursive: true, force: true });
await build({
  ...common,
  entryPoints: ["server/main.ts"],
  outfile: "build/server/index.mjs",
  // SQLite's native module loads from node_modules as npm built it.
  external: ["better-sqlite3"],
});
writeFileSync(BUILD_ID_FILE, `${JSON.stringify({ id, builtAt: new Date().toISOString() })}\n`);
console.log(`build: server bundled to build/server/index.mjs; build id ${id}`);
