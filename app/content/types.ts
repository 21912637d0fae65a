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

/** A question and its answer: the one FAQ shape of every catalogue (`faqs: Faq[]`). */
export interface Faq {
  question: string;
  answer: string;
}

export interface Step {
  title: string;
  description: string;
}

export interface Point {
  title: string;
  description: string;
}

/**
 * A service entry (docs/requirements.md#service-entries). Section texts are optional in the type because the detail page
 * falls back to defaults (docs/requirements.md#service-detail, `content/defaults.ts`); every real catalogue entry fills them
 * all, which the catalogue tests enforce.
 */
export interface Service {
  /** URL slug: /services/{id}. */
  id: string;
  title: string;
  /** One or two sentences: used on cards and in the hero. */
  description: string;
  /** For the search result: 70–160 characters, written for it, not the description cut short. */
  metaDescription: string;
  icon: IconKey;
  /** Pricing model in words; never an amount (price depends on scope and complexity). */
  pricing: string;
  /** 4 to 7 steps. */
  process: Step[];
  /** Short stage names. */
  lifecycle: string[];
  /** How an engagement starts, one paragraph. */
  onboarding: string;
  /** What we need from the client, typically 4 short strings. */
  requirements: string[];
  /** Remote stock photo; see `content/hero-images.ts`. Falls back to the default hero image. */
  heroImage?: string;

  /** Three reasons specific to this service. */
  whyUs: Point[];
  whyUsTitle?: string;
  whyUsDescription?: string;

  discussTitle?: string;
  discussDescription?: string;

  processTitle?: string;
  processDescription?: string;

  /** What our initiative means for this service (shown above the seven fixed benefit bullets). */
  initiative?: string;
  initiativeTitle?: string;
  initiativeDescription?: string;

  /** Exactly four. */
  faqs: Faq[];
  faqsTitle?: string;
  faqsDescription?: string;

  hireTitle?: string;
  hireDescription?: string;

  ctaTitle?: string;
  ctaDescription?: string;
}

/** The card view of a service: what list pages need, and nothing more. */
export type ServiceSummary = Pick<Service, "id" | "title" | "description" | "icon">;

export interface NavItem {
  label: string;
  href: string;
  /** One short line under the label in the mega-menu. */
  description?: string;
}

export interface NavGroup {
  title: string;
  items: NavItem[];
}

export interface MegaMenu {
  id: "services" | "solutions" | "technologies" | "company";
  label: string;
  /** Overview link shown at the top of the panel. */
  overview?: NavItem;
  groups: NavGroup[];
}

/** A card with an icon: the shape of the 'How We Help' items (docs/requirements.md#solution-entries). */
export interface IconCard {
  title: string;
  description: string;
  icon: IconKey;
}

/** A step with a duration in words: "1–2 weeks", "8–12 weeks", "Ongoing" (docs/requirements.md#figures-and-limits). */
export interface TimedStep {
  title: string;
  description: string;
  duration: string;
}

/** keySolutions[] (docs/requirements.md#solution-entries): what we build for the industry, with its feature bullets. */
export interface KeySolution extends IconCard {
  features: string[];
}

/** technologyStack[] (docs/requirements.md#solution-entries): a category of the stack and the named technologies in it. */
export interface StackCategory {
  category: string;
  description: string;
  icon: IconKey;
  technologies: string[];
}

/** successMetrics[] (docs/requirements.md#solution-entries): what we measure, with example measures. */
export interface SuccessMetric extends IconCard {
  examples: string[];
}

/** caseStudies[] (docs/requirements.md#solution-entries): an illustrative engagement (no real client names or figures presented as real). */
export interface CaseStudy {
  title: string;
  description: string;
  challenge: string;
  solution: string;
  /** Outcomes the engagement aimed at or reached in the scenario, one per bullet. */
  results: string[];
}

/**
 * A solution (industry) entry (docs/requirements.md#solution-entries). Section headings are optional in the type: the detail page
 * falls back to `solutionSectionDefaults` (docs/requirements.md#solution-detail, `content/defaults.ts`). Lists are required.
 */
