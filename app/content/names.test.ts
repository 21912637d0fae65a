/**
 * One name per idea (docs/content-model.md, "Names"; docs/decisions/0111-one-name-per-idea.md): the
 * content modules name a heading `title`, the small label above it `eyebrow`, the paragraph under it
 * `description` (`{section}Title`, `{section}Eyebrow`, `{section}Description` on a catalogue entry),
 * and an entry's questions `faqs: { question, answer }[]`. The words this replaced stay out.
 */
import { describe, expect, it } from "vitest";
import { contentFileModules } from "~/lib/content";

const tsModules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts"], { eager: true });
/** The YAML content files, read as the build reads them (names resolved, tokens left in). */
const modules: Record<string, Record<string, unknown>> = { ...tsModules, ...contentFileModules() };

/** Keys that name one of the ideas above by another word. */
const RETIRED_KEY = /^(?:tagline|heading|subheading|q|a|faq)$|(?:Tagline|Heading)$/;

function keyPaths(value: unknown, path: string[], out: string[]): string[] {
  if (Array.isArray(value)) value.forEach((item) => keyPaths(item, path, out));
  else if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype)
    for (const [key, child] of Object.entries(value)) {
      out.push([...path, key].join("."));
      keyPaths(child, [...path, key], out);
    }
  return out;
}

/** Every key of every export, as "<module> <key path>" with list indices left out. */
const keys = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) =>
    keyPaths(value, name === "default" ? [] : [name], []).map((path) => `${file} ${path}`),
  ),
);
const retired = keys.filter((key) => RETIRED_KEY.test(key.split(".").pop() ?? ""));

describe("content names", () => {
  it("names headings, eyebrows, descriptions and FAQs one way in every content module", () => {
    expect(Object.keys(modules).length).toBeGreaterThan(50);
    // The walk reaches into lists: an entry's FAQ answers are found.
    expect(keys).toContain("./services/aws.yml faqs.answer");
    expect([...new Set(retired)].sort()).toEqual([]);
  });
});
