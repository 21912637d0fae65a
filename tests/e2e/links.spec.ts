import { existsSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { expect, test } from "@playwright/test";
import { prerenderPaths } from "../../app/routes.paths";
import { findRedirect } from "../../server/rules";
import { walk } from "../../scripts/files";

const root = join(process.cwd(), "build", "client");
const pending: string[] = JSON.parse(readFileSync(join(process.cwd(), "tests", "pending-routes.json"), "utf8")).routes;

const fileFor = (path: string) =>
  [join(root, path), join(root, path, "index.html"), join(root, `${path}.html`)].find(
    (file) => existsSync(file) && statSync(file).isFile(),
  );

/** Where a URL path ends up: a file, a redirect to something that resolves, or nothing. */
function resolves(path: string): boolean {
  if (fileFor(path)) return true;
  const redirect = findRedirect(path);
  return redirect ? resolves(redirect.to) || pending.includes(redirect.to) : false;
}

const pages = walk(root).filter((file) => file.endsWith(".html"));
const urlPath = (file: string) => `/${relative(root, file).split(sep).join("/")}`.replace(/(index)?\.html$/, "");

test("the build has every prerendered page", () => {
  const paths = prerenderPaths();
  expect(paths.filter((path) => !fileFor(path))).toEqual([]);
  expect(pages.length).toBeGreaterThanOrEqual(paths.length);
});

test("every internal link and asset in every page resolves to a page, a file or a redirect rule", () => {
  const dead: string[] = [];
  for (const file of pages) {
    const html = readFileSync(file, "utf8");
    const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
    const refs = [
      ...[...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) => match[1] ?? ""),
      ...[...html.matchAll(/\ssrcset="([^"]*)"/g)].flatMap((match) =>
        (match[1] ?? "").split(",").map((part) => part.trim().split(/\s+/)[0] ?? ""),
      ),
    ];
    for (const ref of refs) {
      if (ref === "" || ref === "#") {
        dead.push(`${urlPath(file)}: empty or '#' link`);
        continue;
      }
      if (ref.startsWith("#")) {
        if (!ids.has(ref.slice(1))) dead.push(`${urlPath(file)}: ${ref} (no such id)`);
        continue;
      }
      if (!ref.startsWith("/") || ref.startsWith("//")) continue;
      const path = decodeURI(ref.split(/[?#]/)[0] ?? "");
      if (!resolves(path) && !pending.includes(path)) dead.push(`${urlPath(file)}: ${ref}`);
    }
  }
  expect([...new Set(dead)]).toEqual([]);
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
    const html = readFileSync(file, "utf8");
    const meta = /^<!DOCTYPE html><html[^>]*><head><meta http-equiv="Content-Security-Policy" content="([^"]+)">/i.exec(
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
