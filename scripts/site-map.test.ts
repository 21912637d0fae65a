import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BEGIN, END, renderEntries } from "./site-map-entries";

describe("docs/site-map.md lists the catalogues as they are (npm run docs:site-map)", () => {
  it("has its generated block, equal to what the catalogues give today", () => {
    const doc = readFileSync(join(import.meta.dirname, "..", "docs", "site-map.md"), "utf8");
    const start = doc.indexOf(BEGIN);
    const end = doc.indexOf(END);
    expect(start, "the begin marker").toBeGreaterThanOrEqual(0);
    expect(end, "the end marker").toBeGreaterThan(start);
    expect(doc.slice(start, end + END.length)).toBe(renderEntries());
  });
});
