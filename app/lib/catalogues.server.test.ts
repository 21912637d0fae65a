import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { serviceSectionDefaults, services, withServiceDefaults } from "./catalogues.server";
import { checkContent } from "./content";
import { read } from "./content-files.server";
import { services as serviceFiles } from "./content/services";
import { fillTokensInText } from "./tokens";
import { DEFAULT_HERO_IMAGE, SERVICE_HERO_IMAGE } from "~/content/hero-images";

/** The fields a service entry may lack (docs/requirements.md#service-entries): its section taglines and descriptions, and its hero photo. */
const OPTIONAL = [...Object.keys(serviceSectionDefaults), "heroImage"];

/** A committed service file saved without those fields, read as the build reads it. */
function bareService() {
  const root = mkdtempSync(join(tmpdir(), "content-"));
  cpSync(join(process.cwd(), "app", "content"), join(root, "app", "content"), { recursive: true });
  const file = join(root, "app/content/services/aws.yml");
  const data = parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  for (const key of OPTIONAL) delete data[key];
  data.ctaTitle = ""; // as the editor saves a cleared field
  writeFileSync(file, stringify(data));
  try {
    checkContent(root);
    return read(serviceFiles, root).find((entry) => entry.id === "aws")!;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe("service fallbacks", () => {
  it("take an entry without its taglines, descriptions and hero photo, and show the defaults, tokens resolved", () => {
    const bare = bareService();
    for (const key of OPTIONAL.filter((key) => key !== "ctaTitle")) expect(bare, key).not.toHaveProperty(key);
    const resolved = withServiceDefaults(bare);
    for (const [key, value] of Object.entries(serviceSectionDefaults))
      expect(resolved[key as keyof typeof serviceSectionDefaults], key).toBe(fillTokensInText(value));
    expect(serviceSectionDefaults.discussDescription).toContain("{replyTime}");
    expect(resolved.discussDescription).not.toContain("{replyTime}");
    expect(resolved.heroImage).toBe(DEFAULT_HERO_IMAGE);
  });

  it("keep an entry's own texts and photo", () => {
    const own = services.find((entry) => entry.id === "aws")!;
    const resolved = withServiceDefaults(own);
    expect(resolved.whyUsTitle).toBe(own.whyUsTitle);
    expect(resolved.heroImage).toBe(SERVICE_HERO_IMAGE);
  });
});

describe("detail pages (service and solution loaders)", () => {
  it("resolves an entry with its defaults, trail and meta, and sends an unknown id to the listing", async () => {
    const { detailPage, solutions, withSolutionDefaults } = await import("./catalogues.server");
    const [first] = solutions;
    if (!first) throw new Error("no solutions");
    const page = detailPage(
      {
        name: "Solutions",
        path: "/solutions",
        entries: solutions,
        resolve: withSolutionDefaults,
        serviceName: (entry) => `${entry.title} software development`,
      },
      first.id,
    );
    expect(page.entry).toEqual(withSolutionDefaults(first));
    expect(page.breadcrumbs.map((crumb) => crumb.path)).toEqual(["/", "/solutions", `/solutions/${first.id}`]);
    const ld = JSON.stringify(page.meta);
    expect(ld).toContain(`${first.title} software development`);
    expect(ld).toContain('"FAQPage"');

    const listing = { name: "Services", path: "/services", entries: services, resolve: withServiceDefaults };
    let thrown: unknown;
    try {
      detailPage({ ...listing, serviceName: (entry) => entry.title }, "no-such-service");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe("/services");
  });
});

describe("page copy", () => {
  it("holds no unresolved token: routes and components show it as they get it", async () => {
    const { pageCopy } = await import("./page-copy.server");
    const tokens = (value: unknown) => JSON.stringify(value).match(/\{[a-zA-Z]+\}/g) ?? [];
    // The search panel fills its run-time {count} and {query} in the browser, and each tag page of the blog
    // its {tag}; nothing else is left.
    const { count, noResults, ...search } = pageCopy.search;
    const { tagDescription, ...blog } = pageCopy.blog;
    expect(tokens({ ...pageCopy, search, blog })).toEqual([]);
    expect(new Set(tokens({ count, noResults }))).toEqual(new Set(["{count}", "{query}"]));
    expect(tokens(tagDescription)).toEqual(["{tag}"]);
  });
});
