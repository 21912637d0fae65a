/** The house style's one-spelling-per-term rules (docs/decisions/0118-one-spelling-per-term.md) can fail. */
import { describe, expect, it } from "vitest";
import { spellingProblems } from "./style-rules";

describe("one spelling per term", () => {
  it.each([
    ["Node.js backend services", "backend"],
    ["a modern Frontend", "Frontend"],
    ["the back end team", "back end "],
    ["we rebuilt the back-end.", "back-end"],
    ["from start-ups to enterprises", "start-ups"],
    ["a short POC", "POC"],
    ["Graphics Designer Contractor", "Graphics Designer"],
  ])("rejects %j", (text, found) => {
    expect(spellingProblems(text).join(" ")).toContain(`"${found}"`);
  });

  it.each([
    "back-end services and a new front end",
    "front-end, back-end and cloud skills",
    "Micro-frontends in large organizations",
    "from startups to enterprises",
    "a 2-week PoC",
    "Proof of Concept (POC) Development",
    "Graphic Designer Contractor",
    "frontend",
  ])("accepts %j", (text) => {
    expect(spellingProblems(text)).toEqual([]);
  });
});
