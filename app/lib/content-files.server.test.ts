import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as prettier from "prettier";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parse, stringify } from "yaml";
import { objectFields, type CmsField } from "./cms-config";
import { checkContent, collections } from "./content";
import { jobs } from "./content/jobs";
import { navigation as navigationFile } from "./content/navigation";
import { services } from "./content/services";
import { solutions } from "./content/solutions";
import { ContentError, read, readOrder } from "./content-files.server";

/** A copy of app/content/ to break or extend, the repository's own files untouched. */
function copyOfContent() {
  const root = mkdtempSync(join(tmpdir(), "content-"));
  cpSync(join(process.cwd(), "app", "content"), join(root, "app", "content"), { recursive: true });
  roots.push(root);
  return root;
}
const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

const edit = (root: string, file: string, change: (data: Record<string, unknown>) => void) => {
  const data = parse(readFileSync(join(root, file), "utf8")) as Record<string, unknown>;
  change(data);
  writeFileSync(join(root, file), stringify(data));
};

/** The one line a broken file stops the build with. */
function failure(root: string): string {
  try {
    checkContent(root);
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
  return "no error";
}

describe("content files", () => {
  it("are all valid as committed", () => {
    expect(() => checkContent()).not.toThrow();
  });

  it("take a new service with one file and one line in the order file, shown after the specification's", () => {
    const root = copyOfContent();
    const file = "app/content/services/fixture-service.yml";
    writeFileSync(join(root, file), readFileSync(join(root, "app/content/services/heroku.yml")));
    edit(root, file, (data) => {
      data.id = "fixture-service";
      data.title = "Fixture Service";
    });
    edit(root, "app/content/order/services.yml", (data) => (data.order as string[]).push("fixture-service"));
    expect(failure(root)).toBe("no error");
    expect(readOrder(services, root).at(-1)).toBe("fixture-service");
    expect(read(services, root).at(-1)?.title).toBe("Fixture Service");
  });

  it("show a new entry the order file does not list yet after the listed ones, so saving it first breaks nothing", () => {
    const root = copyOfContent();
    const [first] = readOrder(jobs, root);
    const file = "app/content/jobs/a-new-opening.yml";
    writeFileSync(join(root, file), readFileSync(join(root, `app/content/jobs/${first}.yml`)));
    edit(root, file, (data) => {
      data.id = "a-new-opening";
      data.title = "A New Opening";
    });
    expect(failure(root)).toBe("no error");
    const titles = read(jobs, root).map((job) => job.title);
    expect(titles.slice(0, -1)).toEqual(read(jobs).map((job) => job.title));
    expect(titles.at(-1)).toBe("A New Opening");
  });

  it("take a menu link's cleared line under the label, as the editor saves it, as a plain link", () => {
    const root = copyOfContent();
    type Menus = { groups: { items: { label: string; description?: string }[] }[] }[];
    edit(
      root,
      "app/content/navigation.yml",
      (data) => ((data.megaMenus as Menus)[1]!.groups[0]!.items[0]!.description = ""),
    );
    expect(failure(root)).toBe("no error");
    const navigation = read(navigationFile, root);
    expect(navigation.megaMenus[1]?.groups[0]?.items[0]).not.toHaveProperty("description");
  });

  it("show an entry the order file lists twice once, at its first place", () => {
    const root = copyOfContent();
    const [first, second] = readOrder(jobs, root);
    edit(root, "app/content/order/jobs.yml", (data) => (data.order as string[]).push(first!));
    expect(failure(root)).toBe("no error");
    const ids = read(jobs, root).map((job) => job.id);
    expect(ids.slice(0, 2)).toEqual([first, second]);
    expect(ids.filter((id) => id === first)).toHaveLength(1);
  });

  it.each([
    [
      "a too-short meta description",
      "app/content/services/aws.yml",
      (data: Record<string, unknown>) => (data.metaDescription = "Too short"),
      "app/content/services/aws.yml: metaDescription: must be 70–160 characters",
    ],
    [
      "a fifth FAQ",
      "app/content/services/aws.yml",
      (data: Record<string, unknown>) => (data.faqs as unknown[]).push({ question: "Why?", answer: "Because." }),
      "app/content/services/aws.yml: faqs: must have exactly 4 items",
    ],
    [
      "an empty answer",
      "app/content/solutions/fintech.yml",
      (data: Record<string, unknown>) => ((data.faqs as { answer: string }[])[1]!.answer = " "),
      "app/content/solutions/fintech.yml: faqs[1].answer: must not be blank",
    ],
    [
      "an unknown token",
      "app/content/jobs/full-stack-engineer-contractor.yml",
      (data: Record<string, unknown>) => (data.description = "Join {brnd}."),
      "app/content/jobs/full-stack-engineer-contractor.yml: description: unknown token {brnd}",
    ],
    [
      "an unknown icon",
      "app/content/technologies/python.yml",
      (data: Record<string, unknown>) => ((data.benefits as { items: { icon: string }[] }).items[0]!.icon = "unicorn"),
      "app/content/technologies/python.yml: benefits.items[0].icon: Invalid option",
    ],
    [
      "a header menu listed twice",
      "app/content/navigation.yml",
      (data: Record<string, unknown>) => ((data.megaMenus as { id: string }[])[1]!.id = "services"),
      "app/content/navigation.yml: megaMenus: must hold each menu once",
    ],
    [
      "a menu link that is not a path on the site",
      "app/content/navigation.yml",
      (data: Record<string, unknown>) =>
        ((data.contactMenu as { items: { href: string }[] }).items[0]!.href = "https://example.com/contact"),
      "app/content/navigation.yml: contactMenu.items[0].href: must be a path on the site",
    ],
    [
      "an eighth Our Initiative benefit",
      "app/content/pages/company.yml",
      (data: Record<string, unknown>) => (data.initiativeBenefits as string[]).push("Free snacks"),
      "app/content/pages/company.yml: initiativeBenefits: must have exactly 7 benefits",
    ],
    [
      "a newsletter page's button that leaves the site",
      "app/content/pages/newsletter.yml",
      (data: Record<string, unknown>) =>
        ((data.invalidLink as { back: { href: string } }).back.href = "https://example.com/"),
      "app/content/pages/newsletter.yml: invalidLink.back.href: must be a path on the site",
    ],
    [
      "a token the blog's tag pages do not know",
      "app/content/pages/blog.yml",
      (data: Record<string, unknown>) => (data.tagDescription = "Every post tagged {tags}."),
      "app/content/pages/blog.yml: tagDescription: unknown token {tags}",
    ],
    [
      "a confirmation page's button that is not a call-to-action label",
      "app/content/pages/contact.yml",
      (data: Record<string, unknown>) => ((data.messageSent as { back: { label: string } }).back.label = "Go home"),
      "app/content/pages/contact.yml: messageSent.back.label: Invalid option",
    ],
    [
      "a group of /technologies listed twice",
      "app/content/pages/technologies.yml",
      (data: Record<string, unknown>) => ((data.groups as { id: string }[])[3]!.id = "frontend"),
      "app/content/pages/technologies.yml: groups: must list each group once",
    ],
    [
      "a fifth step in the /solutions approach",
      "app/content/pages/solutions.yml",
      (data: Record<string, unknown>) =>
        (data.approach as { steps: unknown[] }).steps.push({ title: "Review", description: "We look back." }),
      "app/content/pages/solutions.yml: approach.steps: must have exactly 4 steps",
    ],
    [
      "a service page's fallback heading left blank, which would leave a section without a heading",
      "app/content/pages/services.yml",
      (data: Record<string, unknown>) => ((data.sectionDefaults as { faqsTitle: string }).faqsTitle = " "),
      "app/content/pages/services.yml: sectionDefaults.faqsTitle: must not be blank",
    ],
    [
      "a solution page's fallback button in words rather than by its name",
      "app/content/pages/solutions.yml",
      (data: Record<string, unknown>) => ((data.sectionDefaults as { ctaText: string }).ctaText = "Start Your Project"),
      "app/content/pages/solutions.yml: sectionDefaults.ctaText: Invalid option",
    ],
    [
      "a fourth stage in the About page's story",
      "app/content/pages/about.yml",
      (data: Record<string, unknown>) =>
        (data.about as { story: { stages: unknown[] } }).story.stages.push({ title: "Today", description: "More." }),
      "app/content/pages/about.yml: about.story.stages: must have exactly 3 stages",
    ],
    [
      "a page's meta description too short once its tokens are filled",
      "app/content/pages/about.yml",
      (data: Record<string, unknown>) => ((data.mission as { metaDescription: string }).metaDescription = "{brand}"),
      "app/content/pages/about.yml: mission.metaDescription: must be 70–160 characters once its tokens are filled",
    ],
    [
      "a fifth step in the careers onboarding the specification fixes at four",
      "app/content/pages/careers.yml",
      (data: Record<string, unknown>) =>
        (data.careers as { onboarding: { steps: unknown[] } }).onboarding.steps.push({
          title: "Grow",
          description: "More.",
        }),
      "app/content/pages/careers.yml: careers.onboarding.steps: must have exactly 4 steps",
    ],
    [
      "an uploaded hero image chosen without its description",
      "app/content/pages/services.yml",
      (data: Record<string, unknown>) => (data.heroUpload = { src: "/media/logistics-hero.jpg", alt: "" }),
      "app/content/pages/services.yml: heroUpload.alt: Too small",
    ],
    [
      "a term of the register without its words",
      "app/content/engagement-terms.yml",
      (data: Record<string, unknown>) => delete (data.terms as Record<string, { text?: string }>).replyTime!.text,
      "app/content/engagement-terms.yml: terms.replyTime.text: Invalid input",
    ],
  ])("stop the build in one line naming the file, the field and the rule: %s", (_name, file, change, message) => {
    const root = copyOfContent();
    edit(root, file, change);
    const line = failure(root);
    expect(line.startsWith(message), line).toBe(true);
    expect(line).not.toContain("\n");
  });

  it("read an image the editor left unchosen as no image, so an untouched optional image stops nothing", () => {
    const root = copyOfContent();
    for (const untouched of [{}, { src: "", alt: "" }, { alt: "A description typed before any image." }]) {
      edit(root, "app/content/solutions/healthcare.yml", (data) => (data.heroUpload = untouched));
      expect(failure(root), JSON.stringify(untouched)).toBe("no error");
      expect(read(solutions, root).find((entry) => entry.id === "healthcare")).not.toHaveProperty("heroUpload");
    }
  });

  it("leave out an order file's id whose entry was deleted, with one warning naming it, and stop nothing", () => {
    const root = copyOfContent();
    const [first, ...rest] = readOrder(jobs, root);
    rmSync(join(root, `app/content/jobs/${first}.yml`));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      expect(readOrder(jobs, root)).toEqual(rest);
      expect(readOrder(jobs, root)).toEqual(rest);
      expect(() => checkContent(root)).not.toThrow();
      expect(warn.mock.calls.flat()).toEqual([
        `warning: app/content/order/jobs.yml: order: lists ${first}, which has no file app/content/jobs/${first}.yml: left out (remove it from the order)`,
      ]);
    } finally {
      warn.mockRestore();
    }
  });

  it("in local mode, stand in a broken file's last good value and show its error only on the pages that use it; a build still stops", async () => {
    const root = copyOfContent();
    const file = "app/content/services/devops.yml";
    const blank = (data: Record<string, unknown>) => (data.description = " ");
    vi.stubEnv("MODE", "development");
    vi.resetModules();
    try {
      const local = await import("./content-files.server");
      const before = local.read(services, root);
      edit(root, file, blank);
      expect(local.read(services, root)).toEqual(before);
      const message = "app/content/services/devops.yml: description: must not be blank";
      for (const path of ["/services/devops", "/services/devops/"])
        expect(local.contentErrorFor(path)?.message).toBe(message);
      for (const path of ["/", "/services", "/about", "/services/aws", "/admin/"])
        expect(local.contentErrorFor(path)).toBeUndefined();
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
    // The build's reader: the same file stops it, in the same words.
    expect(failure(root)).toBe("app/content/services/devops.yml: description: must not be blank");
  });

  it("name a file that is not YAML in one line", () => {
    const root = copyOfContent();
    writeFileSync(join(root, "app/content/services/aws.yml"), "title: [unclosed\n");
    const line = failure(root);
    expect(line).toMatch(/^app\/content\/services\/aws\.yml: not readable YAML: /);
    expect(line).not.toContain("\n");
  });

  it("give every field of every schema a label and a hint for the editor", () => {
    const missing: string[] = [];
    // A list's items are not fields of their own when they are objects: their fields carry the labels.
    const walk = (schema: unknown, path: string, listItem = false) => {
      const zod = schema as { _zod: { def: Record<string, unknown> }; meta: () => Record<string, unknown> | undefined };
      const def = zod._zod.def;
      if (def.type === "optional") return walk(def.innerType, path);
      const meta = zod.meta();
      if (!(listItem && def.type === "object") && (!meta?.title || !meta.description)) missing.push(path);
      if (def.type === "array") walk(def.element, `${path}[]`, true);
      if (def.type === "object")
        for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) walk(child, `${path}.${key}`);
    };
    for (const { name, schema } of collections)
      for (const [key, child] of Object.entries(schema.shape)) walk(child, `${name}.${key}`);
    expect(missing).toEqual([]);
  });
});

