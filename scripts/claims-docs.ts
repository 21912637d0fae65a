/**
 * docs/claims.md, written from the register of engagement terms (app/content/engagement-terms.yml): each
 * promise, why the company can keep it, and every page that states it, found by its token in the
 * content modules and the posts (docs/decisions/0117-engagement-terms.md). `scripts/claims-docs.test.ts`
 * fails when the committed file differs; `npm run docs:claims` rewrites it.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { engagementModels, engagementTerms } from "../app/lib/engagement-terms.server";
import { parse } from "yaml";
import { readOrder } from "../app/lib/content-files.server";
import { services } from "../app/lib/content/services";
import { collectCopy } from "./copy-items";

const root = join(import.meta.dirname, "..");
const contentDir = join(root, "app/content");

/** One place a term is stated: the page (or pages) a visitor reads it on, and the source field. */
export interface Statement {
  pages: string[];
  file: string;
  field: string;
}

function contentFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return contentFiles(path);
    if (relative(contentDir, path).startsWith("order/")) return [];
    return /\.(?:ts|yml|mdx)$/.test(name) && !/\.test\.ts$|^(?:types|ids|engagement-terms)\.ts$/.test(name)
      ? [path]
      : [];
  });
}

const HOME_SERVICES = 4;

/** The pages a field of a content module reaches (docs/content-model.md, Page-copy modules). */
export function pagesOf(file: string, field: string): string[] {
  const [folder, name = ""] = file.replace(/\.(?:ts|yml|mdx)$/, "").split("/");
  const top = field.split(".")[0] ?? "";
  if (folder === "services") {
    const pages = [`/services/${name}`];
    if (top === "description") {
      pages.push("/services (card)");
      if (readOrder(services).indexOf(name) < HOME_SERVICES) pages.push("/ (card)");
    }
    return pages;
  }
  if (folder === "solutions") return [`/solutions/${name}`];
  if (folder === "technologies") return [`/technologies/${name}`, `/technologies/${name}/brochure`];
  if (folder === "blog") return name === "authors" ? ["/blog and every post"] : [`/blog/${name}`];
  if (folder === "jobs") return ["/careers", "/careers/positions"];
  if (folder === "legal") return [`/${name}`];
  const shared: Record<string, string[]> = {
    "pages/company whyChoose": ["/", "/services"],
    "pages/company trustStats": ["/", "/services"],
    "pages/company initiativeBenefits": ["every service page"],
    "pages/company coreValues": ["/about"],
    "pages/services sectionDefaults": ["a service page without its own text"],
    "pages/solutions sectionDefaults": ["a solution page without its own text"],
    "form-messages contactFormStatus": ["/contact"],
    "privacy-notices contactConsent": ["/contact"],
    "pages/contact messageSent": ["/contact/thanks"],
    "pages/contact subscribed": ["/newsletter/thanks"],
    "pages/technologies badges": ["every technology page"],
    "pages/technologies consult": ["every technology page"],
    "pages/technologies closing": ["every technology page"],
    "pages/technologies promises": ["every technology page"],
  };
  const byModule: Record<string, string[]> = {
    home: ["/"],
    "services-page": ["/services"],
    "solutions-page": ["/solutions"],
    "technologies-page": ["/technologies"],
    about: ["/about", "/about/mission"],
    careers: ["/careers", "/careers/positions", "/careers/internships"],
    contact: ["/contact"],
    newsletter: ["the newsletter pages"],
    "blog-page": ["/blog and every post"],
    "privacy-notices": ["/contact", "/privacy-policy", "/cookie-policy"],
    "form-messages": ["/contact", "/newsletter/unsubscribe"],
  };
  // A page's YAML file, app/content/pages/<page>.yml, reaches what its module did.
  if (folder === "pages") return shared[`pages/${name} ${top}`] ?? byModule[`${name}-page`] ?? byModule[name] ?? [file];
  return shared[`${folder} ${top}`] ?? byModule[folder ?? ""] ?? [folder ?? file];
}

/** Every statement of every term, by token, in the order of the content files. */
export async function statementsByTerm(): Promise<Map<string, Statement[]>> {
  const byTerm = new Map<string, Statement[]>(Object.keys(engagementTerms).map((key) => [key, []]));
  const note = (text: string, file: string, field: string) => {
    for (const match of text.matchAll(/\{([a-zA-Z]+)\}/g)) {
      const token = match[1] ?? "";
      const key = token.charAt(0).toLowerCase() + token.slice(1);
      const list = byTerm.get(key);
      if (!list) continue;
      if (list.some((item) => item.file === file && item.field === field)) continue;
      list.push({ pages: pagesOf(file, field), file, field });
    }
  };
  for (const path of contentFiles(contentDir).sort()) {
    const file = relative(contentDir, path);
    if (file.endsWith(".mdx")) {
      note(readFileSync(path, "utf8"), file, "body");
      continue;
    }
    // A YAML file holds one value, like a module's default export.
    const exports = file.endsWith(".yml")
      ? { default: parse(readFileSync(path, "utf8")) as unknown }
      : ((await import(pathToFileURL(path).href)) as Record<string, unknown>);
    for (const item of collectCopy(exports, { file, catalogue: "", entry: "" })) note(item.value, file, item.path);
  }
  // Module namespaces list exports in different orders under tsx and Vitest: sort by file and field.
  const order = (a: Statement, b: Statement) => a.file.localeCompare(b.file) || a.field.localeCompare(b.field);
  for (const list of byTerm.values()) list.sort(order);
  return byTerm;
}

export async function claimsMarkdown(): Promise<string> {
  const byTerm = await statementsByTerm();
  const lines = [
    "# Claims: every commercial promise and the pages that state it",
    "",
    "Generated from `app/content/engagement-terms.yml` by `scripts/claims-docs.ts` (`npm run docs:claims`); do",
    "not edit by hand. Each promise is decided once in the register (why, and which contradiction it settled:",
    "[decision 0117](decisions/0117-engagement-terms.md)); copy states it only through its token, which the",
    "promise lint (`app/content/promises.test.ts`) enforces. A page listed here states the promise in the",
    "register's words; the content file and field are the place to change it.",
    "",
  ];
  for (const model of engagementModels) {
    const terms = Object.entries(engagementTerms).filter(([, term]) => term.model === model.id);
    if (terms.length === 0) continue;
    lines.push(`## ${model.title}`, "", model.description, "");
    for (const [key, term] of terms) {
      const statements = byTerm.get(key) ?? [];
      lines.push(
        `### ${term.topic.charAt(0).toUpperCase()}${term.topic.slice(1)}: {${key}}`,
        "",
        `> ${term.text}`,
        "",
        `Why: ${term.why}`,
        "",
      );
      const pages = [...new Set(statements.flatMap((statement) => statement.pages))];
      lines.push(`Stated on ${pages.length} ${pages.length === 1 ? "page" : "pages"}:`, "");
      for (const statement of statements) {
        lines.push(`- ${statement.pages.join(", ")}: \`app/content/${statement.file}\`, ${statement.field}`);
      }
      lines.push("");
    }
  }
  return `${lines.join("\n").trimEnd()}\n`;
}

export const CLAIMS_PATH = join(root, "docs/claims.md");

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  writeFileSync(CLAIMS_PATH, await claimsMarkdown());
  console.log(`wrote ${relative(root, CLAIMS_PATH)}`);
}
