/**
 * The promise lint over every content module and every post (docs/decisions/0117-engagement-terms.md):
 * a promise-shaped phrase comes from the register (app/content/engagement-terms.yml) through its token,
 * from a catalogue's structured data (a step's duration, a tier's rate), or from an allowance with its
 * reason (tests/support/promise-allowances.ts). The copy is linted before its tokens are filled, so the
 * register's words are told apart from the same words written by hand.
 */
import { describe, expect, it } from "vitest";
import { engagementTerms } from "~/lib/engagement-terms.server";
import { hoursText } from "~/lib/business-hours";
import { site } from "~/site";
import { PROMISE_ALLOWANCES } from "../../tests/support/promise-allowances";
import {
  allows,
  promisePhrases,
  promiseProblems,
  withoutRegister,
  withoutTokens,
} from "../../tests/support/promise-lint";
import { collectCopy } from "../../scripts/copy-items";
import { FILLED_VALUES, fillTokensInText } from "~/lib/tokens";
import { contentFileModules } from "~/lib/content";

const tsModules = import.meta.glob<Record<string, unknown>>(
  ["./**/*.ts", "!./**/*.test.ts", "!./**/ids.ts", "!./types.ts"],
  { eager: true },
);
/** The YAML content files, read as the build reads them (names resolved, tokens left in). */
const modules: Record<string, Record<string, unknown>> = { ...tsModules, ...contentFileModules() };
const posts = import.meta.glob<string>("./blog/*.mdx", { eager: true, query: "?raw", import: "default" });

/** Structured data: a step's duration and a tier's rate are figures of their own, shown as such. */
const STRUCTURED = /(?:^|\.)(?:duration|rate|hourlyRate)$/;

const copy = Object.entries(modules).flatMap(([file, exports]) =>
  collectCopy(exports, { file, catalogue: "", entry: "" })
    .filter((item) => !STRUCTURED.test(item.path))
    .map((item) => ({ where: `${file.replace(/^\.\//, "")} ${item.path}`, text: item.value })),
);
const postCopy = Object.entries(posts).flatMap(([file, source]) =>
  source
    .split(/\n{2,}/)
    .map((paragraph) => ({ where: file.replace(/^\.\//, ""), text: paragraph.replace(/^---[\s\S]*?---/, "") })),
);

describe("promise lint: every content module and post", () => {
  it("finds the copy (catalogues, shared blocks and posts)", () => {
    expect(copy.length).toBeGreaterThan(3000);
    expect(postCopy.length).toBeGreaterThan(30);
  });

  it("states every promise through the register, structured data or an allowance with a reason", () => {
    const problems = [...copy, ...postCopy].flatMap(({ where, text }) =>
      promiseProblems(text, where, PROMISE_ALLOWANCES),
    );
    expect(problems).toEqual([]);
  });

  it("fails a planted paraphrase on a service page, naming the place and the phrase", () => {
    const planted = "You usually receive vetted profiles within days of a request, with no notice period.";
    const problems = promiseProblems(planted, "services/staff-augmentation.yml faqs.0.answer", PROMISE_ALLOWANCES);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('services/staff-augmentation.yml faqs.0.answer: "within days"');
    expect(problems[1]).toContain('"notice period"');
  });

  it("tells the register's words from the same words written by hand", () => {
    const where = "technologies/java.yml faqs.0.answer";
    expect(promiseProblems("Profiles reach you {shortlistTime}, then {trial}.", where, PROMISE_ALLOWANCES)).toEqual([]);
    const byHand = fillTokensInText("Profiles reach you {shortlistTime}, then {trial}.");
    expect(byHand).toBe("Profiles reach you within 2 weeks of the first call, then a paid 2-week trial.");
    expect(promiseProblems(byHand, where, PROMISE_ALLOWANCES).length).toBeGreaterThan(0);
  });

  it("on a built page, keeps what the register did not write (a paraphrase beside the register's words)", () => {
    const page = fillTokensInText(
      "Profiles {shortlistTime}, then {trial}.\nVetted profiles within days, on a free trial.",
    );
    const rest = withoutRegister(page, FILLED_VALUES);
    expect(promisePhrases(rest)).toEqual(["within days", "free", "trial"]);
  });

  it("catches each kind of promise the issue names", () => {
    const samples = [
      "profiles within days",
      "we reply within 4 hours",
      "delivered in 3 weeks",
      "under 2 hours",
      "up to 6 months",
      "replaced at no extra cost",
      "a free audit",
      "we guarantee uptime",
      "it never fails",
      "we always answer",
      "24/7 support",
      "99% of tickets",
      "2 weeks of notice",
      "a trial month",
      "a monthly retainer",
      "we sign an NDA",
    ];
    for (const sample of samples) expect(promisePhrases(withoutTokens(sample)), sample).not.toEqual([]);
  });

  it("keeps an allow-list whose every entry has a reason and is used", () => {
    const used = new Set<number>();
    // Text the pages render from configuration rather than copy: the business hours on /contact.
    const { mondayToFriday, saturday, sunday } = site.businessHours;
    const rendered = [mondayToFriday, saturday, sunday].map((range) => ({
      where: "/contact",
      text: hoursText(range),
    }));
    for (const { where, text } of [...copy, ...postCopy, ...rendered]) {
      for (const phrase of promisePhrases(withoutTokens(text))) {
        PROMISE_ALLOWANCES.forEach((allow, index) => {
          if (allows(allow, phrase, where, text)) used.add(index);
        });
      }
    }
    PROMISE_ALLOWANCES.forEach((allow, index) => {
      expect(allow.reason.length, String(allow.where)).toBeGreaterThan(40);
      expect(used.has(index), `allowance ${index} (${String(allow.where)}) is not used`).toBe(true);
    });
  });

  it("has a register whose every term is stated somewhere, through its token", () => {
    const sources = [...copy, ...postCopy].map((item) => item.text).join("\n");
    const unused = Object.keys(engagementTerms).filter(
      (key) => !sources.includes(`{${key}}`) && !sources.includes(`{${key.charAt(0).toUpperCase()}${key.slice(1)}}`),
    );
    expect(unused).toEqual([]);
  });
});
