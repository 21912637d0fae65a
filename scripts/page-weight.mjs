// What a first visit to a prerendered page downloads, gzipped: its HTML, the JavaScript it loads
// (entry scripts and module preloads) and its stylesheets. Shared by the benchmark and the budget test.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export const BUDGETS = {
  // Gzipped bytes per page (KB = 1024 bytes, as the benchmark prints them). React DOM and React Router
  // are about 107 KB of the JavaScript, so a page has about 13 KB for the shell and its own sections.
  js: 120 * 1024,
  css: 20 * 1024,
  html: 30 * 1024,
};

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** The build file behind a prerendered path ("/services" → build/client/services/index.html). */
export function htmlFileFor(root, path) {
  // The prerendered 404 pages are moved to `<path>.html` by the postbuild (/404, /technologies/404).
  if (path.endsWith("/404")) return join(root, `${path.slice(1)}.html`);
  return path === "/" ? join(root, "index.html") : join(root, path, "index.html");
}

export function pageWeight(root, path) {
  const html = readFileSync(htmlFileFor(root, path));
  const text = html.toString("utf8");
  const refs = (pattern) => [...new Set([...text.matchAll(pattern)].map((match) => match[1]))];
  // Every module the page's scripts load or preload (scripts/critical-path.ts lists them in its
  // module script), plus any classic script file.
  const scripts = [...refs(/"(\/assets\/[^"]+\.js)"/g), ...refs(/<script[^>]*\ssrc="([^"]+)"/g)];
  const styles = refs(/<link rel="stylesheet" href="([^"]+)"/g);
  const size = (list) =>
    [...new Set(list)]
      .map((ref) => join(root, ref))
      .filter((file) => existsSync(file))
      .reduce((sum, file) => sum + gz(readFileSync(file)), 0);
  return { html: gz(html), js: size(scripts), css: size(styles), scripts: [...new Set(scripts)] };
}
