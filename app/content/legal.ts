/**
 * The legal and policy documents (§2.9, D4): one file per document in `legal/`, in the order of
 * `legal/ids.ts`. Imported only by the legal route's loader, at build time.
 */
import { loadCatalogue } from "./catalogue";
import { fillTokens } from "./tokens";
import type { LegalDocument } from "./types";
import { LEGAL_IDS } from "./legal/ids";

type LegalEntry = LegalDocument & { id: string };

const documents = await loadCatalogue<LegalEntry>(LEGAL_IDS, async (id) => {
  const module = (await import(`./legal/${id}.ts`)) as { default: LegalDocument };
  return { default: { ...module.default, id: module.default.path.slice(1) } };
});

export const legalDocuments: LegalDocument[] = fillTokens(documents);
