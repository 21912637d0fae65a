import type { LegalId } from "./legal/ids";

/**
 * When each legal page took effect and when its copy last changed (docs/requirements.md#company-and-legal-pages),
 * as ISO months, in one place: the page shows both. `copyHash` fingerprints the copy these dates vouch for
 * (the document with its tokens filled and its derived blocks written for the reference configuration,
 * `app/lib/legal-dates.server.ts`); `app/lib/legal-dates.server.test.ts` fails when the copy changes and
 * the hash does not, so a change of wording cannot ship under an old date (decision 0119).
 *
 * When a test names a page here: set its `lastChanged` to the current month and record the hash it prints.
 */
export const LEGAL_DATES: Record<LegalId, { effective: string; lastChanged: string; copyHash: string }> = {
  "privacy-policy": { effective: "2024-12", lastChanged: "2026-11", copyHash: "3f6fefbab2332ca6" },
  "terms-of-service": { effective: "2024-12", lastChanged: "2026-11", copyHash: "d87c64701cc8e79c" },
  "code-of-conduct": { effective: "2024-12", lastChanged: "2026-11", copyHash: "4e849d557ac8ce31" },
  "cookie-policy": { effective: "2024-12", lastChanged: "2026-11", copyHash: "57989dd386141647" },
};
