import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "./fixtures";
import { builtPagePaths, decodeEntities } from "./pages";
import { htmlFileFor } from "../bench/page-weight";
import { PROMISE_ALLOWANCES } from "../support/promise-allowances";
import { allows, promisePhrases, withoutRegister } from "../support/promise-lint";
import { collectCopy } from "../../scripts/copy-items";
import { contentFileModules } from "../../app/lib/content";
import { FILLED_VALUES, fillTokensInText } from "../../app/lib/tokens";

// The promise lint over every built page (docs/decisions/0117-engagement-terms.md). The content modules
// files and posts are linted before their tokens are filled (app/content/promises.test.ts); here the text of
// each built page loses the register's filled words and every sentence of that vetted copy, and what is
// left (copy from components, route labels, anything that bypassed the content modules) must hold no
// promise-shaped phrase.
const root = join(process.cwd(), "build", "client");
const contentDir = join(process.cwd(), "app", "content");

function contentFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return contentFiles(path);
    return /\.(?:ts|mdx)$/.test(name) && !/\.test\.ts$|^(?:types|ids)\.ts$/.test(name) ? [path] : [];
  });
}

/** Markdown's marks taken off a post's paragraph, so its sentences read as the page shows them. */
const plain = (markdown: string) =>
  markdown
    .replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")
    .replace(/[*_`#>]+/g, "")
    .replace(/^\s*[-\d.]+\s+/gm, "");

const sentences = (text: string) =>
  text
    .split(/(?<=[.:;?!])\s+|\n+/)
    .map((sentence) => sentence.replace(/\s+/g, " ").trim())
    .filter((sentence) => sentence.length > 3);

async function vettedSentences(): Promise<string[]> {
  const found = new Set<string>();
  for (const path of contentFiles(contentDir)) {
    const texts = path.endsWith(".mdx")
      ? [plain(readFileSync(path, "utf8"))]
      : collectCopy((await import(pathToFileURL(path).href)) as Record<string, unknown>, {
          file: relative(contentDir, path),
          catalogue: "",
          entry: "",
        }).map((item) => item.value);
    for (const text of texts) for (const sentence of sentences(fillTokensInText(text))) found.add(sentence);
  }
  // The data files (catalogues and pages), read as the build reads them.
  for (const [file, module] of Object.entries(contentFileModules()))
    for (const { value } of collectCopy(module, { file, catalogue: "", entry: "" }))
      for (const sentence of sentences(fillTokensInText(value))) found.add(sentence);
  return [...found];
}

/** A built page's visible text: its body without scripts, styles and icons, tags replaced by breaks. */
const pageText = (html: string) =>
  decodeEntities(
    (/<body[\s\S]*<\/body>/.exec(html)?.[0] ?? html)
      .replace(/<(script|style|svg|template)[\s\S]*?<\/\1>/g, " ")
      .replace(/<\/?(?:strong|em|b|i|code|a|abbr|time|small|mark)\b[^>]*>/g, "")
      .replace(/<[^>]+>/g, "\n"),
  );

test.describe("every built page states promises only through the register", () => {
  let vetted: string[] = [];
  test.beforeAll(async () => {
    vetted = await vettedSentences();
  });

  for (const path of builtPagePaths()) {
    test(path, () => {
      const text = pageText(readFileSync(htmlFileFor(root, path), "utf8"));
      const rest = withoutRegister(
        text
          .split(/\n+/)
          .map((line) => line.replace(/\s+/g, " ").trim())
          .join("\n"),
        [...vetted, ...FILLED_VALUES],
      );
      const problems = rest.split(/\n+/).flatMap((line) =>
        promisePhrases(line)
          .filter((phrase) => !PROMISE_ALLOWANCES.some((allow) => allows(allow, phrase, path, line)))
          .map((phrase) => `${path}: "${phrase}" in "${line.trim().slice(0, 100)}"`),
      );
      expect(problems).toEqual([]);
    });
  }
});
