/**
 * The content editor's configuration (Decap CMS, docs/decisions/0150-content-editor.md), generated from
 * the content collections (app/lib/content/index.ts): every field's widget, label, hint and limits come
 * from its zod schema, so the editor refuses what the build refuses. `npm run cms:config` writes it to
 * public/admin/config.yml; scripts/cms-config.test.ts checks that file against this.
 */
import { stringify } from "yaml";
import { z } from "zod";
import type { Collection } from "./content/collection";
import type { posts as postCollection } from "./content/posts";
import { CMS_AUTH_PATH } from "./constants";
import { MAX_UPLOAD_BYTES, MEDIA_FOLDER, MEDIA_PUBLIC } from "./media";

/** The repository the editor commits to on the git host, and its branch. */
export const CMS_REPO = "brightlane/website";
export const CMS_BRANCH = "main";
/**
 * Each save a pull request that CI checks, instead of a commit on main (decision 0150). Off: the team
 * publishes directly, like the local mode, which always does.
 */
export const EDITORIAL_WORKFLOW = false;

export interface CmsField {
  name: string;
  label: string;
  hint: string;
  widget:
    | "string"
    | "text"
    | "image"
    | "number"
    | "boolean"
    | "select"
    | "list"
    | "orderlist"
    | "object"
    | "relation"
    | "markdown";
  required?: false;
  default?: unknown;
  options?: (string | { label: string; value: string })[];
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  pattern?: [string, string];
  media_library?: { config: { max_file_size: number } };
  field?: CmsField;
  fields?: CmsField[];
  summary?: string;
  modes?: ("raw" | "rich_text")[];
  editor_components?: string[];
  collapsed?: boolean;
  /** A relation's entries: the collection, the field stored, the fields searched and shown. */
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  options_length?: number;
}

type Meta = {
  title?: string;
  description?: string;
  multiline?: boolean;
  /** "image": Decap's upload and media library (app/lib/media.ts). */
  widget?: "image";
  optionLabels?: Record<string, string>;
};
type Check = {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  format?: string;
  pattern?: RegExp;
  inclusive?: boolean;
  error?: (issue: { input: unknown }) => unknown;
  tx?: (value: string) => string;
};

const defOf = (schema: z.ZodType) =>
  schema._zod.def as unknown as {
    type: string;
    innerType?: z.ZodType;
    in?: z.ZodType;
    element?: z.ZodType;
    shape?: Record<string, z.ZodType>;
    entries?: Record<string, string>;
    values?: unknown[];
    defaultValue?: unknown;
    checks?: { _zod: { def: Check } }[];
  };

/** The schema under optional/default/nullable/pipe wrappers, with the metadata found on the way. */
function unwrap(schema: z.ZodType) {
  let current = schema;
  let meta: Meta = { ...(z.globalRegistry.get(current) as Meta | undefined) };
  let required = true;
  let fallback: unknown;
  for (;;) {
    const def = defOf(current);
    if (def.type === "optional" || def.type === "nullable") required = false;
    else if (def.type === "default")
      fallback = typeof def.defaultValue === "function" ? (def.defaultValue as () => unknown)() : def.defaultValue;
    else if (def.type !== "pipe" && def.type !== "readonly") break;
    current = (def.innerType ?? def.in) as z.ZodType;
    meta = { ...(z.globalRegistry.get(current) as Meta | undefined), ...meta };
  }
  return { schema: current, meta, required, fallback };
}

const checksOf = (schema: z.ZodType) => (defOf(schema).checks ?? []).map((check) => check._zod.def);

/** The length limits of a string or list, from its checks. */
function lengths(schema: z.ZodType) {
  let min: number | undefined;
  let max: number | undefined;
  for (const check of checksOf(schema)) {
    if (check.check === "min_length") min = Math.max(min ?? 0, check.minimum ?? 0);
    if (check.check === "max_length") max = Math.min(max ?? Infinity, check.maximum ?? Infinity);
    if (check.check === "length_equals") min = max = check.length;
  }
  return { min, max: max === Infinity ? undefined : max };
}

