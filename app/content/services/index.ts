/**
 * The merged service catalogue (D2): 39 entries in order. Imported only by route loaders, which run at
 * build time, so no page's JavaScript carries the whole catalogue.
 */
import { fillTokens } from "../tokens";
import type { Service, ServiceSummary } from "../types";
import { SERVICES_GROUP as aiCloud } from "./ai-cloud";
import { SERVICES_GROUP as build } from "./build";
import { SERVICES_GROUP as core } from "./core";
import { SERVICES_GROUP as delivery } from "./delivery";

export const services: Service[] = fillTokens([...core, ...delivery, ...build, ...aiCloud]);

export function getService(id: string | undefined): Service | undefined {
  return services.find((service) => service.id === id);
}

export function toSummary({ id, title, description, icon }: Service): ServiceSummary {
  return { id, title, description, icon };
}
