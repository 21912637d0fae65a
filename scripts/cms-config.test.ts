// The editor's config (public/admin/config.yml) is the one the schemas generate, and a marketer sees a
// label and a hint on every field; its limits refuse what the schemas refuse.
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import type { cmsCollections, CmsField } from "../app/lib/cms-config";
import { collections, posts as postCollection } from "../app/lib/content";
import { CMS_CONFIG_FILE, FIELD_ORDER_FILE, generatedCmsConfig, generatedFieldOrder } from "./cms-config";

/** Every field of a config, nested ones too, with where it is. */
function allFields(decap: ReturnType<typeof cmsCollections>): { where: string; field: CmsField }[] {
  const walk = (where: string, field: CmsField): { where: string; field: CmsField }[] => [
    { where, field },
    ...(field.fields ?? []).flatMap((child) => walk(`${where}.${child.name}`, child)),
    ...(field.field ? walk(`${where}[]`, field.field) : []),
  ];
  return decap.flatMap((collection) => {
    const top = "fields" in collection ? [{ prefix: collection.name, fields: collection.fields as CmsField[] }] : [];
    const files =
      "files" in collection
        ? collection.files.map((file) => ({
            prefix: `${collection.name}/${file.name}`,
            fields: file.fields as CmsField[],
          }))
        : [];
    return [...top, ...files].flatMap(({ prefix, fields }) =>
      fields.flatMap((field) => walk(`${prefix}.${field.name}`, field)),
    );
  });
}

const committed = readFileSync(CMS_CONFIG_FILE, "utf8");
// As Decap reads it: each long rule is written once and named by aliases.
const config = parse(committed, { maxAliasCount: -1 }) as {
  collections: ReturnType<typeof cmsCollections>;
  local_backend?: unknown;
};
const fields = allFields(config.collections);

describe("the editor's config", () => {
  it("is the one generated from the schemas (npm run cms:config)", () => {
    expect(committed).toBe(generatedCmsConfig());
    expect(readFileSync(FIELD_ORDER_FILE, "utf8")).toBe(generatedFieldOrder());
  });

  it("gives the editor's script each file's key order, nested objects included (a page file's sections)", () => {
    const orders = JSON.parse(generatedFieldOrder()) as Record<
      string,
      { keys: string[]; fields: Record<string, { keys: string[] }> }
    >;
    const about = orders["about-page/about-page"];
    expect(about?.keys).toEqual(["about", "mission"]);
    const parsed = parse(readFileSync("app/content/pages/about.yml", "utf8")) as Record<
      string,
      Record<string, unknown>
    >;
    expect(about?.fields.about?.keys).toEqual(Object.keys(parsed.about ?? {}));
    expect(about?.fields.mission?.keys).toEqual(Object.keys(parsed.mission ?? {}));
  });

  it("gives every field a label and a hint", () => {
    expect(fields.length).toBeGreaterThan(0);
    const missing = fields.filter(({ field }) => !field.label?.trim() || !field.hint?.trim()).map(({ where }) => where);
    expect(missing).toEqual([]);
  });

  it("has every collection, with its fields in the schema's order, as plain text widgets (no rich text but a post's text)", () => {
    for (const collection of collections) {
      const generated = config.collections.find((entry) => entry.name === collection.name);
      const own = generated && "fields" in generated ? generated.fields : generated?.files[0]?.fields;
      expect((own as CmsField[] | undefined)?.map((field) => field.name)).toEqual(Object.keys(collection.schema.shape));
    }
    expect(fields.filter(({ field }) => field.widget === "markdown").map(({ where }) => where)).toEqual(["posts.body"]);
  });

  it("edits the posts as MDX files with front matter, named from the title, their text opening as typed Markdown", () => {
    const posts = config.collections.find((entry) => entry.name === postCollection.name);
    expect(posts).toMatchObject({
      folder: "app/content/blog",
      extension: "mdx",
      format: "frontmatter",
      slug: "{{slug}}",
      create: true,
    });
    const own = (posts as { fields: CmsField[] }).fields;
    expect(own.map((field) => field.name)).toEqual([...Object.keys(postCollection.schema.shape), "body"]);
    // Raw alone (docs/decisions/0159-posts-in-the-editor.md): the text is saved as typed, not rewritten.
    expect(own.at(-1)?.modes).toEqual(["raw"]);
    const title = new RegExp(fields.find(({ where }) => where === "posts.title")!.field.pattern![0]);
    for (const value of ["Too short", "A title of a good length", "t".repeat(71)])
      expect([value, title.test(value)]).toEqual([value, postCollection.schema.shape.title.safeParse(value).success]);
  });

  it("names each entry's file by its id, in YAML", () => {
    for (const collection of config.collections.filter(
      (entry) => "folder" in entry && entry.name !== postCollection.name,
    ))
      expect(collection).toMatchObject({ slug: "{{id}}", extension: "yml", format: "yml", create: true });
  });

  it("refuses an entry's meta description the schema refuses, and takes one it takes", () => {
    const entries = collections.filter(
      (collection) => collection.kind === "folder" && "metaDescription" in collection.schema.shape,
    );
    expect(entries.length).toBeGreaterThan(0);
    for (const collection of entries) {
      const where = `${collection.name}.metaDescription`;
      const pattern = new RegExp(fields.find((entry) => entry.where === where)!.field.pattern![0]);
      const schema = collection.schema.shape.metaDescription as { safeParse: (value: unknown) => { success: boolean } };
      for (const value of ["Too short", "x".repeat(70), "y".repeat(160), "z".repeat(161)])
        expect([where, value.length, pattern.test(value)]).toEqual([
          where,
          value.length,
          schema.safeParse(value).success,
        ]);
    }
  });

  it("keeps list sizes the schema fixes", () => {
    const requirements = fields.find(({ where }) => where === "services.requirements")?.field;
    expect(requirements).toMatchObject({ widget: "list", min: 4, max: 4 });
  });

  it("signs in through the site's own endpoint, and leaves the local backend to npm run cms", () => {
    expect(committed).toMatch(/auth_endpoint: api\/cms\/auth/);
    expect(config.local_backend).toBeUndefined();
  });
});