/**
 * A check's own message, asked for no particular value: the build's words in the editor. A message that
 * names the value it refused (an unknown token) gives its general form when there is none.
 */
const checkMessage = (check: Check) =>
  typeof check.error === "function" ? String(check.error({ input: undefined }) ?? "") : "";

/**
 * Decap's `pattern`: the schema's regexes and its length limits as one expression, with their messages.
 * Decap tests it on any value that is not empty; `required` covers the empty one.
 */
function stringPattern(schema: z.ZodType): [string, string] | undefined {
  const { min, max } = lengths(schema);
  const formats = checksOf(schema).filter((check) => check.check === "string_format" && check.pattern);
  const sized = (min ?? 0) > 1 || max !== undefined;
  // A trimmed string's limits count from its first to its last visible character.
  const trims = checksOf(schema).some((check) => check.check === "overwrite" && check.tx?.(" a ") === "a");
  const span = `[\\s\\S]{${min ?? 0},${max ?? ""}}`;
  const parts = [
    ...(sized ? [trims ? `(?=^\\s*(?=\\S)${span}(?<=\\S)\\s*$)` : `(?=^${span}$)`] : []),
    // A regex as zod runs it, found anywhere (`test`); a `^` in it still holds at the start alone.
    ...formats.map(({ pattern }) => `(?=[\\s\\S]*?(?:${pattern!.source}))`),
  ];
  if (parts.length === 0) return undefined;
  const source = `^${parts.join("")}`;
  const size =
    max === undefined
      ? `at least ${min} characters`
      : (min ?? 0) > 1
        ? `${min}–${max} characters`
        : `at most ${max} characters`;
  const words = [sized ? `must be ${size}` : "", ...formats.map(checkMessage)].filter(Boolean).join("; ");
  // Decap adds the full stop: "<label> didn't match the pattern: <message>."
  const message = words.charAt(0).toUpperCase() + words.slice(1);
  // One instance per rule: config.yml then writes each long token rule once, as a YAML alias.
  const key = `${source}\n${message}`;
  if (!patterns.has(key)) patterns.set(key, [source, message]);
  return patterns.get(key);
}
const patterns = new Map<string, [string, string]>();

