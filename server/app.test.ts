// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createHash } from "node:crypto";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, createSiteServer } from "./app";
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, securityHeaders } from "./rules";

let root: string;
let server: Server;
let base: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "site-"));
  const write = (path: string, body: string | Buffer) => {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), body);
  };
  write("index.html", "<h1>Home</h1>");
  write("services/index.html", "<h1>Services</h1><script>window.page='services'</script>");
  write("services/devops/index.html", "<h1>DevOps</h1>");
  write("404.html", "<h1>Page Not Found</h1><script>window.page=404</script>");
  write("404.html.br", brotliCompressSync("<h1>Page Not Found</h1><script>window.page=404</script>"));
  write("assets/entry-abc123.js", "console.log(1)");
  server = createSiteServer(
    createApp({
      root,
      postHandlers: {
        "/api/boom": () => {
          throw new Error("boom");
        },
      },
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

// Hostile input (traversal, malformed URLs, limits, methods, slow clients): server/hostile.test.ts.
const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const get = (path: string, init: RequestInit = {}) => fetch(base + path, { redirect: "manual", ...init });

describe("production server", () => {
  it("serves prerendered pages with revalidation and every security header", async () => {
    const res = await get("/services");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Services");
    expect(res.headers.get("cache-control")).toBe(CACHE_REVALIDATE);
    for (const [name, value] of Object.entries(securityHeaders)) expect(res.headers.get(name)).toBe(value);
    const policy = res.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("frame-ancestors 'none'");
    // The page's own inline script, by hash; nothing inline otherwise.
    expect(policy).toContain(`script-src 'self' ${sha("window.page='services'")};`);
    expect(policy).not.toContain("unsafe-inline");
  });

  it("caches hashed assets for a year as immutable", async () => {
    const res = await get("/assets/entry-abc123.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(CACHE_IMMUTABLE);
  });

  it("answers unknown paths with HTTP 404 and the Not Found page, compressed when accepted", async () => {
    const res = await get("/no/such/page", { headers: { "accept-encoding": "br" } });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(await res.text()).toContain("Page Not Found");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain(`script-src 'self' ${sha("window.page=404")};`);
  });

  it("redirects the duplicate slugs permanently and unknown service ids temporarily", async () => {
    const alias = await get("/services/devopss?ref=x");
    expect(alias.status).toBe(301);
    expect(alias.headers.get("location")).toBe("/services/devops?ref=x");
    const unknown = await get("/services/not-a-service");
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get("location")).toBe("/services");
    expect((await get("/services/devops")).status).toBe(200);
    expect((await get("/industries/education")).headers.get("location")).toBe("/solutions/edtech");
  });

  it("answers nested paths under a catalogue prefix with 404 and the Not Found page, never a redirect", async () => {
    for (const path of ["/services/a/b", "/services/devops/extra", "/solutions/x/y"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain("Page Not Found");
    }
    // With a trailing slash: first to the one address without it (decision 0102), which is then a 404.
    const slashed = await get("/solutions/x/y/");
    expect([slashed.status, slashed.headers.get("location")]).toEqual([301, "/solutions/x/y"]);
  });

  it("turns a failing handler into a 500 for that request only", async () => {
    expect((await get("/api/boom", { method: "POST" })).status).toBe(500);
    expect((await get("/")).status).toBe(200);
  });
});
