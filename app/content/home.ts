import type { IconKey, Link } from "./types";

/** Home page copy (§2.3). */
export const homeHero = {
  eyebrow: "Software development & IT consulting",
  headline: "Innovative Software Solutions for the Digital Age",
  subline:
    "We help businesses transform with modern technology and expert IT consulting: from the first workshop to software your customers rely on every day.",
  highlights: [
    { label: "Expert Development Team", icon: "users" },
    { label: "Modern Technology Stack", icon: "layers" },
    { label: "Quality Focused Approach", icon: "shield-check" },
    { label: "Client Centered Solutions", icon: "handshake" },
  ] satisfies { label: string; icon: IconKey }[],
  primary: { label: "Get a Quote", href: "/contact" } satisfies Link,
  secondary: { label: "Our Services", href: "/services" } satisfies Link,
  /** Icons circling the illustration on large screens. */
  orbit: ["code", "cloud", "brain-circuit", "smartphone", "database", "shield-check"] satisfies IconKey[],
};
