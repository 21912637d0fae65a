/**
 * docs/claims.md is written from the register (scripts/claims-docs.ts); a change to a term or to the
 * pages that state it must reach the committed file (`npm run docs:claims`).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { engagementTerms } from "../app/lib/engagement-terms.server";
import { CLAIMS_PATH, claimsMarkdown, statementsByTerm } from "./claims-docs";

describe("docs/claims.md", () => {
  it("is what scripts/claims-docs.ts writes from the register (run npm run docs:claims)", async () => {
    expect(readFileSync(CLAIMS_PATH, "utf8")).toBe(await claimsMarkdown());
  }, 60_000);

  it("lists every term with the pages that state it, staff augmentation and the technology pages among them", async () => {
    const byTerm = await statementsByTerm();
    for (const key of Object.keys(engagementTerms)) expect(byTerm.get(key)?.length, key).toBeGreaterThan(0);
    const pages = (key: string) => byTerm.get(key)?.flatMap((statement) => statement.pages) ?? [];
    expect(pages("shortlistTime")).toContain("/services/staff-augmentation");
    expect(pages("shortlistTime")).toContain("/technologies/java");
    expect(pages("criticalResponse")).toContain("/services (card)");
    expect(pages("nda")).toContain("every service page");
  }, 60_000);
});
