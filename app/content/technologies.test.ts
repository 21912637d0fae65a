import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { duplicateProblems, unfinishedTextProblems } from "../../tests/support/copy-checks";
import { fillTokensInContent } from "~/lib/tokens";
import { megaMenus } from "~/lib/navigation.server";
import { collectCopy } from "../../scripts/copy-items";
import { isParagraph, sharedAcrossEntries } from "../../tests/support/style-rules";
import { engagementTerms } from "~/lib/engagement-terms.server";
import { BENEFIT_ICONS } from "./types";
import { read, readOrder } from "~/lib/content-files.server";
import { technologies as technologyFiles } from "~/lib/content/technologies";
import type { Technology } from "~/lib/content/technologies";

const TECHNOLOGY_IDS = readOrder(technologyFiles);

/** The entry files as the build reads them, each with its file's name (tokens left in). */
const records = read(technologyFiles).map((entry) => ({ file: entry.id, entry }));

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

/** What every record must have beyond its schema (docs/requirements.md#technology-records, #figures-and-limits): order, rates, finished text. */
export function technologyProblems(technology: Technology): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, problem: string) => (ok ? undefined : problems.push(`${technology.id}: ${problem}`));
  check(
    technology.hiringProcess.steps.every((step, index) => step.step === index + 1),
    "hiring steps numbered 1 to 4",
  );
  check(
    [...technology.benefits.items.map((item) => item.icon)].sort().join() === [...BENEFIT_ICONS].sort().join(),
    "the six benefit icons clock, star, dollar, globe, shield and file, once each",
  );
  for (const profile of technology.developers.profiles) {
    const rate = parseRate(profile.hourlyRate);
    check(rate !== undefined && rate[0] >= 30 && rate[1] <= 80, `profile ${profile.id} rate within $30–80`);
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
  }
  // Tokens ({brand}, {trial}…) are filled when pages load; what remains after that is a placeholder.
  problems.push(...unfinishedTextProblems(fillTokensInContent(technology), technology.id));
  return problems;
}

const rates = (technology: Technology) => technology.pricing.tiers.map((tier) => tier.rate);

describe("technology records", () => {
  it("has one file per id of the order list, each holding its own record", () => {
    const files = readdirSync(join(process.cwd(), "app", "content", "technologies"))
      .filter((file) => file.endsWith(".yml"))
      .map((file) => file.replace(/\.yml$/, ""));
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
    const fields = (technology: Technology): [string, string][] => [
      ...(["name", "title", "description", "metaDescription"] as const).map((field): [string, string] => [
        field,
        technology[field],
      ]),
      ...technology.faqs.map((faq, index): [string, string] => [`faqs[${index}].question`, faq.question]),
    ];
    const list = records.map(({ entry }) => entry);
    expect(duplicateProblems("technologies", list, fields)).toEqual([]);
    const copy = records.flatMap(({ file, entry }) =>
      collectCopy({ default: entry }, { file, catalogue: "technologies", entry: file }),
    );
    expect(sharedAcrossEntries(copy.filter(isParagraph))).toEqual([]);
  });
});

/** The longest a duration can take, in days: "1–3 days" → 3, "4–10 days" → 10, "2 weeks" → 14; "Ongoing" → undefined. */
export function maxDays(text: string): number | undefined {
  const match = /(?:^|\s)(?:\d+–)?(\d+) (day|week|month)s?\b/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * { day: 1, week: 7, month: 31 }[match[2] as "day" | "week" | "month"];
}

/**
 * The hiring steps up to the one that brings the profiles must fit in the register's time to first
 * profiles (docs/decisions/0117-engagement-terms.md): a page promising profiles "within 2 weeks of the
 * first call" cannot list 3 days of scoping and 2 weeks of sourcing before them.
 */
export function hiringStepProblems(technology: Technology, promisedDays: number): string[] {
  const steps = technology.hiringProcess.steps;
  const until = steps.findIndex((step) => step.description.includes("{shortlistTime}"));
  if (until < 0) return [`${technology.id}: no hiring step states {shortlistTime}`];
  const days = steps.slice(0, until + 1).map((step) => maxDays(step.duration) ?? Infinity);
  const total = days.reduce((sum, day) => sum + day, 0);
  return total > promisedDays
    ? [
        `${technology.id}: the steps before the first profiles take up to ${total} days, more than the ${promisedDays} promised`,
      ]
    : [];
}

describe("the hiring steps keep the promise of the first profiles", () => {
  const promised = maxDays(engagementTerms.shortlistTime?.text ?? "");
  it("reads the promise from the register", () => expect(promised).toBe(14));
  it("adds up, on every technology page, to no more than the time to first profiles", () => {
    expect(records.flatMap(({ entry }) => hiringStepProblems(entry, promised ?? 0))).toEqual([]);
  });
  it("can fail: 1–3 days then 1–2 weeks is 17 days", () => {
    const [first] = records;
    if (!first) throw new Error("no technology records");
    const steps = first.entry.hiringProcess.steps.map((step, index) =>
      index === 0 ? { ...step, duration: "1–3 days" } : index === 1 ? { ...step, duration: "1–2 weeks" } : step,
    );
    expect(hiringStepProblems({ ...first.entry, hiringProcess: { ...first.entry.hiringProcess, steps } }, 14)).toEqual([
      `${first.entry.id}: the steps before the first profiles take up to 17 days, more than the 14 promised`,
    ]);
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
