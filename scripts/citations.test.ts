/**
 * Comments and docs name only what the repository holds (decisions 0110, 0134): every path from the
 * repository root, relative Markdown link, heading anchor and decision number must resolve; a decision
 * record may mark a file "(removed since)". Identifiers of the specification outside it are refused.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const SOURCE_DIRS = ["app", "server", "scripts", "tests"];
const SOURCE_EXT = /\.(?:[cm]?[jt]sx?|css)$/;

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? walk(join(dir, entry.name))
      : SOURCE_EXT.test(entry.name) && !entry.name.endsWith(".d.ts")
        ? [join(dir, entry.name)]
        : [],
  );

/** Every source file the rule covers, as paths from the repository root. */
const sourceFiles = (): string[] => [
  ...SOURCE_DIRS.filter((dir) => existsSync(join(root, dir))).flatMap((dir) =>
    walk(join(root, dir)).map((file) => file.slice(root.length + 1)),
  ),
  ...readdirSync(root).filter((name) => /\.config\.[cm]?[jt]s$/.test(name)),
];

export interface Text {
  /** 1-based line of the text's start. */
  line: number;
  text: string;
}

const TEST_CALL = /^(?:describe|it|test)(?:\.(?:describe|skip|only|each|fixme|serial|parallel))*$/;

/**
 * The comments of a source file, and the titles of its `describe`, `it` and `test` calls. TypeScript
 * parses the file, so a `//` inside a string, a regular expression or JSX text is not a comment.
 */
export function commentsAndTitles(fileName: string, text: string): { comments: Text[]; titles: Text[] } {
  const lineOf = (position: number) => text.slice(0, position).split("\n").length;
  if (fileName.endsWith(".css")) {
    const comments = [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => ({
      line: lineOf(match.index),
      text: match[0],
    }));
    return { comments, titles: [] };
  }
  const kind = /\.[cm]?jsx?$/.test(fileName)
    ? fileName.endsWith("x")
      ? ts.ScriptKind.JSX
      : ts.ScriptKind.JS
    : fileName.endsWith("x")
      ? ts.ScriptKind.TSX
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Set<number>();
  const comments: Text[] = [];
  const titles: Text[] = [];
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      comments.push({ line: lineOf(range.pos), text: text.slice(range.pos, range.end) });
    }
  };
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.JsxText || node.kind === ts.SyntaxKind.JsxTextAllWhiteSpaces) return;
    if (node.kind < ts.SyntaxKind.FirstNode || node.kind === ts.SyntaxKind.EndOfFileToken) {
      // A token's own trivia: comments on the line it starts (trailing ranges), then on later lines.
      collect(ts.getTrailingCommentRanges(text, node.pos));
      collect(ts.getLeadingCommentRanges(text, node.pos));
    }
    if (ts.isCallExpression(node) && TEST_CALL.test(node.expression.getText(source))) {
      const title = node.arguments[0];
      if (title && (ts.isStringLiteral(title) || ts.isNoSubstitutionTemplateLiteral(title))) {
        titles.push({ line: lineOf(title.getStart(source)), text: title.text });
      }
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return { comments, titles };
}

