// What a build was made from: a hash of its inputs (the app, the server, public files, the scripts and
// configuration that build, the lockfile, and the build-time variables), so `npm start` can tell a
// current build from a stale one and never serves a stale site.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import {
  BUILD_FLAGS,
  BUILD_VARIABLES as BUILD_SCHEMA,
  buildConfig,
  buildFlags,
  type Environment,
} from "../app/lib/config.server";

/** Folders and files whose content decides what the build contains. */
export const BUILD_INPUTS = [
  "app",
  "server",
  "public",
  "scripts/build.ts",
  "scripts/build-id.ts",
  "scripts/postbuild.ts",
  "scripts/client-bundle.ts",
  "scripts/share-images.ts",
  "scripts/nginx.ts",
  "scripts/search-index.ts",
  "scripts/admin-bundle.ts",
  "scripts/files.ts",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];

/**
 * Build-time variables: every variable of the build's schema (app/lib/config.server.ts) by value, NODE_ENV
 * aside (Vite sets it for its own run, and the start's may differ without changing the build), and whether
 * the notification channels are set (the privacy policy names them), never their secret values.
 */
export const BUILD_VARIABLES = (Object.keys(BUILD_SCHEMA) as (keyof typeof BUILD_SCHEMA)[]).filter(
  (name) => name !== "NODE_ENV",
);

/** Files that do not change the build: tests, and what the build itself generates. */
const IGNORED = /(?:\.test\.tsx?$|\.spec\.tsx?$|icons\.generated\.svg$|(?:^|\/)\.DS_Store$)/;

function files(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full)
    .sort()
    .flatMap((name) => files(root, join(path, name)));
}

/** The hash of a tree's build inputs under `env` (the process's environment by default; hex, 16 characters). */
export function buildInputsHash(root = process.cwd(), env?: Environment): string {
  const config = buildConfig(env);
  const flags = buildFlags(env);
  const hash = createHash("sha256");
  for (const path of BUILD_INPUTS.flatMap((input) => files(root, input))) {
    const name = relative(root, join(root, path)).split(sep).join("/");
    if (IGNORED.test(name)) continue;
    hash
      .update(`${name}\0`)
      .update(readFileSync(join(root, path)))
      .update("\0");
  }
  for (const key of BUILD_VARIABLES) hash.update(`${key}=${JSON.stringify(config[key] ?? "")}\0`);
  for (const key of BUILD_FLAGS) hash.update(`${key}?${flags[key] ? "set" : ""}\0`);
  return hash.digest("hex").slice(0, 16);
}

export const BUILD_ID_FILE = "build/build-id.json";

/** The id recorded by the last build, or undefined when there is no complete build. */
export function recordedBuildId(root = process.cwd()): string | undefined {
  const file = join(root, BUILD_ID_FILE);
  if (!existsSync(file) || !existsSync(join(root, "build/server/index.mjs"))) return undefined;
  try {
    const { id } = JSON.parse(readFileSync(file, "utf8")) as { id?: unknown };
    return typeof id === "string" ? id : undefined;
  } catch {
    return undefined;
  }
}

/** Why `npm start` must build first, or undefined when the build is current. */
export function staleReason(root = process.cwd(), env?: Environment): string | undefined {
  const recorded = recordedBuildId(root);
  if (recorded === undefined) return "no complete build found";
  const current = buildInputsHash(root, env);
  return recorded === current ? undefined : `the build (${recorded}) is older than its inputs (${current})`;
}
