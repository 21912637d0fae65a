// @vitest-environment node
import { describe, expect, it } from "vitest";

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
    const code = result.outputFiles[0]?.text ?? "";
    const module = await import(`data:text/javascript,${encodeURIComponent(code)}`);
    expect(module.site.origin).toBe("https://www.example.com");
    expect(module.site.forms.contactEndpoint).toBe("https://forms.example.com/f/abc");
    expect(module.site.forms.newsletterEndpoint).toBe("/api/newsletter");
  });
});
