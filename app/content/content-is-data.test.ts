/**
 * app/content/ holds data only (docs/decisions/0109-content-is-data.md): every module exports plain values,
 * and the lint rule keeps React, rehype and app/lib/ out of it. Code that loads, derives or checks content is
 * in app/lib/.
 */
import { ESLint } from "eslint";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const modules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts"], {
  eager: true,
});
const sources = import.meta.glob<string>(["./**/*.ts", "!./**/*.test.ts"], {
  eager: true,
  query: "?raw",
  import: "default",
});

/**
 * What a content module's source computes (decision 0109's rule): a module may hold only imports, types,
 * and `const` declarations (or a default export) whose values are literals, array and object literals,
 * `as`/`satisfies`/parentheses around them, and references used as whole values to a constant of the same
 * module or of another content module (`heroImage: SERVICE_HERO_IMAGE`, `path: NEWSLETTER_PATHS.checkEmail`).
 * Anything else is computed: a template literal with a substitution, an operator, a call (`.map(`), a
 * spread, a function, a conditional, an index, or a reference to something outside app/content/ (the
 * site configuration comes in as a token such as `{brand}`, resolved in app/lib/tokens.ts).
 */
function computedValues(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const constants = new Set<string>();
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const from = statement.moduleSpecifier.text;
      const fromContent =
        from.startsWith("./") || (from.startsWith("../") && !/^(\.\.\/)*\.\.\/(site|lib)\b/.test(from));
      const bindings = statement.importClause?.namedBindings;
      if (fromContent && !statement.importClause?.isTypeOnly && bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) if (!element.isTypeOnly) constants.add(element.name.text);
      }
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) constants.add(declaration.name.text);
      }
    }
  }
  const problems: string[] = [];
  const where = (node: ts.Node) => `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const reference = (node: ts.Expression): boolean =>
    ts.isIdentifier(node)
      ? constants.has(node.text)
      : ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.name) && reference(node.expression);
  const data = (node: ts.Expression): void => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isNumericLiteral(node) ||
      node.kind === ts.SyntaxKind.TrueKeyword ||
      node.kind === ts.SyntaxKind.FalseKeyword ||
      node.kind === ts.SyntaxKind.NullKeyword ||
      (ts.isPrefixUnaryExpression(node) &&
        node.operator === ts.SyntaxKind.MinusToken &&
        ts.isNumericLiteral(node.operand)) ||
      reference(node)
    ) {
      return;
    }
    if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) {
      return data(node.expression);
    }
    if (ts.isArrayLiteralExpression(node)) {
      for (const element of node.elements) {
        if (ts.isSpreadElement(element) || ts.isOmittedExpression(element)) problems.push(`${where(element)} spread`);
        else data(element);
      }
      return;
    }
    if (ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties) {
        if (ts.isPropertyAssignment(property) && !ts.isComputedPropertyName(property.name)) data(property.initializer);
        else if (ts.isShorthandPropertyAssignment(property) && constants.has(property.name.text)) continue;
        else problems.push(`${where(property)} ${ts.SyntaxKind[property.kind]}`);
      }
      return;
    }
    problems.push(`${where(node)} ${ts.SyntaxKind[node.kind]}: ${node.getText().slice(0, 60)}`);
  };
  for (const statement of file.statements) {
    if (
      ts.isImportDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement) ||
      (ts.isExportDeclaration(statement) && statement.moduleSpecifier === undefined && statement.isTypeOnly)
    ) {
      continue;
    }
    if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const) {
      for (const declaration of statement.declarationList.declarations) {
        if (declaration.initializer) data(declaration.initializer);
        else problems.push(`${where(declaration)} declared without a value`);
      }
    } else if (ts.isExportAssignment(statement)) {
      data(statement.expression);
    } else {
      problems.push(`${where(statement)} ${ts.SyntaxKind[statement.kind]}`);
    }
  }
  return problems;
}

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
    // The catalogues and page copy are YAML files now (decision 0145), checked by their schemas; these are
    // the rest, fewer as more copy moves into files: the glob must still reach the folder and its subfolders.
    expect(Object.keys(modules)).toEqual(expect.arrayContaining(["./cta.ts", "./types.ts", "./blog/authors.ts"]));
    expect(Object.keys(modules).length).toBeGreaterThan(10);
  });

  it("exports no functions, classes or promises from any content module", () => {
    const problems = Object.entries(modules).flatMap(([file, exports]) =>
      Object.entries(exports).flatMap(([name, value]) => codeIn(value, `${file}: ${name}`)),
    );
    expect(problems).toEqual([]);
  });

  it("computes no value: every module's source is literals and references to content constants", () => {
    expect(Object.keys(sources)).toEqual(Object.keys(modules));
    const problems = Object.entries(sources).flatMap(([file, source]) => computedValues(file, source));
    expect(problems).toEqual([]);
  });

  it("the source check rejects each kind of computed value and accepts each kind of data", () => {
    const check = (source: string) => computedValues("probe.ts", source);
    const accepted = [
      'import type { Job } from "./types";\nexport const a: Job[] = [];',
      'export const a = { b: "text {brand}", c: `plain`, d: 3, e: -1, f: true, g: null } as const;',
      'import { SERVICE_HERO_IMAGE } from "./hero-images";\nexport default { heroImage: SERVICE_HERO_IMAGE };',
      'import { NEWSLETTER_PATHS } from "./newsletter";\nconst HOME = { href: "/" };\nexport const p = [{ path: NEWSLETTER_PATHS.checkEmail, back: HOME }];',
      "const items = [1];\nexport const section = { items } satisfies { items: number[] };",
      "export interface A { b: string }\nexport type C = A;",
    ];
    for (const source of accepted) expect(check(source), source).toEqual([]);
    const rejected = [
      'import { site } from "../site";\nexport const a = `Why ${site.brand}`;',
      'import { site } from "../site";\nexport const a = { name: site.brand };',
      'import { engagementTerms } from "./engagement-terms";\nexport const a = `${engagementTerms.ownership.text}.`;',
      "const hours = 72;\nexport const a = `within ${hours} hours`;",
      'export const a = "a" + "b";',
      "export const a = 24 * 60;",
      'const rules = ["x"];\nexport const a = [...rules, "y"];',
      "const base = { a: 1 };\nexport const b = { ...base, c: 2 };",
      "export const a = [1, 2].map((n) => n * 2);",
      "export const a = Object.keys({ b: 1 });",
      "export const a = { get b() { return 1; } };",
      "export const a = { b() { return 1; } };",
      "export function a() { return 1; }",
      "export const a = () => 1;",
      "export const a = true ? 1 : 2;",
      "const list = [1];\nexport const a = list[0];",
      "export let a = 1;",
      "export class A {}",
      'const key = "b";\nexport const a = { [key]: 1 };',
    ];
    for (const source of rejected) expect(check(source), source).not.toEqual([]);
  });

  it("lint rule: a content module may import content, types and the site configuration, nothing else", async () => {
    const eslint = new ESLint();
    const lint = async (source: string) => {
      const [result] = await eslint.lintText(`${source}\nexport const value = [imported];\n`, {
        filePath: "app/content/probe.ts",
      });
      return (result?.messages ?? []).filter((message) => message.ruleId === "no-restricted-imports").length;
    };
    expect(await lint('import { engagementTerms as imported } from "./engagement-terms";')).toBe(0);
    expect(await lint('import { site as imported } from "../site";')).toBe(0);
    expect(await lint('import { fillTokensInText as imported } from "~/lib/tokens";')).toBe(1);
    expect(await lint('import { SEARCH_PATH as imported } from "../lib/constants";')).toBe(1);
    expect(await lint('import { useState as imported } from "react";')).toBe(1);
    expect(await lint('import { jsx as imported } from "react/jsx-runtime";')).toBe(1);
    expect(await lint('import imported from "rehype-slug";')).toBe(1);
  }, 30_000);
});
