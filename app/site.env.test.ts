// @vitest-environment node
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

/** `entry` bundled the way a build bundles it, run in a fresh Node process that prints `site` as JSON. */
async function bundle(entry: string, define: Record<string, string>) {
  const result = await build({
    stdin: { contents: `${entry}\nconsole.log(JSON.stringify(site));`, resolveDir: process.cwd(), loader: "ts" },
    bundle: true,
    write: false,
    format: "esm",
    platform: "node",
    define,
  });
  return result.outputFiles[0]?.text ?? "";
}

/**
 * A separate process: Vitest itself defines __SITE_ENV__ on globalThis. From a file: with zod, the
 * bundle is too long for a command line.
 */
function run(code: string, env: Record<string, string>) {
  const file = join(mkdtempSync(join(tmpdir(), "site-env-")), "entry.mjs");
  writeFileSync(file, code);
  return spawnSync(process.execPath, [file], { env, encoding: "utf8" });
}

async function siteAsBuilt(define: Record<string, string>, env: Record<string, string> = {}) {
  const code = await bundle(`import { site } from "./app/site";`, define);
  return JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", code], { env, encoding: "utf8" }));
}

/** How the postbuild and the server run it: the configuration module first, then the site. */
const POSTBUILD_ENTRY = `import "./app/lib/build-env.server";\nimport { site } from "./app/site";`;

describe("build-time overrides", () => {
  it("reads SITE_ORIGIN and the form endpoints from the values the Vite build inlines", async () => {
    const site = await siteAsBuilt({
      __SITE_ENV__: JSON.stringify({
        SITE_ORIGIN: "https://www.example.com/",
        CONTACT_ENDPOINT: "https://forms.example.com/f/abc",
      }),
    });
    expect(site.origin).toBe("https://www.example.com");
    expect(site.forms.contactEndpoint).toBe("https://forms.example.com/f/abc");
    expect(site.forms.newsletterEndpoint).toBe("/api/newsletter");
  });

  it("reads no environment itself: unbundled and unconfigured, it has its defaults", async () => {
    const site = await siteAsBuilt({}, { SITE_ORIGIN: "https://origin.example.org" });
    expect(site.origin).toBe("https://www.brightlane.example");
  });

  it("gets the validated environment in Node scripts bundled without the inlined values", async () => {
    const result = run(await bundle(POSTBUILD_ENTRY, {}), { SITE_ORIGIN: "https://origin.example.org" });
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout).origin).toBe("https://origin.example.org");
  });

  it("refuses a bad value there, naming the variable", async () => {
    const result = run(await bundle(POSTBUILD_ENTRY, {}), { SITE_ORIGIN: "origin.example.org" });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("SITE_ORIGIN");
  });
});
