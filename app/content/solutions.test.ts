import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { duplicateProblems, unfinishedTextProblems } from "../../tests/support/copy-checks";
import { fillTokensInContent } from "~/lib/tokens";
import { SOLUTION_CARD_HELP, SOLUTION_CARD_SOLUTIONS } from "~/lib/constants";
import { footerLists, megaMenus } from "~/lib/navigation.server";
import { INDUSTRY_LINKS, SOLUTION_ALIASES } from "./solutions/ids";
import { collectCopy } from "../../scripts/copy-items";
import { isParagraph, sharedAcrossEntries } from "../../tests/support/style-rules";
import { read, readOrder } from "~/lib/content-files.server";
import { solutions as solutionFiles } from "~/lib/content/solutions";
import type { Solution } from "~/lib/content/solutions";

const SOLUTION_IDS = readOrder(solutionFiles);

/** Entry files, loaded one by one so an entry can be checked before the whole catalogue exists. */
/** The entry files as the build reads them, each with its file's name (tokens left in). */
const entries = read(solutionFiles).map((entry) => ({ file: entry.id, entry }));

/** "From 1–2 weeks up to 12–20 weeks, or Ongoing" (docs/requirements.md#figures-and-limits). */
export function durationProblems(duration: string): string[] {
  if (duration === "Ongoing") return [];
  const match = /^(\d+)(?:–(\d+))? weeks?$/.exec(duration);
  if (!match) return [`"${duration}" is not "N weeks", "N–M weeks" or "Ongoing"`];
  const low = Number(match[1]);
  const high = Number(match[2] ?? match[1]);
  return low >= 1 && high <= 20 && low <= high ? [] : [`"${duration}" is outside 1–20 weeks`];
}

/** The sum of an implementation plan's phases in weeks, [low, high]; "Ongoing" phases add nothing. */
export function planTotal(solution: Solution): [number, number] {
  return solution.implementationProcess.reduce<[number, number]>(
    ([low, high], step) => {
      const match = /^(\d+)(?:–(\d+))? weeks?$/.exec(step.duration);
      return match ? [low + Number(match[1]), high + Number(match[2] ?? match[1])] : [low, high];
    },
    [0, 0],
  );
}

/**
 * A total the entry states (any "N–M weeks" or "N–M months" outside the plan itself) equals the sum of
 * the phases it summarizes: in weeks exactly, in months rounded from weeks (4.345 weeks a month).
 */
export function totalProblems(solution: Solution): string[] {
  const [low, high] = planTotal(solution);
  const { implementationProcess, ...rest } = solution;
  void implementationProcess;
  const texts = collectCopy({ default: rest }, { file: "", catalogue: "solutions", entry: solution.id });
  const problems: string[] = [];
  for (const { value, path } of texts) {
    for (const match of value.matchAll(/\b(\d+)–(\d+) (weeks|months)\b/g)) {
      const [a, b] = [Number(match[1]), Number(match[2])];
      const expected = match[3] === "weeks" ? [low, high] : [Math.round(low / 4.345), Math.round(high / 4.345)];
      if (a !== expected[0] || b !== expected[1])
        problems.push(
          `${solution.id}: ${path} states "${match[0]}" but the plan's phases add up to ${low}–${high} weeks`,
        );
    }
  }
  return problems;
}

/** What every entry must have beyond its schema (docs/requirements.md#solution-entries, #solution-catalogue): durations, totals, finished text. */
export function solutionProblems(solution: Solution): string[] {
  const problems: string[] = [];
  for (const step of solution.implementationProcess) problems.push(...durationProblems(step.duration));
  problems.push(...totalProblems(solution));
  // Tokens ({brand}, {trial}…) are filled when pages load; what remains after that is a placeholder.
  problems.push(...unfinishedTextProblems(fillTokensInContent(solution), solution.id));
  return problems;
}

