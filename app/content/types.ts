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
  // the six technology benefit icons of §3.3
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

/** A card that leads somewhere: icon, title, one or two sentences and the link. */
export interface LinkCard {
  title: string;
  description: string;
  icon: IconKey;
  href: string;
}

export interface Faq {
  q: string;
  a: string;
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
 * A service entry (§3.1). Section texts are optional in the type because the detail page
 * falls back to defaults (§2.5, `content/defaults.ts`); every real catalogue entry fills them
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
  /** Remote stock photo; see `content/images.ts`. Falls back to the default hero image. */
  heroImage?: string;

  /** Three reasons specific to this service. */
  whyUs: Point[];
  whyUsTagline?: string;
  whyUsDescription?: string;

  discussTagline?: string;
  discussDescription?: string;

  processTagline?: string;
  processDescription?: string;

  /** What our initiative means for this service (shown above the seven fixed benefit bullets). */
  initiative?: string;
  initiativeTagline?: string;
  initiativeDescription?: string;

  /** Exactly four. */
  faqs: Faq[];
  faqsTagline?: string;
  faqsDescription?: string;

  hireTagline?: string;
  hireDescription?: string;

  ctaTagline?: string;
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
  heading: string;
  items: NavItem[];
}

export interface MegaMenu {
  id: "services" | "solutions" | "technologies" | "company";
  label: string;
  /** Overview link shown at the top of the panel. */
  overview?: NavItem;
  groups: NavGroup[];
}
