// @vitest-environment node
import { execFileSync } from "node:child_process";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

/** site.ts bundled the way a build bundles it, printing `site` as JSON, run in a fresh Node process. */
async function siteAsBuilt(define: Record<string, string>, env: Record<string, string> = {}) {
  const result = await build({
    entryPoints: ["app/site.ts"],
    bundle: true,
    write: false,
    format: "esm",
    platform: "node",
    define,
  });
  // A separate process: Vitest itself defines __SITE_ENV__ on globalThis.
  const code = `${result.outputFiles[0]?.text ?? ""}\nconsole.log(JSON.stringify(site));`;
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", code], {
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  return JSON.parse(output);
}

describe("build-time overrides (D1)", () => {
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

  it("reads the environment directly in Node scripts bundled without the inlined values", async () => {
    const site = await siteAsBuilt({}, { SITE_ORIGIN: "https://origin.example.org" });
    expect(site.origin).toBe("https://origin.example.org");
  });
});
