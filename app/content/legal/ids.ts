/** Legal and policy pages (docs/requirements.md#company-and-legal-pages, #pages-the-site-adds), by path without the slash, in footer order. */
export const LEGAL_IDS = ["privacy-policy", "terms-of-service", "code-of-conduct", "cookie-policy"] as const;
export type LegalId = (typeof LEGAL_IDS)[number];
