/**
 * Docs that cannot drift: every code name quoted (in backticks) in README.md and docs/ must exist in the
 * code, so a reader is never told to call something that is not there. Paths are checked, decision records
 * included, by scripts/citations.test.ts. Decision records are history and are left out here.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { walk } from "./files";

const root = join(import.meta.dirname, "..");
const docs = [
  "README.md",
  ...readdirSync(join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

const SOURCE_DIRS = ["app", "server", "scripts", "tests"];
const SOURCE_FILES = ["vite.config.ts", "react-router.config.ts", "playwright.config.ts", "eslint.config.js"];
const isSource = (file: string) => /\.(?:[cm]?[jt]sx?|css|json)$/.test(file) && !/\.(?:test|spec)\.tsx?$/.test(file);
const source = [
  ...SOURCE_DIRS.flatMap((dir) => walk(join(root, dir)).filter(isSource)),
  ...SOURCE_FILES.map((file) => join(root, file)),
]
  .filter((file) => existsSync(file))
  .map((file) => readFileSync(file, "utf8"))
  .join("\n");

/** `fillTokensInContent`, `createSiteServer()`, `SITE_ENV_KEYS`, `site.legal`: names a reader would look for in the code. */
export function quotedNames(markdown: string): string[] {
  return [...markdown.matchAll(/`([A-Za-z_][\w.]*)(?:\(\))?`/g)]
    .map((match) => match[1] ?? "")
    .filter((name) =>
      /^[a-z]+[A-Z]\w*$|^[A-Z][a-z]+[A-Z]\w*$|^[A-Z][A-Z0-9]*_[A-Z0-9_]+$|^[a-z]\w*\.[a-z]\w*$/.test(name),
    )
    .flatMap((name) => name.split(".").slice(-1));
}

const missing = (name: string) => !new RegExp(`\\b${name.replace(/\$/g, "\\$")}\\b`).test(source);

describe("README.md and docs/ name only what exists", () => {
  for (const doc of docs) {
    const text = readFileSync(join(root, doc), "utf8");
    it(`${doc}: every quoted code name exists in the code`, () => {
      expect([...new Set(quotedNames(text))].filter(missing)).toEqual([]);
    });
  }
});

describe("a newcomer's way in (decision 0134)", () => {
  const readme = readFileSync(join(root, "README.md"), "utf8");
  it("README.md starts with the two commands and stays short", () => {
    const lines = readme.split("\n").filter((line) => line.trim() !== "");
    expect(lines[1]).toBe("```sh");
    expect(lines.slice(2, 4).map((line) => line.split("#")[0]?.trim())).toEqual([
      "npm install && npm start",
      "npm install && npm test",
    ]);
    expect(readme.split("\n").length).toBeLessThanOrEqual(150);
  });
  it("every document of docs/ is linked from docs/README.md", () => {
    const index = readFileSync(join(root, "docs/README.md"), "utf8");
    const unlinked = docs
      .filter((doc) => doc.startsWith("docs/") && doc !== "docs/README.md")
      .filter((doc) => !index.includes(`](${doc.slice("docs/".length)}`));
    expect(unlinked).toEqual([]);
  });
});

describe("the docs check can fail (fixtures)", () => {
  it("finds code names", () => {
    const text =
      "Edit `app/site.ts`, not `app/content/services/<id>.ts`; set `CONTENT_SECURITY_POLICY` or call `fillTokensInContent()`.";
    expect(quotedNames(text)).toEqual(["CONTENT_SECURITY_POLICY", "fillTokensInContent"]);
    expect(missing("CONTENT_SECURITY_POLICY")).toBe(true);
    expect(missing("fillTokensInContent")).toBe(false);
  });
});
