import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { expect, test } from "./fixtures";
import { builtPagePaths } from "./pages";
import { htmlFileFor } from "../bench/page-weight";
import { walk } from "../../scripts/files";
import { checkHtmlFiles, formatFinding, type VnuFinding } from "../runner/vnu";

// The W3C Nu HTML Checker on every page as built, beside html-validate (html-validate.spec.ts): one
// run of the checker over every built .html file, then one test per page, like html-validate's. What it
// reports and what is reviewed as harmless is in tests/runner/vnu.ts.
const root = join(process.cwd(), "build", "client");

// One worker runs this file's tests in order, so the checker (a Java program, some seconds) runs once.
test.describe.configure({ mode: "default" });

let findings: Promise<VnuFinding[]> | undefined;
const check = () =>
  (findings ??= Promise.resolve().then(() =>
    checkHtmlFiles(
      root,
      walk(root)
        .filter((file) => file.endsWith(".html"))
        .sort(),
      (file) => readFileSync(file, "utf8"),
    ),
  ));

test.describe("every built page passes the Nu HTML Checker", () => {
  const pages = builtPagePaths().map((path) => ({ path, file: relative(root, htmlFileFor(root, path)) }));
  for (const { path, file } of pages) {
    test(path, async () => {
      test.setTimeout(120_000);
      const found = (await check()).filter((finding) => finding.file === file);
      expect(found.map(formatFinding)).toEqual([]);
    });
  }

  test("and so does every other built HTML file", async () => {
    test.setTimeout(120_000);
    const listed = new Set(pages.map((page) => page.file));
    const found = (await check()).filter((finding) => !listed.has(finding.file));
    expect(found.map(formatFinding)).toEqual([]);
  });
});

test("the one reviewed error covers only the site's own render-blocking link, not any other", () => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), "brightlane-vnu-"));
  const page = (link: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title>${link}</head><body><main id="main"><p>x</p></main></body></html>`;
  const files = {
    ours: page('<link rel="expect" href="#main" blocking="render"/>'),
    other: page('<link rel="expect" href="#elsewhere" blocking="render"/><p id="elsewhere"></p>'),
  };
  for (const [name, html] of Object.entries(files)) writeFileSync(join(dir, `${name}.html`), html);
  const found = checkHtmlFiles(
    dir,
    Object.keys(files).map((name) => join(dir, `${name}.html`)),
    (file) => readFileSync(file, "utf8"),
  );
  expect(found.filter((finding) => finding.file === "ours.html")).toEqual([]);
  expect(found.filter((finding) => finding.file === "other.html").map((finding) => finding.message)).toContainEqual(
    expect.stringContaining("“blocking” attribute"),
  );
});
