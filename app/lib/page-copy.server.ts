/**
 * The pages' own copy with its tokens filled, once (docs/content-model.md#filling-tokens), so a route or
 * component shows copy as it gets it. Build time only: loaders pass a page what it shows.
 */
import { contactFormStatus } from "~/content/form-messages";
import { contactConsent, mapCopy } from "~/content/privacy-notices";
import { searchCopy } from "~/content/search";
import { aboutPage } from "./content/about-page";
import { blogPage } from "./content/blog-page";
import { careersPage } from "./content/careers-page";
import { comingSoonPage } from "./content/coming-soon-page";
import { company } from "./content/company";
import { contactPage } from "./content/contact-page";
import { homePage } from "./content/home-page";
import { newsletterPage } from "./content/newsletter-page";
import { servicesPage } from "./content/services-page";
import { solutionsPage } from "./content/solutions-page";
import { technologiesPage } from "./content/technologies-page";
import { services } from "./catalogues.server";
import { read } from "./content-files.server";
import { fillTokensInContent } from "./tokens";

/** A listing page's file also holds its detail pages' fallbacks (app/lib/catalogues.server.ts): not the listing's copy. */
const listingCopy = <T extends { sectionDefaults: unknown }>({ sectionDefaults: _, ...page }: T) => page;

const companyBlocks = read(company);
const about = read(aboutPage);
const careers = read(careersPage);
const contact = read(contactPage);
const technologies = read(technologiesPage);

export const pageCopy = {
  about: fillTokensInContent(about.about),
  mission: fillTokensInContent(about.mission),
  careers: fillTokensInContent(careers.careers),
  positions: fillTokensInContent(careers.positions),
  internships: fillTokensInContent(careers.internships),
  /** The coming-soon pages, in the order of their addresses (app/content/coming-soon.ts). */
  comingSoon: fillTokensInContent(read(comingSoonPage)),
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
  blog: fillTokensInContent(read(blogPage)),
  /** The newsletter's pages (their confirmation hours). */
  newsletter: fillTokensInContent(read(newsletterPage)),
  /** The home page's own words (its closing invitation's {estimate}). */
  home: fillTokensInContent(read(homePage)),
  /** /services, whose `{count}` is the size of the service catalogue. */
  services: fillTokensInContent(listingCopy(read(servicesPage)), {
    count: String(services.length),
  }),
  /** /search's own words (the dialog and panel read only words without tokens). */
  search: fillTokensInContent(searchCopy),
  solutions: fillTokensInContent(listingCopy(read(solutionsPage))),
  technologies: fillTokensInContent(technologies.index),
  /** The groups of /technologies, in order, each with its heading. */
  technologyGroups: fillTokensInContent(technologies.groups),
  /** The parts every technology page shares. */
  technology: fillTokensInContent(technologies.shared),
};
