import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { placeholderProblems } from "~/lib/copy-checks";
import { fillTokens } from "~/lib/tokens";
import { megaMenus } from "./navigation";
import { TECHNOLOGY_IDS } from "./technologies/ids";
import { collectCopy, isParagraph, sharedAcrossEntries } from "~/lib/style-rules";
import { BENEFIT_ICONS, type Technology } from "./types";

const entryFiles = import.meta.glob<{ default: Technology }>(["./technologies/*.ts", "!./technologies/ids.ts"], {
  eager: true,
});
const records = Object.entries(entryFiles).map(([file, module]) => ({
  file: file.replace(/^\.\/technologies\/|\.ts$/g, ""),
  entry: module.default,
}));

/** "$25–35" as [25, 35]; "$60" as [60, 60]; anything else as undefined. */
export function parseRate(text: string): [number, number] | undefined {
  const match = /^\$(\d+)(?:–(\d+))?$/.exec(text);
  if (!match) return undefined;
  return [Number(match[1]), Number(match[2] ?? match[1])];
}

const TIERS = ["Starter", "Professional", "Enterprise"];

/** "3+ years" → 3; "3–6 years" → [3, 6]. */
const years = (text: string) => /^(\d+)(?:\+|–(\d+))? years?$/.exec(text);

/**
 * The tier a profile's experience belongs to: the tier whose range holds its years, a range's upper
 * bound belonging to the next tier ("3+ years" is Professional when the tiers are 1–3 and 3–6 years).
 */
export function tierFor(technology: Technology, experience: string) {
  const held = Number(years(experience)?.[1] ?? NaN);
  return technology.pricing.tiers.find((tier, index, tiers) => {
    const match = years(tier.experience);
    if (!match) return false;
    const low = Number(match[1]);
    const high = index === tiers.length - 1 || match[2] === undefined ? Infinity : Number(match[2]);
    return held >= low && held < high;
  });
}

/** What every record must have (docs/requirements.md#technology-records, #figures-and-limits): shared by the real records and the fixture. */
export function technologyProblems(technology: Technology): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, problem: string) => (ok ? undefined : problems.push(`${technology.id}: ${problem}`));
  const { overview, expertise } = technology;
  check(overview.benefits.length >= 3 && overview.useCases.length >= 3, "at least 3 benefits and 3 use cases");
  for (const key of ["frameworks", "tools", "databases", "cloudPlatforms", "methodologies"] as const) {
    check(expertise[key].length >= 3, `at least 3 expertise ${key}`);
  }
  check(technology.hiringProcess.steps.length === 4, "4 hiring steps");
  check(
    technology.hiringProcess.steps.every((step, index) => step.step === index + 1),
    "hiring steps numbered 1 to 4",
  );
  check(technology.benefits.items.length === 6, "6 benefits");
  check(
    [...technology.benefits.items.map((item) => item.icon)].sort().join() === [...BENEFIT_ICONS].sort().join(),
    "the six benefit icons clock, star, dollar, globe, shield and file, once each",
  );
  check(technology.faqs.length >= 4, "at least 4 FAQs");
  check(technology.developers.profiles.length >= 2, "at least 2 developer profiles");
  for (const profile of technology.developers.profiles) {
    const rate = parseRate(profile.hourlyRate);
    check(rate !== undefined && rate[0] >= 30 && rate[1] <= 80, `profile ${profile.id} rate within $30–80`);
    check(profile.availability === "Full-time", `profile ${profile.id} available Full-time`);
    const tier = tierFor(technology, profile.experience);
    const tierRate = tier && parseRate(tier.rate);
    check(
      rate !== undefined && tierRate !== undefined && rate[0] >= tierRate[0] && rate[1] <= tierRate[1],
      `profile ${profile.id} (${profile.experience}, ${profile.hourlyRate}) priced within its tier ` +
        `${tier ? `${tier.level} (${tier.experience}, ${tier.rate})` : "(none matches its experience)"}`,
    );
  }
  check(
    technology.pricing.tiers.map((tier) => tier.level).join() === TIERS.join(),
    "Starter, Professional, Enterprise",
  );
  for (const tier of technology.pricing.tiers) {
    const rate = parseRate(tier.rate);
    check(rate !== undefined && rate[0] >= 25 && rate[1] <= 120 && rate[0] < rate[1], `${tier.level} rate in $25–120`);
    check(tier.features.length >= 3, `${tier.level} has at least 3 features`);
  }
  check(
    technology.metaDescription.length >= 70 && technology.metaDescription.length <= 160,
    "a 70–160 character meta description",
  );
  // Tokens ({brand}, {trial}…) are filled when pages load; what remains after that is a placeholder.
  problems.push(...placeholderProblems(fillTokens(technology), technology.id));
  return problems;
}

