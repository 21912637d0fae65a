/**
 * One voice (docs/content-style.md): every content module under app/content/, now and as catalogues are
 * added, checked against the house style. A catalogue is a folder of one-entry files
 * (app/content/<catalogue>/<id>.yml); other modules are shared blocks.
 */
import { describe, expect, it } from "vitest";
import {
  claimProblems,
  contractionProblems,
  factProblems,
  leftoverProblems,
  numeralProblems,
  openerProblems,
  isHeading,
  isParagraph,
  metaDescriptionProblems,
  rangeProblems,
  sentenceCaseProblems,
  sharedAcrossEntries,
  slashProblems,
  spellingProblems,
} from "../../tests/support/style-rules";
import { collectCopy, type CopyItem } from "../../scripts/copy-items";
import { collections, contentFileModules } from "~/lib/content";

/** The TypeScript content modules; blog posts are MDX files, checked by app/lib/blog/posts.test.ts. */
const tsModules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts"], { eager: true });
/** The YAML content files, read as the build reads them (names resolved, tokens left in). */
const modules: Record<string, Record<string, unknown>> = { ...tsModules, ...contentFileModules() };
/** Catalogue folders: app/content/<catalogue>/<id>.yml, placed in order by app/content/order/<catalogue>.yml. */
const catalogues = new Set(
  Object.keys(modules)
    .map((file) => file.split("/"))
    .filter((parts) => parts.length > 2 && parts[1] !== "blog" && parts[1] !== "pages")
    .map((parts) => parts[1] ?? ""),
);
/** Modules that hold types, URLs or id lists rather than copy. */
const NOT_COPY = (file: string) => /\/(?:types|hero-images|ids)\.ts$|^\.\/order\//.test(file);

/** The page files by their module-like path (`./pages/home.yml`), each named as its collection (`home-page`). */
const pageFiles = new Map(
  collections
    .filter(({ kind }) => kind === "file")
    .map(({ name, path }) => [`./${path.replace(/^app\/content\//, "")}`, name]),
);

