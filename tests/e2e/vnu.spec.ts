import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "./fixtures";
import { builtPagePaths } from "./pages";
import { htmlFileFor } from "../../scripts/page-weight";
import { walk } from "../../scripts/files";
import { checkHtmlFiles, formatFinding, type VnuFinding } from "../../scripts/vnu";

// The W3C Nu HTML Checker on every page as built, beside html-validate (html-validate.spec.ts): one
// run of the checker over every built .html file, then one test per page, like html-validate's. What it
// reports and what is reviewed as harmless is in scripts/vnu.ts.
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
