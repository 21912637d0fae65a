import type {
  BlogPageData,
  CompanyData,
  ContactPageData,
  AboutPageData,
  CareersPageData,
  HomePageData,
  NewsletterPageData,
  JobData,
  NavigationData,
  ServiceData,
  ServicesPageData,
  SolutionData,
  SolutionsPageData,
  TechnologiesPageData,
  TechnologyData,
} from "../lib/content-schemas";
import type { ComingSoonPath } from "./coming-soon";

/**
 * Types for every content catalogue. Content modules import only from here, never from React,
 * so a catalogue can be loaded at build time by a route loader without pulling UI code along.
 */

/** Icon keys understood by `components/ui/Icon.tsx`. Content names an icon by key, never by component. */
export const ICON_KEYS = [
  // services and general
  "code",
  "refresh",
  "smartphone",
  "building",
  "lightbulb",
  "compass",
  "cloud",
  "cloud-cog",
  "cloud-upload",
  "layers",
  "users",
  "shield-check",
  "life-buoy",
  "infinity",
  "brain",
  "brain-circuit",
  "blocks",
  "cpu",
  "palette",
  "megaphone",
  "plug",
  "globe",
  "package",
  "flask",
  "paintbrush",
  "presentation",
  "search",
  "target",
  "microscope",
  "git-branch",
  "sparkles",
  "message-square",
  "wand",
  "bot",
  "workflow",
  "server",
  "server-cog",
  "boxes",
  "rocket",
  "chart",
  "line-chart",
  "test-tube",
  "network",
  "wrench",
  "database",
  "container",
  "gauge",
  "route",
  "telescope",
  "pen-tool",
  "terminal",
  "git-merge",
  "radar",
  "hexagon",
  "link",
  "settings",
  "layout",
  "monitor-smartphone",
  "headset",
  "trending-up",
  "lock",
  "handshake",
  "award",
  "zap",
  "heart",
  "eye",
  "clipboard",
  "calendar-check",
  "scale",
  "leaf",
  "accessibility",
  "briefcase",
  "graduation-cap",
  "heart-pulse",
  "landmark",
  "shopping-cart",
  "house",
  "truck",
  "ship",
  "cog",
  "cloudy",
  "map",
  "test-tube-diagonal",
  "recycle",
  "cloud-check",
  // the six technology benefit icons (docs/requirements.md#technology-records)
  "clock",
  "star",
  "dollar",
  "shield",
  "file",
] as const;

export type IconKey = (typeof ICON_KEYS)[number];

export interface Link {
  label: string;
  href: string;
  /** Opens in a new tab with rel="noopener noreferrer". */
  external?: boolean;
}

/** A closing call to action: a heading, one or two sentences and its links, the main one first. */
export interface CallToActionCopy {
  title: string;
  description: string;
  actions: Link[];
}

/** A card that leads somewhere: icon, title, one or two sentences and the link. */
export interface LinkCard {
  title: string;
  description: string;
  icon: IconKey;
  href: string;
}

/** The card view of a service: what list pages need, and nothing more. */
export type ServiceSummary = Pick<Service, "id" | "title" | "description" | "icon">;

/** A header menu (app/content/navigation.yml): its button, an optional overview link and its columns. */
export type MegaMenu = NavigationData["megaMenus"][number];
/** One column of a menu's panel. */
export type NavGroup = MegaMenu["groups"][number];
/** One link of a menu; its `description` is the short line under the label. */
export type NavItem = NavGroup["items"][number];

/** The card view of a solution on /solutions (docs/requirements.md#solutions-page, #figures-and-limits: 3 help titles, 2 key solution titles). */
export interface SolutionSummary {
  id: string;
  title: string;
  description: string;
  icon: IconKey;
  help: string[];
  solutions: string[];
}

/** The technology benefit icon keys (docs/requirements.md#technology-records). */
export const BENEFIT_ICONS = ["clock", "star", "dollar", "globe", "shield", "file"] as const;
export type BenefitIcon = (typeof BENEFIT_ICONS)[number];

/** A titled list of statements inside a document section (a checklist, a sub-list). */
export interface Checklist {
  title: string;
  items: string[];
}

