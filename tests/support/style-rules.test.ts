/**
 * The house style's one-spelling-per-term rules (docs/decisions/0118-one-spelling-per-term.md) can fail,
 * and leave the names the specification gives alone (docs/decisions/0132-the-specifications-names.md).
 */
import { describe, expect, it } from "vitest";
import { SPEC_NAMES, sentenceCaseProblems, spellingProblems } from "./style-rules";

describe("one spelling per term", () => {
  it.each([
    ["Node.js backend services", "backend"],
    ["a modern Frontend", "Frontend"],
    ["the back end team", "back end "],
    ["we rebuilt the back-end.", "back-end"],
    ["from start-ups to enterprises", "start-ups"],
    ["a short POC", "POC"],
    ["Proof of Concept (POC) Development", "POC"],
  ])("rejects %j", (text, found) => {
    expect(spellingProblems(text).join(" ")).toContain(`"${found}"`);
  });

  it.each([
    "back-end services and a new front end",
    "front-end, back-end and cloud skills",
    "Micro-frontends in large organizations",
    "from startups to enterprises",
    "a 2-week PoC",
    "Proof of Concept (PoC) Development",
    "Graphics Designer Contractor",
    "Apply as a Graphics Designer Contractor",
    "Frontend",
    "frontend",
  ])("accepts %j", (text) => {
    expect(spellingProblems(text)).toEqual([]);
  });
});

describe("the specification's names", () => {
  it.each(["Graphics Designer Contractor", "Technology Not Found", "Contact Us", "Quick Start"])(
    "keeps %j as the specification writes it, in a sentence-case heading too",
    (name) => {
      expect(SPEC_NAMES.has(name)).toBe(true);
      expect(spellingProblems(name)).toEqual([]);
      expect(sentenceCaseProblems(`Apply: ${name}`)).toEqual([]);
    },
  );
});
