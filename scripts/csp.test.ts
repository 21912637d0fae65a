import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, pinInlineScripts } from "./csp";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inline script pinning", () => {
  const html = `<!DOCTYPE html><html><head><title>x</title></head><body><script>window.a=1</script><script type="module">import "/assets/x.js";</script><script src="/assets/y.js"></script></body></html>`;

  it("hashes inline scripts only, not external ones", () => {
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import "/assets/x.js";')]);
  });

  it("puts a script-src policy with those hashes first in <head>", () => {
    const pinned = pinInlineScripts(html);
    expect(pinned).toContain(
      `<head><meta http-equiv="Content-Security-Policy" content="script-src 'self' ${sha("window.a=1")} ${sha('import "/assets/x.js";')}">`,
    );
    expect(pinned).not.toContain("unsafe-inline");
  });
});
