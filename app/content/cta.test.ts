/**
 * One label per call to action (docs/decisions/0124-one-label-per-call-to-action.md), over the source:
 * every button text in the content modules is one of app/content/cta.ts's labels, and no component or
 * route writes a button's words itself. tests/e2e/house-style.spec.ts checks the built pages.
 */
import { describe, expect, it } from "vitest";
import { collectCopy } from "../../scripts/copy-items";
import { CTA } from "./cta";
import { contentFileModules } from "~/lib/content";

const tsModules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts", "!./cta.ts"], {
  eager: true,
});
/** The YAML content files, read as the build reads them (names resolved, tokens left in). */
const modules: Record<string, Record<string, unknown>> = { ...tsModules, ...contentFileModules() };
const components = import.meta.glob<string>(["../components/**/*.tsx", "../routes/*.tsx", "!../**/*.test.tsx"], {
  eager: true,
  query: "?raw",
  import: "default",
});

const labels = new Set<string>(Object.values(CTA));

/** Where a content module keeps a button's text: a call to action's actions, a hero's buttons, a `back` link. */
const BUTTON_PATH =
  /(?:^|\.)(?:actions\.\d+\.label|primary(?:\.label)?|secondary(?:\.label)?|back\.label|detailAction\.label|ctaText|linkedinLabel)$/;

describe("calls to action take their labels from app/content/cta.ts", () => {
  it("finds button texts in the content modules (the check below has something to check)", () => {
    const found = Object.entries(modules).flatMap(([file, exports]) =>
      collectCopy(exports, { file, catalogue: file, entry: file }).filter((item) => BUTTON_PATH.test(item.path)),
    );
    expect(found.length).toBeGreaterThan(20);
  });

  it("every button text in a content module is one of the labels", () => {
    const problems = Object.entries(modules).flatMap(([file, exports]) =>
      collectCopy(exports, { file, catalogue: file, entry: file })
        .filter((item) => BUTTON_PATH.test(item.path) && !labels.has(item.value))
        .map((item) => `${file} ${item.path}: "${item.value}"`),
    );
    expect(problems).toEqual([]);
  });

  it("no component or route writes a button's words: a ButtonLink's or a data-cta element's text is a label", () => {
    const problems = Object.entries(components).flatMap(([file, source]) =>
      [...source.matchAll(/<(ButtonLink|[a-z]+)\b([^<>]*?(?:=>[^<>]*?)?)>([^<{]*)/g)]
        .filter(([, tag, attributes = ""]) => tag === "ButtonLink" || /\bdata-cta=/.test(attributes))
        .map(([, , , text = ""]) => text.trim())
        .filter((text) => text !== "")
        .map((text) => `${file}: "${text}"`),
    );
    expect(problems).toEqual([]);
  });

  it("keeps one label per intent: no two keys share a label", () => {
    const values = Object.values(CTA);
    expect(new Set(values).size).toBe(values.length);
  });
});
