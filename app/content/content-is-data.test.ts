/**
 * app/content/ holds data only (docs/decisions/0109-content-is-data.md): every module exports plain values,
 * and the lint rule keeps React, rehype and app/lib/ out of it. Code that loads, derives or checks content is
 * in app/lib/.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const modules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts"], {
  eager: true,
});

/** Paths inside a value that hold something other than plain data (a function, a class instance, a promise). */
function codeIn(value: unknown, path: string): string[] {
  if (typeof value === "function") return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => codeIn(item, `${path}[${index}]`));
  if (value && typeof value === "object") {
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) return [path];
    return Object.entries(value).flatMap(([key, item]) => codeIn(item, `${path}.${key}`));
  }
  return [];
}

describe("content is data (decision 0109)", () => {
  it("finds the content modules", () => {
    expect(Object.keys(modules).length).toBeGreaterThan(80);
  });

  it("exports no functions, classes or promises from any content module", () => {
    const problems = Object.entries(modules).flatMap(([file, exports]) =>
      Object.entries(exports).flatMap(([name, value]) => codeIn(value, `${file}: ${name}`)),
    );
    expect(problems).toEqual([]);
  });

  it("lint rule: a content module may import content, types and the site configuration, nothing else", async () => {
    const eslint = new ESLint();
    const lint = async (source: string) => {
      const [result] = await eslint.lintText(`${source}\nexport const value = [imported];\n`, {
        filePath: "app/content/probe.ts",
      });
      return (result?.messages ?? []).filter((message) => message.ruleId === "no-restricted-imports").length;
    };
    expect(await lint('import { facts as imported } from "./facts";')).toBe(0);
    expect(await lint('import { site as imported } from "../site";')).toBe(0);
    expect(await lint('import { fillText as imported } from "~/lib/tokens";')).toBe(1);
    expect(await lint('import { SEARCH_PATH as imported } from "../lib/constants";')).toBe(1);
    expect(await lint('import { useState as imported } from "react";')).toBe(1);
    expect(await lint('import { jsx as imported } from "react/jsx-runtime";')).toBe(1);
    expect(await lint('import imported from "rehype-slug";')).toBe(1);
  }, 30_000);
});