export interface Solution {
  /** URL slug: /solutions/{id}. */
  id: string;
  title: string;
  /** One or two sentences: the card on /solutions and the hero. */
  description: string;
  /** For the search result: 70–160 characters. */
  metaDescription: string;
  icon: IconKey;
  heroImage?: string;

  /** The overview paragraph(s) of the industry's situation. */
  overview: string;
  overviewEyebrow?: string;
  overviewTitle?: string;
  overviewDescription?: string;

  helpEyebrow?: string;
  helpTitle?: string;
  helpDescription?: string;
  /** At least 3; the /solutions card shows the first 3 titles. */
  howWeHelp: IconCard[];

  solutionsEyebrow?: string;
  solutionsTitle?: string;
  solutionsDescription?: string;
  /** At least 2; the /solutions card shows the first 2 titles. */
  keySolutions: KeySolution[];

  techEyebrow?: string;
  techTitle?: string;
  techDescription?: string;
  technologyStack: StackCategory[];

  processEyebrow?: string;
  processTitle?: string;
  processDescription?: string;
  implementationProcess: TimedStep[];

  metricsEyebrow?: string;
  metricsTitle?: string;
  metricsDescription?: string;
  successMetrics: SuccessMetric[];

  caseStudiesEyebrow?: string;
  caseStudiesTitle?: string;
  caseStudiesDescription?: string;
  caseStudies: CaseStudy[];

  faqsEyebrow?: string;
  faqsTitle?: string;
  faqsDescription?: string;
  faqs: Faq[];

  ctaEyebrow?: string;
  ctaTitle?: string;
  ctaDescription?: string;
  /** The call-to-action button label. */
  ctaText?: string;
}

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

export interface DeveloperProfile {
  id: string;
  name: string;
  title: string;
  /** "5+ years" */
  experience: string;
  skills: string[];
  description: string;
  /** "$40–55 per hour": within $30–80 (docs/requirements.md#figures-and-limits). */
  hourlyRate: string;
  availability: "Full-time";
}

export interface PricingTier {
  level: "Starter" | "Professional" | "Enterprise";
  /** "2–4 years" */
  experience: string;
  /** "$25–35 per hour" */
  rate: string;
  features: string[];
}

/** A technology record (docs/requirements.md#technology-records): the hiring page /technologies/{id}. */
export interface Technology {
  id: string;
  /** The technology's own name: "Python", "Node.js". */
  name: string;
  /** The page title: "Python Development" (document title "{title} | {brand}"). */
  title: string;
  description: string;
  /** 70–160 characters. */
  metaDescription: string;
  /** Which group of the /technologies index it belongs to. */
  group: "frontend" | "mobile" | "backend" | "cloud";
  hero: { title: string; subtitle: string; description: string; ctaText: string };
  overview: { summary: string; benefits: string[]; useCases: string[] };
  expertise: {
    frameworks: string[];
    tools: string[];
    databases: string[];
    cloudPlatforms: string[];
    methodologies: string[];
  };
  developers: { title: string; description: string; profiles: DeveloperProfile[] };
  hiringProcess: { title: string; steps: { step: number; title: string; description: string; duration: string }[] };
  benefits: { title: string; items: { title: string; description: string; icon: BenefitIcon }[] };
  faqs: Faq[];
  pricing: { title: string; description: string; tiers: PricingTier[] };
}

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

/** A job opening (docs/requirements.md#job-openings): a contractor role in the network. */
export interface Job {
  id: string;
  title: string;
  department: Department;
  location: string;
  type: string;
  /** "3+ years" */
  experience: string;
  description: string;
  /** For the search result when the job has its own page or card metadata: 70–160 characters. */
  metaDescription: string;
  requirements: string[];
  responsibilities: string[];
  benefits: string[];
  /** ISO date the opening was published (structured data for job search). */
  datePosted: string;
  /** ISO date after which the opening closes; omit for openings without an end date. */
  validThrough?: string;
}

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
