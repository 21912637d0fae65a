import { existsSync } from "node:fs";
import { join } from "node:path";
import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "./routes";
import { NOT_FOUND_PATHS, pages, pathsOf, prerenderPaths } from "./pages";

describe("the one list of pages (app/pages.ts)", () => {
  it("names route modules that exist", () => {
    for (const page of pages) expect(existsSync(join(import.meta.dirname, page.module)), page.module).toBe(true);
  });

  it("prerenders only paths its own route matches, each once", () => {
    for (const page of pages) {
      for (const path of pathsOf(page))
        expect(matchPath(`/${page.pattern}`, path), `${page.pattern} ${path}`).not.toBeNull();
    }
    const paths = prerenderPaths();
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of NOT_FOUND_PATHS) expect(paths).toContain(path);
  });

  it("makes the route config: one route per line with pages to prerender, ids unique", () => {
    const listed = pages.filter((page) => pathsOf(page).length > 0);
    expect(routes.map((route) => route.file)).toEqual(listed.map((page) => page.module));
    expect(routes.map((route) => route.path ?? "")).toEqual(listed.map((page) => page.pattern));
    expect(routes[0]?.index).toBe(true);
    const ids = routes.map((route) => route.id ?? route.file);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("names copy only on fixed pages, the copy of that very page (its own path, when it states one)", () => {
    const named = pages.filter((page) => page.copy);
    expect(named.length).toBeGreaterThanOrEqual(10);
    for (const page of named) {
      const paths = pathsOf(page);
      expect(paths, page.pattern).toEqual([`/${page.pattern}`]);
      const stated = (page.copy as { path?: unknown }).path;
      if (stated !== undefined) expect(stated, page.pattern).toBe(paths[0]);
      expect(page.copy?.title.trim(), page.pattern).not.toBe("");
    }
  });
});