const rates = (technology: Technology) => technology.pricing.tiers.map((tier) => tier.rate);

describe("technology records", () => {
  it("has one file per id of the order list, each holding its own record", () => {
    const files = readdirSync(join(process.cwd(), "app", "content", "technologies"))
      .filter((file) => file.endsWith(".ts") && file !== "ids.ts")
      .map((file) => file.replace(/\.ts$/, ""));
    expect([...files].sort()).toEqual([...TECHNOLOGY_IDS].sort());
    expect(new Set(TECHNOLOGY_IDS).size).toBe(TECHNOLOGY_IDS.length);
    for (const { file, entry } of records) expect(entry.id).toBe(file);
  });

  it.each(records.map(({ file, entry }) => [file, entry] as const))("%s is complete", (_id, technology) => {
    expect(technologyProblems(technology)).toEqual([]);
  });

  it("prices Python exactly as required and keeps Infrastructure and Cloud Enterprise the highest", () => {
    const byId = (id: string) => records.find(({ file }) => file === id)?.entry;
    const python = byId("python");
    if (python) expect(rates(python)).toEqual(["$25–35", "$35–55", "$55–85"]);
    for (const id of ["infrastructure", "cloud"]) {
      const record = byId(id);
      if (record) expect(rates(record)[2], id).toBe("$80–120");
    }
    for (const { entry } of records) {
      if (entry.id === "infrastructure" || entry.id === "cloud") continue;
      const top = parseRate(entry.pricing.tiers[2]?.rate ?? "");
      expect(top?.[1], entry.id).toBeLessThan(120);
    }
  });

  it("gives every record its own title, description and FAQ questions, and shares no paragraph", () => {
    for (const field of ["name", "title", "description", "metaDescription"] as const) {
      const values = records.map(({ entry }) => entry[field]);
      expect(new Set(values).size, field).toBe(values.length);
    }
    const questions = records.flatMap(({ entry }) => entry.faqs.map((faq) => faq.question));
    expect(new Set(questions).size).toBe(questions.length);
    const copy = records.flatMap(({ file, entry }) =>
      collectCopy({ default: entry }, { file, catalogue: "technologies", entry: file }),
    );
    expect(sharedAcrossEntries(copy.filter(isParagraph))).toEqual([]);
  });
});

describe("the rate rule can fail (fixtures)", () => {
  it("reads en-dash ranges and single rates, and nothing else", () => {
    expect(parseRate("$25–35")).toEqual([25, 35]);
    expect(parseRate("$60")).toEqual([60, 60]);
    expect(parseRate("$25-35")).toBeUndefined();
    expect(parseRate("25–35")).toBeUndefined();
  });
});

describe("technology catalogue", () => {
  it("resolves every Technologies menu id, under the record's name", async () => {
    const { getTechnology, technologies } = await import("~/lib/catalogues.server");
    expect(technologies.map((technology) => technology.id)).toEqual([...TECHNOLOGY_IDS]);
    const menu = megaMenus.find((candidate) => candidate.id === "technologies");
    const items = menu?.groups.flatMap((group) => group.items) ?? [];
    expect(items).toHaveLength(12);
    for (const item of items) {
      const record = getTechnology(item.href.replace("/technologies/", ""));
      expect(record, item.href).toBeDefined();
      expect(item.label).toBe(record?.name);
    }
  });
});
