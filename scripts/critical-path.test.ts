import { describe, expect, it } from "vitest";
import { deferModulePreloads, dependenciesFirst } from "./critical-path";
import { stripFontFaces, stripToFloor } from "./floor.mjs";

const page = [
  "<!DOCTYPE html><html><head><title>t</title>",
  '<link rel="modulepreload" href="/assets/manifest.js"/><link rel="modulepreload" href="/assets/root.js"/>',
  '<link rel="stylesheet" href="/assets/app.css"/></head>',
  '<body><main>hi</main><script type="module" async="">import "/assets/manifest.js";\n',
  'import * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/home.js";\n  \n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n',
  'import("/assets/entry.client.js");</script></body></html>',
].join("");

describe("critical path", () => {
  const html = deferModulePreloads(page);

  it("leaves the stylesheet as the only subresource in <head>", () => {
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain("modulepreload");
    expect(head).toContain('rel="stylesheet"');
  });

  it("starts loading modules only after the first paint, then preloads and imports the same ones in order", () => {
    const script = html.match(/<script type="module">([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(script).not.toMatch(/^\s*import /m);
    const wait = script.indexOf('getEntriesByName("first-contentful-paint")');
    const preload = script.indexOf('["/assets/manifest.js","/assets/root.js"]');
    const imports = script.indexOf(
      'const [, route0, route1] = await Promise.all(["/assets/manifest.js","/assets/root.js","/assets/home.js"]',
    );
    const entry = script.indexOf('import("/assets/entry.client.js")');
    expect(wait).toBeGreaterThanOrEqual(0);
    expect(preload).toBeGreaterThan(wait);
    expect(imports).toBeGreaterThan(preload);
    expect(script.indexOf("window.__reactRouterRouteModules")).toBeGreaterThan(imports);
    expect(entry).toBeGreaterThan(imports);
  });

  it("evaluates the chunks one per task, each after what it imports, and the client entry last", () => {
    const imports: Record<string, string[]> = {
      "/assets/entry.client.js": ["/assets/router.js"],
      "/assets/root.js": ["/assets/shell.js"],
      "/assets/shell.js": ["/assets/router.js", "/assets/react.js"],
      "/assets/router.js": ["/assets/react.js"],
    };
    const withChunks = page.replace(
      '<link rel="modulepreload" href="/assets/root.js"/>',
      ["entry.client", "root", "shell", "router", "react"]
        .map((name) => `<link rel="modulepreload" href="/assets/${name}.js"/>`)
        .join(""),
    );
    const script = deferModulePreloads(withChunks, (src) => imports[src] ?? []);
    const order = JSON.parse(
      script.match(/for \(const src of (\[[^\]]*\])\) \{ await import\(src\); await yieldToBrowser\(\); \}/)?.[1] ??
        "[]",
    );
    expect(order).toEqual([
      "/assets/manifest.js",
      "/assets/react.js",
      "/assets/router.js",
      "/assets/shell.js",
      "/assets/root.js",
    ]);
    expect(script.indexOf("yieldToBrowser(); }")).toBeLessThan(script.indexOf('import("/assets/entry.client.js")'));
    expect(dependenciesFirst(["/a", "/b"], (src) => (src === "/a" ? ["/b"] : ["/a"]))).toEqual(["/b", "/a"]);
  });

  it("changes nothing on a page without a module script", () => {
    const plain = "<html><head><title>t</title></head><body>x</body></html>";
    expect(deferModulePreloads(plain)).toBe(plain);
  });

  it("strips a page to its floor: no scripts, no preloads, stylesheet kept", () => {
    const floor = stripToFloor(page.replace("<title>", '<link rel="preload" as="font" href="/f.woff2"/><title>'));
    expect(floor).not.toMatch(/<script|modulepreload|rel="preload"/);
    expect(floor).toContain('rel="stylesheet"');
    expect(floor).toContain("<main>hi</main>");
  });

  it("takes every @font-face rule out of a stylesheet and keeps the rest", () => {
    const css = `@font-face{font-family:"Inter Variable";src:url(/a.woff2)}body{font-family:"Inter Variable",system-ui}@media (min-width:1px){@font-face{font-family:X;src:url(b)}.a{color:red}}`;
    expect(stripFontFaces(css)).toBe(
      `body{font-family:"Inter Variable",system-ui}@media (min-width:1px){.a{color:red}}`,
    );
  });
});
