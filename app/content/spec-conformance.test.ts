/**
 * Conformance to the lists the requirements name (docs/requirements.md): the catalogues, menus and jobs
 * the spec names, in its order, and its quoted words on the rendered pages. Every other test checks
 * invariants that hold for any catalogue; this file is the one place a company adopting the site edits when its
 * catalogues differ from the specification's (docs/how-to.md#add-a-service).
 */
import { describe, expect, it } from "vitest";
import { renderPage, textOf } from "../../tests/render-page";
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
    for (const job of jobs) expect([job.location, job.type]).toEqual(["Permanent Work from Home", "Contractual"]);
  });
});

/** Lists the requirements give in order (docs/requirements.md#solutions-page, #technology-page), checked in that order on the content too. */
const TECHNOLOGY_BADGES = ["Expert Team", "Quality Assured", "Scalable Solutions", "Fast Delivery"];
const TECHNOLOGY_POINTS = ["Free Consultation", "Custom Quote", "Quick Start"];
const SOLUTIONS_WHY = ["industry expertise", "technical excellence", "proven results"];
const SOLUTIONS_APPROACH = [
  "industry analysis",
  "solution design",
  "development and implementation",
  "ongoing support",
];
const EFFECTIVE = "Effective December 2024";

/**
 * The specification's quoted values (docs/requirements.md, docs/decisions/0180-the-specifications-quoted-values.md),
 * listed once, by the page that shows them. `exact`: labels, buttons and values, word for word and case for
 * case. `words`: headings, section, stat and item names, whose case the house style may set but whose words
 * stay. Every page shows the header's, the footer's and the cookie banner's.
 */
