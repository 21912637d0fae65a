/**
 * The technology records (§3.3, D4): one record per file (`technologies/<id>.ts`), in the order of
 * `technologies/ids.ts`. Imported only at build time by route loaders.
 */
import { loadCatalogue } from "./catalogue";
import { fillTokens } from "./tokens";
import type { Technology } from "./types";
import { TECHNOLOGY_IDS } from "./technologies/ids";

export const loadTechnologyFile = (id: string) => import(`./technologies/${id}.ts`) as Promise<{ default: Technology }>;

export const technologies: Technology[] = fillTokens(await loadCatalogue(TECHNOLOGY_IDS, loadTechnologyFile));

export function getTechnology(id: string | undefined): Technology | undefined {
  return technologies.find((technology) => technology.id === id);
}