const copy: CopyItem[] = Object.entries(modules)
  .filter(([file]) => !NOT_COPY(file))
  .flatMap(([file, exports]) => {
    const parts = file
      .replace(/^\.\//, "")
      .replace(/\.(?:ts|yml)$/, "")
      .split("/");
    const entry = parts[parts.length - 1] ?? "";
    // A page file (pages/home.yml) is one page's copy, as its module was: its group is its collection.
    const catalogue = pageFiles.get(file) ?? parts[0] ?? "";
    return collectCopy(exports, { file, catalogue, entry });
  });

const entries = (catalogue: string) =>
  Object.entries(modules)
    .filter(([file]) => file.startsWith(`./${catalogue}/`) && !NOT_COPY(file))
    .map(([file, exports]) => ({ file, entry: exports.default as Record<string, unknown> }));

/** Where the spec's claims may appear: stats and badges, and the staffing services. */
const claimsAllowed = (item: CopyItem) =>
  item.catalogue === "company" ||
  item.catalogue === "home" ||
  item.catalogue === "home-page" ||
  item.entry === "staff-augmentation" ||
  /(?:^|\.)(?:stats|badges|trust)(?:\.|$)/i.test(item.path);

const report = (problems: string[]) => problems.sort();

describe("content style: every content module", () => {
  it("has copy to check (the walker finds the catalogues and the shared modules)", () => {
    expect(copy.length).toBeGreaterThan(1000);
    const checked = new Set(copy.map((item) => item.catalogue));
    for (const name of ["services", "company", "solutions-page", "navigation", "coming-soon-page"])
      expect(checked).toContain(name);
    expect(checked).not.toContain("types");
  });

  it("writes headings and eyebrows in sentence case", () => {
    expect(report(copy.filter(isHeading).flatMap((item) => sentenceCaseProblems(item.value)))).toEqual([]);
  });

  it("writes ranges with an en dash and no spaces", () => {
    expect(report(copy.flatMap((item) => rangeProblems(item.value)))).toEqual([]);
  });

  it("uses no contractions", () => {
    expect(report(copy.flatMap((item) => contractionProblems(item.value)))).toEqual([]);
  });

  it("uses US spellings and current product names", () => {
    expect(report(copy.flatMap((item) => spellingProblems(item.value)))).toEqual([]);
  });

  it("uses no slashes standing in for words", () => {
    expect(report(copy.flatMap((item) => slashProblems(item.value)))).toEqual([]);
  });

  it("states the spec's claims only in their blocks, worded as the spec words them", () => {
    expect(report(copy.flatMap((item) => claimProblems(item.value, claimsAllowed(item))))).toEqual([]);
  });

  it("writes durations and figures as numerals", () => {
    expect(report(copy.flatMap((item) => numeralProblems(item.value)))).toEqual([]);
  });

  it("shows visitors no notes about the site itself (leftovers)", () => {
    expect(report(copy.flatMap((item) => leftoverProblems(item.value)))).toEqual([]);
  });

  it("states decided facts through their tokens, never literally", () => {
    const copyOutsideFacts = copy.filter((item) => item.catalogue !== "engagement-terms");
    expect(report(copyOutsideFacts.flatMap((item) => factProblems(item.value)))).toEqual([]);
  });

  it("opens no field the same way in more than a quarter of a catalogue's entries", () => {
    // Short fields held to the rule: answers, section eyebrows, and the section titles of services. A
    // solution's section titles are not (they never were: several industries share "How we…" headings).
    const checkedField = (item: CopyItem) => {
      const key = item.path.split(".").pop() ?? "";
      return /(?:Eyebrow|^answer)$/.test(key) || (item.catalogue === "services" && /Title$/.test(key));
    };
    const sentences = copy.filter(
      (item) =>
        item.file.split("/").length > 2 && item.catalogue !== "legal" && (isParagraph(item) || checkedField(item)),
    );
    const catalogueNames = [...new Set(sentences.map((item) => item.catalogue))];
    const problems = catalogueNames.flatMap((name) =>
      openerProblems(sentences.filter((item) => item.catalogue === name)),
    );
    expect(report(problems)).toEqual([]);
  });

  it("keeps every meta description between 70 and 160 characters", () => {
    const metas = copy.filter((item) => /(?:^|\.)metaDescription$/.test(item.path));
    expect(report(metas.flatMap((item) => metaDescriptionProblems(item.value)))).toEqual([]);
  });

  it("gives every catalogue entry with a page of its own its meta description", () => {
    // Job openings are cards on /careers, without a page of their own.
    for (const catalogue of [...catalogues].filter((name) => name !== "jobs")) {
      for (const { file, entry } of entries(catalogue)) {
        expect(typeof entry.metaDescription, file).toBe("string");
      }
    }
  });

  it("shares no heading or paragraph between two entries of a catalogue", () => {
    // Legal documents are exempt: "Contact us" or "Changes to this policy" in each is a convention
    // readers look for, not one entry copying another. So are the jobs' benefits: the company's terms,
    // the same for every opening, which a new opening copies.
    const catalogued = copy.filter(
      (item) =>
        item.file.split("/").length > 2 &&
        item.catalogue !== "legal" &&
        !(item.catalogue === "jobs" && item.path.startsWith("benefits")),
    );
    expect(report(sharedAcrossEntries(catalogued.filter((item) => isHeading(item) || isParagraph(item))))).toEqual([]);
  });

  it("gives no two entries of a catalogue the same icon", () => {
    for (const catalogue of catalogues) {
      const icons = entries(catalogue)
        .map(({ entry }) => entry.icon)
        .filter((icon) => icon !== undefined);
      expect(
        icons.filter((icon, index) => icons.indexOf(icon) !== index),
        catalogue,
      ).toEqual([]);
    }
  });
});

describe("content style rules can fail (fixtures)", () => {
  const item = (value: string, path = "whyUs.0.title", entry = "a"): CopyItem => ({
    file: `./fixture/${entry}.ts`,
    catalogue: "fixture",
    entry,
    path,
    value,
  });

  it("sentence case", () => {
    expect(sentenceCaseProblems("Everything Defined As Code")).toHaveLength(3);
    expect(sentenceCaseProblems("Everything defined as code")).toEqual([]);
    expect(sentenceCaseProblems("Pipelines on GitHub Actions and AWS")).toEqual([]);
    expect(isHeading(item("x", "processTitle"))).toBe(true);
    expect(isHeading(item("x", "processEyebrow"))).toBe(true);
    expect(isHeading({ ...item("x", "title"), entryTitle: true })).toBe(false);
  });

  it("ranges", () => {
    expect(rangeProblems("typical delivery in 3 to 9 months")).toHaveLength(1);
    expect(rangeProblems("a 2-4 week sprint at $25-35")).toHaveLength(2);
    expect(rangeProblems("2 – 4 weeks")).toHaveLength(1);
    expect(rangeProblems("3–9 months, $25–35, 24/7 and a 4- to 8-week engagement")).toEqual([]);
  });

  it("contractions", () => {
    expect(contractionProblems("We don't guess, it's measured and you'll see it")).toHaveLength(3);
    expect(contractionProblems("The client's team owns the code")).toEqual([]);
  });

  it("spellings", () => {
    expect(spellingProblems("We optimise it afterwards")).toHaveLength(2);
    expect(spellingProblems("Scans with OWASP ZAP")).toHaveLength(1);
    expect(spellingProblems("24/7 cover on enterprise plans")).toHaveLength(1);
    expect(spellingProblems("We optimize it afterward, with ZAP; plans cover 24/7 coverage")).toEqual([]);
  });

  it("slashes", () => {
    expect(slashProblems("Billed hourly/time-and-materials")).toHaveLength(1);
    expect(slashProblems("CI/CD pipelines, 24/7 monitoring")).toEqual([]);
  });

  it("claims", () => {
    expect(claimProblems("With 10X faster hiring you get profiles fast", false)).toHaveLength(1);
    expect(claimProblems("Our 3M+ talent network", true)).toHaveLength(1);
    expect(claimProblems("Backed by 3M+ talents and 10X faster hiring", true)).toEqual([]);
  });

  it("meta descriptions", () => {
    expect(metaDescriptionProblems("Too short")).toHaveLength(1);
    expect(metaDescriptionProblems("x".repeat(161))).toHaveLength(1);
    expect(metaDescriptionProblems("x".repeat(120))).toEqual([]);
  });

  it("shared headings and paragraphs", () => {
    const same = "Evidence before investment";
    expect(sharedAcrossEntries([item(same, "whyUs.0.title", "a"), item(same, "whyUs.1.title", "b")])).toHaveLength(1);
    expect(sharedAcrossEntries([item(same, "whyUs.0.title", "a"), item(same, "whyUs.1.title", "a")])).toEqual([]);
  });

  it("walks nested exports with their paths", () => {
    const found = collectCopy({ default: { whyUs: [{ title: "A" }] } }, { file: "f", catalogue: "c", entry: "e" });
    expect(found).toEqual([{ file: "f", catalogue: "c", entry: "e", path: "whyUs.0.title", value: "A" }]);
    const page = collectCopy(
      { pages: [{ path: "/x", title: "Blog & Insights" }] },
      { file: "f", catalogue: "c", entry: "e" },
    );
    expect(page.find((found) => found.path === "pages.0.title")?.entryTitle).toBe(true);
  });
});
