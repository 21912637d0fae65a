import { existsSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { expect, test } from "@playwright/test";
import { LinkChecker, LinkState } from "linkinator";
import { NOT_FOUND_PATHS, prerenderPaths } from "../../app/pages";
import { ADMIN_PATH } from "../../app/lib/constants";
import { walk } from "../../scripts/files";

const root = join(process.cwd(), "build", "client");
const pending: string[] = JSON.parse(readFileSync(join(process.cwd(), "tests", "pending-routes.json"), "utf8")).routes;

const fileFor = (path: string) =>
  [join(root, path), join(root, path, "index.html"), join(root, `${path}.html`)].find(
    (file) => existsSync(file) && statSync(file).isFile(),
  );

const pages = walk(root).filter((file) => file.endsWith(".html"));
const urlPath = (file: string) => `/${relative(root, file).split(sep).join("/")}`.replace(/(index)?\.html$/, "");

test("the build has every prerendered page", () => {
  const paths = prerenderPaths();
  expect(paths.filter((path) => !fileFor(path))).toEqual([]);
  expect(pages.length).toBeGreaterThanOrEqual(paths.length);
});

test("linkinator: every internal link, image, stylesheet and #fragment of every page resolves; external links are listed, not fetched", async ({
  baseURL,
}) => {
  test.setTimeout(300_000);
  const origin = new URL(baseURL ?? "").origin;
  const external = new Set<string>();
  const starts = prerenderPaths().filter((path) => !NOT_FOUND_PATHS.includes(path));
  const result = await new LinkChecker().check({
    path: starts.map((path) => origin + path),
    recurse: true,
    concurrency: 8,
    checkCss: true,
    checkFragments: true,
    redirects: "allow",
    linksToSkip: async (link) => {
      if (link.startsWith(origin)) return false;
      external.add(link);
      return true;
    },
  });
  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN && !pending.includes(new URL(link.url).pathname))
    .map((link) => `${link.parent ?? "(start)"} → ${link.url} (${link.status ?? "no answer"})`);
  expect(broken).toEqual([]);
  const checked = new Set(result.links.filter((link) => link.state === LinkState.OK).map((link) => link.url));
  for (const path of starts) expect(checked, path).toContain(origin + path);
  // The external links the site makes, for a reviewer: none is fetched (no test depends on the internet).
  expect([...external].every((link) => /^(https?:|mailto:|tel:)/.test(link))).toBe(true);
});

test("no route listed as pending has been built already", () => {
  expect(pending.filter((path) => fileFor(path))).toEqual([]);
});

test("the build deploys to a static host as is: redirects, headers, 404 page, sitemap", () => {
  for (const file of ["_redirects", "_headers", "404.html", "technologies/404.html", "sitemap.xml", "robots.txt"]) {
    expect(existsSync(join(root, file)), file).toBe(true);
  }
  expect(existsSync(join(root, "404"))).toBe(false);
  expect(existsSync(join(root, "technologies", "404"))).toBe(false);
  const sitemap = readFileSync(join(root, "sitemap.xml"), "utf8");
  expect(sitemap).toContain("/services/machine-learning</loc>");
  expect(sitemap).toContain("/solutions/real-estate</loc>");
  expect(sitemap).toContain("/technologies/android-native</loc>");
  expect(sitemap).not.toContain("404");
  expect(readFileSync(join(root, "_redirects"), "utf8")).toMatch(
    /^\/technologies\/:id\s+\/technologies\/404\.html\s+404$/m,
  );
});

test("every page pins its inline content by hash, in its <meta> and in its own `_headers` block, never 'unsafe-inline'", () => {
  const headers = readFileSync(join(root, "_headers"), "utf8");
  for (const file of pages) {
    // The editor's page has its own policy, in its header only (tests/e2e/admin.spec.ts).
    if (file === join(root, ADMIN_PATH.slice(1), "index.html")) continue;
    const html = readFileSync(file, "utf8");
    // The character encoding comes first, within the first 1024 bytes as HTML requires; the policy next.
    expect(html.indexOf('<meta charSet="utf-8"/>'), file).toBeGreaterThan(0);
    expect(html.indexOf('<meta charSet="utf-8"/>'), file).toBeLessThan(1024);
    const meta =
      /^<!DOCTYPE html><html[^>]*><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/i.exec(
        html,
      )?.[1];
    expect(meta, file).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
    expect(meta).not.toContain("unsafe-inline");
    const path = urlPath(file).replace(/\/$/, "") || "/";
    if (/404$/.test(path)) continue;
    // The header policy is the page's <meta> policy plus frame-ancestors, which a <meta> cannot carry.
    expect(headers, path).toContain(`\n${path}\n  Content-Security-Policy: ${meta}; frame-ancestors 'none'\n`);
  }
});