describe("solution entries", () => {
  it("has one file per id of the order list, each holding its own entry", () => {
    const files = readdirSync(join(process.cwd(), "app", "content", "solutions"))
      .filter((file) => file.endsWith(".yml"))
      .map((file) => file.replace(/\.yml$/, ""));
    expect([...files].sort()).toEqual([...SOLUTION_IDS].sort());
    for (const { file, entry } of entries) expect(entry.id).toBe(file);
  });

  it.each(entries.map(({ file, entry }) => [file, entry] as const))("%s is complete", (_id, solution) => {
    expect(solutionProblems(solution)).toEqual([]);
  });

  it("gives every entry its own title, description and FAQ questions", () => {
    const fields = (solution: Solution): [string, string][] => [
      ...(["title", "description", "metaDescription", "icon"] as const).map((field): [string, string] => [
        field,
        solution[field],
      ]),
      ...solution.faqs.map((faq, index): [string, string] => [`faqs[${index}].question`, faq.question]),
    ];
    const list = entries.map(({ entry }) => entry);
    expect(duplicateProblems("solutions", list, fields)).toEqual([]);
  });

  it("shares no paragraph between two entries", () => {
    const copy = entries.flatMap(({ file, entry }) =>
      collectCopy({ default: entry }, { file, catalogue: "solutions", entry: file }),
    );
    expect(sharedAcrossEntries(copy.filter(isParagraph))).toEqual([]);
  });

  it("matches the required e-commerce entry", () => {
    const ecommerce = entries.find(({ file }) => file === "ecommerce")?.entry;
    expect(ecommerce).toBeDefined();
    if (!ecommerce) return;
    expect(ecommerce.technologyStack.map((stack) => stack.category.toLowerCase())).toEqual([
      "frontend",
      "e-commerce platforms",
      "payment processing",
    ]);
    expect(ecommerce.implementationProcess.map((step) => step.duration)).toEqual([
      "1–2 weeks",
      "1 week",
      "8–12 weeks",
      "2–3 weeks",
      "2–3 weeks",
    ]);
    expect(ecommerce.successMetrics).toHaveLength(3);
    expect(ecommerce.caseStudies).toHaveLength(2);
    expect(ecommerce.faqs).toHaveLength(3);
    const last = ecommerce.keySolutions.slice(-3).map((item) => item.title.toLowerCase());
    expect(last[0]).toMatch(/multi-vendor marketplace/);
    expect(last[1]).toMatch(/mobile e-commerce app/);
    expect(last[2]).toMatch(/e-commerce analytics/);
  });
});

describe("the durations rule can fail (fixtures)", () => {
  it("accepts the required range and rejects what lies outside it", () => {
    expect(durationProblems("1–2 weeks")).toEqual([]);
    expect(durationProblems("12–20 weeks")).toEqual([]);
    expect(durationProblems("1 week")).toEqual([]);
    expect(durationProblems("Ongoing")).toEqual([]);
    expect(durationProblems("12–24 weeks")).toHaveLength(1);
    expect(durationProblems("2-3 weeks")).toHaveLength(1);
    expect(durationProblems("3 months")).toHaveLength(1);
  });
});

describe("solution catalogue", () => {
  const load = () => import("~/lib/catalogues.server");

  it("loads every entry of the order list, in its order (the spec's list: spec-conformance)", async () => {
    const { solutions } = await load();
    expect(solutions.map((solution) => solution.id)).toEqual([...SOLUTION_IDS]);
  });

  it("resolves every Solutions menu link, footer industry link and redirect target", async () => {
    const { getSolution } = await load();
    const menu = megaMenus.find((candidate) => candidate.id === "solutions");
    const menuItems = menu?.groups.flatMap((group) => group.items) ?? [];
    expect(menuItems).toHaveLength(8);
    const footerItems = footerLists
      .flatMap((column) => column.links)
      .filter((link) => link.href.startsWith("/solutions/"));
    expect(footerItems.length).toBeGreaterThanOrEqual(5);
    for (const item of [...menuItems, ...footerItems]) {
      expect(getSolution(item.href.replace("/solutions/", "")), item.href).toBeDefined();
    }
    for (const target of [...Object.values(SOLUTION_ALIASES), ...Object.values(INDUSTRY_LINKS)]) {
      expect(getSolution(target), target).toBeDefined();
    }
    for (const alias of Object.keys(SOLUTION_ALIASES)) expect(getSolution(alias)).toBeUndefined();
  });

  it("cuts each card to the first 3 help titles and the first 2 key solutions", async () => {
    const { solutions, toSolutionSummary } = await load();
    for (const solution of solutions) {
      const card = toSolutionSummary(solution);
      expect(card.help).toEqual(solution.howWeHelp.slice(0, 3).map((item) => item.title));
      expect(card.solutions).toEqual(solution.keySolutions.slice(0, 2).map((item) => item.title));
    }
    expect([SOLUTION_CARD_HELP, SOLUTION_CARD_SOLUTIONS]).toEqual([3, 2]);
    const [first] = solutions;
    if (!first) throw new Error("no solutions");
    const long: Solution = {
      ...first,
      howWeHelp: [...first.howWeHelp, ...first.howWeHelp],
      keySolutions: [...first.keySolutions, ...first.keySolutions],
    };
    expect(toSolutionSummary(long).help).toHaveLength(3);
    expect(toSolutionSummary(long).solutions).toHaveLength(2);
  });
});
