/**
 * The types and developer-owned lists the content modules share. Content imports no code: the YAML
 * collections' types are inferred from their schemas in app/lib/content/, which import these lists.
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

/** A card that leads somewhere: icon, title, one or two sentences and the link. */
export interface LinkCard {
  title: string;
  description: string;
  icon: IconKey;
  href: string;
}

/** The technology benefit icon keys (docs/requirements.md#technology-records). */
export const BENEFIT_ICONS = ["clock", "star", "dollar", "globe", "shield", "file"] as const;

export const DEPARTMENTS = ["engineering", "design", "sales"] as const;
export type Department = (typeof DEPARTMENTS)[number];

/** A blog byline (app/content/blog/authors.ts). */
export interface Author {
  name: string;
  role: string;
  /** Optional profile links (the team's page, a code host), shown under the post. */
  links?: { label: string; href: string }[];
}

/** A heading and one or two sentences: a step, a stage, a named item of a document. */
export interface Point {
  title: string;
  description: string;
}
