// The W3C Nu HTML Checker (npm `vnu-jar`, a Java program) over built pages: tests/e2e/vnu.spec.ts runs it
// once over every built `.html` file, beside html-validate (docs/decisions/0106-tsx-and-the-nu-html-checker.md).
// Its errors and warnings fail unless reviewed below: each entry names the message, when it applies, and
// why a person reviewed it as harmless (the one error reviewed is a rule the checker has not caught up on). Its plain notes ("info" without a warning
// subtype) are not findings and are left out: today only "Trailing slash on void elements has no
// effect", about `<meta … />` as React writes every void element (.htmlvalidate.ts holds the pages to
// that one style).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureDebianPackages } from "../../scripts/debian";
import { toolingConfig } from "../../app/lib/config.server";

export const JAVA_PATH = toolingConfig().JAVA_PATH;
/** Debian's Java runtime (the checker needs Java 11 or later; Debian 12 gives 17). */
export const JAVA_PACKAGES = ["default-jre-headless"];
export const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

const MISSING_JAVA = `Java is missing (the Nu HTML Checker runs on it): apt-get install -y ${JAVA_PACKAGES.join(" ")} (or set JAVA_PATH).`;

/** True when `java -version` runs. */
export function javaPresent(): boolean {
  if (JAVA_PATH.includes("/") && !existsSync(JAVA_PATH)) return false;
  return spawnSync(JAVA_PATH, ["-version"], { stdio: "ignore" }).status === 0;
}

/** Installs Debian's Java runtime with apt-get when missing and we are root (`npm test`). */
export function ensureJava(): boolean {
  return ensureDebianPackages({
    name: "Java (for the Nu HTML Checker)",
    packages: JAVA_PACKAGES,
    present: javaPresent,
    hint: "or set JAVA_PATH",
  });
}

/** One message of the checker's JSON output (`--format json`). */
export interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/** A finding: the file (relative to the folder checked), where in it, and what. */
export interface VnuFinding {
  file: string;
  line: number;
  column: number;
  kind: "error" | "warning";
  message: string;
}

export interface ReviewedFinding {
  kind: "error" | "warning";
  /** The finding's text. */
  message: RegExp;
  /** The page's HTML must show this for the finding to count as reviewed. */
  holds: (html: string) => boolean;
  reason: string;
}

const h1Count = (html: string) => html.match(/<h1[\s>]/g)?.length ?? 0;

export const REVIEWED_FINDINGS: ReviewedFinding[] = [
  {
    kind: "error",
    message: /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
    holds: (html) =>
      (html.match(/<link [^>]*\bblocking=[^>]*>/g) ?? []).every(
        (tag) => tag === '<link rel="expect" href="#main" blocking="render"/>',
      ),
    reason:
      'The HTML standard allows blocking="render" on <link rel="expect">, which holds the first paint until an ' +
      "element is parsed (Chromium 124 and later); the checker (vnu-jar 26.9.27) accepts it on stylesheets only. " +
      "Only the link app/root.tsx writes is allowed (decision 0163): any other blocking link still fails.",
  },
  {
    kind: "warning",
    // Only for a site-absolute path (`/assets/…`), which is same-origin once the page is served.
    message: /^Resource violates Content Security Policy \(meta tag\): [^“]*“\/(?!\/)[^”]*” blocked by/,
    holds: (html) => /<meta http-equiv="Content-Security-Policy" content="[^"]*'self'/.test(html),
    reason:
      "The checker reads the pages as files, and a file: URL has no origin, so 'self' matches none of the " +
      "site's own stylesheets and scripts. Served, they are same-origin, and tests/e2e/pages.spec.ts loads " +
      "every page in Chromium and fails on any policy violation it reports (watchForProblems).",
  },
  {
    kind: "warning",
    message: /^Consider using the “h1” element as a top-level heading only/,
    holds: (html) => h1Count(html) === 1,
    reason:
      "The page has one h1, its title, inside the article or section the page is built from: it is the " +
      "top-level heading that screen readers take it for. A page with a second h1 still fails.",
  },
  {
    kind: "warning",
    message: /^Article lacks heading\./,
    holds: (html) => {
      const start = html.indexOf("<article");
      const h1 = html.search(/<h1[\s>]/);
      return h1Count(html) === 1 && start >= 0 && h1 > start && h1 < html.indexOf("</article>", start);
    },
    reason:
      "The article is the whole page (a service, a solution, a technology, a legal document). Its heading is " +
      "the page's h1, in the hero section that opens it (labelled by it), so the checker's outline gives the " +
      "heading to that section and not to the article.",
  },
  {
    kind: "warning",
    message: /^Section lacks heading\./,
    holds: (html) => html.includes('<section data-section="unsubscribe"'),
    reason:
      "The newsletter unsubscribe page's form band: one field and one button under the page's own heading, " +
      "which the hero above it holds. (A div would say the same without the warning: a follow-up for the " +
      "newsletter pages.)",
  },
];

/**
 * Runs the checker once over `files` and returns its unreviewed errors and warnings, each with its
 * file relative to `root`. `read` gives a file's HTML (for the reviewed findings' conditions).
 * Throws, saying what to install, when Java is missing.
 */
export function checkHtmlFiles(
  root: string,
  files: string[],
  read: (file: string) => string,
  reviewed: ReviewedFinding[] = REVIEWED_FINDINGS,
): VnuFinding[] {
  if (files.length === 0) return [];
  const run = spawnSync(JAVA_PATH, ["-jar", VNU_JAR, "--format", "json", "--stdout", ...files], {
    encoding: "utf8",
    maxBuffer: 512 * 1024 * 1024,
  });
  if (run.error && "code" in run.error && run.error.code === "ENOENT") throw new Error(MISSING_JAVA);
  if (run.error) throw run.error;
  let messages: VnuMessage[];
  try {
    messages = (JSON.parse(run.stdout) as { messages: VnuMessage[] }).messages;
  } catch {
    throw new Error(`the Nu HTML Checker wrote no JSON report (exit ${run.status}): ${run.stderr || run.stdout}`);
  }
  const html = new Map<string, string>();
  const htmlOf = (file: string) => html.get(file) ?? html.set(file, read(file)).get(file) ?? "";
  return messages.flatMap((message): VnuFinding[] => {
    const isWarning = message.type === "info" && message.subType === "warning";
    if (message.type === "info" && !isWarning) return [];
    const path = message.url?.startsWith("file:") ? fileURLToPath(message.url) : (message.url ?? "");
    const kind = isWarning ? "warning" : "error";
    if (
      reviewed.some((entry) => entry.kind === kind && entry.message.test(message.message) && entry.holds(htmlOf(path)))
    ) {
      return [];
    }
    return [
      {
        file: path ? relative(root, path).split("\\").join("/") : "(no file)",
        line: message.lastLine ?? 0,
        column: message.firstColumn ?? message.lastColumn ?? 0,
        kind,
        message: message.message,
      },
    ];
  });
}

/** `services/mlops/index.html:56:4012: error: …`: one line per finding. */
export const formatFinding = (finding: VnuFinding): string =>
  `${finding.file}:${finding.line}:${finding.column}: ${finding.kind}: ${finding.message}`;
