/**
 * The solution catalogue (D3): one entry per file (`solutions/<id>.ts`), in the order of
 * `solutions/ids.ts`. Imported only by route loaders and build scripts (build time), so no page's
 * JavaScript carries another solution's copy.
 */
import { loadCatalogue } from "./catalogue";
import { fillTokens } from "./tokens";
import type { Solution, SolutionSummary } from "./types";
import { SOLUTION_IDS } from "./solutions/ids";
import { SOLUTION_CARD_HELP, SOLUTION_CARD_SOLUTIONS } from "~/lib/constants";

export const loadSolutionFile = (id: string) => import(`./solutions/${id}.ts`) as Promise<{ default: Solution }>;

export const solutions: Solution[] = fillTokens(await loadCatalogue(SOLUTION_IDS, loadSolutionFile));

export function getSolution(id: string | undefined): Solution | undefined {
  return solutions.find((solution) => solution.id === id);
}

/** The /solutions card (§2.6, §9): the first 3 'How We Help' and first 2 'Key Solutions' titles. */
export function toSolutionSummary(solution: Solution): SolutionSummary {
  const { id, title, description, icon } = solution;
  return {
    id,
    title,
    description,
    icon,
    help: solution.howWeHelp.slice(0, SOLUTION_CARD_HELP).map((item) => item.title),
    solutions: solution.keySolutions.slice(0, SOLUTION_CARD_SOLUTIONS).map((item) => item.title),
  };
}
