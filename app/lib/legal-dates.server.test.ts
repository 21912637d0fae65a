import { describe, expect, it } from "vitest";
import { LEGAL_DATES } from "~/content/legal-dates";
import { LEGAL_IDS } from "~/content/legal/ids";
import { legalDocuments } from "./catalogues.server";
import { formatMonth, legalCopyHash, legalDates } from "./legal-dates.server";

describe("each legal page's dates vouch for its copy (docs/decisions/0119-disclosures-that-match-behaviour.md)", () => {
  it.each(LEGAL_IDS)("%s: the recorded fingerprint is the copy's, so a change of wording needs a new date", (id) => {
    const document = legalDocuments.find((entry) => entry.path === `/${id}`);
    if (!document) throw new Error(`no document ${id}`);
    const hash = legalCopyHash(document);
    expect(
      LEGAL_DATES[id].copyHash,
      `The copy of /${id} changed: set its lastChanged in app/content/legal-dates.ts to this month and its copyHash to "${hash}".`,
    ).toBe(hash);
  });

  it("keeps the specification's December 2024 as every page's effective date, and no change before it", () => {
    for (const id of LEGAL_IDS) {
      expect(LEGAL_DATES[id].effective).toBe("2024-12");
      expect(LEGAL_DATES[id].lastChanged >= LEGAL_DATES[id].effective, id).toBe(true);
    }
  });

  it("notices a change of one word, in the copy or in a block derived from the configuration", () => {
    const document = legalDocuments.find((entry) => entry.path === "/privacy-policy");
    if (!document) throw new Error("no privacy policy");
    const changed = { ...document, intro: [...document.intro.slice(0, -1), `${document.intro.at(-1)} Indeed.`] };
    expect(legalCopyHash(changed)).not.toBe(legalCopyHash(document));
    // The derived blocks are written from app/lib/privacy.ts, so a change there counts too.
    const withoutDerived = { ...document, sections: document.sections.map(({ derived: _, ...section }) => section) };
    expect(legalCopyHash(withoutDerived)).not.toBe(legalCopyHash(document));
  });

  it("writes the dates as a visitor reads them", () => {
    expect(formatMonth("2024-12")).toBe("December 2024");
    expect(legalDates("terms-of-service").effective.text).toBe("December 2024");
    expect(() => formatMonth("Dec 2024")).toThrow(/ISO month/);
  });
});