describe("content files as the editor writes them", () => {
  const files = collections.flatMap(({ kind, path, order }) => [
    ...(kind === "folder"
      ? readdirSync(join(process.cwd(), path))
          .filter((name) => name.endsWith(".yml"))
          .map((name) => `${path}/${name}`)
      : [path]),
    ...(order ? [order] : []),
  ]);

  /** A value with its keys in the editor's field order, as Decap writes it on save. */
  const inEditorOrder = (value: unknown, fields: CmsField[] | undefined): unknown => {
    if (Array.isArray(value)) return value.map((item) => inEditorOrder(item, fields));
    if (!value || typeof value !== "object" || !fields) return value;
    const entries = Object.entries(value);
    const rank = (key: string) => fields.findIndex((field) => field.name === key);
    return Object.fromEntries(
      entries
        .sort(([a], [b]) => rank(a) - rank(b))
        .map(([key, item]) => {
          const field = fields.find((candidate) => candidate.name === key);
          return [key, inEditorOrder(item, field?.fields ?? field?.field?.fields)];
        }),
    );
  };
  const fieldsByCollection = new Map(collections.map((collection) => [collection, objectFields(collection.schema)]));
  const editorFields = (file: string): CmsField[] | undefined => {
    const owner = collections.find(({ path, order }) => file === order || file === path || file.startsWith(`${path}/`));
    return owner?.order === file ? undefined : fieldsByCollection.get(owner!);
  };

  it("are each byte-identical to what the editor saves, keys in its field order, so a save changes only what was edited", () => {
    const drifted = files.filter((file) => {
      const source = readFileSync(join(process.cwd(), file), "utf8");
      return stringify(inEditorOrder(parse(source), editorFields(file))) !== source;
    });
    expect(files.length).toBeGreaterThan(60);
    expect(drifted).toEqual([]);
  });

  it("pass prettier as written, tricky text included", async () => {
    const options = { ...(await prettier.resolveConfig(join(process.cwd(), files[0] ?? ""))), parser: "yaml" };
    const tricky = stringify({
      title: 'A "quoted" title: with a colon # and a hash',
      description: `${"Long text that the yaml package folds at eighty columns, ".repeat(4)}with an en dash – and {brand}.`,
      lines: ["- a leading dash", "'single'", "yes", "12", "", "two\nlines", "  leading spaces"],
      nested: [{ question: "Why?", answer: "Because: it is." }],
    });
    expect(await prettier.check(tricky, options)).toBe(true);
    for (const file of files) {
      const source = readFileSync(join(process.cwd(), file), "utf8");
      expect(await prettier.check(source, options), file).toBe(true);
    }
    // Prettier parses some 70 files: seconds on a loaded machine.
  }, 60_000);
});
