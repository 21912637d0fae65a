/**
 * The dates a legal page shows (app/content/legal-dates.ts) and the fingerprint of the copy they vouch
 * for (docs/decisions/0119-disclosures-that-match-behaviour.md).
 */
import { createHash } from "node:crypto";
import { LEGAL_DATES } from "~/content/legal-dates";
import type { LegalId } from "~/content/legal/ids";
import type { LegalDocument } from "~/lib/content/legal";
import { site } from "~/site";
import { privacyConfig, withDerivedBlocks, type PrivacyConfig } from "./privacy";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2024-12" → "December 2024". */
export function formatMonth(isoMonth: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(isoMonth);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`not an ISO month (YYYY-MM): ${isoMonth}`);
  return `${month} ${match[1]}`;
}

/** What a legal page's header shows: the effective date, and the last change when it is later. */
export function legalDates(id: LegalId) {
  const { effective, lastChanged } = LEGAL_DATES[id];
  return {
    effective: { iso: effective, text: formatMonth(effective) },
    lastChanged: { iso: lastChanged, text: formatMonth(lastChanged) },
  };
}

/**
 * The configuration the recorded fingerprints are taken with: the site's own collector, no analytics,
 * notifications known only at start, no mail provider named. The copy a build with other settings shows
 * differs only in the blocks derived from them (app/lib/privacy.ts), which the decision record covers.
 */
export function referencePrivacyConfig(): PrivacyConfig {
  return {
    ...privacyConfig({ ...site, analytics: { provider: "", host: "", id: "" }, mailProvider: "" }, {}),
    contactEndpoint: "/api/contact",
    newsletterEndpoint: "/api/newsletter",
  };
}

/** A fingerprint of a document's copy as a visitor reads it (tokens filled, derived blocks written). */
export function legalCopyHash(document: LegalDocument): string {
  const filled = withDerivedBlocks(document, referencePrivacyConfig());
  return createHash("sha256").update(JSON.stringify(filled)).digest("hex").slice(0, 16);
}
