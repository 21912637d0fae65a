// Imports a TypeScript module of this repository from a plain Node script (`npm run inbox`,
// `npm run notify:test`), bundled on the spot by esbuild, so operator commands reuse the server's own
// code instead of a copy. The built server bundle cannot serve: importing it starts the server.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** `importSource("server/newsletter.ts")` → the module's exports. */
export async function importSource(path) {
  let esbuild;
  try {
    esbuild = await import("esbuild");
  } catch {
    process.stderr.write(`This command needs esbuild (a devDependency of this project): run npm install.\n`);
    process.exit(1);
  }
  const { outputFiles } = await esbuild.build({
    entryPoints: [fileURLToPath(new URL(`../${path}`, import.meta.url))],
    bundle: true,
    write: false,
    platform: "node",
    format: "esm",
    target: "node20",
    logLevel: "error",
    // Bundled CommonJS packages (nodemailer) call require() for Node's own modules.
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  });
  // A file, not a data: URL, so the bundle's require() (createRequire(import.meta.url)) works.
  const dir = mkdtempSync(join(tmpdir(), "brightlane-source-"));
  const file = join(dir, "module.mjs");
  writeFileSync(file, outputFiles[0].text);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
