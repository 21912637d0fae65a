/**
 * What the server's rules read, so it stays TypeScript (decision 0145); the catalogue's order is
 * app/content/order/services.yml. The duplicate slugs (docs/requirements.md#service-catalogue), redirected permanently to their canonical entries. */
export const SERVICE_ALIASES: Record<string, string> = {
  "digital-transformation2": "digital-transformation",
  devopss: "devops",
};
