/**
 * Runs after `react-router build` (see scripts/build.ts) and turns build/client into a site any
 * static host can serve as is:
 * 1. the prerendered 404 pages become `<path>.html` (served with HTTP 404);
 * 2. the browser's code is bundled (scripts/client-bundle.ts); every HTML page gets its boot module's
 *    URL, the icon and feed links every page shares, and a Content-Security-Policy <meta> pinning the
 *    hashes of its inline scripts;
 * 3. `_redirects` and `_headers` are written from server/rules.ts;
 * 4. sitemap.xml (with lastmod) and robots.txt; the Insights feeds (RSS and Atom); each indexable
 *    page's share image, the favicon set and the web manifest (scripts/share-images.ts); the search
 *    index (scripts/search-index.ts);
 * 5. the content editor at /admin/ (scripts/admin-bundle.ts), with its own policy in `_headers` and nginx;
 * 6. brotli and gzip copies of every compressible file, for the server and hosts that use them.
 */
import { config } from "../app/lib/build-env.server";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { NOT_FOUND_PATHS, prerenderPaths } from "../app/pages";
import { site } from "../app/site";
import { buildFlags } from "../app/lib/config.server";
import { policyFacts, PRIVACY_FACTS_FILE, privacyConfig } from "../app/lib/privacy";
import { renderHeadersFile, renderRedirectsFile } from "../server/rules";
import { readPagePolicies, renderNginxConfig } from "../server/nginx";
import { ADMIN_PATH, adminContentSecurityPolicy } from "../server/csp";
import { copyAdminBundle } from "./admin-bundle";
import { collections, posts as postCollection } from "../app/lib/content";
import { renderCmsConfig } from "../app/lib/cms-config";
import { bundleClient } from "./client-bundle";
import { BOOT_SOURCE } from "../app/lib/client-entry";
import { decodeEntities, pinInlineScripts } from "../server/csp";
import { walk } from "./files";
import { blogPosts, blogSummaries } from "../app/lib/blog/sources.server";
import { renderFeed } from "../app/lib/blog/feed.server";
import { pageCopy } from "../app/lib/page-copy.server";
import { BLOG_PATH, FEED_PATHS, feedAutodiscovery, postPath, tagPath } from "../app/lib/blog/paths";
import { rasterize, renderShareImage, sectionFor } from "./share-images";
import { pageName, shareImagePath } from "../app/lib/seo";
import { buildSearchDocuments } from "./search-index";
import { SEARCH_INDEX_PATH } from "../app/lib/constants";
import { FAVICON_SIZES, faviconLinks, MANIFEST_PATH, THEME_COLOR } from "../app/lib/favicons";

const root = join(process.cwd(), "build", "client");

/** When the site's content last changed: the last commit's date, or now outside a git checkout. */
function lastModified(): string {
  try {
    return execFileSync("git", ["log", "-1", "--format=%cs"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}

const attr = (html: string, property: string) =>
  decodeEntities(new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1] ?? "");

async function writeImages(pages: string[]) {
  const logoSvg = readFileSync(join(root, "favicon.svg"), "utf8");
  const write = (path: string, body: Buffer) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), body);
  };
  for (const path of pages) {
    const html = readFileSync(join(root, path, "index.html"), "utf8");
    const image = attr(html, "og:image");
    if (image !== `${site.origin}${shareImagePath(path)}`)
      throw new Error(`${path}: og:image is ${image || "missing"}`);
    const title = pageName(attr(html, "og:title"));
    const card = { title, section: sectionFor(path), brand: site.brand, domain: new URL(site.origin).host, logoSvg };
    write(shareImagePath(path), await renderShareImage(card));
  }
  for (const size of FAVICON_SIZES) write(`/icons/icon-${size}.png`, rasterize(logoSvg, size));
  const manifest = {
    name: site.siteTitle,
    short_name: site.brand,
    description: site.description,
    start_url: "/",
    display: "minimal-ui",
    background_color: "#ffffff",
    theme_color: THEME_COLOR,
    icons: [
      { src: "/favicon.svg", type: "image/svg+xml", sizes: "any" },
      ...FAVICON_SIZES.map((size) => ({ src: `/icons/icon-${size}.png`, type: "image/png", sizes: `${size}x${size}` })),
    ],
  };
  writeFileSync(join(root, MANIFEST_PATH.slice(1)), `${JSON.stringify(manifest, null, 2)}\n`);
}

