import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "../../scripts/ports";
import { NGINX_BROTLI_MODULE, NGINX_PATH, readPagePolicies, renderNginxConfig } from "../../scripts/nginx";
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, redirects, securityHeaders } from "../../server/rules";
import { prerenderPaths, NOT_FOUND_PATHS } from "../../app/pages";
import { pageCopy } from "../../app/lib/page-copy.server";
import { visitOffline } from "./fixtures";
import { startRedirectsHost } from "./redirects-host";
import { read, readOrder } from "../../app/lib/content-files.server";
import { services as serviceFiles } from "../../app/lib/content/services";
import { servicesPage as servicesPageFile } from "../../app/lib/content/services-page";

const SERVICE_IDS = readOrder(serviceFiles);

/**
 * The same rules on every host: the checks below run against `npm start` and against a real nginx
 * (Debian's package) serving build/client with the generated server block (build/nginx.conf's
 * generator), /api/* proxied to `npm start`. Redirects, 404s with their pages, security headers,
 * each page's own Content-Security-Policy, caching and precompressed files must agree.
 */
const client = join(process.cwd(), "build", "client");
const brotliModule = NGINX_BROTLI_MODULE;
let nginx: ChildProcess | undefined;
let dir: string;
let nginxOrigin = "";
let redirectsHost: Awaited<ReturnType<typeof startRedirectsHost>> | undefined;
let policies: Map<string, string>;

test.beforeAll(async ({ baseURL }) => {
  // Every page's policy is read by parsing it (server/html.ts), once for nginx and the checks below:
  // seconds for the whole site on a busy machine.
  test.setTimeout(120_000);
  redirectsHost = await startRedirectsHost(client);
  expect(existsSync(NGINX_PATH), `nginx at ${NGINX_PATH} (npm test installs it)`).toBe(true);
  dir = mkdtempSync(join(tmpdir(), "brightlane-nginx-"));
  const port = await freePort();
  const brotli = existsSync(brotliModule);
  writeFileSync(
    join(dir, "site.conf"),
    renderNginxConfig({
      root: client,
      listen: `127.0.0.1:${port}`,
      upstream: baseURL ?? "",
      brotli,
      pagePolicies: (policies = readPagePolicies(client)),
    }),
  );
  for (const temp of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(dir, temp));
  writeFileSync(
    join(dir, "nginx.conf"),
    [
      ...(process.getuid?.() === 0 ? ["user root;"] : []),
      "worker_processes 1;",
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      ...(brotli ? [`include ${brotliModule};`] : []),
      "events { worker_connections 256; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      "  default_type application/octet-stream;",
      // An access log for the whole http block: the site's server block must turn it off (checked below).
      `  access_log ${dir}/access.log;`,
      ...["body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
        (temp) => `  ${temp === "body" ? "client_body" : temp}_temp_path ${dir}/${temp};`,
      ),
      `  include ${dir}/site.conf;`,
      "}",
    ].join("\n"),
  );
  nginx = spawn(NGINX_PATH, ["-c", join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: "pipe" });
  let output = "";
  nginx.stderr?.on("data", (chunk) => (output += String(chunk)));
  nginxOrigin = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      async () => {
        if (nginx?.exitCode !== null) throw new Error(`nginx exited: ${output}`);
        return fetch(`${nginxOrigin}/`).then(
          (response) => response.status,
          () => 0,
        );
      },
      { timeout: 15_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  redirectsHost?.server.close();
  nginx?.kill("SIGTERM");
  rmSync(dir, { recursive: true, force: true });
});

test("nginx writes no access log: no visitor's IP address or confirmation link is kept", async () => {
  for (const path of ["/", "/no/such/page", "/api/newsletter/confirm?token=YWRhQGV4YW1wbGUuY29t.x"])
    await (await get(nginxOrigin + path)).arrayBuffer();
  const log = join(dir, "access.log");
  expect(existsSync(log) ? readFileSync(log, "utf8") : "").toBe("");
});

const hosts = ["npm start", "nginx"] as const;
const originOf = (host: (typeof hosts)[number], baseURL: string | undefined) =>
  host === "nginx" ? nginxOrigin : (baseURL ?? "");
const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { redirect: "manual", headers: { "Accept-Encoding": "identity", ...headers } });

