/**
 * One voice in the code too: every string a visitor can read that is still written in a route module
 * or a component (JSX text, and string values of visible props such as title, description, label or
 * aria-label) is held to the house style, and a route module may hold no paragraph of copy at all:
 * page copy belongs in app/content/, where content-style.test.ts checks it with the catalogues.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { walk } from "../../scripts/files";
import {
  contractionProblems,
  copyProblems,
  factProblems,
  numeralProblems,
  sentenceCaseProblems,
} from "../../tests/support/style-rules";

const root = join(import.meta.dirname, "..");
const VISIBLE_PROPS = new Set([
  "title",
  "description",
  "eyebrow",
  "label",
  "aria-label",
  "placeholder",
  "alt",
  "heading",
]);
const HEADING_PROPS = new Set(["title", "eyebrow", "heading"]);
const HEADING_TAGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);

export interface CodeCopy {
  file: string;
  line: number;
  value: string;
  heading: boolean;
}

/** The visible strings of a TSX module: JSX text, and string literals given to visible props. */
export function codeCopy(file: string, source: string): CodeCopy[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: CodeCopy[] = [];
  const push = (node: ts.Node, value: string, heading: boolean) => {
    const text = value.replace(/\s+/g, " ").trim();
    if (!/[A-Za-z]{2}/.test(text)) return;
    found.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1, value: text, heading });
  };
  const inHeading = (node: ts.Node) => {
    const parent = node.parent;
    return ts.isJsxElement(parent) && HEADING_TAGS.has(parent.openingElement.tagName.getText());
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) push(node, node.text, inHeading(node));
    else if (ts.isJsxAttribute(node) && VISIBLE_PROPS.has(node.name.getText())) {
      const init = node.initializer;
      const literal =
        init && ts.isStringLiteral(init)
          ? init
          : init && ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression)
            ? init.expression
            : undefined;
      if (literal) push(literal, literal.text, HEADING_PROPS.has(node.name.getText()));
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

const files = ["routes", "components", "root.tsx"].flatMap((part) => {
  const path = join(root, part);
  return part.endsWith(".tsx")
    ? [path]
    : walk(path).filter((file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx"));
});
const copy = files.flatMap((path) => codeCopy(relative(root, path), readFileSync(path, "utf8")));
const where = (item: CodeCopy, problem: string) => `${item.file}:${item.line} ${problem}`;

describe("copy written in route modules and components", () => {
  it("finds the copy (the walker reads routes and components)", () => {
    expect(files.some((file) => file.includes("routes"))).toBe(true);
    expect(copy.length).toBeGreaterThan(50);
  });

  it("follows the house style (ranges, contractions, spelling, slashes, numerals, claims, facts, leftovers)", () => {
    const problems = copy.flatMap((item) => copyProblems(item.value).map((problem) => where(item, problem)));
    expect(problems).toEqual([]);
  });

  it("writes headings in sentence case", () => {
    const problems = copy
      .filter((item) => item.heading)
      .flatMap((item) => sentenceCaseProblems(item.value).map((problem) => where(item, problem)));
    expect(problems).toEqual([]);
  });

  it("keeps paragraphs of page copy out of route modules (they belong in app/content/)", () => {
    const paragraphs = copy.filter((item) => item.file.startsWith("routes/") && item.value.split(" ").length >= 8);
    expect(paragraphs.map((item) => where(item, `"${item.value.slice(0, 60)}"`))).toEqual([]);
  });
});

describe("the code-copy walker can fail (fixtures)", () => {
  const sample = `export const A = () => (
    <section>
      <h2>Our Amazing Services</h2>
      <Hero title="We don't guess" description={"Results in two weeks"} className="Not Copy Here" />
      <p>Tell us what you need and we will reply within one business day.</p>
    </section>
  );`;
  const found = codeCopy("routes/sample.tsx", sample);

  it("reads JSX text and visible props, not class names", () => {
    expect(found.map((item) => item.value)).toEqual([
      "Our Amazing Services",
      "We don't guess",
      "Results in two weeks",
      "Tell us what you need and we will reply within one business day.",
    ]);
    expect(found.filter((item) => item.heading).map((item) => item.value)).toEqual([
      "Our Amazing Services",
      "We don't guess",
    ]);
  });

  it("finds what the rules reject", () => {
    expect(sentenceCaseProblems("Our Amazing Services")).not.toEqual([]);
    expect(contractionProblems("We don't guess")).not.toEqual([]);
    expect(numeralProblems("Results in two weeks")).not.toEqual([]);
    expect(factProblems(found[3]?.value ?? "")).not.toEqual([]);
  });
});
