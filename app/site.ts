/**
 * The one site configuration module (docs/requirements.md#company-constants): no other file spells the
 * brand, an email, the address or an external URL. An empty string hides every block that would show it.
 */

/**
 * Build-time overrides: SITE_VARIABLES in app/lib/config.server.ts, validated there and inlined into
 * every bundle as `__SITE_ENV__` (vite.config.ts, scripts/client-bundle.ts), so the prerendered HTML
 * and the browser agree. Node processes that run this module unbundled (the postbuild, the server)
 * provide the same values as a global first (`provideSiteEnv`). Without either: the defaults below.
 */
declare const __SITE_ENV__: Record<string, string> | undefined;

function env(name: string): string | undefined {
  const value = typeof __SITE_ENV__ !== "undefined" ? __SITE_ENV__[name] : undefined;
  return value === undefined || value === "" ? undefined : value;
}

export interface Address {
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

const address: Address = {
  street: "4th Floor, 21 Residency Road",
  city: "Bengaluru",
  state: "Karnataka",
  zip: "560025",
  country: "India",
};

/** Joins the non-empty parts of an address: "street, city, state zip, country". */
export function formatAddress(a: Address): string {
  const cityLine = [a.city, [a.state, a.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [a.street, cityLine, a.country].filter(Boolean).join(", ");
}

export const site = {
  brand: "Brightlane",
  siteTitle: "Brightlane IT & Software Services",
  homeTitle: "Innovative Software Solutions & IT Consulting | Brightlane",
  /** One-line description used in the footer and as the default meta description. */
  description:
    "Brightlane delivers software solutions and IT consulting that help businesses transform and grow: custom software, cloud, AI and dependable support.",
  /** Canonical origin for canonical URLs and the sitemap. Build-time override: SITE_ORIGIN. */
  origin: (env("SITE_ORIGIN") ?? "https://www.brightlane.example").replace(/\/+$/, ""),

  email: "hello@brightlane.example",
  phone: "",
  address: { ...address, fullAddress: formatAddress(address) },
  businessHours: {
    mondayToFriday: "12:00 PM – 5:00 AM",
    saturday: "12:00 PM – 5:00 AM",
    sunday: "Closed",
    /** The zone the hours are in, and its offset from UTC, shown beside it so any visitor can convert. */
    timezone: "IST",
    utcOffset: "+5:30",
  },
  departmentEmails: {
    privacy: "privacy@brightlane.example",
    legal: "legal@brightlane.example",
    ethics: "ethics@brightlane.example",
  },
  ethics: { phone: "", street: "" },
  socialLinks: {
    github: "https://github.com/brightlane",
    linkedin: "",
    twitter: "",
  },
  /** The company's X (Twitter) handle for link cards (`twitter:site`, "@brightlane"); empty: no tag. */
  twitterHandle: "",
  /** External freelance-marketplace agency profile ("Hire Us"); opens in a new tab. */
  hireUsUrl: "https://www.upwork.com/agencies/brightlane/",

  /**
   * Analytics (decision 0101), off unless a provider is set, and only ever with the visitor's consent.
   * Build-time overrides ANALYTICS_PROVIDER, ANALYTICS_HOST and ANALYTICS_ID: docs/configuration.md#analytics.
   */
  analytics: {
    provider: env("ANALYTICS_PROVIDER") ?? "",
    host: env("ANALYTICS_HOST") ?? "",
    id: env("ANALYTICS_ID") ?? "",
  },

  /**
   * The email service the server sends mail through (the newsletter's confirmation emails, the team's
   * notifications), named in the privacy policy's list of where data goes, e.g. "Amazon SES" or
   * "Postmark". Build-time override: MAIL_PROVIDER. Empty: the policy describes it in general words.
   */
  mailProvider: env("MAIL_PROVIDER") ?? "",

  forms: {
    /** Contact form action (docs/requirements.md#contact-form). Build-time override: CONTACT_ENDPOINT (e.g. a form service URL). */
    contactEndpoint: env("CONTACT_ENDPOINT") ?? "/api/contact",
    /** Newsletter form action (docs/requirements.md#newsletter). Build-time override: NEWSLETTER_ENDPOINT. */
    newsletterEndpoint: env("NEWSLETTER_ENDPOINT") ?? "/api/newsletter",
  },
};

export type Site = typeof site;

/** The configured social profiles with their display names, in a fixed order (empty ones left out). */
export function socialProfiles(links: Site["socialLinks"] = site.socialLinks): { label: string; href: string }[] {
  return [
    { label: "GitHub", href: links.github },
    { label: "LinkedIn", href: links.linkedin },
    { label: "Twitter", href: links.twitter },
  ].filter((link) => link.href !== "");
}

/**
 * The legal identity the privacy policy names as the controller of personal data (docs/requirements.md#company-constants; decision 0021).
 * An empty value hides its line; an empty registered address means the office address. A separate
 * export from `site`, so it stays in the build-time loaders and out of every page's JavaScript.
 */
export const legal = {
  entityName: "Brightlane Software Private Limited",
  /** The registered office, when it is not the office address above (empty: the office address). */
  registeredAddress: "",
  /** Company registration number (in India, the CIN), shown when set. */
  registrationNumber: "",
  /** A data protection officer or privacy contact beyond the privacy team's email, shown when set. */
  dataProtectionContact: "",
  /** A representative in the EU (GDPR Article 27), shown when set. */
  euRepresentative: "",
};

export type LegalIdentity = typeof legal;

/** What a department contact block shows (docs/requirements.md#company-and-legal-pages, #company-constants): each value empty when not configured. */
export interface DepartmentContact {
  email: string;
  phone: string;
  address: string;
}

/**
 * The privacy and legal blocks show the department email and the company's postal address; the ethics
 * block its own email, phone and street address (docs/requirements.md#company-and-legal-pages). An empty value hides its line.
 */
export function departmentContact(kind: "privacy" | "legal" | "ethics", config: Site = site): DepartmentContact {
  const email = config.departmentEmails[kind];
  if (kind === "ethics") return { email, phone: config.ethics.phone, address: config.ethics.street };
  return { email, phone: "", address: config.address.fullAddress };
}

/** `{Page} | {brand}` (docs/requirements.md#company-constants). */
export function pageTitle(page: string): string {
  return `${page} | ${site.brand}`;
}
