// What a first visit to a prerendered page downloads before the visitor does anything, gzipped: its
// HTML, the JavaScript it loads on its own (the boot module and the chunks it imports statically, plus
// any per-page feature marked eager) and its stylesheets. Shared by the benchmark and the budget test.
// Code loaded on first use (a feature on intent, an island) is weighed by `moduleWeight`.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";

export const BUDGETS = {
  // Gzipped bytes per page (KB = 1024 bytes, as the benchmark prints them), decision 0105.
  js: 5 * 1024,
  css: 20 * 1024,
  html: 25 * 1024,
  // An island's first use: its code and everything it imports (React included).
  island: 80 * 1024,
};

const gz = (buffer: Buffer) => gzipSync(buffer, { level: 9 }).length;

/** The build file behind a prerendered path ("/services" → build/client/services/index.html). */
export function htmlFileFor(root: string, path: string): string {
  // The prerendered 404 pages are moved to `<path>.html` by the postbuild (/404, /technologies/404).
  if (path.endsWith("/404")) return join(root, `${path.slice(1)}.html`);
  return path === "/" ? join(root, "index.html") : join(root, path, "index.html");
}

/**
 * A bundled module's imports: static ones (`import"x.js"`, `from"x.js"`) and dynamic ones, each either
 * site-absolute (`/assets/…`, as scripts/client-bundle.ts writes them) or relative to the module.
 */
function importsOf(root: string, src: string) {
  const code = readFileSync(join(root, src), "utf8");
  const resolve = (matches: RegExpMatchArray[]) =>
    matches.map((match) => {
      const target = match[1] ?? "";
      return (target.startsWith("/") ? target.slice(1) : join(dirname(src), target)).split("\\").join("/");
    });
  return {
    static: resolve([...code.matchAll(/(?:\bfrom|\bimport)\s*"((?:\.\/|\/)[^"]+\.js)"/g)]),
    dynamic: resolve([...code.matchAll(/\bimport\(\s*"((?:\.\/|\/)[^"]+\.js)"\s*\)/g)]),
  };
}

/** Every module a module loads: its static imports, and its dynamic ones too when `dynamic` is set. */
export function moduleGraph(root: string, src: string, { dynamic = false }: { dynamic?: boolean } = {}): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(join(root, file))) return;
    seen.add(file);
    const { static: loaded, dynamic: later } = importsOf(root, file);
    for (const next of dynamic ? [...loaded, ...later] : loaded) visit(next);
  };
  visit(src.replace(/^\//, ""));
  return [...seen].map((file) => `/${file}`);
}

/** Gzipped bytes of a module and all it loads with it. */
export function moduleWeight(root: string, src: string, options?: { dynamic?: boolean }): number {
  return moduleGraph(root, src, options).reduce((sum, file) => sum + gz(readFileSync(join(root, file))), 0);
}

/** The bundled module of a per-page feature, from the list the postbuild writes beside the site. */
export function featureModule(root: string, name: string): string {
  const features = JSON.parse(readFileSync(join(root, "..", "client-features.json"), "utf8")) as Record<string, string>;
  const bundled = features[name];
  if (!bundled) throw new Error(`no bundled module for the feature "${name}"`);
  return bundled;
}

/** The features a page starts at load (`data-feature-eager`) rather than on first use. */
function eagerFeatures(html: string): string[] {
  return [...html.matchAll(/<[^>]*\sdata-feature-eager[^>]*>/g)].flatMap(
    (tag) => /\sdata-feature="([^"]+)"/.exec(tag[0])?.[1] ?? [],
  );
}

export function pageWeight(root: string, path: string): { html: number; js: number; css: number; scripts: string[] } {
  const html = readFileSync(htmlFileFor(root, path));
  const text = html.toString("utf8");
  const refs = (pattern: RegExp) => [...new Set([...text.matchAll(pattern)].flatMap((match) => match[1] ?? []))];
  const entries = [
    ...refs(/<script[^>]*\s(?:src|data-boot)="([^"]+)"/g),
    ...eagerFeatures(text).map((name) => featureModule(root, name)),
  ];
  const scripts = [...new Set(entries.flatMap((entry) => moduleGraph(root, entry)))];
  const styles = refs(/<link rel="stylesheet" href="([^"]+)"/g);
  const size = (list: string[]) =>
    [...new Set(list)]
      .map((ref) => join(root, ref))
      .filter((file) => existsSync(file))
      .reduce((sum, file) => sum + gz(readFileSync(file)), 0);
  return { html: gz(html), js: size(scripts), css: size(styles), scripts };
}
