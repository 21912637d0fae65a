/**
 * What the server's rules read, so it stays TypeScript (decision 0145); the catalogue's order is
 * app/content/order/solutions.yml. Legacy keys that redirect permanently to their entry (docs/requirements.md#solution-catalogue). */
export const SOLUTION_ALIASES: Record<string, string> = {
  "healthcare-solutions": "healthcare",
  "financial-solutions": "fintech",
};

/** /industries/* links that redirect permanently to their solution (docs/requirements.md#solution-catalogue). */
export const INDUSTRY_LINKS: Record<string, string> = {
  healthcare: "healthcare",
  fintech: "fintech",
  "e-commerce": "ecommerce",
  education: "edtech",
  logistics: "logistics",
};
