/**
 * Solution ids in catalogue order (docs/requirements.md#solution-catalogue): the eight of the Solutions menu, then logistics and
 * real-estate so every home industry card has a page. Apart from the copy so that the page list
 * (app/pages.ts) can name every page without loading it.
 */
export const SOLUTION_IDS = [
  "healthcare",
  "fintech",
  "edtech",
  "ecommerce",
  "crm-erp",
  "saas",
  "workflow",
  "multi-tenant",
  "logistics",
  "real-estate",
] as const;

export type SolutionId = (typeof SOLUTION_IDS)[number];

/** Legacy keys that redirect permanently to their entry (docs/requirements.md#solution-catalogue). */
export const SOLUTION_ALIASES: Record<string, SolutionId> = {
  "healthcare-solutions": "healthcare",
  "financial-solutions": "fintech",
};

/** /industries/* links that redirect permanently to their solution (docs/requirements.md#solution-catalogue). */
export const INDUSTRY_LINKS: Record<string, SolutionId> = {
  healthcare: "healthcare",
  fintech: "fintech",
  "e-commerce": "ecommerce",
  education: "edtech",
  logistics: "logistics",
};
