/**
 * No import circles among the site's modules (issue "Less code, the same site"): a circle makes the order
 * modules run in depend on who imports first. Type-only imports are left out: they vanish at build.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const IMPORT = /^(?:import|export)\s+(?!type\b)[^;]*?from\s+["']([^"']+)["']/gms;

/** Each module's value imports within the repository, by path from the root. */
export function importGraph(sources: Record<string, string>): Map<string, string[]> {
  const resolve = (from: string, spec: string) => {
    const base = spec.startsWith("~/")
      ? join("app", spec.slice(2))
      : spec.startsWith(".")
        ? normalize(join(dirname(from), spec))
        : "";
    return [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find((file) => base && file in sources);
  };
  return new Map(
    Object.entries(sources).map(([file, text]) => [
      file,
      [...text.matchAll(IMPORT)].flatMap((match) => resolve(file, match[1] ?? "") ?? []),
    ]),
  );
}

/** Every circle found by a depth-first walk, as "a -> b -> a". */
export function importCycles(graph: Map<string, string[]>): string[] {
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const cycles: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "open") cycles.push([...stack.slice(stack.indexOf(next)), next].join(" -> "));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe("imports", () => {
  it("form no circle among the modules of app/, server/ and scripts/", () => {
    const files = execFileSync("git", ["ls-files", "app", "server", "scripts"], { cwd: root, encoding: "utf8" })
      .split("\n")
      .filter((file) => /\.tsx?$/.test(file) && !/\.(?:test|spec)\./.test(file));
    const sources = Object.fromEntries(files.map((file) => [file, readFileSync(join(root, file), "utf8")]));
    const graph = importGraph(sources);
    expect([...graph.values()].flat().length).toBeGreaterThan(files.length);
    expect(importCycles(graph)).toEqual([]);
  });

  it("can fail: finds a circle through a ~/ import, and not through a type-only one", () => {
    const graph = importGraph({
      "app/a.ts": 'import { b } from "./b";',
      "app/b.ts": 'import { a } from "~/a";',
      "app/c.ts": 'import type { a } from "./a";\nimport { c } from "./d";',
      "app/d.ts": 'import type { c } from "./c";',
    });
    expect(importCycles(graph)).toEqual(["app/a.ts -> app/b.ts -> app/a.ts"]);
  });
});
