import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, pageSources, pinInlineScripts, policyForHtml } from "./csp";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("a page's Content-Security-Policy", () => {
  const html = `<!DOCTYPE html><html><head><title>x</title><noscript><style>[data-js-only]{display:none}</style></noscript></head><body><span style="left:25.00%;top:6.70%">o</span><a style="color:&quot;red&quot;">a</a><script>window.a=1</script><script type="application/ld+json">{"@type":"WebSite"}</script><script type="module">import "/assets/x.js";</script><script src="/assets/y.js"></script></body></html>`;

  it("hashes inline scripts (JSON-LD too), style elements and style attributes, not external scripts", () => {
    expect(pageSources(html).scripts).toEqual([
      sha("window.a=1"),
      sha('{"@type":"WebSite"}'),
      sha('import "/assets/x.js";'),
    ]);
    const sources = pageSources(html);
    expect(sources.styles).toEqual([sha("[data-js-only]{display:none}")]);
    // Attribute values are hashed as the browser sees them: entities decoded.
    expect(sources.styleAttributes).toEqual([sha("left:25.00%;top:6.70%"), sha('color:"red"')]);
  });

  it("allows those hashes and never 'unsafe-inline'; forbids framing in the header only", () => {
    const policy = policyForHtml(html);
    expect(policy).toContain(`script-src 'self' ${sha("window.a=1")}`);
    expect(policy).toContain(`style-src 'self' ${sha("[data-js-only]{display:none}")}`);
    expect(policy).toContain(`style-src-attr 'unsafe-hashes' ${sha("left:25.00%;top:6.70%")}`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("unsafe-inline");
    const pinned = pinInlineScripts(html);
    expect(pinned).toMatch(
      /^<!DOCTYPE html><html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/,
    );
    expect(pinned).not.toMatch(/<meta http-equiv[^>]*frame-ancestors/);
  });

  it("writes the policy after the character encoding, which must stay within the first 1024 bytes", () => {
    const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>${"x".repeat(2000)}</script></head></html>`;
    expect(pinInlineScripts(page)).toMatch(
      /^<!DOCTYPE html><html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src/,
    );
  });

  it("gives a response without inline content the strictest policy", () => {
    const policy = contentSecurityPolicy();
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("style-src-attr 'none'");
  });

  it("lets forms on a form service submit in place: its origin in form-action and connect-src", () => {
    expect(contentSecurityPolicy()).toContain("connect-src 'self';");
    const policy = contentSecurityPolicy(undefined, {
      forms: { contactEndpoint: "https://forms.example.net/f/abc", newsletterEndpoint: "http://127.0.0.1:9/subscribe" },
    });
    expect(policy).toContain("connect-src 'self' https://forms.example.net http://127.0.0.1:9;");
    expect(policy).toContain("form-action 'self' https://forms.example.net http://127.0.0.1:9;");
    expect(policy).toContain("default-src 'self';");
  });
});
