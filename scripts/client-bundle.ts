/**
 * The browser's code (docs/decisions/0105-static-by-default.md): `app/client/boot.ts` and what it loads on
 * demand, bundled by esbuild into build/client/assets with hashed names. Vite's own client bundle is for
 * hydration, which no page does, so it is removed.
 */
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import { basename, join, parse, relative } from "node:path";
import { build, type BuildOptions, type Plugin } from "esbuild";
import { siteDefines } from "../app/lib/config.server";
import { BOOT_SOURCE } from "../app/lib/client-entry";

/** The same build-time constants vite.config.ts inlines into the prerender. */
function defines(): Record<string, string> {
  return {
    ...siteDefines(),
    "import.meta.env.SSR": "false",
    "import.meta.env.DEV": "false",
    "import.meta.env.PROD": "true",
    "process.env.NODE_ENV": '"production"',
  };
}

/**
 * `import url from "./file.svg?url"`: the URL Vite gave the same file (its `name-hash.ext` in
 * assets/), so a page and its islands share one copy of the icon sprite.
 */
function viteAssetUrls(assets: string): Plugin {
  const files = readdirSync(assets);
  return {
    name: "vite-asset-urls",
    setup(esbuild) {
      esbuild.onResolve({ filter: /\?url$/ }, (args) => ({
        path: basename(args.path.replace(/\?url$/, "")),
        namespace: "vite-url",
      }));
      esbuild.onLoad({ filter: /.*/, namespace: "vite-url" }, (args) => {
        const { name, ext } = parse(args.path);
        const file = files.find((candidate) => candidate.startsWith(`${name}-`) && candidate.endsWith(ext));
        if (!file) throw new Error(`${args.path}: Vite wrote no such asset into ${assets}`);
        return { contents: `export default ${JSON.stringify(`/assets/${file}`)}`, loader: "js" };
      });
    },
  };
}

/**
 * `import url from "./worker.ts?worker&url"` (Vite's syntax, which the dev server serves as it is): the
 * worker is bundled on its own into assets/ as `<name>-worker-<hash>.js`, and the import is its URL. A
 * worker is then a file from the site's origin, allowed by the pages' `script-src 'self'` (no blob: or
 * inline worker), and never part of what a page loads before use (docs/decisions/0123-our-own-challenge-solver.md).
 */
function workerUrls(assets: string, options: BuildOptions): Plugin {
  return {
    name: "worker-urls",
    setup(esbuild) {
      esbuild.onResolve({ filter: /\?worker&url$/ }, (args) => ({
        path: join(args.resolveDir, args.path.replace(/\?worker&url$/, "")),
        namespace: "worker-url",
      }));
      esbuild.onLoad({ filter: /.*/, namespace: "worker-url" }, async (args) => {
        const worker = await build({
          ...options,
          entryPoints: [args.path],
          splitting: false,
          outdir: assets,
          entryNames: "[name]-worker-[hash]",
          metafile: true,
        });
        const [file, output] = Object.entries(worker.metafile.outputs)[0] ?? [];
        if (!file || !output) throw new Error(`${args.path}: the worker was not bundled`);
        return {
          contents: `export default ${JSON.stringify(`/assets/${basename(file)}`)}`,
          loader: "js",
          watchFiles: Object.keys(output.inputs),
        };
      });
    },
  };
}

/** Beside build/client (not served): each per-page feature's bundled file, by feature name. */
export const CLIENT_FEATURES_FILE = "client-features.json";

/** Bundles the browser's code into `root/assets` and returns the boot module's URL. */
export async function bundleClient(root: string): Promise<{ boot: string }> {
  const assets = join(root, "assets");
  // Vite's JavaScript exists for hydration, which no page does.
  for (const file of readdirSync(assets)) if (file.endsWith(".js")) rmSync(join(assets, file));
  // What the page's modules and the workers are bundled with.
  const common: BuildOptions = {
    bundle: true,
    format: "esm",
    platform: "browser",
    target: ["chrome111", "firefox115", "safari16.4"],
    minify: true,
    legalComments: "none",
    jsx: "automatic",
    alias: { "~": "./app" },
    define: defines(),
    logLevel: "warning",
  };
  const result = await build({
    ...common,
    entryPoints: { boot: BOOT_SOURCE.slice(1) },
    splitting: true,
    outdir: assets,
    entryNames: "[name]-[hash]",
    chunkNames: "[name]-[hash]",
    assetNames: "[name]-[hash]",
    publicPath: "/assets",
    metafile: true,
    plugins: [viteAssetUrls(assets), workerUrls(assets, common)],
  });
  const url = (file: string) => `/${relative(root, file).split("\\").join("/")}`;
  const outputs = Object.entries(result.metafile.outputs);
  const boot = outputs.find(([, output]) => output.entryPoint === BOOT_SOURCE.slice(1));
  if (!boot) throw new Error("the boot module was not bundled");
  // Which file holds each per-page feature (the budget test weighs the ones a page starts at load).
  const features: Record<string, string> = {};
  for (const [file, output] of outputs)
    for (const input of Object.keys(output.inputs)) {
      const name = /^app\/client\/features\/([a-z-]+)\.ts$/.exec(input)?.[1];
      if (name) features[name] = url(file);
    }
  writeFileSync(join(root, "..", CLIENT_FEATURES_FILE), `${JSON.stringify(features, null, 2)}\n`);
  return { boot: url(boot[0]) };
}