const SPEC_WORDS: Record<string, { exact?: string[]; words?: string[] }> = {
  "*": {
    exact: ["Home", "About", "Get a Quote", "Ready to get started?", "Hire Us", "Contact Us", "Request a Quote"],
    words: ["Schedule a Demo", "Services", "Solutions", "Technologies", "Company", "Accept All", "Decline Optional"],
  },
  "/": {
    exact: ["Get a Quote", "Our Services", "Learn More", "View All Services", "Start Your Project"],
    words: [
      "Innovative Software Solutions for the Digital Age",
      ...[
        "Expert Development Team",
        "Modern Technology Stack",
        "Quality Focused Approach",
        "Client Centered Solutions",
      ],
      "Our Development Process",
      ...["Discovery & Planning", "Development & Design", "Testing & Quality Assurance", "Deployment & Support"],
      "Technologies We Master",
      ...["React & Next.js", "Node.js & Python", "AWS & Azure", "Mobile Development", "AI & Machine Learning"],
      "Blockchain & Web3",
      ...["How We Serve Your Business", "Strategic Consulting", "Expert Development", "Ongoing Support"],
      ...["Why Choose Our Services", "Client Satisfaction", "Trusted", "24/7", "100%", "Proven"],
      ...["Healthcare", "FinTech", "E-commerce", "Education", "Real Estate", "Logistics"],
      ...["Request a Consultation", "Contact Us"],
    ],
  },
  "/services": {
    exact: ["View All Services", "Learn More"],
    words: ["Discovery & Planning", "Deployment & Support", "Blockchain & Web3", "Trusted", "24/7", "100%", "Proven"],
  },
  "/services/custom-software-development": {
    exact: ["Schedule a Free Consultation", "Hire Us"],
    words: ["Why Us", "Discuss Your Project", "Our Process", "Our Initiative", "FAQs"],
  },
  "/solutions": {
    exact: ["Learn More", "Schedule a Consultation", "Request a Demo"],
    words: ["Why Choose", ...SOLUTIONS_WHY, ...SOLUTIONS_APPROACH],
  },
  "/solutions/ecommerce": { words: ["How We Help", "Key Solutions"] },
  "/technologies/python": {
    exact: ["Schedule a Consultation", "View Portfolio", "Schedule Free Consultation", "Download Brochure"],
    words: [
      ...[...TECHNOLOGY_BADGES, "Why Choose", "Starter", "Professional", "Enterprise", "Most Popular"],
      ...TECHNOLOGY_POINTS,
    ],
  },
  "/technologies/404": {
    exact: ["Technology Not Found", "The technology you're looking for doesn't exist."],
  },
  "/404": { exact: ["Page Not Found", "The page you are looking for doesn't exist or has been moved."] },
  "/about": {
    exact: ["About Us", "Get Started Today", "Schedule a Consultation"],
    words: ["Passion", "Integrity", "Innovation", "Collaboration"],
  },
  "/about/mission": { exact: ["Our Mission"] },
  "/privacy-policy": { exact: ["Privacy Policy", EFFECTIVE] },
  "/terms-of-service": { exact: ["Terms of Service", EFFECTIVE] },
  "/code-of-conduct": {
    exact: ["Code of Conduct", EFFECTIVE],
    words: [
      ...["Integrity", "Excellence", "Respect", "Innovation", "Technology Ethics", "Responsible Development"],
      ...["Data Ethics", "AI & Automation", "Accessibility", "Sustainability", "Cybersecurity"],
      ...["Reporting & Compliance", "Our Commitment", "Contact Us"],
    ],
  },
  "/industries": { exact: ["Industries", "content would be implemented here"] },
  "/portfolio": { exact: ["Portfolio", "content would be implemented here"] },
  "/resources": { exact: ["Resources", "content would be implemented here"] },
  "/blog": { exact: ["Blog & Insights"] },
  "/careers": {
    exact: [
      ...["Apply as Contractor", "Save Opportunity", "Submit Contractor Application", "View Details"],
      ...["View Contractor Opportunities", "Learn About Revenue Sharing", "Permanent Work from Home", "Contractual"],
      ...["No contractor opportunities available", "Check back later for new opportunities!"],
      ...["Full Stack Engineer Contractor", "Business Development Manager Contractor", "Graphics Designer Contractor"],
    ],
    words: ["Apply", "Review", "Onboard", "Earn"],
  },
  "/contact": {
    exact: [
      ...["Full Name", "Email Address", "Phone Number", "Company Name", "Subject", "Message", "Select a subject"],
      ...["General Inquiry", "Project Request", "Partnership", "Career Opportunity", "Technical Support"],
      "Privacy Policy",
    ],
  },
};

describe("the specification's quoted values, on the pages that show them", () => {
  for (const [path, { exact = [], words = [] }] of Object.entries(SPEC_WORDS).filter(([path]) => path !== "*")) {
    it(path, async () => {
      const text = textOf(await renderPage(path));
      const shared = SPEC_WORDS["*"]!;
      const missing = [
        ...[...exact, ...(shared.exact ?? [])].filter((value) => !text.includes(value)),
        ...[...words, ...(shared.words ?? [])].filter((value) => !text.toLowerCase().includes(value.toLowerCase())),
      ];
      expect(missing, `${path} lacks the specification's words`).toEqual([]);
    });
  }
});

describe("the specification's lists, in its order, on the pages the marketing team edits", () => {
  it("every technology page: the four badges and the three closing points (docs/requirements.md#technology-page)", () => {
    const page = read(technologiesPageFile);
    expect(page?.shared.badges.map((badge) => badge.label)).toEqual(TECHNOLOGY_BADGES);
    expect(page?.shared.promises.map((point) => point.title)).toEqual(TECHNOLOGY_POINTS);
  });

  it("/solutions: the three Why choose points and the four approach steps (docs/requirements.md#solutions-page)", () => {
    const page = read(solutionsPageFile);
    expect(page?.whyChoose.points.map((point) => point.title.toLowerCase())).toEqual(SOLUTIONS_WHY);
    expect(page?.approach.steps.map((step) => step.title.toLowerCase())).toEqual(SOLUTIONS_APPROACH);
  });
});
