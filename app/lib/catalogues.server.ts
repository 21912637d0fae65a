/**
 * The catalogues as pages read them (decision 0020, decision 0109, decision 0145): each catalogue's YAML
 * files read in the order of its order file (app/lib/content-files.server.ts), names of photos and buttons
 * resolved, its tokens resolved here and nowhere else, and the section defaults of
 * `content/pages/services.yml` and `content/pages/solutions.yml` applied to the entry a detail page shows. Build time only: route loaders, build
 * scripts and tests import it, so no page's JavaScript carries a catalogue.
 */
import { replace } from "react-router";
import { legal, pageTitle, site } from "~/site";
import { DEFAULT_HERO_IMAGE } from "~/content/hero-images";
import { LEGAL_IDS } from "~/content/legal/ids";
import { consentChoices } from "~/content/privacy-notices";
import { legal as legalCollection, type LegalDocument } from "~/lib/content/legal";
import type { Faq } from "./content/fields";
import { jobs as jobCollection } from "./content/jobs";
import { type Service, type ServiceSummary, services as serviceCollection } from "./content/services";
import { servicesPage } from "./content/services-page";
import { type Solution, solutions as solutionCollection } from "./content/solutions";
import { solutionsPage } from "./content/solutions-page";
import { technologies as technologyCollection } from "./content/technologies";
import { read, readContentFile } from "./content-files.server";
import { SOLUTION_CARD_HELP, SOLUTION_CARD_SOLUTIONS } from "./constants";
import { seo } from "./seo";
import { pageStructuredData, serviceLd, trail } from "./structured-data";
import { fillTokensInContent } from "./tokens";

/**
 * The headings and intros every service page falls back to (`sectionDefaults` in content/pages/services.yml).
 * They may hold tokens (`{replyTime}`), filled with the entry by `withServiceDefaults`.
 */
export const serviceSectionDefaults = read(servicesPage).sectionDefaults;

/** The eyebrows, headings, intros and closing button every solution page falls back to (content/pages/solutions.yml). */
export const solutionSectionDefaults = read(solutionsPage).sectionDefaults;

/** The merged service catalogue (decision 0020), in its order file's order, tokens resolved. */
export const services: Service[] = fillTokensInContent(read(serviceCollection));

/** The solution catalogue, tokens resolved. */
export const solutions: Solution[] = fillTokensInContent(read(solutionCollection));

/** The technology records, tokens resolved. */
export const technologies = fillTokensInContent(read(technologyCollection));

/** The job openings, tokens resolved. */
export const jobs = fillTokensInContent(read(jobCollection));

/**
 * The legal and policy documents, tokens resolved; a document's id is its path without the slash. They
 * also name the contracting entity (`{legalEntity}`, from `legal` in app/site.ts), filled here rather than
 * in app/lib/tokens.ts so that `legal` stays out of the browser's code.
 */
export const legalDocuments: LegalDocument[] = fillTokensInContent(
  LEGAL_IDS.map((id) => ({ ...readContentFile(`${legalCollection.path}/${id}.yml`, legalCollection.schema), id })),
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
export function toSolutionSummary(solution: Solution) {
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

/** A service with every optional text and the hero image resolved. */
export type ResolvedService = Service & typeof serviceSectionDefaults & { heroImage: string };

/** A solution with every section text and the hero image resolved. */
export type ResolvedSolution = Solution & typeof solutionSectionDefaults & { heroImage: string };

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
