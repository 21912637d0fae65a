/**
 * Runs after `react-router build` (see scripts/build.ts) and turns build/client into a site any
 * static host can serve as is, in the named steps of `STEPS`, each after those it reads the output of.
 */
import { config } from "../app/lib/build-env.server";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { NOT_FOUND_PATHS, prerenderPaths } from "../app/pages";
import { site } from "../app/site";
import { buildFlags } from "../app/lib/config.server";
import { policyFacts, PRIVACY_FACTS_FILE, privacyConfig } from "../app/lib/privacy";
import { renderHeadersFile, renderRedirectsFile } from "../server/rules";
import { readPagePolicies, renderNginxConfig } from "./nginx";
import { ADMIN_PATH, adminContentSecurityPolicy } from "../server/csp";
import { copyAdminBundle } from "./admin-bundle";
import { collections, posts as postCollection } from "../app/lib/content";
import { renderCmsConfig } from "../app/lib/cms-config";
import { bundleClient } from "./client-bundle";
import { BOOT_SOURCE } from "../app/lib/client-entry";
import { pinInlineScripts } from "../server/csp";
import { attribute, elements, setAttribute, splice, type Edit } from "../server/html";
import { walk } from "./files";
import { blogPosts, blogSummaries } from "../app/lib/blog/sources.server";
import { renderFeed } from "../app/lib/blog/feed.server";
import { pageCopy } from "../app/lib/page-copy.server";
import { BLOG_PATH, FEED_PATHS, feedAutodiscovery, postPath, tagPath } from "../app/lib/blog/paths";
import { rasterize, renderShareImage, sectionFor } from "./share-images";
import { shareCardFromCover } from "../app/lib/media.server";
import { pageName, shareImagePath } from "../app/lib/seo";
import { buildSearchDocuments } from "./search-index";
import { SEARCH_INDEX_PATH } from "../app/lib/constants";
import { FAVICON_SIZES, faviconLinks, MANIFEST_PATH, THEME_COLOR } from "../app/lib/favicons";

const root = join(process.cwd(), "build", "client");
// The editor's page is not the site's: it has its own policy and none of the site's head links.
const adminDir = join(root, ADMIN_PATH.slice(1));
const pageFile = (path: string) => join(root, path, "index.html");

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

/** The content of a page's first `<meta {key}="{value}">`, as the browser reads it. */
function metaContent(html: string, key: string, value: string): string {
  const meta = elements(html).find((element) => element.tagName === "meta" && attribute(element, key) === value);
  return (meta && attribute(meta, "content")) ?? "";
}

/** Indexable pages only: not the 404 pages, not pages marked noindex (the form confirmations). */
const indexablePages = () =>
  prerenderPaths().filter(
    (path) =>
      !NOT_FOUND_PATHS.includes(path) &&
      !metaContent(readFileSync(pageFile(path), "utf8"), "name", "robots").startsWith("noindex"),
  );

/** The prerendered 404 pages become `<path>.html` (served with HTTP 404); what no page loads goes. */
function notFoundPages(): string {
  // /404 → 404.html, /technologies/404 → technologies/404.html
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
  return `${NOT_FOUND_PATHS.length} 404 pages`;
}

/**
 * The browser's code is bundled (scripts/client-bundle.ts); every page gets its boot module's URL, the
 * icon and feed links every page shares, and a Content-Security-Policy <meta> pinning its inline hashes.
 */
async function browserCodeAndHeads(): Promise<string> {
  const { boot } = await bundleClient(root);
  const headLinks = faviconLinks() + feedAutodiscovery(pageCopy.blog.feedTitle);
  const htmlFiles = walk(root).filter((file) => file.endsWith(".html") && !file.startsWith(`${adminDir}${sep}`));
  for (const file of htmlFiles) {
    const html = readFileSync(file, "utf8");
    const all = elements(html);
    const headEnd = all.find((element) => element.tagName === "head")?.sourceCodeLocation?.endTag?.startOffset;
    const booting = all.find((element) => attribute(element, "data-boot") === BOOT_SOURCE);
    const edits: Edit[] = [
      ...(headEnd === undefined ? [] : [{ start: headEnd, end: headEnd, text: headLinks }]),
      ...(booting ? [setAttribute(booting, "data-boot", boot)] : []),
    ];
    writeFileSync(file, pinInlineScripts(splice(html, edits)));
  }
  return `${htmlFiles.length} pages pinned`;
}

/**
 * The content editor at /admin/ (scripts/admin-bundle.ts): its bundle, checked against the lockfile, and
 * its config for this build's origin (public/admin/config.yml is the same for the default origin).
 */
function editor(): string {
  const adminFiles = copyAdminBundle(adminDir);
  writeFileSync(
    join(adminDir, "config.yml"),
    renderCmsConfig(collections, { origin: site.origin, posts: postCollection }),
  );
  return `the editor at ${ADMIN_PATH}/ (${adminFiles.length} files)`;
}

