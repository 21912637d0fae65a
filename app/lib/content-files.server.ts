/**
 * Reads the content files (docs/content-model.md, decision 0145): YAML parsed and checked against its
 * collection's schema at build time, so no page's JavaScript carries YAML or zod. A file that breaks a rule
 * stops the build with one line: the file, the field's path and the rule.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import type { z } from "zod";
import type { Collection } from "./content/collection";
import { orderSchema } from "./content/fields";

/** A content file that cannot be read or breaks its schema; the message is the one line to show. */
export class ContentError extends Error {
  override name = "ContentError";
}

/** `faqs[2].answer` from zod's path. */
const fieldPath = (path: readonly PropertyKey[]) =>
  path.reduce<string>(
    (text, key) => (typeof key === "number" ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)),
    "",
  );

/** The file parsed and checked: one line naming the file, the field and the rule when it is not valid. */
export function readContentFile<S extends z.ZodType>(file: string, schema: S, root = process.cwd()): z.infer<S> {
  let data: unknown;
  try {
    data = parse(readFileSync(join(root, file), "utf8"), { prettyErrors: false });
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new ContentError(`${file}: not readable YAML: ${reason}`);
  }
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const [issue, ...more] = result.error.issues;
  const where = issue?.path.length ? fieldPath(issue.path) : "(the file)";
  const rest = more.length ? ` (and ${more.length} more)` : "";
  throw new ContentError(`${file}: ${where}: ${issue?.message ?? "invalid"}${rest}`);
}

const entryIds = (path: string, root: string) =>
  readdirSync(join(root, path))
    .filter((file) => file.endsWith(".yml"))
    .map((file) => file.slice(0, -".yml".length));

/** The warnings already given, so a build that reads an order file for every page says each once. */
const warned = new Set<string>();
const warnOnce = (message: string) => {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`warning: ${message}`);
};

/**
 * A folder collection's ids in display order: its order file's, then any entry it does not list yet (by
 * id), so a new entry saved before it is placed still shows, with its page. A listed id without its file
 * (an entry deleted in the editor, or a typo) is left out with a warning: a delete never stops the site.
 * An id listed twice keeps its first place.
 */
export function readOrder({ name, path, order }: Collection<"folder">, root = process.cwd()): string[] {
  if (!order) throw new Error(`The collection "${name}" has no order file`);
  const ordered = readContentFile(order, orderSchema, root).order;
  const files = entryIds(path, root);
  // An entry chosen twice in the editor's order list shows once, at its first place, rather than
  // stopping the site over a slip.
  const listed = [...new Set(ordered)].filter((id) => {
    if (files.includes(id)) return true;
    warnOnce(`${order}: order: lists ${id}, which has no file ${path}/${id}.yml: left out (remove it from the order)`);
    return false;
  });
  return [...listed, ...files.filter((file) => !listed.includes(file)).sort()];
}

/** A folder collection's entries in display order (`readOrder`), checked, not yet resolved. */
export function readEntries(collection: Collection<"folder">, root: string) {
  return readOrder(collection, root).map((id) => {
    const file = `${collection.path}/${id}.yml`;
    const entry = readContentFile(file, collection.schema, root);
    if (entry.id !== id) throw new ContentError(`${file}: id: must be the file's name, ${id}`);
    return entry;
  });
}

/**
 * A collection's values as pages use them, names resolved and tokens left in: a folder's entries in order,
 * or a file's one value, typed by the collection's schema and resolve step.
 */
export function read<S extends z.ZodObject, R>(collection: Collection<"folder", S, R>, root?: string): R[];
export function read<S extends z.ZodObject, R>(collection: Collection<"file", S, R>, root?: string): R;
export function read(collection: Collection, root = process.cwd()): unknown {
  if (collection.kind === "file") return collection.resolve(readContentFile(collection.path, collection.schema, root));
  return readEntries(collection as Collection<"folder">, root).map((entry) => collection.resolve(entry));
}
