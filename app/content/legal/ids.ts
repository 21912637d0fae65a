/** Legal and policy pages (§2.9, D4), by path without the slash, in footer order. */
export const LEGAL_IDS = ["privacy-policy", "terms-of-service", "code-of-conduct", "cookie-policy"] as const;
