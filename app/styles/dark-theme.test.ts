import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { walk } from "../../scripts/files";

// The dark theme's tokens (decision 0103): each is a light-dark() pair in dark-theme.css.
const read = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");
const darkCss = read("./dark-theme.css");
const appCss = read("../app.css");
const tailwindTheme = readFileSync(createRequire(import.meta.url).resolve("tailwindcss/theme.css"), "utf8");

const pairs = new Map(
  [...darkCss.matchAll(/--color-([\w-]+):\s*light-dark\(\s*((?:[^()]|\([^()]*\))+?)\s*,\s*([^)]+?)\s*\);/g)].map(
    (match) => [match[1] ?? "", { light: match[2] ?? "", dark: match[3] ?? "" }],
  ),
);
const declared = (css: string, token: string) => css.match(new RegExp(`--color-${token}:\\s*([^;]+);`))?.[1]?.trim();

/**
 * Colors that are the same in both themes on purpose: the amber accents are only ever a surface under
 * navy text or a detail on a navy surface, and app.css keeps both in the light scheme.
 */
const SAME_IN_BOTH = new Set(["accent-300", "accent-400", "accent-500", "transparent", "current", "inherit"]);

describe("the dark theme's tokens", () => {
  it("pairs a dark value with every color token", () => {
    expect(pairs.size).toBeGreaterThan(20);
    for (const [token, { dark }] of pairs) expect(dark, token).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("keeps each token's light half equal to its light value (ours in app.css, or Tailwind's palette)", () => {
    for (const [token, { light }] of pairs) {
      const expected = declared(appCss, token) ?? declared(tailwindTheme, token);
      expect(light, token).toBe(expected);
    }
  });

  it("covers every color token the components use, so a new component is dark-ready", () => {
    const used = new Set<string>();
    const utility =
      /\b(?:bg|text|border|ring|from|via|to|fill|stroke|outline|divide|decoration|placeholder|accent|shadow)-((?:white|black|slate|primary|accent|red|green|emerald|amber|rose|sky|blue|gray)(?:-\d+)?)\b/g;
    for (const file of walk("app"))
      if (/\.(tsx?|css)$/.test(file) && !/\.test\.tsx?$/.test(file))
        for (const match of readFileSync(file, "utf8").matchAll(utility)) used.add(match[1] ?? "");
    const missing = [...used].filter((token) => !pairs.has(token) && !SAME_IN_BOTH.has(token));
    expect(missing).toEqual([]);
    // And the tokens exist at all: a class naming a color the theme lacks draws nothing, in either theme.
    const undefinedTokens = [...used].filter(
      (token) =>
        !declared(appCss, token) && !declared(tailwindTheme, token) && !/^(transparent|current|inherit)$/.test(token),
    );
    expect(undefinedTokens).toEqual([]);
  });
});
