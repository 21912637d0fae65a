import { site, socialProfiles, type Site } from "../../site";

/**
 * Analytics by configuration (decision 0101): which provider `site.analytics` names, the
 * script a consenting visitor's browser loads, the origins the page's policy must allow, and what the
 * policies say about it. Nothing configured: `undefined`, and no analytics anywhere.
 */
export const ANALYTICS_PROVIDERS = ["plausible", "umami", "ga4"] as const;
export type AnalyticsProvider = (typeof ANALYTICS_PROVIDERS)[number];

/** What the browser needs to run the provider (written into every page as JSON by app/root.tsx). */
export interface AnalyticsClient {
  provider: AnalyticsProvider;
  /** The provider's script. */
  script: string;
  /** Attributes the provider's script reads from its own element. */
  attributes: Record<string, string>;
  /** Plausible: the site's domain; Umami: the website id; GA4: the measurement id. */
  id: string;
  /** The provider's collection address (Plausible and Umami send here). */
  endpoint: string;
  /** The site's social profiles: a click on one is an 'Outbound social' event. */
  social: { label: string; href: string }[];
}

/** An analytics provider as the cookie and privacy policies describe it (none is configured by default). */
export interface AnalyticsDisclosure {
  /** "Plausible Analytics". */
  name: string;
  /** The host the browser sends measurements to. */
  host: string;
  /** What it keeps in the browser, if anything, and for how long. */
  stores: string;
  /** How long the provider keeps the measurements. */
  retention: string;
}

export interface AnalyticsSetup {
  client: AnalyticsClient;
  /** Origins for `script-src` and `connect-src`. */
  scriptOrigins: string[];
  connectOrigins: string[];
  disclosure: AnalyticsDisclosure;
}

const DEFAULT_HOSTS: Partial<Record<AnalyticsProvider, string>> = {
  plausible: "https://plausible.io",
  ga4: "https://www.googletagmanager.com",
};

/** Google Analytics' collection hosts, allowed when the tag comes from Google itself. */
const GA4_COLLECTION = ["https://*.google-analytics.com", "https://*.analytics.google.com"];

/** The analytics of a configuration, or undefined when none is set; a bad setting fails the build. */
export function analyticsSetup(
  config: Site["analytics"] = site.analytics,
  origin: string = site.origin,
  socialLinks: Site["socialLinks"] = site.socialLinks,
): AnalyticsSetup | undefined {
  const provider = config.provider.trim().toLowerCase();
  if (!provider) return undefined;
  if (!(ANALYTICS_PROVIDERS as readonly string[]).includes(provider))
    throw new Error(`ANALYTICS_PROVIDER must be one of ${ANALYTICS_PROVIDERS.join(", ")} (got "${config.provider}")`);
  const host = (config.host || DEFAULT_HOSTS[provider as AnalyticsProvider] || "").replace(/\/+$/, "");
  if (!/^https?:\/\/[^/]+/.test(host)) throw new Error(`ANALYTICS_HOST must be the provider's http(s) address`);
  const hostOrigin = new URL(host).origin;
  const shown = new URL(host).host;
  const social = socialProfiles(socialLinks);
  switch (provider as AnalyticsProvider) {
    case "plausible": {
      const domain = config.id || new URL(origin).host;
      return {
        client: {
          provider: "plausible",
          script: `${host}/js/script.manual.js`,
          attributes: { "data-domain": domain, "data-api": `${host}/api/event` },
          id: domain,
          endpoint: `${host}/api/event`,
          social,
        },
        scriptOrigins: [hostOrigin],
        connectOrigins: [hostOrigin],
        disclosure: {
          name: "Plausible Analytics",
          host: shown,
          stores:
            "It sets no cookies and stores nothing in your browser; it counts visits with a daily changing hash, never an identifier that follows you.",
          retention: "as aggregate statistics only, until we delete the site's statistics",
        },
      };
    }
    case "umami": {
      if (!config.id) throw new Error("ANALYTICS_ID must be the Umami website id");
      return {
        client: {
          provider: "umami",
          script: `${host}/script.js`,
          attributes: { "data-website-id": config.id, "data-auto-track": "false", "data-host-url": host },
          id: config.id,
          endpoint: `${host}/api/send`,
          social,
        },
        scriptOrigins: [hostOrigin],
        connectOrigins: [hostOrigin],
        disclosure: {
          name: "Umami",
          host: shown,
          stores: "It sets no cookies and stores nothing in your browser.",
          retention: "on our own Umami server, until we delete it",
        },
      };
    }
    case "ga4": {
      if (!/^G-[A-Z0-9]+$/.test(config.id)) throw new Error("ANALYTICS_ID must be the GA4 measurement id (G-…)");
      const ownTag = hostOrigin === DEFAULT_HOSTS.ga4;
      return {
        client: {
          provider: "ga4",
          script: `${host}/gtag/js?id=${config.id}`,
          attributes: {},
          id: config.id,
          endpoint: ownTag ? "https://region1.google-analytics.com/g/collect" : `${host}/g/collect`,
          social,
        },
        scriptOrigins: [hostOrigin],
        connectOrigins: ownTag ? [hostOrigin, ...GA4_COLLECTION] : [hostOrigin],
        disclosure: {
          name: "Google Analytics 4",
          host: ownTag ? "www.googletagmanager.com and google-analytics.com" : shown,
          stores:
            "With your consent it sets the cookies _ga and _ga_" +
            config.id.slice(2) +
            ", which keep a random visitor number for up to 2 years; withdrawing consent deletes them.",
          retention: "for 2 months (Google Analytics' shortest setting)",
        },
      };
    }
  }
}