/**
 * The rules the build enforces on one field that a Decap field cannot carry, by where they are (a regex
 * over the field's path) and why. Every other rule must be in the config.
 */
const EDITOR_CANNOT_CHECK: [RegExp, string][] = [
  [
    /\.(?:cover|heroUpload)\.src$/,
    "the image widget only picks from the media library; with a pattern, Decap refused an image just uploaded in the same edit (tests/e2e/admin.spec.ts)",
  ],
  [/\.metaDescription$/, "its 70–160 characters count once the tokens are filled, which only the build knows"],
  [/^navigation\.megaMenus$/, "each of the four menus once: a rule across the list's items"],
  [/^technologies-page\.groups$/, "each group once: a rule across the list's items"],
  [/^posts$/, "updated not earlier than date: a rule across two fields"],
];

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  checks?: { _zod: { def: { check: string; format?: string; pattern?: RegExp; maximum?: number } } }[];
};
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** Every field of a schema with its unwrapped schema and its checks, by the config's paths. */
function schemaFields(where: string, schema: z.ZodType): { where: string; schema: z.ZodType; def: Def }[] {
  let current = schema;
  let def = defOf(current);
  const checks = [...(def.checks ?? [])];
  while (["optional", "nullable", "default", "pipe", "readonly"].includes(def.type)) {
    current = (def.innerType ?? def.in)!;
    def = defOf(current);
    checks.push(...(def.checks ?? []));
  }
  const own = { where, schema: current, def: { ...def, checks } };
  if (def.type === "object")
    return [own, ...Object.entries(def.shape!).flatMap(([name, child]) => schemaFields(`${where}.${name}`, child))];
  if (def.type === "array") {
    const item = schemaFields(where, def.element!);
    // A list of objects shows its item's fields directly; a list of one value is `list[]`.
    return [
      own,
      ...(defOf(item[0]!.schema).type === "object"
        ? item.slice(1)
        : item.map((field) => ({ ...field, where: field.where.replace(where, `${where}[]`) }))),
    ];
  }
  return [own];
}

/** Whether a Decap field carries one zod check of its field. */
function carries(type: string, rule: NonNullable<Def["checks"]>[number]["_zod"]["def"], field: CmsField): boolean {
  const { check, pattern, maximum } = rule;
  // `.max(Infinity)`: no limit to carry.
  if (maximum === Infinity) return true;
  if (type === "number")
    return (
      (check === "number_format" && field.value_type === "int") ||
      (check === "greater_than" && field.min !== undefined) ||
      (check === "less_than" && field.max !== undefined)
    );
  if (type === "array")
    return (
      (check === "min_length" && field.min !== undefined) ||
      (check === "max_length" && field.max !== undefined) ||
      (check === "length_equals" && field.min === field.max && field.min !== undefined)
    );
  if (check === "string_format") return Boolean(pattern && field.pattern?.[0].includes(pattern.source));
  // A minimum of 1 is the editor's `required`; longer limits are in the pattern.
  if (check === "min_length" || check === "max_length" || check === "length_equals")
    return Boolean(field.pattern) || (check === "min_length" && field.required !== false);
  // A trim is applied, not checked: the pattern counts the limits without the spaces around.
  return check === "overwrite";
}