for (const host of hosts) {
  test.describe(`the rules on ${host}`, () => {
    test("redirects: aliases and industry links permanently, unknown ids to their list", async ({ baseURL }) => {
      const origin = originOf(host, baseURL);
      for (const rule of redirects) {
        const response = await get(origin + rule.from);
        expect([response.status, response.headers.get("location")], rule.from).toEqual([rule.status, rule.to]);
      }
      for (const [path, to] of [
        ["/services/quantum-astrology", "/services"],
        ["/solutions/space-mining", "/solutions"],
      ]) {
        const response = await get(origin + path);
        expect([response.status, response.headers.get("location")], path).toEqual([302, to]);
      }
    });

    test("a trailing slash redirects permanently to the page's one address, keeping the query", async ({ baseURL }) => {
      const origin = originOf(host, baseURL);
      for (const [path, to] of [
        ["/services/", "/services"],
        ["/technologies/python/", "/technologies/python"],
        ["/about//", "/about"],
        ["/search/?q=kubernetes", "/search?q=kubernetes"],
      ]) {
        const response = await get(origin + path);
        expect([response.status, response.headers.get("location")], path).toEqual([301, to]);
      }
      expect((await get(`${origin}/`)).status).toBe(200);
    });

    test("404s with the right page: unknown paths, nested ids, unknown technologies", async ({ baseURL }) => {
      const origin = originOf(host, baseURL);
      for (const [path, heading] of [
        ["/no/such/page", "Page Not Found"],
        ["/services/a/b", "Page Not Found"],
        ["/technologies/cobol", "Technology Not Found"],
        ["/technologies/cobol/brochure", "Technology Not Found"],
      ]) {
        const response = await get(origin + path);
        expect(response.status, path).toBe(404);
        expect(await response.text(), path).toContain(heading);
        expect(response.headers.get("content-security-policy"), path).toMatch(/^default-src 'self'/);
      }
    });

    test("every page: 200, the security headers, revalidation, and the page's own policy", async ({ baseURL }) => {
      // npm start parses each page for its policy on its first request: seconds in all on a busy machine.
      test.slow();
      const origin = originOf(host, baseURL);
      for (const path of prerenderPaths().filter((path) => !NOT_FOUND_PATHS.includes(path))) {
        const response = await get(origin + path);
        expect(response.status, path).toBe(200);
        for (const [name, value] of Object.entries(securityHeaders)) {
          expect(response.headers.get(name), `${path} ${name}`).toBe(value);
        }
        expect(response.headers.get("cache-control"), path).toBe(CACHE_REVALIDATE);
        expect(response.headers.get("content-security-policy"), path).toBe(policies.get(path));
        // A browser revalidating its copy takes the 304's headers as the page's: the same policy.
        const etag = response.headers.get("etag");
        const lastModified = response.headers.get("last-modified");
        const revalidated = await get(origin + path, {
          ...(etag ? { "If-None-Match": etag } : {}),
          ...(lastModified ? { "If-Modified-Since": lastModified } : {}),
        });
        expect(revalidated.status, `${path} revalidated`).toBe(304);
        expect(revalidated.headers.get("content-security-policy"), `${path} revalidated`).toBe(policies.get(path));
      }
    });

    test("hashed assets are immutable, and compressed copies are served to who accepts them", async ({ baseURL }) => {
      const origin = originOf(host, baseURL);
      const script = readdirSync(join(client, "assets")).find((name) => name.endsWith(".js"));
      const asset = await get(`${origin}/assets/${script}`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get("cache-control")).toBe(CACHE_IMMUTABLE);
      const gzip = await get(`${origin}/services`, { "Accept-Encoding": "gzip" });
      expect(gzip.headers.get("content-encoding")).toBe("gzip");
      if (host === "npm start" || existsSync(brotliModule)) {
        const br = await get(`${origin}/services`, { "Accept-Encoding": "br" });
        expect(br.headers.get("content-encoding")).toBe("br");
      }
    });

    test("the form collector answers under /api/", async ({ baseURL }) => {
      const origin = originOf(host, baseURL);
      const response = await fetch(`${origin}/api/contact`, { method: "PUT" });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toMatch(/POST/);
    });
  });
}

/**
 * What a visitor sees on each kind of host (decision 0105: no client router, so every redirect and
 * Not Found comes from the host): a link to an unknown service or solution ends at its list, with the
 * unknown address never in the history; unknown technologies and paths show their Not Found pages.
 */
const browserHosts = ["npm start", "nginx", "a static host with _redirects"] as const;
const browserOrigin = (host: (typeof browserHosts)[number], baseURL: string | undefined) =>
  host === "a static host with _redirects" ? (redirectsHost?.origin ?? "") : originOf(host, baseURL);

for (const host of browserHosts) {
  test.describe(`in the browser, on ${host}`, () => {
    test("a link to an unknown service or solution ends at its list; Back returns to the page before", async ({
      page,
      baseURL,
    }) => {
      const origin = browserOrigin(host, baseURL);
      await visitOffline(page, origin);
      for (const [link, list, heading] of [
        ["/services/quantum-astrology", "/services", read(servicesPageFile).hero.title],
        ["/solutions/space-mining", "/solutions", pageCopy.solutions.title],
      ] as const) {
        await page.goto(`${origin}/services/${SERVICE_IDS[0]}`);
        const before = await page.getByRole("heading", { level: 1 }).textContent();
        await page.evaluate((href) => {
          const anchor = Object.assign(document.createElement("a"), { href, textContent: "Unknown entry" });
          document.querySelector("main")?.append(anchor);
        }, link);
        await page.getByRole("link", { name: "Unknown entry" }).click();
        await expect(page).toHaveURL(`${origin}${list}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
        await page.goBack();
        await expect(page).toHaveURL(`${origin}/services/${SERVICE_IDS[0]}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(before ?? "");
      }
    });

    test("unknown technologies and paths show their Not Found pages with HTTP 404", async ({ page, baseURL }) => {
      const origin = browserOrigin(host, baseURL);
      await visitOffline(page, origin);
      for (const [path, heading] of [
        ["/technologies/cobol-on-mars", "Technology Not Found"],
        ["/no/such/page", "Page Not Found"],
        ["/services/a/b", "Page Not Found"],
      ] as const) {
        const response = await page.goto(origin + path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
      }
    });
  });
}