/** One section of a legal or policy document: its anchor, heading and any of the block kinds. */
export interface DocumentSection {
  /** The anchor (`#information-we-collect`), linked from the table of contents. */
  id: string;
  title: string;
  paragraphs?: string[];
  /** A plain bulleted list after the paragraphs. */
  list?: string[];
  /** Named items with a description (the six privacy rights, cookie categories), as a definition list. */
  definitions?: Point[];
  /** Cards with icons (Technology Ethics, Our Commitment, core values). */
  cards?: (Point & { icon: IconKey })[];
  checklists?: Checklist[];
  /** A department contact block (docs/requirements.md#company-constants): each configured value shown, each empty one hidden. */
  contact?: "privacy" | "legal" | "ethics";
  /** Paragraphs after the blocks above. */
  closing?: string[];
  /**
   * Blocks derived from the configuration at build time (`app/lib/privacy.ts`), so the text describes
   * the site that runs: the controller's identity, every place data goes, the storage categories, or
   * the analytics line of what is collected.
   */
  derived?: "controller" | "destinations" | "categories" | "collect";
}

/** A legal or policy page (docs/requirements.md#company-and-legal-pages, #pages-the-site-adds): Privacy Policy, Terms of Service, Code of Conduct, Cookie Policy. */
export interface LegalDocument {
  /** The page path, e.g. "/privacy-policy". */
  path: string;
  /** The page title as the spec names it ("Privacy Policy"). */
  title: string;
  metaDescription: string;
  /** One or two paragraphs under the title. */
  intro: string[];
  sections: DocumentSection[];
}

export const DEPARTMENTS = ["engineering", "design", "sales"] as const;
export type Department = (typeof DEPARTMENTS)[number];

/** A blog byline (app/content/blog/authors.ts). */
export interface Author {
  name: string;
  role: string;
  /** Optional profile links (the team's page, a code host), shown under the post. */
  links?: { label: string; href: string }[];
}

/** An engagement model of the register (`app/content/engagement-terms.ts`); "all" holds terms common to every model. */
export type EngagementModel = "all" | "project" | "dedicated" | "support" | "discovery" | "poc";

/** One commercial promise of the register: the words pages state (through its token) and why we can keep it. */
export interface EngagementTerm {
  model: EngagementModel;
  /** What the term settles: billing basis, notice, trial, SLA targets, … */
  topic: string;
  /** The words, read in place of the token. */
  text: string;
  /** Why the company can keep it, and which contradiction it settled (docs/decisions/0117-engagement-terms.md). */
  why: string;
}

/*
 * The catalogues' types are their schemas' (app/lib/content-schemas.ts), with the names a file uses for a
 * hero photo or a button resolved to what pages show (app/lib/content-files.server.ts).
 */
export type Faq = ServiceData["faqs"][number];
export type Step = ServiceData["process"][number];
export type Point = Step;
/** The company blocks several pages share (app/content/pages/company.yml). */
export type CompanyBlocks = CompanyData;
/** A title and a sentence with an icon: a tile, a value, a way of working. */
export type IconPoint = CompanyData["serveWays"]["items"][number];
/** A trust figure with its label and the line under it. */
export type Stat = CompanyData["trustStats"]["stats"][number];
export type Service = Omit<ServiceData, "heroImage"> & { heroImage: string };

export type IconCard = SolutionData["howWeHelp"][number];
export type TimedStep = SolutionData["implementationProcess"][number];
export type KeySolution = SolutionData["keySolutions"][number];
export type StackCategory = SolutionData["technologyStack"][number];
export type SuccessMetric = SolutionData["successMetrics"][number];
export type CaseStudy = SolutionData["caseStudies"][number];

/** Section eyebrows no entry sets: the detail page shows `sectionDefaults` of app/content/pages/solutions.yml. */
type SolutionEyebrows = Partial<
  Record<
    | "overviewEyebrow"
    | "helpEyebrow"
    | "solutionsEyebrow"
    | "techEyebrow"
    | "processEyebrow"
    | "metricsEyebrow"
    | "caseStudiesEyebrow"
    | "faqsEyebrow"
    | "ctaEyebrow",
    string
  >
>;
export type Solution = Omit<SolutionData, "ctaText"> & SolutionEyebrows & { ctaText: string; heroImage?: string };

