/**
 * HTML edited where the parser found it: parse5 reads the page with source offsets, and each edit splices
 * text in at an element's offsets, so every byte not edited stays as the build wrote it.
 */
import { parse, type DefaultTreeAdapterMap } from "parse5";

export type Element = DefaultTreeAdapterMap["element"];
type Node = DefaultTreeAdapterMap["node"];

/**
 * Every element of a page in source order, those in <template> content included. <noscript> is parsed
 * as markup, as a browser without scripts reads it (its styles need the policy's hashes too).
 */
export function elements(html: string): Element[] {
  const found: Element[] = [];
  const visit = (node: Node) => {
    if ("tagName" in node) found.push(node);
    const children = node.nodeName === "template" ? (node as DefaultTreeAdapterMap["template"]).content.childNodes : [];
    for (const child of [...children, ...("childNodes" in node ? node.childNodes : [])]) visit(child);
  };
  visit(parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false }));
  return found;
}

export const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

/** An element's own text: a script's or a style's source. */
export const textOf = (element: Element) =>
  element.childNodes
    .map((node) => (node.nodeName === "#text" ? (node as DefaultTreeAdapterMap["textNode"]).value : ""))
    .join("");

/** Replace `html.slice(start, end)` with `text`. */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

/**
 * `html` with every edit made. Edits must not overlap; at one offset, insertions come before a
 * replacement, and insertions keep their order.
 */
export function splice(html: string, edits: Edit[]): string {
  let out = "";
  let at = 0;
  const width = (edit: Edit) => edit.end - edit.start;
  for (const edit of [...edits].sort((a, b) => a.start - b.start || width(a) - width(b))) {
    if (edit.start < at) throw new Error(`overlapping HTML edits at ${edit.start}`);
    out += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + html.slice(at);
}

const location = (element: Element) => {
  const found = element.sourceCodeLocation;
  if (!found) throw new Error(`<${element.tagName}> has no place in the source (implied by the parser)`);
  return found;
};

/**
 * Attributes (` name="value"`, escaped by the caller) written after the element's last attribute, or
 * `first`, right after the tag name.
 */
export function addAttributes(element: Element, text: string, { first = false } = {}): Edit {
  const { startTag, attrs = {} } = location(element);
  const afterName = (startTag?.startOffset ?? location(element).startOffset) + 1 + element.tagName.length;
  const at = first ? afterName : Math.max(afterName, ...Object.values(attrs).map((place) => place.endOffset));
  return { start: at, end: at, text };
}

/** An attribute the element has, written anew as `name="value"` (value escaped by the caller). */
export function setAttribute(element: Element, name: string, value: string): Edit {
  const place = location(element).attrs?.[name];
  if (!place) throw new Error(`<${element.tagName}> has no ${name} attribute`);
  return { start: place.startOffset, end: place.endOffset, text: `${name}="${value}"` };
}

/** An attribute the element has, removed with the space before it. */
export function removeAttribute(html: string, element: Element, name: string): Edit {
  const place = location(element).attrs?.[name];
  if (!place) throw new Error(`<${element.tagName}> has no ${name} attribute`);
  let start = place.startOffset;
  while (/\s/.test(html[start - 1] ?? "")) start -= 1;
  return { start, end: place.endOffset, text: "" };
}

/** What is between the element's start and end tags, replaced. */
export function setContent(element: Element, text: string): Edit {
  const { startTag, endTag } = location(element);
  if (!startTag || !endTag) throw new Error(`<${element.tagName}> has no start or end tag`);
  return { start: startTag.endOffset, end: endTag.startOffset, text };
}

/** The whole element, tags and content, removed. */
export const removeElement = (element: Element): Edit => ({
  start: location(element).startOffset,
  end: location(element).endOffset,
  text: "",
});
