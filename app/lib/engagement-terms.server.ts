/** The register of engagement terms, read and checked once at build (app/lib/content/engagement-terms.ts). */
import { read } from "./content-files.server";
import { engagementTermsFile } from "./content/engagement-terms";

export const { models: engagementModels, terms: engagementTerms } = read(engagementTermsFile);