export type DeveloperProfile = TechnologyData["developers"]["profiles"][number];
export type PricingTier = TechnologyData["pricing"]["tiers"][number];
export type Technology = Omit<TechnologyData, "hero"> & {
  hero: Omit<TechnologyData["hero"], "ctaText"> & { ctaText: string };
};

export type Job = JobData;

/** The /services page's copy (`app/content/pages/services.yml`), its buttons' names resolved to their words. */
/** The headings and intros every service page falls back to, tokens unresolved. */
export type ServiceSectionDefaults = ServicesPageData["sectionDefaults"];
/** The eyebrows, headings, intros and closing button's words every solution page falls back to. */
export type SolutionSectionDefaults = Omit<SolutionsPageData["sectionDefaults"], "ctaText"> & { ctaText: string };

/** /services' own copy; the file's `sectionDefaults` belong to the service pages (app/lib/catalogues.server.ts). */
export type ServicesPage = Omit<ServicesPageData, "hero" | "cta" | "detailAction" | "sectionDefaults"> & {
  hero: Omit<ServicesPageData["hero"], "primary" | "secondary"> & { primary: string; secondary: string };
  cta: CallToActionCopy;
  detailAction: Link;
};

/** The home page's copy as the page shows it: buttons with their words (app/content/pages/home.yml). */
export type HomePage = Omit<HomePageData, "hero" | "contact"> & {
  hero: Omit<HomePageData["hero"], "primary" | "secondary"> & { primary: Link; secondary: Link };
  contact: CallToActionCopy;
};

/** A newsletter page as the route shows it (app/content/pages/newsletter.yml): its address, its button's words. */
export type NewsletterPage = NewsletterPageData["unsubscribe"] & {
  path: string;
  /** The hero's button; a page without one leads with its own form. */
  back?: Link;
};

/** The blog's own words as its pages show them (app/content/pages/blog.yml): its address, its buttons' words. */
export type BlogPage = Omit<BlogPageData, "cta"> & { path: string; cta: CallToActionCopy };
/** A confirmation page: its path (app/content/confirmations.ts), its words and its button's words. */
export type ConfirmationPage = Omit<ContactPageData["messageSent"], "back"> & { path: string; back: Link };

/** The /contact page's copy and the confirmation pages (app/content/pages/contact.yml), buttons with their words. */
export interface ContactCopy {
  page: Omit<ContactPageData, "messageSent" | "subscribed">;
  confirmations: ConfirmationPage[];
}

/** The /technologies index and the parts every technology page shares (app/content/pages/technologies.yml). */
export interface TechnologiesCopy {
  index: Omit<TechnologiesPageData, "groups" | "cta" | "badges" | "consult" | "closing" | "promises"> & {
    cta: CallToActionCopy;
    path: string;
  };
  groups: TechnologiesPageData["groups"];
  shared: {
    badges: TechnologiesPageData["badges"];
    ctas: { consult: CallToActionCopy; closing: TechnologiesPageData["closing"] };
    promises: TechnologiesPageData["promises"];
  };
}

/** The /solutions page's copy (app/content/pages/solutions.yml), its path added and its buttons' words. */
export type SolutionsPage = Omit<SolutionsPageData, "cta" | "sectionDefaults"> & {
  path: string;
  cta: CallToActionCopy;
};

/** A page's copy as the page shows it: its address, and its closing buttons with their words. */
type ShownPage<T extends { cta: unknown }> = { path: string } & Omit<T, "cta"> & { cta: CallToActionCopy };

/** /about and /about/mission as they show (app/content/pages/about.yml). */
export interface AboutPages {
  about: ShownPage<AboutPageData["about"]>;
  mission: ShownPage<AboutPageData["mission"]>;
}

/** The careers pages as they show (app/content/pages/careers.yml); /careers adds its LinkedIn button's words. */
export interface CareersPages {
  careers: ShownPage<CareersPageData["careers"]> & { cta: { linkedinLabel: string } };
  positions: { path: string } & CareersPageData["positions"];
  internships: ShownPage<CareersPageData["internships"]>;
}

/** A coming-soon page as it shows (app/content/pages/coming-soon.yml): its address, heading and tagline. */
export interface ComingSoonPage {
  path: ComingSoonPath;
  title: string;
  /** The paragraph under the heading, and the meta description. */
  description: string;
}
