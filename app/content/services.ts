/**
 * The merged service catalogue (D2): one entry per file (`services/<id>.ts`), in the order of `services/ids.ts`. Imported
 * only by route loaders and build scripts, which run at build time, so no page's JavaScript carries the
 * whole catalogue. Adding a service is a new `services/<id>.ts` file and its id in `services/ids.ts`.
 */
import { loadCatalogue } from "./catalogue";
import { fillTokens } from "./tokens";
import type { Service, ServiceSummary } from "./types";
import { SERVICE_IDS } from "./services/ids";

/** Loads one entry file; a variable import that Vite, esbuild and Playwright all resolve. */
export const loadServiceFile = (id: string) => import(`./services/${id}.ts`) as Promise<{ default: Service }>;

export const services: Service[] = fillTokens(await loadCatalogue(SERVICE_IDS, loadServiceFile));

export function getService(id: string | undefined): Service | undefined {
  return services.find((service) => service.id === id);
}

export function toSummary({ id, title, description, icon }: Service): ServiceSummary {
  return { id, title, description, icon };
}
