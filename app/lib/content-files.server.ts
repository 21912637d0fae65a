/**
 * Reads the content files (docs/content-model.md, decision 0145): YAML parsed and checked against its
 * collection's schema at build time, so no page's JavaScript carries YAML or zod. A file that breaks a rule
 * stops the build with one line: the file, the field's path and the rule.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import type { Collection } from "./content/collection";
import { unchosenImage } from "./media";

/** An order file: the ids of a folder's entries in the order pages list them. */
export const orderSchema = z.object({
  order: z
    .array(
      z
        .string()
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be an entry's id")
        .meta({ title: "Entry", description: "An entry's id (its file name)." }),
    )
    .meta({
      title: "Order",
      description:
        "The entries' ids in the order pages list them. The specification's entries keep their places; add new ones after them.",
    })
    .min(1, "must list at least one entry"),
});

/** A content file that cannot be read or breaks its schema; the message is the one line to show. */
export class ContentError extends Error {
  override name = "ContentError";
}

/** The file parsed and checked: one line naming the file, the field and the rule when it is not valid. */
function checkContentFile<S extends z.ZodType>(file: string, schema: S, root: string): z.infer<S> {
  let data: unknown;
  try {
    data = parse(readFileSync(join(root, file), "utf8"), { prettyErrors: false });
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new ContentError(`${file}: not readable YAML: ${reason}`);
  }
  // An optional image the editor left unchosen is read as no image (app/lib/media.ts).
  if (data && typeof data === "object" && !Array.isArray(data))
    data = Object.fromEntries(Object.entries(data).filter(([, value]) => !unchosenImage(value)));
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const [issue, ...more] = result.error.issues;
  // The field as `faqs[2].answer`.
  const where = issue?.path.length ? z.core.toDotPath(issue.path) : "(the file)";
  const rest = more.length ? ` (and ${more.length} more)` : "";
  throw new ContentError(`${file}: ${where}: ${issue?.message ?? "invalid"}${rest}`);
}

/**
 * Local mode (the dev server of `npm run dev` and `npm run cms`): a file that breaks a rule stands in with
 * its last good value, this process's or else the last commit's, and only the pages that use it show its
 * error (`contentErrorFor`), so other pages and /admin/ keep working. A build still stops on it (decision 0211).
 */
const LOCAL = import.meta.env?.MODE === "development";
const contentErrors = new Map<string, string>();
// On globalThis: the dev server evaluates this module again after every content change.
const lastGood: Map<string, unknown> = ((globalThis as { [key: symbol]: Map<string, unknown> | undefined })[
  Symbol.for("brightlane.lastGoodContent")
] ??= new Map());

/** The file as the last commit holds it, checked, or undefined (a new file, no git, or broken there too). */
function committed<S extends z.ZodType>(file: string, schema: S, root: string): z.infer<S> | undefined {
  try {
    const text = execFileSync("git", ["show", `HEAD:./${file}`], { cwd: root, encoding: "utf8", stdio: "pipe" });
    return schema.parse(parse(text));
  } catch {
    return undefined;
  }
}

/** `checkContentFile`, with local mode's stand-in for a file that breaks a rule. */
export function readContentFile<S extends z.ZodType>(file: string, schema: S, root = process.cwd()): z.infer<S> {
  if (!LOCAL) return checkContentFile(file, schema, root);
  const key = join(root, file);
  try {
    const value = checkContentFile(file, schema, root);
    lastGood.set(key, value);
    return value;
  } catch (error) {
    const standIn = error instanceof ContentError ? (lastGood.get(key) ?? committed(file, schema, root)) : undefined;
    if (standIn === undefined) throw error;
    contentErrors.set(file, (error as ContentError).message);
    return standIn as z.infer<S>;
  }
}

/**
 * Local mode: the error of a file the page at `pathname` uses. A page or entry file (and an order file) is
 * used by the pages whose address names it (`/about`, `/services/devops`; the home page's is "/", the jobs'
 * is /careers); a shared file (navigation, company) by every page.
 */
export function contentErrorFor(pathname: string): ContentError | undefined {
  const segments = pathname.split("/").filter(Boolean);
  const names = (name: string) =>
    name === "home" ? segments.length === 0 : name === "jobs" ? segments[0] === "careers" : segments.includes(name);
  for (const [file, message] of contentErrors) {
    const parts = file
      .replace(/^app\/content\//, "")
      .replace(/\.ya?ml$/, "")
      .split("/");
    const [folder, name] = parts.length > 1 ? parts.slice(-2) : ["", ""];
    if (parts.length === 1 || names(name ?? "") || (folder === "jobs" && names("jobs")))
      return new ContentError(message);
  }
  return undefined;
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
