/**
 * Service ids in catalogue order (the core services, then the extended catalogue in its order, duplicates removed; docs/requirements.md#service-catalogue).
 * Apart from the copy so that the page list (app/pages.ts), which React Router evaluates outside the
 * app's bundler, can name every page without loading it. `services.test.ts` keeps it equal to the catalogue.
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

/** The duplicate slugs (docs/requirements.md#service-catalogue), redirected permanently to their canonical entries. */
export const SERVICE_ALIASES: Record<string, ServiceId> = {
  "digital-transformation2": "digital-transformation",
  devopss: "devops",
};
