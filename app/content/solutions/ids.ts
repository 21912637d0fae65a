/**
 * Solution ids in catalogue order (D3): the eight of the Solutions menu, then logistics and
 * real-estate so every home industry card has a page. The only solution data the browser needs on
 * every solution page: the client-side redirect for unknown ids (D5) checks it without any copy.
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

/** Legacy keys of §3.2 that redirect permanently to their entry (D3). */
export const SOLUTION_ALIASES: Record<string, SolutionId> = {
  "healthcare-solutions": "healthcare",
  "financial-solutions": "fintech",
};

/** §2.1 /industries/* links that redirect permanently to their solution (D3). */
export const INDUSTRY_LINKS: Record<string, SolutionId> = {
  healthcare: "healthcare",
  fintech: "fintech",
  "e-commerce": "ecommerce",
  education: "edtech",
  logistics: "logistics",
};
