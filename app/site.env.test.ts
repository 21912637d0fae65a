// @vitest-environment node
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const importBundle = (code: string) => import(`data:text/javascript,${encodeURIComponent(code)}#${Math.random()}`);

describe("build-time overrides (D1)", () => {
  it("reads SITE_ORIGIN and the form endpoints from the values the build inlines", async () => {
    const { build } = await import("esbuild");
    const result = await build({
      entryPoints: ["app/site.ts"],
      bundle: true,
      write: false,
      format: "esm",
      platform: "neutral",
      define: {
        __SITE_ENV__: JSON.stringify({
          SITE_ORIGIN: "https://www.example.com/",
          CONTACT_ENDPOINT: "https://forms.example.com/f/abc",
        }),
      },
    });
    const module = await importBundle(result.outputFiles[0]?.text ?? "");
    expect(module.site.origin).toBe("https://www.example.com");
    expect(module.site.forms.contactEndpoint).toBe("https://forms.example.com/f/abc");
    expect(module.site.forms.newsletterEndpoint).toBe("/api/newsletter");
  });

  it("reads the environment directly in Node scripts bundled without the inlined values", async () => {
    const { build } = await import("esbuild");
    const result = await build({
      entryPoints: ["app/site.ts"],
      bundle: true,
      write: false,
      format: "esm",
      platform: "node",
    });
    // A separate Node process, as scripts/postbuild.ts runs (Vitest itself defines __SITE_ENV__ globally).
    const code = `${result.outputFiles[0]?.text ?? ""}\nconsole.log(site.origin);`;
    const output = execFileSync(process.execPath, ["--input-type=module", "-e", code], {
      env: { ...process.env, SITE_ORIGIN: "https://origin.example.org" },
      encoding: "utf8",
    });
    expect(output.trim()).toBe("https://origin.example.org");
  });
});
