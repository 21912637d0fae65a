// The editor's config (public/admin/config.yml) is the one the schemas generate, and a marketer sees a
// label and a hint on every field; its limits refuse what the schemas refuse.
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { allFields, type cmsCollections, type CmsField } from "../app/lib/cms-config";
import { collections, posts as postCollection } from "../app/lib/content";
import { CMS_CONFIG_FILE, generatedCmsConfig } from "./cms-config";

const committed = readFileSync(CMS_CONFIG_FILE, "utf8");
const config = parse(committed) as { collections: ReturnType<typeof cmsCollections>; local_backend?: unknown };
const fields = allFields(config.collections);

describe("the editor's config", () => {
  it("is the one generated from the schemas (npm run cms:config)", () => {
    expect(committed).toBe(generatedCmsConfig());
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