/** One Decap field from one schema field. */
export function cmsField(name: string, schema: z.ZodType, path = name): CmsField {
  const { schema: inner, meta, required, fallback } = unwrap(schema);
  const def = defOf(inner);
  const label = meta.title ?? "";
  const hint = meta.description ?? "";
  const base = {
    name,
    label,
    hint,
    ...(required ? {} : { required: false as const }),
    ...(fallback === undefined ? {} : { default: fallback }),
  };
  switch (def.type) {
    case "string": {
      const pattern = stringPattern(inner);
      // An image field offers Decap's upload, refusing a file over the limit the build holds too.
      if (meta.widget === "image")
        return {
          ...base,
          widget: "image",
          media_library: { config: { max_file_size: MAX_UPLOAD_BYTES } },
        };
      return { ...base, widget: meta.multiline ? "text" : "string", ...(pattern ? { pattern } : {}) };
    }
    case "number": {
      const integer = checksOf(inner).some(
        (check) => check.check === "number_format" && /int/.test(check.format ?? ""),
      );
      const min = checksOf(inner).find((check) => check.check === "greater_than")?.value;
      const max = checksOf(inner).find((check) => check.check === "less_than")?.value;
      return {
        ...base,
        widget: "number",
        value_type: integer ? "int" : "float",
        ...(min === undefined ? {} : { min }),
        ...(max === undefined ? {} : { max }),
      };
    }
    case "boolean":
      return { ...base, widget: "boolean" };
    case "enum": {
      // Choices by the words a marketer sees, when the schema gives them; the file keeps the value.
      const labels = meta.optionLabels;
      const values = Object.values(def.entries ?? {});
      return {
        ...base,
        widget: "select",
        options: labels ? values.map((value) => ({ label: labels[value] ?? value, value })) : values,
      };
    }
    case "literal":
      return { ...base, widget: "select", options: (def.values ?? []).map(String) };
    case "array": {
      const { min, max } = lengths(inner);
      const item = unwrap(def.element!);
      const limits = { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
      if (defOf(item.schema).type === "object") {
        const fields = objectFields(item.schema as z.ZodObject, path);
        const first = fields.find((field) => field.widget === "string");
        return {
          ...base,
          widget: "list",
          ...limits,
          ...(first ? { summary: `{{fields.${first.name}}}` } : {}),
          fields,
        };
      }
      return { ...base, widget: "list", ...limits, field: cmsField(singular(name), def.element!, `${path}[]`) };
    }
    case "object": {
      const fields = objectFields(inner as z.ZodObject, path);
      // Decap checks an optional object's fields even when the object is left empty, which blocked every
      // save of a file holding one; the build's schema still requires them once the object is given.
      return {
        ...base,
        widget: "object",
        fields: required ? fields : fields.map((field) => ({ ...field, required: false as const })),
      };
    }
    default:
      throw new Error(`${path}: no editor widget for a zod ${def.type}`);
  }
}

const singular = (name: string) => name.replace(/ies$/, "y").replace(/s$/, "") || name;

/** The fields of an object schema, in its shape's order (the order the files are written in). */
export function objectFields(schema: z.ZodObject, path = ""): CmsField[] {
  return Object.entries(schema.shape).map(([name, field]) =>
    cmsField(name, field as z.ZodType, path ? `${path}.${name}` : name),
  );
}

/**
 * The posts' Decap collection: front matter from the post schema, the MDX body as Decap's Markdown widget
 * in raw mode, which saves the text as typed (docs/decisions/0159-posts-in-the-editor.md).
 */
export function postsCollection(posts: typeof postCollection) {
  return {
    name: posts.name,
    label: posts.label,
    description: posts.description,
    folder: posts.path,
    create: true,
    extension: "mdx",
    format: "frontmatter",
    identifier_field: "title",
    // The file name is the post's address, made from the title; the front matter holds no slug.
    slug: "{{slug}}",
    summary: "{{title}} ({{date}})",
    sortable_fields: ["date", "title"],
    fields: [
      ...objectFields(posts.schema),
      {
        name: "body",
        label: "Text",
        hint: "The post itself, in Markdown: `## ` starts a section heading (4 or more show a table of contents), `- ` a bullet, `**bold**` for bold, `[words](/contact)` for a link; put three backticks on the lines before and after code. Leave an empty line between paragraphs. Tokens such as {aiPocLength} are filled when the site is built. The preview beside it shows the result.",
        widget: "markdown",
        // Raw alone: Decap opens rich text whenever it is allowed, which rewrites a post's lists and escapes typed Markdown.
        modes: ["raw"],
        editor_components: [],
      } satisfies CmsField,
    ],
  };
}

/** The Decap collections: one per content collection, one for the posts, and one for the order files. */
export function cmsCollections(collections: readonly Collection[], posts?: typeof postCollection) {
  const entries = collections.map((collection) => {
    const fields = objectFields(collection.schema);
    const common = { name: collection.name, label: collection.label, description: collection.description };
    if (collection.kind === "file") {
      return {
        ...common,
        files: [{ name: collection.name, label: collection.label, file: collection.path, fields }],
      };
    }
    const hasId = fields.some((field) => field.name === "id");
    return {
      ...common,
      folder: collection.path,
      create: true,
      extension: "yml",
      format: "yml",
      identifier_field: fields.some((field) => field.name === "title") ? "title" : fields[0]?.name,
      // One entry's file is named by its id (docs/content-model.md).
      slug: hasId ? "{{id}}" : "{{slug}}",
      summary: fields.some((field) => field.name === "title") ? "{{title}}" : undefined,
      fields,
    };
  });
  const ordered = collections.filter((collection) => collection.order);
  const order =
    ordered.length === 0
      ? []
      : [
          {
            name: "order",
            label: "Order of the lists",
            description:
              "The order each list is shown in on the site. An entry not listed here yet is shown after the listed ones; a deleted entry's row is left out by the site.",
            files: ordered.map((collection) => ({
              name: collection.name,
              label: `Order: ${collection.label}`,
              file: collection.order!,
              fields: [
                {
                  name: "order",
                  label: `${collection.label} in display order`,
                  hint: `The entries in the order the site shows them. To place a new entry, add a row and choose it; to move one, drag its row by the handle, or choose it above the list and press "Move to top" or "Move to bottom". The × on a row removes it. An entry not listed yet is shown last.`,
                  // Decap's list with working × and a one-step move (public/admin/admin.js), one compact
                  // row per entry: the summary writes its id, which the script shows as its title.
                  widget: "orderlist",
                  collapsed: true,
                  summary: "{{fields.id}}",
                  field: {
                    name: "id",
                    label: "Entry",
                    hint: "Choose an entry by its title (type to search).",
                    widget: "relation",
                    // Only existing entries can be chosen, so the order cannot name a file that is not there.
                    collection: collection.name,
                    value_field: "id",
                    search_fields: ["title", "id"],
                    display_fields: ["title"],
                    options_length: 100,
                  },
                } satisfies CmsField,
              ],
            })),
          },
        ];
  return [...entries, ...(posts ? [postsCollection(posts)] : []), ...order];
}

/** The whole config.yml, for the GitHub backend signing in through this site's origin. */
export function renderCmsConfig(
  collections: readonly Collection[],
  { origin, posts }: { origin: string; posts?: typeof postCollection },
): string {
  const config = {
    backend: {
      name: "github",
      repo: CMS_REPO,
      branch: CMS_BRANCH,
      base_url: origin,
      auth_endpoint: CMS_AUTH_PATH.slice(1),
    },
    ...(EDITORIAL_WORKFLOW ? { publish_mode: "editorial_workflow" } : {}),
    site_url: origin,
    display_url: origin,
    locale: "en",
    // Uploads land in the repository's media folder; content names them /media/<file> (decision 0217).
    media_folder: MEDIA_FOLDER,
    public_folder: MEDIA_PUBLIC.slice(0, -1),
    // A new post's file name is made from its title: ASCII only, as the blog's addresses are.
    slug: { encoding: "ascii", clean_accents: true },
    collections: cmsCollections(collections, posts),
  };
  return `# Generated by \`npm run cms:config\` from app/lib/content/index.ts (app/lib/cms-config.ts). Do not edit.
${stringify(config)}`;
}

/** A file's keys in the config's order, and the same for each nested object (a list's items included). */
export interface KeyOrder {
  keys: string[];
  fields: Record<string, KeyOrder>;
}
const keyOrder = (fields: readonly CmsField[]): KeyOrder => ({
  keys: fields.map((field) => field.name),
  fields: Object.fromEntries(
    fields.flatMap((field) => {
      const nested = field.fields ?? field.field?.fields;
      return nested ? [[field.name, keyOrder(nested)]] : [];
    }),
  ),
});

/**
 * public/admin/field-order.json: each collection's key order (a file collection's by "collection/file").
 * Decap sorts only a file's top-level keys, and an object of more than eight keys comes back from its
 * editor in a hashed order, so public/admin/admin.js puts every key back in this order before a save.
 */
export function renderFieldOrder(collections: readonly Collection[], posts?: typeof postCollection): string {
  const orders = cmsCollections(collections, posts).flatMap((collection): [string, KeyOrder][] =>
    "files" in collection && collection.files
      ? collection.files.map((file) => [`${collection.name}/${file.name}`, keyOrder(file.fields)])
      : "fields" in collection && collection.fields
        ? [[collection.name, keyOrder(collection.fields)]]
        : [],
  );
  return `${JSON.stringify(Object.fromEntries(orders))}\n`;
}