const schemaRoots = [...collections, postCollection].map((collection) => ({
  name: collection.name,
  fields: schemaFields(collection.name, collection.schema as z.ZodType),
}));
const configField = (where: string) =>
  fields.find((entry) => entry.where === where.replace(/^([^.]+)\./, (_, name: string) => `${name}.`))?.field ??
  fields.find((entry) => entry.where === where.replace(/^([^.]+)\./, (_, name: string) => `${name}/${name}.`))?.field;
const cannot = (where: string) => EDITOR_CANNOT_CHECK.find(([path]) => path.test(where))?.[1];

describe("the editor refuses what the build refuses", () => {
  it("carries every rule the build checks on one field, or names it as one it cannot check, with the reason", () => {
    const uncovered: string[] = [];
    for (const { fields: all } of schemaRoots)
      for (const { where, def } of all) {
        if (where.includes(".") || where.includes("[]")) {
          const field = configField(where);
          if (!field) {
            uncovered.push(`${where}: no field in the editor`);
            continue;
          }
          for (const rule of def.checks!.map((entry) => entry._zod.def)) {
            const { check, format } = rule;
            const carried = carries(def.type, rule, field);
            if (!carried && !cannot(where)) uncovered.push(`${where}: ${check}${format ? ` (${format})` : ""}`);
          }
          if (def.type === "enum" || def.type === "literal")
            if (!field.options?.length) uncovered.push(`${where}: its choices`);
        } else if (def.checks!.length > 0 && !cannot(where)) uncovered.push(`${where}: a rule on the whole file`);
      }
    expect(uncovered).toEqual([]);
    // Every reason still names a rule the schemas have.
    const wheres = schemaRoots.flatMap(({ fields: all }) => all.map((field) => field.where));
    for (const [path] of EDITOR_CANNOT_CHECK)
      expect([String(path), wheres.some((where) => path.test(where))]).toEqual([String(path), true]);
  });

  // Careless values a marketer types, and good ones: the config's pattern, run as Decap runs it, agrees
  // with the schema on each field (Decap leaves the empty value to `required`).
  const samples = [
    " ",
    "   \n ",
    "A line with {brand} in it",
    "A line with {brnad} in it",
    "{Trial} starts the sentence",
    "{{brand}}",
    "t".repeat(60),
    "t".repeat(61),
    "x".repeat(300),
    "  A padded title of good length  ",
    "2026-02-30",
    "2026-02-28",
    "2024-02-29",
    "2100-02-29",
    "2026-13-01",
    "3+ years",
    "lower-case-words",
    "Not-A-Slug",
    "/services/cloud-migration",
    "y".repeat(70),
    "z".repeat(161),
  ];

  it("refuses in the editor every value the schema refuses on a field, and takes every value it takes", () => {
    const disagree: string[] = [];
    let compared = 0;
    for (const { fields: all } of schemaRoots)
      for (const { where, schema, def } of all) {
        if (def.type !== "string" || cannot(where)) continue;
        const field = configField(where);
        const pattern = field?.pattern ? new RegExp(field.pattern[0]) : undefined;
        for (const value of samples) {
          const build = schema.safeParse(value).success;
          const editor = pattern ? pattern.test(value) : true;
          compared += 1;
          if (build !== editor) disagree.push(`${where} ${JSON.stringify(value)}: build ${build}, editor ${editor}`);
        }
      }
    expect(compared).toBeGreaterThan(2000);
    expect(disagree).toEqual([]);
  });

  it("says in the build's words which rule a value breaks, naming no internal pattern", () => {
    const title = configField("services.title")!.pattern![1];
    expect(title).toBe(
      "Must be at most 60 characters; must not be blank; must use only the site's {tokens} (spelled as in the hint, such as {brand})",
    );
    expect(configField("jobs.id")!.pattern![1]).toBe("Must be lower-case words joined by hyphens");
    expect(configField("posts.date")!.pattern![1]).toBe("Expected a date as YYYY-MM-DD, a real day");
  });
});
