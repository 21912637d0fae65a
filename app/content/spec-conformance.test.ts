/**
 * Conformance to the lists the requirements name (docs/requirements.md): the
 * catalogues, menus and jobs the spec names, in its order. Every other test checks invariants that
 * hold for any catalogue; this file is the one place a company adopting the site edits when its
 * catalogues differ from the specification's (docs/how-to.md#add-a-service).
 */
import { describe, expect, it } from "vitest";
import { jobs } from "~/lib/catalogues.server";
import { megaMenus } from "~/lib/navigation.server";
import { SERVICE_ALIASES } from "./services/ids";
import { read, readOrder } from "~/lib/content-files.server";
import { services as serviceFiles } from "~/lib/content/services";
import { solutions as solutionFiles } from "~/lib/content/solutions";
import { solutionsPage as solutionsPageFile } from "~/lib/content/solutions-page";
import { technologies as technologyFiles } from "~/lib/content/technologies";
import { technologiesPage as technologiesPageFile } from "~/lib/content/technologies-page";

const SERVICE_IDS = readOrder(serviceFiles);
const SOLUTION_IDS = readOrder(solutionFiles);
const TECHNOLOGY_IDS = readOrder(technologyFiles);

const words = (text: string) => text.trim().split(/\s+/);
const menuSlugs = (id: string, prefix: string) =>
  (megaMenus.find((menu) => menu.id === id)?.groups.flatMap((group) => group.items) ?? []).map((item) =>
    item.href.replace(prefix, ""),
  );

/** The seven core services, in order (first in the merged catalogue, docs/requirements.md#service-catalogue). */
const SET_A = words(`custom-software-development application-modernization mobile-app-development
  enterprise-solutions it-consulting tech-strategy cloud-infrastructure`);
/** The extended catalogue, in its order, with digital-transformation2 and devopss merged into their entries (docs/requirements.md#service-catalogue). */
const SET_B = words(`cloud-engineering digital-transformation staff-augmentation qa-testing sla-support devops ai-ml
  blockchain iot ui-ux-design digital-marketing api-development web-development product-development
  poc-development application-redesign cloud-migration digital-transformation2 discovery-workshops market-research
  product-strategy technical-feasibility-analysis product-lifecycle ai-poc-mvp conversational-ai generative-ai
  machine-learning rpa-ai mlops aws azure devopss google-cloud heroku`);
/** The Services menu slugs (docs/requirements.md#header-menus-and-footer). */
const SERVICES_MENU = words(`api-development application-modernization application-redesign custom-software-development
  mobile-app-development poc-development product-development web-development cloud-engineering cloud-migration
  digital-transformation discovery-workshops market-research product-strategy technical-feasibility-analysis
  ui-ux-design product-lifecycle qa-testing sla-support ai-poc-mvp conversational-ai generative-ai machine-learning
  rpa-ai mlops enterprise-solutions it-consulting`);
/** The canonical solution entries plus logistics and real-estate, in order (docs/requirements.md#solution-catalogue). */
const SOLUTIONS = words("healthcare fintech edtech ecommerce crm-erp saas workflow multi-tenant logistics real-estate");
/** The Solutions menu (docs/requirements.md#header-menus-and-footer). */
const SOLUTIONS_MENU = words("healthcare fintech edtech ecommerce crm-erp saas workflow multi-tenant");
/** The technology ids (docs/requirements.md#technology-records). */
const TECHNOLOGIES = words(`python react nodejs java php infrastructure cicd containers cloud flutter android-native vue
  angular`);
/** The Technologies menu, without android-native (docs/requirements.md#header-menus-and-footer). */
const TECHNOLOGIES_MENU = words(
  "react angular vue flutter nodejs python java php cloud containers cicd infrastructure",
);
/** The jobs: title, department and experience (docs/requirements.md#job-openings). */
const JOBS = [
  ["Full Stack Engineer Contractor", "engineering", "3+ years"],
  ["Business Development Manager Contractor", "sales", "5+ years"],
  ["Graphics Designer Contractor", "design", "3+ years"],
];

/**
 * The specification's entries of one list as they stand in it: all present, in the specification's order
 * (docs/requirements.md#service-catalogue). Entries the marketing team adds may stand anywhere between them and break nothing.
 */
const specOrder = (ids: readonly string[], spec: readonly string[]) => ids.filter((id) => spec.includes(id));
const orderFile = (name: string) => `app/content/order/${name}.yml: the specification's entries in its order`;

describe("the specification's catalogues and menus", () => {
  it("services: the core services first, then the extended catalogue in its order, the duplicates merged (39 services)", () => {
    const setB = SET_B.filter((id) => !(id in SERVICE_ALIASES));
    expect(specOrder(SERVICE_IDS, [...SET_A, ...setB]), orderFile("services")).toEqual([...SET_A, ...setB]);
    expect(SET_A.length + setB.length).toBe(39);
    expect(SERVICE_ALIASES).toEqual({ "digital-transformation2": "digital-transformation", devopss: "devops" });
  });

  it("the Services menu lists its 27 slugs", () => {
    expect(menuSlugs("services", "/services/").sort()).toEqual([...SERVICES_MENU].sort());
  });

  it("solutions: the 10 entries in order; the Solutions menu lists its 8", () => {
    expect(specOrder(SOLUTION_IDS, SOLUTIONS), orderFile("solutions")).toEqual(SOLUTIONS);
    expect(menuSlugs("solutions", "/solutions/").filter((slug) => !slug.startsWith("/"))).toEqual(SOLUTIONS_MENU);
  });

  it("technologies: the 13 ids; the Technologies menu lists its 12", () => {
    expect(specOrder(TECHNOLOGY_IDS, TECHNOLOGIES), orderFile("technologies")).toEqual(TECHNOLOGIES);
    expect(menuSlugs("technologies", "/technologies/").filter((slug) => !slug.startsWith("/"))).toEqual(
      TECHNOLOGIES_MENU,
    );
  });

  it("jobs: the three contractor roles, permanent work from home", () => {
    const titles = JOBS.map(([title]) => title!);
    expect(
      jobs.filter((job) => titles.includes(job.title)).map((job) => [job.title, job.department, job.experience]),
      orderFile("jobs"),
    ).toEqual(JOBS);
    for (const job of jobs) expect(job.location).toBe("Permanently remote (work from home)");
  });
});

describe("the specification's names on the pages the marketing team edits, never renamed", () => {
  it("every technology page: the four badges and the three closing points (docs/requirements.md#technology-page)", () => {
    const page = read(technologiesPageFile);
    expect(page?.shared.badges.map((badge) => badge.label)).toEqual([
      "Expert Team",
      "Quality Assured",
      "Scalable Solutions",
      "Fast Delivery",
    ]);
    expect(page?.shared.promises.map((point) => point.title)).toEqual([
      "Free Consultation",
      "Custom Quote",
      "Quick Start",
    ]);
  });

  it("/solutions: the three Why choose points and the four approach steps (docs/requirements.md#solutions-page)", () => {
    const page = read(solutionsPageFile);
    expect(page?.whyChoose.points.map((point) => point.title.toLowerCase())).toEqual([
      "industry expertise",
      "technical excellence",
      "proven results",
    ]);
    expect(page?.approach.steps.map((step) => step.title.toLowerCase())).toEqual([
      "industry analysis",
      "solution design",
      "development and implementation",
      "ongoing support",
    ]);
  });
});
