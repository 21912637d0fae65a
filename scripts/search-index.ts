/**
 * The search index (decision 0100), built by the postbuild from the prerendered pages: what a
 * visitor reads, so the index can never disagree with the site. Only each page's <main> is read, and
 * within it not the breadcrumbs and other navigation, the call to action, hidden or decorative parts.
 */
import { parse } from "parse5";
import type { DefaultTreeAdapterMap } from "parse5";
import { createIndex, type SearchDocument } from "../app/lib/search/engine";
import { isSearchable, searchSectionOf } from "../app/lib/search/sections";
import { pageName } from "../app/lib/seo";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

const isElement = (node: Node): node is Element => "tagName" in node;
const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

const SKIPPED_TAGS = new Set(["nav", "script", "style", "noscript", "template", "svg", "button", "form"]);
/** Parts of <main> that are not the page's own content. */
function skipped(element: Element): boolean {
  return (
    SKIPPED_TAGS.has(element.tagName) ||
    attribute(element, "aria-hidden") === "true" ||
    attribute(element, "hidden") !== undefined ||
    attribute(element, "data-search") === "skip"
  );
}
/** Elements whose text never runs into the next word's. */
const BLOCKS = /^(p|li|h[1-6]|dt|dd|td|th|blockquote|figcaption|pre|div|section|article|summary|details)$/;

function find(node: Node, test: (element: Element) => boolean): Element | undefined {
  if (isElement(node) && test(node)) return node;
  for (const child of "childNodes" in node ? node.childNodes : []) {
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

// A private-use character marks a block's edge: it never occurs in a page's text.
const BREAK = "\uE000";
/** The visible text below a node, with a marker where one block ends and the next begins. */
function textOf(node: Node, out: string[] = [], headings?: string[]): string[] {
  if (node.nodeName === "#text") out.push((node as DefaultTreeAdapterMap["textNode"]).value);
  if (node.nodeName === "br") out.push(" ");
  if (isElement(node) && skipped(node)) return out;
  const block = isElement(node) && BLOCKS.test(node.tagName);
  if (block) out.push(BREAK);
  if (isElement(node) && /^h[23]$/.test(node.tagName)) headings?.push(clean(textOf(node).join("")));
  for (const child of "childNodes" in node ? node.childNodes : []) textOf(child, out, headings);
  if (block) out.push(BREAK);
  return out;
}
/**
 * One line of text: blocks that end a sentence run on with a space, others (a list's items, a label
 * and its value) with a middle dot, so an excerpt never reads as one run of words.
 */
const clean = (text: string) =>
  text
    .split(/\s*\uE000[\s\uE000]*/)
    .map((block) => block.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .reduce((line, block) => (!line ? block : `${line}${/[.!?:;…]$/.test(line) ? " " : " · "}${block}`), "");

/** One page as the index holds it. */
export function extractDocument(path: string, html: string): SearchDocument {
  const page = parse(html);
  const meta = (key: string, value: string) => {
    const found = find(page, (element) => element.tagName === "meta" && attribute(element, key) === value);
    return (found && attribute(found, "content")) ?? "";
  };
  const main = find(page, (element) => element.tagName === "main");
  if (!main) throw new Error(`${path}: no <main> to index`);
  const headings: string[] = [];
  const text = clean(textOf(main, [], headings).join(""));
  return {
    url: path,
    title: pageName(meta("property", "og:title")),
    section: searchSectionOf(path),
    description: meta("name", "description"),
    headings: headings.join(" · "),
    text,
  };
}

/**
 * The searchable pages among `pages` (path and prerendered HTML) as the browser indexes them. Indexed
 * here once too: a page MiniSearch would reject (a duplicate path) fails the build, not the browser.
 */
export function buildSearchDocuments(pages: { path: string; html: string }[]): SearchDocument[] {
  const documents = pages
    .filter((page) => isSearchable(page.path))
    .map((page) => extractDocument(page.path, page.html));
  createIndex(documents);
  return documents;
}
