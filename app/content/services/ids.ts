/**
 * Service ids in catalogue order (D2: set A, then set B in spec order, duplicates removed).
 * The only catalogue data the browser needs for every service page: the client-side redirect for
 * unknown ids (D5) checks it without downloading any copy. `services.test.ts` keeps it equal to the
 * catalogue.
 */
export const SERVICE_IDS = [
  "custom-software-development",
  "application-modernization",
  "mobile-app-development",
  "enterprise-solutions",
  "it-consulting",
  "tech-strategy",
  "cloud-infrastructure",
  "cloud-engineering",
  "digital-transformation",
  "staff-augmentation",
  "qa-testing",
  "sla-support",
  "devops",
  "ai-ml",
  "blockchain",
  "iot",
  "ui-ux-design",
  "digital-marketing",
  "api-development",
  "web-development",
  "product-development",
  "poc-development",
  "application-redesign",
  "cloud-migration",
  "discovery-workshops",
  "market-research",
  "product-strategy",
  "technical-feasibility-analysis",
  "product-lifecycle",
  "ai-poc-mvp",
  "conversational-ai",
  "generative-ai",
  "machine-learning",
  "rpa-ai",
  "mlops",
  "aws",
  "azure",
  "google-cloud",
  "heroku",
] as const;

export type ServiceId = (typeof SERVICE_IDS)[number];

/** D2's duplicate slugs, redirected permanently to their canonical entries. */
export const SERVICE_ALIASES: Record<string, ServiceId> = {
  "digital-transformation2": "digital-transformation",
  devopss: "devops",
};