/** The identifiers that point outside the repository, with what to write instead. */
const OUTSIDE: [RegExp, string][] = [
  [/§\s*\d/, "a specification section number: cite docs/requirements.md#<section>"],
  [/\bD\d{1,2}\b/, "a product decision number: cite docs/requirements.md#<section>"],
  [/\bissues?\s+#?\d+/i, "an issue number: cite the decision record of that work"],
];

/** GitHub's heading anchors: lower case, punctuation dropped, each space a hyphen; repeats get -1, -2. */
export function anchors(markdown: string): Set<string> {
  const found = new Set<string>();
  const counts = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(?:```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? undefined : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = heading
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "")
      .replace(/ /g, "-");
    const count = counts.get(slug) ?? 0;
    counts.set(slug, count + 1);
    found.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return found;
}

const anchorCache = new Map<string, Set<string>>();
const anchorsOf = (path: string) => {
  let found = anchorCache.get(path);
  if (!found) {
    found = anchors(readFileSync(join(root, path), "utf8"));
    anchorCache.set(path, found);
  }
  return found;
};

const DECISIONS = existsSync(join(root, "docs/decisions")) ? readdirSync(join(root, "docs/decisions")) : [];

/** The folders a repository path starts with. */
const ROOT_FOLDERS = ["app", "server", "scripts", "tests", "docs", "public", ".ci"];
const REPOSITORY_PATH = new RegExp(
  `(?<![\\w./~@-])(?:\\./)?((?:${ROOT_FOLDERS.map((dir) => dir.replace(".", "\\.")).join("|")})/[\\w./+@-]*)(#[\\w-]+)?`,
  "g",
);
/** "(removed since)" right after a path (and its closing backtick): the marker a decision record may use. */
const REMOVED_SINCE = /^`?\s*\(removed since\b/;

export interface NamedPath {
  path: string;
  anchor?: string;
  /** Marked "(removed since)". */
  removed: boolean;
}

/** The files a text tells the reader to create ("Create `app/content/partners.ts`"). */
const createdIn = (text: string) =>
  new Set([...text.matchAll(/\bcreate\s+`([^`]+)`/gi)].map((match) => match[1] ?? ""));

/**
 * The repository paths a text names. Templates (`app/content/services/<id>.ts`, `{name}`, `*`, `NNNN`, `…`)
 * and a file the text tells the reader to create ("Create `app/content/partners.ts`"), there or further on, are not.
 */
export function repositoryPaths(text: string, created: ReadonlySet<string> = createdIn(text)): NamedPath[] {
  const found: NamedPath[] = [];
  for (const match of text.matchAll(REPOSITORY_PATH)) {
    const path = (match[1] ?? "").replace(/\.+$/, "");
    const end = match.index + match[0].length;
    const next = text.slice(end, end + 3);
    if (/^(?:[<{*…$[]|\.\.\.)/.test(next) || /NNNN/.test(path)) continue;
    if (/\bcreate\s+`?$/i.test(text.slice(Math.max(0, match.index - 10), match.index)) || created.has(path)) continue;
    found.push({ path, anchor: match[2]?.slice(1), removed: REMOVED_SINCE.test(text.slice(end)) });
  }
  return found;
}

/** A path's problem: missing (unless it may be marked removed and is), or a missing heading anchor. */
function pathProblem({ path, anchor, removed }: NamedPath, { removedMayBeMarked = false } = {}): string[] {
  if (!existsSync(join(root, path))) {
    return removed && removedMayBeMarked ? [] : [`"${path}": no such file or folder in the repository`];
  }
  if (anchor && path.endsWith(".md") && !anchorsOf(path).has(anchor)) {
    return [`"${path}#${anchor}": no heading with that anchor`];
  }
  return [];
}

/** What is wrong with the citations in one comment (or title), as messages; empty when nothing is. */
export function problems(text: string, { titleOnly = false } = {}): string[] {
  const found: string[] = [];
  for (const [pattern, advice] of OUTSIDE) {
    const match = pattern.exec(text);
    if (match) found.push(`"${match[0]}" is ${advice}`);
  }
  if (titleOnly) return found;
  // "docs/requirements.md#home, #services-page": further anchors of the same document.
  const cite = /(?<![\w./-])((?:\.\.?\/)*[\w./-]*?[\w-]+\.md)(?:#([\w-]+))?((?:, #[\w-]+)*)(?![\w-])/g;
  for (const [cited = "", path = "", first, more = ""] of text.matchAll(cite)) {
    const file = path.replace(/^\.\//, "");
    if (file.startsWith("../") || !existsSync(join(root, file))) {
      found.push(`"${cited}": no such file in the repository`);
      continue;
    }
    for (const anchor of [first, ...more.split(", #").slice(1)]) {
      if (anchor && !anchorsOf(file).has(anchor)) found.push(`"${file}#${anchor}": no heading with that anchor`);
    }
  }
  for (const match of text.matchAll(/\bdecisions?\s+(\d{4})\b/gi)) {
    const number = match[1] ?? "";
    if (!DECISIONS.some((name) => name.startsWith(`${number}-`))) found.push(`"${match[0]}": no such record`);
  }
  for (const match of text.matchAll(/\bdocs\/decisions\/(\d{4})\b(?!-)/g)) {
    found.push(`"${match[0]}": name the record's file`);
  }
  // Markdown files are checked above, with their anchors; here every other path.
  for (const named of repositoryPaths(text)) if (!named.path.endsWith(".md")) found.push(...pathProblem(named));
  return found;
}

/**
 * What is wrong with the paths one Markdown document names: paths from the repository root, and its
 * relative links from its own folder, with their heading anchors. Decision records are history: a path
 * they name may be marked "(removed since)".
 */
export function documentProblems(file: string, markdown: string): string[] {
  const removedMayBeMarked = file.startsWith("docs/decisions/");
  const found: string[] = [];
  // A file a recipe tells the reader to create may be named again further on (in its code).
  const created = createdIn(markdown);
  markdown.split("\n").forEach((line, index) => {
    const at = `${file}:${index + 1}`;
    for (const named of repositoryPaths(line, created)) {
      found.push(...pathProblem(named, { removedMayBeMarked }).map((problem) => `${at}: ${problem}`));
    }
    for (const match of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1] ?? "";
      if (/^[a-z]+:/i.test(target)) continue;
      const [relative = "", anchor] = target.split("#");
      const path = relative ? normalize(join(dirname(file), relative)).replace(/\/$/, "") : file;
      if (path.startsWith("..")) found.push(`${at}: "${target}": outside the repository`);
      else found.push(...pathProblem({ path, anchor, removed: false }).map((problem) => `${at}: link ${problem}`));
    }
  });
  return found;
}

describe("comments cite documents the repository holds", () => {
  const files = sourceFiles();
  it("finds the source files", () => {
    expect(files.length).toBeGreaterThan(100);
  });
  for (const dir of [...SOURCE_DIRS, "."]) {
    it(`${dir === "." ? "root config files" : `${dir}/`}: every citation resolves`, () => {
      const failures = files
        .filter((file) => (dir === "." ? !file.includes("/") : file.startsWith(`${dir}/`)))
        .flatMap((file) => {
          const { comments, titles } = commentsAndTitles(file, readFileSync(join(root, file), "utf8"));
          return [
            ...comments.flatMap(({ line, text }) => problems(text).map((problem) => `${file}:${line}: ${problem}`)),
            ...titles.flatMap(({ line, text }) =>
              problems(text, { titleOnly: true }).map((problem) => `${file}:${line}: test title: ${problem}`),
            ),
          ];
        });
      expect(failures).toEqual([]);
      // Parsing every file of app/ takes about 2 s on a quiet machine; past 5 s under a loaded CI run.
    }, 30_000);
  }
});

const walkMarkdown = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? walkMarkdown(`${dir}/${entry.name}`)
      : entry.name.endsWith(".md")
        ? [`${dir}/${entry.name}`]
        : [],
  );

describe("README.md and docs/ name only paths the repository holds", () => {
  const documents = ["README.md", ...walkMarkdown("docs")];
  it("finds the documents, decision records included", () => {
    expect(documents.filter((file) => file.startsWith("docs/decisions/")).length).toBeGreaterThan(50);
  });
  for (const folder of ["README.md", "docs/", "docs/decisions/"]) {
    it(`${folder}: every path and link resolves`, () => {
      const inFolder = documents.filter((file) =>
        folder.endsWith("/") ? file.startsWith(folder) && !file.slice(folder.length).includes("/") : file === folder,
      );
      expect(inFolder.length).toBeGreaterThan(0);
      expect(inFolder.flatMap((file) => documentProblems(file, readFileSync(join(root, file), "utf8")))).toEqual([]);
    }, 30_000);
  }
});

describe("the citation check can fail (fixtures)", () => {
  const fixture = [
    "/** A service page (§2.5, D5); see docs/requirements.md#service-detail and docs/nowhere.md. */",
    "// Dark theme (issue 21, decision 0103); docs/requirements.md#no-such-heading; decision 0999.",
    'const url = "// not a comment (§9)";',
    "const html = <p>// JSX text (D7) is not a comment {/* but this is (D8) */}</p>;",
    'describe("service catalogue (D2)", () => {});',
    'it("keeps docs/requirements.md#service-detail in a title", () => {});',
  ].join("\n");
  const { comments, titles } = commentsAndTitles("fixture.tsx", fixture);

  it("reads comments and test titles, not strings or JSX text", () => {
    expect(comments.map(({ line }) => line)).toEqual([1, 2, 4]);
    expect(comments[2]?.text).toBe("/* but this is (D8) */");
    expect(titles.map(({ text }) => text)).toEqual([
      "service catalogue (D2)",
      "keeps docs/requirements.md#service-detail in a title",
    ]);
  });

  it("names every broken citation and accepts the good ones", () => {
    expect(problems(comments[0]?.text ?? "")).toEqual([
      '"§2" is a specification section number: cite docs/requirements.md#<section>',
      '"D5" is a product decision number: cite docs/requirements.md#<section>',
      '"docs/nowhere.md": no such file in the repository',
    ]);
    expect(problems(comments[1]?.text ?? "")).toEqual([
      '"issue 21" is an issue number: cite the decision record of that work',
      '"docs/requirements.md#no-such-heading": no heading with that anchor',
      '"decision 0999": no such record',
    ]);
    expect(problems("(design.md, ../shared/spec/site-spec.md)")).toEqual([
      '"design.md": no such file in the repository',
      '"../shared/spec/site-spec.md": no such file in the repository',
    ]);
    expect(
      problems("docs/design.md#tokens, docs/decisions/0105-static-by-default.md, decision 0105, README.md"),
    ).toEqual([]);
    expect(problems("(docs/requirements.md#home, #services-page, #no-such-heading)")).toEqual([
      '"docs/requirements.md#no-such-heading": no heading with that anchor',
    ]);
    expect(problems(titles[0]?.text ?? "", { titleOnly: true })).toHaveLength(1);
  });

  it("names every path that does not exist, and skips templates and files to create", () => {
    expect(problems("// The daily note (server/spam-digest.ts), sent by server/notify.ts; see app/content/.")).toEqual([
      '"server/spam-digest.ts": no such file or folder in the repository',
    ]);
    expect(
      problems("app/content/services/<id>.ts, server/store/migrations/NNNN-name.sql, app/{name}.ts; Create `app/x.ts`"),
    ).toEqual([]);
    expect(repositoryPaths("`app/content/facts.ts` (removed since), app/site.ts.")).toEqual([
      { path: "app/content/facts.ts", anchor: undefined, removed: true },
      { path: "app/site.ts", anchor: undefined, removed: false },
    ]);
  });

  it("checks documents' paths and relative links; only decision records may mark a path removed", () => {
    const markdown = [
      "See [the map](architecture.md#folders) and [nowhere](nowhere.md), `docs/how-to.md#no-such-heading`.",
      "`app/content/facts.ts` (removed since) and [up](../../outside.md).",
    ].join("\n");
    expect(documentProblems("docs/example.md", markdown)).toEqual([
      'docs/example.md:1: "docs/how-to.md#no-such-heading": no heading with that anchor',
      'docs/example.md:1: link "docs/nowhere.md": no such file or folder in the repository',
      'docs/example.md:2: "app/content/facts.ts": no such file or folder in the repository',
      'docs/example.md:2: "../../outside.md": outside the repository',
    ]);
    expect(documentProblems("docs/decisions/0001-example.md", "`app/content/facts.ts` (removed since)")).toEqual([]);
    const recipe = [
      "1. Create `app/lib/content/partners-page.ts`.",
      '   path: "app/lib/content/partners-page.ts"',
      "   app/lib/nothing.ts",
    ];
    expect(documentProblems("docs/example.md", recipe.join("\n"))).toEqual([
      'docs/example.md:3: "app/lib/nothing.ts": no such file or folder in the repository',
    ]);
  });

  it("slugs headings as GitHub does", () => {
    const slugs = anchors("# Site map\n## Redirects and unknown ids\n## `{brand}` in copy (D1)\n## FAQ\n## FAQ\n");
    expect([...slugs]).toEqual(["site-map", "redirects-and-unknown-ids", "brand-in-copy-d1", "faq", "faq-1"]);
  });
});
