/** The job openings (§3.4): one file per job in `jobs/`, in the order of `jobs/ids.ts`. Build time only. */
import { loadCatalogue } from "./catalogue";
import { fillTokens } from "./tokens";
import type { Job } from "./types";
import { JOB_IDS } from "./jobs/ids";

export const jobs: Job[] = fillTokens(
  await loadCatalogue(JOB_IDS, (id) => import(`./jobs/${id}.ts`) as Promise<{ default: Job }>),
);
