// A page's "floor" for the benchmark (decision 0011): the same prerendered HTML with every script,
// module preload and font preload taken out, and its stylesheet without @font-face rules (system
// fonts). What the page would cost if it shipped no JavaScript and no web font: measured in the same
// run as the real page, it turns machine-dependent milliseconds into a ratio.
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { htmlFileFor } from "./page-weight";

export function stripToFloor(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<link rel="(?:modulepreload|preload)"[^>]*\/?>/gi, "")
    .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, "");
}

export function stripFontFaces(css: string): string {
  return css.replace(/@font-face\s*\{[^}]*\}/g, "");
}

const writeCompressed = (file: string, content: string) => {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
};

/**
 * Copies the site to `target` and turns the given paths' pages into their floors (compressed like
 * the site), so a second server over `target` serves each floor at the page's own URL.
 */
export function writeFloorSite(source: string, target: string, paths: string[]): void {
  rmSync(target, { recursive: true, force: true });
  cpSync(source, target, { recursive: true });
  for (const path of paths) {
    const file = htmlFileFor(target, path);
    const html = readFileSync(file, "utf8");
    writeCompressed(file, stripToFloor(html));
    for (const [, href = ""] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) {
      const css = join(target, href);
      writeCompressed(css, stripFontFaces(readFileSync(css, "utf8")));
    }
  }
}