async function main() {
  if (!existsSync(root)) throw new Error(`No build at ${root}: run react-router build first`);

  // 1. 404 pages: /404 → 404.html, /technologies/404 → technologies/404.html
  for (const path of NOT_FOUND_PATHS) {
    const dir = join(root, path.slice(1));
    renameSync(join(dir, "index.html"), `${dir}.html`);
    rmSync(dir, { recursive: true, force: true });
    rmSync(`${dir}.data`, { force: true });
  }
  // The SPA fallback is never served: every route is prerendered and unknown paths get 404.html. The
  // router's data files exist for client navigation, which no page does (decision 0105).
  rmSync(join(root, "__spa-fallback.html"), { force: true });
  for (const file of walk(root)) if (file.endsWith(".data")) rmSync(file);

  // 2. The browser's code, the shared head links and the CSP meta
  const { boot } = await bundleClient(root);
  // The editor's page is not the site's: it has its own policy and none of the site's head links.
  const adminDir = join(root, ADMIN_PATH.slice(1));
  const htmlFiles = walk(root).filter((file) => file.endsWith(".html") && !file.startsWith(`${adminDir}${sep}`));
  for (const file of htmlFiles) {
    const headLinks = faviconLinks() + feedAutodiscovery(pageCopy.blog.feedTitle);
    const html = readFileSync(file, "utf8")
      .replace("</head>", `${headLinks}</head>`)
      .replace(`data-boot="${BOOT_SOURCE}"`, `data-boot="${boot}"`);
    writeFileSync(file, pinInlineScripts(html));
  }

  // 5. The content editor, before the rules that carry its policy: its bundle, checked against the lockfile,
  // and its config for this build's origin (public/admin/config.yml is the same for the default origin).
  const adminFiles = copyAdminBundle(adminDir);
  writeFileSync(
    join(adminDir, "config.yml"),
    renderCmsConfig(collections, { origin: site.origin, posts: postCollection }),
  );

  // 3. Static host rules
  writeFileSync(join(root, "_redirects"), renderRedirectsFile());
  const policies = readPagePolicies(root);
  policies.set(ADMIN_PATH, adminContentSecurityPolicy());
  const pagePolicies = new Map([...policies].filter(([path]) => !path.endsWith(".html")));
  writeFileSync(join(root, "_headers"), renderHeadersFile(pagePolicies));
  // The same rules for nginx, beside build/client (not served from it).
  writeFileSync(
    join(root, "..", "nginx.conf"),
    renderNginxConfig({
      root: config.NGINX_ROOT ?? resolve(root),
      listen: config.NGINX_LISTEN,
      upstream: config.NGINX_UPSTREAM,
      brotli: config.NGINX_BROTLI,
      pagePolicies: policies,
    }),
  );

  // 4. Sitemap and robots
  // Indexable pages only: not the 404 page, not pages marked noindex (the form confirmations).
  const pages = prerenderPaths().filter(
    (path) =>
      !NOT_FOUND_PATHS.includes(path) &&
      !/<meta name="robots" content="noindex"/.test(readFileSync(join(root, path, "index.html"), "utf8")),
  );
  const lastmod = lastModified();
  // Insights pages change when their posts do: a post's `updated` (or its date), a list's newest post.
  const postDates = new Map<string, string>();
  for (const post of blogSummaries()) {
    const day = post.updated ?? post.date;
    for (const path of [postPath(post.slug), BLOG_PATH, ...post.tags.map(tagPath)])
      if ((postDates.get(path) ?? "") < day) postDates.set(path, day);
  }
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages.map(
      (path) => `  <url><loc>${site.origin}${path}</loc><lastmod>${postDates.get(path) ?? lastmod}</lastmod></url>`,
    ),
    "</urlset>",
    "",
  ].join("\n");
  writeFileSync(join(root, "sitemap.xml"), sitemap);
  // The Insights feeds (decision 0099): RSS 2.0 and Atom, every post in full.
  const posts = blogPosts();
  for (const kind of ["rss", "atom"] as const)
    writeFileSync(join(root, FEED_PATHS[kind].slice(1)), await renderFeed(kind, posts));
  writeFileSync(join(root, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`);
  // BUILD_SHARE_IMAGES=0: a test build that never looks at them skips the slowest step (tests/e2e/analytics.spec.ts).
  if (config.BUILD_SHARE_IMAGES) await writeImages(pages);
  // The search index (decision 0100): the indexable pages' main content, fetched when search opens.
  const searchDocuments = buildSearchDocuments(
    pages.map((path) => ({ path, html: readFileSync(join(root, path, "index.html"), "utf8") })),
  );
  writeFileSync(join(root, SEARCH_INDEX_PATH.slice(1)), JSON.stringify(searchDocuments));
  // The facts the privacy policy was written from (the legal pages' derivation), beside build-id.json, for the
  // server to check its own configuration against at start (server/policy-check.ts).
  writeFileSync(
    join(root, "..", PRIVACY_FACTS_FILE),
    `${JSON.stringify(policyFacts(privacyConfig(site, buildFlags())), null, 2)}\n`,
  );

  // 6. Precompression. The editor's 5.8 MB at brotli's quality 9: 2 s instead of 25 s for 10 % more bytes.
  let compressed = 0;
  for (const file of walk(root)) {
    if (!/\.(html|js|css|svg|data|xml|txt|json|yml)$/.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < 512) continue;
    const quality = file.startsWith(`${adminDir}${sep}`) ? 9 : 11;
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    compressed += 1;
  }

  const shown = (file: string) => relative(process.cwd(), file).split(sep).join("/");
  console.log(
    `postbuild: ${htmlFiles.length} pages pinned, ${pages.length} share images, ${compressed} files precompressed, wrote ${shown(join(root, "_redirects"))}, ${shown(join(root, "_headers"))}, sitemap (${pages.length} URLs), search index (${searchDocuments.length} pages), the editor at ${ADMIN_PATH}/ (${adminFiles.length} files)`,
  );
}

await main();
