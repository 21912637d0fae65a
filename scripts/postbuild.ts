/**
 * Runs after `react-router build` (see scripts/build.mjs) and turns build/client into a site any
 * static host can serve as is:
 * 1. the prerendered 404 pages become `<path>.html` (served with HTTP 404);
 * 2. every HTML page gets its module preloads moved out of <head> (scripts/critical-path.ts) and a
 *    Content-Security-Policy <meta> pinning the hashes of its inline scripts;
 * 3. `_redirects` and `_headers` are written from server/rules.ts;
 * 4. sitemap.xml and robots.txt;
 * 5. brotli and gzip copies of every compressible file, for the server and hosts that use them.
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { NOT_FOUND_PATHS, prerenderPaths } from "../app/routes.paths";
import { site } from "../app/site";
import { renderHeadersFile, renderRedirectsFile } from "../server/rules";
import { deferModulePreloads } from "./critical-path";
import { pinInlineScripts } from "./csp";
import { walk } from "./files";

const root = join(process.cwd(), "build", "client");

function main() {
  if (!existsSync(root)) throw new Error(`No build at ${root}: run react-router build first`);

  // 1. 404 pages: /404 → 404.html, /technologies/404 → technologies/404.html
  for (const path of NOT_FOUND_PATHS) {
    const dir = join(root, path.slice(1));
    renameSync(join(dir, "index.html"), `${dir}.html`);
    rmSync(dir, { recursive: true, force: true });
    rmSync(`${dir}.data`, { force: true });
  }
  // The SPA fallback is never served: every route is prerendered and unknown paths get 404.html.
  rmSync(join(root, "__spa-fallback.html"), { force: true });

  // 2. Critical path and CSP meta
  const htmlFiles = walk(root).filter((file) => file.endsWith(".html"));
  for (const file of htmlFiles) {
    writeFileSync(file, pinInlineScripts(deferModulePreloads(readFileSync(file, "utf8"))));
  }

  // 3. Static host rules
  writeFileSync(join(root, "_redirects"), renderRedirectsFile());
  writeFileSync(join(root, "_headers"), renderHeadersFile());

  // 4. Sitemap and robots
  // Indexable pages only: not the 404 page, not pages marked noindex (the form confirmations).
  const pages = prerenderPaths().filter(
    (path) =>
      !NOT_FOUND_PATHS.includes(path) &&
      !/<meta name="robots" content="noindex"/.test(readFileSync(join(root, path, "index.html"), "utf8")),
  );
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages.map((path) => `  <url><loc>${site.origin}${path === "/" ? "/" : path}</loc></url>`),
    "</urlset>",
    "",
  ].join("\n");
  writeFileSync(join(root, "sitemap.xml"), sitemap);
  writeFileSync(join(root, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`);

  // 5. Precompression
  let compressed = 0;
  for (const file of walk(root)) {
    if (!/\.(html|js|css|svg|data|xml|txt|json)$/.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < 512) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    compressed += 1;
  }

  const shown = (file: string) => relative(process.cwd(), file).split(sep).join("/");
  console.log(
    `postbuild: ${htmlFiles.length} pages pinned, ${compressed} files precompressed, wrote ${shown(join(root, "_redirects"))}, ${shown(join(root, "_headers"))}, sitemap (${pages.length} URLs)`,
  );
}

main();
