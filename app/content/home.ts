import type { CallToActionCopy, IconKey, Link, LinkCard } from "./types";
import { CTA } from "./cta";

/** Home page copy (docs/requirements.md#home). */
export const homeHero = {
  eyebrow: "Software development & IT consulting",
  headline: "Innovative software solutions for the digital age",
  subline:
    "We help businesses transform with modern technology and expert IT consulting: from the first workshop to software your customers rely on every day.",
  highlights: [
    { label: "Expert Development Team", icon: "users" },
    { label: "Modern Technology Stack", icon: "layers" },
    { label: "Quality Focused Approach", icon: "shield-check" },
    { label: "Client Centered Solutions", icon: "handshake" },
  ] satisfies { label: string; icon: IconKey }[],
  primary: { label: CTA.quote, href: "/contact" } satisfies Link,
  secondary: { label: CTA.services, href: "/services" } satisfies Link,
  /** Icons circling the illustration on large screens. */
  orbit: ["code", "cloud", "brain-circuit", "smartphone", "database", "shield-check"] satisfies IconKey[],
};

/** "Our services" on the home page: the first cards of the catalogue (docs/requirements.md#home, #service-catalogue). */
export const homeServices = {
  eyebrow: "What we do",
  title: "Our services",
  description:
    "Start with the service you need today. Every one of them can grow into a longer partnership with the same team.",
};

/** "How we serve your business" intro; the three ways are `serveWays` in company.ts. */
export const homeServe = {
  eyebrow: "Engagement",
  description: "Advice when you are deciding, engineers when you are building, and support once it is live.",
};

/** Industries (docs/requirements.md#home, #solution-catalogue): six cards, each linking to its solution page. */
export const homeIndustries = {
  eyebrow: "Industries",
  title: "Industries we serve",
  description:
    "Each industry has its own regulations, systems and buyers. We build with them in mind from the first workshop.",
  cards: [
    {
      title: "Healthcare",
      description:
        "Patient portals, telehealth and clinical integrations built around HL7 FHIR and strict privacy rules.",
      icon: "heart-pulse",
      href: "/solutions/healthcare",
    },
    {
      title: "FinTech",
      description: "Payments, lending and wealth platforms with audit trails, PCI DSS scope control and fraud checks.",
      icon: "landmark",
      href: "/solutions/fintech",
    },
    {
      title: "E-commerce",
      description: "Storefronts, marketplaces and order systems that stay fast and accurate on the busiest sales days.",
      icon: "shopping-cart",
      href: "/solutions/ecommerce",
    },
    {
      title: "Education",
      description: "Learning platforms, assessment tools and student systems that schools and learners can rely on.",
      icon: "graduation-cap",
      href: "/solutions/edtech",
    },
    {
      title: "Real estate",
      description: "Listing portals, property management and tenant apps that connect agents, owners and residents.",
      icon: "house",
      href: "/solutions/real-estate",
    },
    {
      title: "Logistics",
      description: "Shipment tracking, fleet and warehouse systems that keep every handover visible and on time.",
      icon: "truck",
      href: "/solutions/logistics",
    },
  ] satisfies LinkCard[],
};

/** The closing call to action (anchor contact-cta). */
export const homeContact = {
  title: "Tell us what you want to build",
  description:
    "A free consultation with a senior member of our team: we listen, ask the hard questions early, and send you a plan with {estimate}.",
  actions: [
    { label: CTA.requestConsultation, href: "/contact" },
    { label: CTA.contactUs, href: "/contact" },
  ],
} satisfies CallToActionCopy;
