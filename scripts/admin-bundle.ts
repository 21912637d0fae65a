/**
 * The content editor's code (Decap CMS's prebuilt bundle, docs/decisions/0150-content-editor.md): copied
 * from node_modules, never committed and never from a CDN. Before any byte is copied, the package's
 * tarball in npm's cache must hash to the lockfile's integrity, and every file copied must equal that
 * tarball's; anything else refuses the build.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";

export const ADMIN_PACKAGE = "decap-cms";
const DIST = join("node_modules", ADMIN_PACKAGE, "dist");

/** The bundle's files the editor loads: its entry, the chunks it loads on demand, their WebAssembly and licence. */
export const isAdminAsset = (name: string) =>
  /^(?:\d+\.)?decap-cms\.js$/.test(name) || /^[0-9a-f]+\.wasm$/.test(name) || name === "decap-cms.js.LICENSE.txt";

export class AdminBundleError extends Error {}

/** The version package.json pins exactly and the lockfile's entry for it. */
function locked(cwd: string) {
  const manifest = JSON.parse(readFileSync(join(cwd, "package.json"), "utf8")) as {
    devDependencies?: Record<string, string>;
    dependencies?: Record<string, string>;
  };
  const pinned = manifest.devDependencies?.[ADMIN_PACKAGE] ?? manifest.dependencies?.[ADMIN_PACKAGE];
  if (!pinned || !/^\d+\.\d+\.\d+$/.test(pinned))
    throw new AdminBundleError(`package.json must pin ${ADMIN_PACKAGE} to an exact version (has ${pinned ?? "none"})`);
  const lock = JSON.parse(readFileSync(join(cwd, "package-lock.json"), "utf8")) as {
    packages: Record<string, { version?: string; integrity?: string }>;
  };
  const entry = lock.packages[`node_modules/${ADMIN_PACKAGE}`];
  if (entry?.version !== pinned || !entry.integrity?.startsWith("sha512-"))
    throw new AdminBundleError(`package-lock.json has no sha512 integrity for ${ADMIN_PACKAGE}@${pinned}`);
  const installed = (
    JSON.parse(readFileSync(join(cwd, "node_modules", ADMIN_PACKAGE, "package.json"), "utf8")) as { version: string }
  ).version;
  if (installed !== pinned)
    throw new AdminBundleError(
      `node_modules has ${ADMIN_PACKAGE}@${installed}, package.json pins ${pinned}: run npm install`,
    );
  return { version: pinned, integrity: entry.integrity };
}

/** npm's content-addressed cache keeps each tarball under the hex of its integrity. */
function cachedTarball(integrity: string): string {
  const hex = Buffer.from(integrity.slice("sha512-".length), "base64").toString("hex");
  let cache = join(homedir(), ".npm");
  try {
    cache = execFileSync("npm", ["config", "get", "cache"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    // npm itself not on PATH: its default cache.
  }
  return join(cache, "_cacache", "content-v2", "sha512", hex.slice(0, 2), hex.slice(2, 4), hex.slice(4));
}

/**
 * Checks the installed bundle against the lockfile and returns its files (absolute paths, by name).
 * Throws AdminBundleError on any mismatch.
 */
export function verifiedAdminAssets(cwd = process.cwd()): Map<string, string> {
  const { version, integrity } = locked(cwd);
  const tarball = cachedTarball(integrity);
  // A cache cleaned since the install (a slim container image): fetch the tarball back once, then check it.
  if (!existsSync(tarball)) {
    try {
      execFileSync("npm", ["cache", "add", `${ADMIN_PACKAGE}@${version}`], { stdio: ["ignore", "ignore", "pipe"] });
    } catch {
      // Offline: the message below says what to run.
    }
  }
  if (!existsSync(tarball))
    throw new AdminBundleError(
      `${ADMIN_PACKAGE}@${version}'s tarball is not in npm's cache: run \`npm cache add ${ADMIN_PACKAGE}@${version}\``,
    );
  const actual = `sha512-${createHash("sha512").update(readFileSync(tarball)).digest("base64")}`;
  if (actual !== integrity)
    throw new AdminBundleError(
      `${ADMIN_PACKAGE}@${version}: the tarball hashes to ${actual}, the lockfile says ${integrity}`,
    );

  const dist = join(cwd, DIST);
  const names = readdirSync(dist).filter(isAdminAsset);
  if (!names.includes("decap-cms.js")) throw new AdminBundleError(`${DIST}/decap-cms.js is missing`);
  const scratch = mkdtempSync(join(tmpdir(), "admin-bundle-"));
  try {
    execFileSync("tar", ["-xzf", tarball, "-C", scratch, ...names.map((name) => `package/dist/${name}`)], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    for (const name of names) {
      const installed = readFileSync(join(dist, name));
      if (!installed.equals(readFileSync(join(scratch, "package", "dist", name))))
        throw new AdminBundleError(`${DIST}/${name} differs from ${ADMIN_PACKAGE}@${version} as locked: run npm ci`);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return new Map(names.map((name) => [name, join(dist, name)]));
}

/** Copies the verified bundle into the built site's /admin/ (build/client/admin). */
export function copyAdminBundle(adminDir: string, cwd = process.cwd()): string[] {
  const assets = verifiedAdminAssets(cwd);
  mkdirSync(adminDir, { recursive: true });
  for (const [name, file] of assets) copyFileSync(file, join(adminDir, name));
  return [...assets.keys()];
}
