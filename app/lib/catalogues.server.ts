/**
 * The catalogues as pages read them (decision 0020, decision 0109): each catalogue's entry files loaded in
 * the order of its `ids.ts`, its tokens resolved here and nowhere else, and the section defaults of
 * `content/defaults.ts` applied to the entry a detail page shows. Build time only: route loaders, build
 * scripts and tests import it, so no page's JavaScript carries a catalogue.
 */
import { replace } from "react-router";
import { legal, pageTitle, site } from "~/site";
import { DEFAULT_HERO_IMAGE } from "~/content/hero-images";
import { serviceSectionDefaults, solutionSectionDefaults } from "~/content/defaults";
import { JOB_IDS } from "~/content/jobs/ids";
import { LEGAL_IDS } from "~/content/legal/ids";
import { consentChoices } from "~/content/privacy";
import { SERVICE_IDS } from "~/content/services/ids";
import { SOLUTION_IDS } from "~/content/solutions/ids";
import { TECHNOLOGY_IDS } from "~/content/technologies/ids";
import type {
  Faq,
  Job,
  LegalDocument,
  Service,
  ServiceSummary,
  Solution,
  SolutionSummary,
  Technology,
} from "~/content/types";
import { SOLUTION_CARD_HELP, SOLUTION_CARD_SOLUTIONS } from "./constants";
import { seo } from "./seo";
import { pageStructuredData, serviceLd, trail } from "./structured-data";
import { fillTokensInContent } from "./tokens";

/**
 * How a catalogue is assembled (decision 0020): one entry per file, `<catalogue>/<id>.ts`, default-
 * exporting the entry, and one order list, `<catalogue>/ids.ts`. Adding an entry is one file and one
 * line in the order list; nothing else names the catalogue's size or order.
 */
export async function loadCatalogue<T extends { id: string }>(
  ids: readonly string[],
  load: (id: string) => Promise<{ default: T }>,
): Promise<T[]> {
  const entries = await Promise.all(ids.map(async (id) => (await load(id)).default));
  entries.forEach((entry, index) => {
    if (entry.id !== ids[index]) throw new Error(`Catalogue file ${ids[index]}.ts holds the entry "${entry.id}"`);
  });
  return entries;
}

/* Each loader is a variable import that Vite, esbuild and Playwright all resolve. */
export const loadServiceFile = (id: string) => import(`../content/services/${id}.ts`) as Promise<{ default: Service }>;
export const loadSolutionFile = (id: string) =>
  import(`../content/solutions/${id}.ts`) as Promise<{ default: Solution }>;
export const loadTechnologyFile = (id: string) =>
  import(`../content/technologies/${id}.ts`) as Promise<{ default: Technology }>;
const loadJobFile = (id: string) => import(`../content/jobs/${id}.ts`) as Promise<{ default: Job }>;

/** The merged service catalogue (decision 0020), tokens resolved. */
export const services: Service[] = fillTokensInContent(await loadCatalogue(SERVICE_IDS, loadServiceFile));

/** The solution catalogue, tokens resolved. */
export const solutions: Solution[] = fillTokensInContent(await loadCatalogue(SOLUTION_IDS, loadSolutionFile));

/** The technology records, tokens resolved. */
export const technologies: Technology[] = fillTokensInContent(await loadCatalogue(TECHNOLOGY_IDS, loadTechnologyFile));

/** The job openings, tokens resolved. */
export const jobs: Job[] = fillTokensInContent(await loadCatalogue(JOB_IDS, loadJobFile));

/**
 * The legal and policy documents, tokens resolved; a document's id is its path without the slash. They
 * also name the contracting entity (`{legalEntity}`, from `legal` in app/site.ts), filled here rather than
 * in app/lib/tokens.ts so that `legal` stays out of the browser's code.
 */
export const legalDocuments: LegalDocument[] = fillTokensInContent(
  await loadCatalogue<LegalDocument & { id: string }>(LEGAL_IDS, async (id) => {
    const module = (await import(`../content/legal/${id}.ts`)) as { default: LegalDocument };
    return { default: { ...module.default, id: module.default.path.slice(1) } };
  }),
  {
    legalEntity: legal.entityName || site.brand,
    acceptLabel: consentChoices.accepted,
    declineLabel: consentChoices.declined,
    forgetLabel: consentChoices.forget,
  },
);

/** The entry with this id, or undefined. */
export function findEntry<T extends { id: string }>(entries: readonly T[], id: string | undefined): T | undefined {
  return entries.find((entry) => entry.id === id);
}

export const getService = (id: string | undefined) => findEntry(services, id);
export const getSolution = (id: string | undefined) => findEntry(solutions, id);
export const getTechnology = (id: string | undefined) => findEntry(technologies, id);

export function toSummary({ id, title, description, icon }: Service): ServiceSummary {
  return { id, title, description, icon };
}

/** The /solutions card (docs/requirements.md#solutions-page, #figures-and-limits): the first 3 'How We Help' and first 2 'Key Solutions' titles. */
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

type SectionKey = keyof typeof serviceSectionDefaults;

/** A service with every optional text and the hero image resolved. */
export type ResolvedService = Service & Required<Pick<Service, SectionKey | "heroImage">>;

type SolutionSectionKey = keyof typeof solutionSectionDefaults;

/** A solution with every section text and the hero image resolved. */
export type ResolvedSolution = Solution & Required<Pick<Solution, SolutionSectionKey | "heroImage">>;

/** An entry with each blank or missing default key filled, and the hero image defaulted (docs/requirements.md#images). */
function applyDefaults<T extends { heroImage?: string }, D extends Record<string, string>>(entry: T, defaults: D) {
  const resolved: Record<string, unknown> = { ...entry, heroImage: entry.heroImage || DEFAULT_HERO_IMAGE };
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = (entry as Record<string, unknown>)[key];
    resolved[key] = typeof value === "string" && value.trim() !== "" ? value : fallback;
  }
  return resolved as T & Required<Pick<T, "heroImage">> & D;
}

export function withServiceDefaults(service: Service): ResolvedService {
  return fillTokensInContent(applyDefaults(service, serviceSectionDefaults));
}

export function withSolutionDefaults(solution: Solution): ResolvedSolution {
  return fillTokensInContent(applyDefaults(solution, solutionSectionDefaults));
}

/**
 * A service or solution detail page's loader data: the entry resolved with its section defaults, its
 * breadcrumbs and its meta (a `Service` in structured data, named by `serviceName`, with the page's FAQs). An
 * id the catalogue lacks goes to the catalogue's listing page: every known id is prerendered, so only the
 * development server meets one (the production server and static hosts redirect by rule first).
 */
export function detailPage<T extends { id: string; title: string; description: string }, R extends T & DetailFields>(
  listing: {
    name: string;
    path: string;
    entries: readonly T[];
    resolve: (entry: T) => R;
    serviceName: (entry: R) => string;
  },
  id: string | undefined,
) {
  const found = findEntry(listing.entries, id);
  if (!found) throw replace(listing.path);
  const entry = listing.resolve(found);
  const path = `${listing.path}/${entry.id}`;
  const breadcrumbs = trail({ name: listing.name, path: listing.path }, { name: entry.title, path });
  const meta = seo({
    title: pageTitle(entry.title),
    description: entry.metaDescription,
    path,
    structuredData: pageStructuredData({
      items: [serviceLd({ name: listing.serviceName(entry), description: entry.description, path })],
      breadcrumbs,
      faqs: entry.faqs,
    }),
  });
  return { entry, breadcrumbs, meta };
}

type DetailFields = { metaDescription: string; faqs: readonly Faq[] };