/**
 * `_redirects` and `_headers` from server/rules.ts, and the same rules for nginx beside build/client (not
 * served from it), with each page's policy read from its pinned HTML and the editor's own.
 */
function hostRules(): string {
  writeFileSync(join(root, "_redirects"), renderRedirectsFile());
  const policies = readPagePolicies(root);
  policies.set(ADMIN_PATH, adminContentSecurityPolicy());
  const pagePolicies = new Map([...policies].filter(([path]) => !path.endsWith(".html")));
  writeFileSync(join(root, "_headers"), renderHeadersFile(pagePolicies));
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
  return "_redirects, _headers, nginx.conf";
}

/** sitemap.xml, each page with its lastmod, and robots.txt. */
function sitemapAndRobots(): string {
  const pages = indexablePages();
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
  writeFileSync(join(root, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`);
  return `sitemap (${pages.length} URLs)`;
}

/** The Insights feeds (decision 0099): RSS 2.0 and Atom, every post in full. */
async function feeds(): Promise<string> {
  const posts = blogPosts();
  for (const kind of ["rss", "atom"] as const)
    writeFileSync(join(root, FEED_PATHS[kind].slice(1)), await renderFeed(kind, posts));
  return "feeds";
}

/** Each indexable page's share image, the favicon set and the web manifest (scripts/share-images.ts). */
async function images(): Promise<string> {
  // BUILD_SHARE_IMAGES=0: a test build that never looks at them skips the slowest step (tests/e2e/analytics.spec.ts).
  if (!config.BUILD_SHARE_IMAGES) return "no share images";
  const pages = indexablePages();
  // A post with a cover is shared with its cover, cropped to the card's size (decision 0217).
  const covers = new Map(blogPosts().flatMap((post) => (post.cover ? [[postPath(post.slug), post.cover.src]] : [])));
  const logoSvg = readFileSync(join(root, "favicon.svg"), "utf8");
  const write = (path: string, body: Buffer) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), body);
  };
  for (const path of pages) {
    const html = readFileSync(pageFile(path), "utf8");
    const image = metaContent(html, "property", "og:image");
    if (image !== `${site.origin}${shareImagePath(path)}`)
      throw new Error(`${path}: og:image is ${image || "missing"}`);
    const title = pageName(metaContent(html, "property", "og:title"));
    const card = { title, section: sectionFor(path), brand: site.brand, domain: new URL(site.origin).host, logoSvg };
    const cover = covers.get(path);
    write(shareImagePath(path), cover ? await shareCardFromCover(cover) : await renderShareImage(card));
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
  return `${pages.length} share images`;
}

/** The search index (decision 0100): the indexable pages' main content, fetched when search opens. */
function searchIndex(): string {
  const documents = buildSearchDocuments(
    indexablePages().map((path) => ({ path, html: readFileSync(pageFile(path), "utf8") })),
  );
  writeFileSync(join(root, SEARCH_INDEX_PATH.slice(1)), JSON.stringify(documents));
  return `search index (${documents.length} pages)`;
}

/**
 * The facts the privacy policy was written from (the legal pages' derivation), beside build-id.json, for the
 * server to check its own configuration against at start (server/policy-check.ts).
 */
function privacyFacts(): string {
  writeFileSync(
    join(root, "..", PRIVACY_FACTS_FILE),
    `${JSON.stringify(policyFacts(privacyConfig(site, buildFlags())), null, 2)}\n`,
  );
  return PRIVACY_FACTS_FILE;
}

/** Brotli and gzip copies of every compressible file, for the server and hosts that use them. */
function precompress(): string {
  let compressed = 0;
  for (const file of walk(root)) {
    if (!/\.(html|js|css|svg|data|xml|txt|json|yml)$/.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < 512) continue;
    // The editor's 5.8 MB at brotli's quality 9: 2 s instead of 25 s for 10 % more bytes.
    const quality = file.startsWith(`${adminDir}${sep}`) ? 9 : 11;
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    compressed += 1;
  }
  return `${compressed} files precompressed`;
}

/**
 * In order: pages take their final names before anything reads them; pages are pinned, and the editor's page
 * replaced, before their policies go into the host rules; precompression comes last, over every file.
 */
const STEPS: (() => string | Promise<string>)[] = [
  notFoundPages,
  browserCodeAndHeads,
  editor,
  hostRules,
  sitemapAndRobots,
  feeds,
  images,
  searchIndex,
  privacyFacts,
  precompress,
];

if (!existsSync(root)) throw new Error(`No build at ${root}: run react-router build first`);
const done: string[] = [];
for (const step of STEPS) done.push(await step());
console.log(`postbuild: ${done.join(", ")}`);
