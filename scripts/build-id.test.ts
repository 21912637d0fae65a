import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BUILD_ID_FILE, BUILD_VARIABLES, buildInputsHash, staleReason } from "./build-id";

const roots: string[] = [];
function tree(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), "build-id-"));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) write(root, path, text);
  return root;
}
function write(root: string, path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

const site = {
  "app/content/about.ts": 'export const title = "About Us";',
  "app/content/about.test.ts": "test",
  "server/main.ts": "serve()",
  "package-lock.json": "{}",
  "README.md": "docs",
};

describe("what a build was made from (npm start never serves a stale site)", () => {
  it("changes with a content file, the server, the lockfile and the build-time variables", () => {
    const root = tree(site);
    const before = buildInputsHash(root, {});
    write(root, "app/content/about.ts", 'export const title = "About us";');
    const edited = buildInputsHash(root, {});
    expect(edited).not.toBe(before);
    write(root, "package-lock.json", '{"v":2}');
    expect(buildInputsHash(root, {})).not.toBe(edited);
    expect(buildInputsHash(root, { SITE_ORIGIN: "https://www.example.com" })).not.toBe(buildInputsHash(root, {}));
    expect(buildInputsHash(root, { SMTP_URL: "smtp://a" })).not.toBe(buildInputsHash(root, {}));
  });

  it("changes with every variable of the build's schema (app/lib/config.server.ts), NODE_ENV aside", () => {
    const root = tree(site);
    const base = buildInputsHash(root, {});
    // A valid value other than the default for each: an origin, an endpoint, a provider, a flag, a port.
    const changed = {
      SITE_ORIGIN: "https://www.example.com",
      CONTACT_ENDPOINT: "/api/other",
      NEWSLETTER_ENDPOINT: "/api/other",
      MAIL_PROVIDER: "Postmark",
      ANALYTICS_PROVIDER: "plausible",
      ANALYTICS_HOST: "https://stats.example.com",
      ANALYTICS_ID: "example.com",
      BUILD_SHARE_IMAGES: "0",
      NGINX_ROOT: "/srv/site",
      NGINX_LISTEN: "9090",
      NGINX_UPSTREAM: "http://127.0.0.1:4000",
      NGINX_BROTLI: "1",
    };
    expect(Object.keys(changed).sort()).toEqual([...BUILD_VARIABLES].sort());
    for (const [name, value] of Object.entries(changed))
      expect(buildInputsHash(root, { [name]: value }), name).not.toBe(base);
    expect(buildInputsHash(root, { NODE_ENV: "development" })).toBe(base);
  });

  it("ignores what does not change the build: tests, docs, and a secret's value", () => {
    const root = tree(site);
    const before = buildInputsHash(root, { SMTP_URL: "smtp://user:one@mail" });
    write(root, "app/content/about.test.ts", "another test");
    write(root, "README.md", "other docs");
    expect(buildInputsHash(root, { SMTP_URL: "smtp://user:two@mail" })).toBe(before);
  });

  it("says why to build: no build, a build of other inputs; nothing once it is current", () => {
    const root = tree(site);
    expect(staleReason(root, {})).toMatch(/no complete build/);
    write(root, "build/server/index.mjs", "");
    write(root, BUILD_ID_FILE, JSON.stringify({ id: buildInputsHash(root, {}) }));
    expect(staleReason(root, {})).toBeUndefined();
    write(root, "app/content/about.ts", 'export const title = "Who we are";');
    expect(staleReason(root, {})).toMatch(/older than its inputs/);
  });
});
