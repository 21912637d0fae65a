/**
 * The pages' own copy with its tokens filled, once (docs/content-model.md#filling-tokens), so a route or
 * component shows copy as it gets it. Build time only: loaders pass a page what it shows.
 */
import { contactFormStatus } from "~/content/form-messages";
import { contactConsent, mapCopy } from "~/content/privacy-notices";
import { searchCopy } from "~/content/search";
import type {
  AboutPages,
  BlogPage,
  CareersPages,
  ComingSoonPage,
  CompanyBlocks,
  ContactCopy,
  HomePage,
  NewsletterPage,
  ServicesPage,
  SolutionsPage,
  TechnologiesCopy,
} from "~/content/types";
import { services } from "./catalogues.server";
import { readResolved } from "./content-files.server";
import { fillTokensInContent } from "./tokens";

/** A listing page's file also holds its detail pages' fallbacks (app/lib/catalogues.server.ts): not the listing's copy. */
function listingCopy<T>(name: string): T {
  const { sectionDefaults: _, ...page } = readResolved<T & { sectionDefaults: unknown }>(name)[0] as T & {
    sectionDefaults: unknown;
  };
  return page as T;
}

const companyBlocks = readResolved<CompanyBlocks>("company")[0] as CompanyBlocks;
const about = readResolved<AboutPages>("about-page")[0] as AboutPages;
const careers = readResolved<CareersPages>("careers-page")[0] as CareersPages;
const contact = readResolved<ContactCopy>("contact-page")[0] as ContactCopy;
const technologies = readResolved<TechnologiesCopy>("technologies-page")[0] as TechnologiesCopy;

export const pageCopy = {
  about: fillTokensInContent(about.about),
  mission: fillTokensInContent(about.mission),
  careers: fillTokensInContent(careers.careers),
  positions: fillTokensInContent(careers.positions),
  internships: fillTokensInContent(careers.internships),
  /** The coming-soon pages, in the order of their addresses (app/content/coming-soon.ts). */
  comingSoon: fillTokensInContent(readResolved<ComingSoonPage[]>("coming-soon-page")[0] as ComingSoonPage[]),
  contact: fillTokensInContent(contact.page),
  confirmations: fillTokensInContent(contact.confirmations),
  /** What the contact form says after a submission (its `{replyTime}`). */
  contactFormStatus: fillTokensInContent(contactFormStatus),
  /** The contact form's consent box (its retention months). */
  contactConsent: fillTokensInContent(contactConsent),
  /** The contact page's map controls and notice (its provider). */
  map: fillTokensInContent(mapCopy),
  /** The company sections the home page and /services both show (/about shows their stats). */
  companySections: fillTokensInContent({
    developmentProcess: companyBlocks.developmentProcess,
    technologyTiles: companyBlocks.technologyTiles,
    whyChoose: companyBlocks.whyChoose,
    trustStats: companyBlocks.trustStats,
    values: companyBlocks.values,
  }),
  /** The other company-wide blocks: the home page's ways to work with us, the values, the service pages' benefits. */
  company: fillTokensInContent({
    coreValues: companyBlocks.coreValues,
    serveWays: companyBlocks.serveWays,
    initiativeBenefits: companyBlocks.initiativeBenefits,
  }),
  /**
   * The blog's own words (pages, feeds, share images). `tagDescription` keeps its `{tag}`, filled per tag
   * page by the blog's list route.
   */
  blog: fillTokensInContent(readResolved<BlogPage>("blog-page")[0] as BlogPage),
  /** The newsletter's pages (their confirmation hours). */
  newsletter: fillTokensInContent(readResolved<NewsletterPage[]>("newsletter-page")[0] as NewsletterPage[]),
  /** The home page's own words (its closing invitation's {estimate}). */
  home: fillTokensInContent(readResolved<HomePage>("home-page")[0] as HomePage),
  /** /services, whose `{count}` is the size of the service catalogue. */
  services: fillTokensInContent(listingCopy<ServicesPage>("services-page"), {
    count: String(services.length),
  }),
  /** /search's own words (the dialog and panel read only words without tokens). */
  search: fillTokensInContent(searchCopy),
  solutions: fillTokensInContent(listingCopy<SolutionsPage>("solutions-page")),
  technologies: fillTokensInContent(technologies.index),
  /** The groups of /technologies, in order, each with its heading. */
  technologyGroups: fillTokensInContent(technologies.groups),
  /** The parts every technology page shares. */
  technology: fillTokensInContent(technologies.shared),
};

const resolved = new WeakMap<object, unknown>();
/**
 * A page's copy with its tokens resolved, for a route whose line in `app/pages.ts` names that copy
 * (docs/how-to.md#add-a-new-page): `copyOf(partnersPage)` in its loader, with no line added here.
 */
export function copyOf<T extends object>(copy: T): T {
  if (!resolved.has(copy)) resolved.set(copy, fillTokensInContent(copy));
  return resolved.get(copy) as T;
}
