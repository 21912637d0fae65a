/**
 * What the site really does with a visitor's data, derived from the configuration it was built and
 * started with (decision 0021). The privacy policy, the cookie policy, the consent banner, the consent
 * control and the contact form's consent box all read their words from here, so none of them can
 * describe a site other than the one that runs.
 */
import { legal, site, type LegalIdentity, type Site } from "~/site";
import { DEFAULT_HERO_IMAGE, SERVICE_HERO_IMAGE } from "~/content/hero-images";
import { consentChoices } from "~/content/privacy-notices";
import { MAP_PROVIDER, RATE_LIMIT_WINDOW_SECONDS, retention } from "~/content/server-constants";

/** The consent buttons' labels, the same on the banner and the cookie policy's control. */
export const consentButtons = consentChoices;
import type { Point } from "~/content/types";
import type { DocumentSection } from "~/lib/content/legal";
import { analyticsSetup, type AnalyticsDisclosure } from "./analytics/config";
import { CONSENT_KEY } from "./consent";
import { SAVED_JOBS_KEY } from "./constants";
import { THEME_KEY } from "./theme";

/**
 * Everything the site itself keeps in a visitor's browser, each under its key in local storage (never a
 * cookie). The keys are the ones the code uses, so the policies name exactly what a visitor can find.
 */
export const BROWSER_STORAGE: { key: string; what: string }[] = [
  { key: CONSENT_KEY, what: "your consent choice" },
  { key: SAVED_JOBS_KEY, what: "the jobs you save on the careers pages, if you use that feature" },
  { key: THEME_KEY, what: "the color theme you pick (Light or Dark; nothing while you keep System)" },
];

/**
 * The settings a privacy statement depends on. `notifications` is what the server is known to do with
 * an accepted message; `undefined` when it is known only at start time (the page then says it in
 * general terms that stay true either way).
 */
export interface PrivacyConfig {
  origin: string;
  contactEndpoint: string;
  newsletterEndpoint: string;
  notifications?: { email: boolean; webhook: boolean };
  /**
   * Where the server stores submissions, when the build knows (DATABASE_URL set or not): `files` under
   * DATA_DIR, or a PostgreSQL `database`; `undefined`: words true for both.
   */
  storage?: "files" | "database";
  /** The email service the server sends mail through, by name (`site.mailProvider`); empty: unnamed. */
  mailProvider: string;
  analytics?: AnalyticsDisclosure;
  /** The map provider the contact page offers, once the visitor asks for the map. */
  mapProvider: { name: string; host: string };
  /** Hosts that serve the pages' stock photos. */
  imageHosts: string[];
}

/** The privacy configuration of this build: the site module plus what the build environment says. */
export function privacyConfig(config: Site = site, env: Record<string, string | undefined> = {}): PrivacyConfig {
  const known = "SMTP_URL" in env || "NOTIFY_WEBHOOK_URL" in env;
  return {
    origin: config.origin,
    contactEndpoint: config.forms.contactEndpoint,
    newsletterEndpoint: config.forms.newsletterEndpoint,
    notifications: known ? { email: Boolean(env.SMTP_URL), webhook: Boolean(env.NOTIFY_WEBHOOK_URL) } : undefined,
    storage: "DATABASE_URL" in env ? (env.DATABASE_URL ? "database" : "files") : undefined,
    mailProvider: config.mailProvider,
    analytics: analyticsSetup(config.analytics, config.origin)?.disclosure,
    mapProvider: MAP_PROVIDER,
    imageHosts: [...new Set([SERVICE_HERO_IMAGE, DEFAULT_HERO_IMAGE].map((url) => new URL(url).host))],
  };
}

/** The host of an endpoint on another origin than the site's own, or undefined for the site's own collector. */
export function externalHost(endpoint: string, origin: string): string | undefined {
  const url = new URL(endpoint, origin);
  return url.origin === new URL(origin).origin ? undefined : url.host;
}

/** The email service, as the policy names it: its configured name, or general words. */
export function mailService(config: PrivacyConfig): string {
  return config.mailProvider ? `${config.mailProvider}, the email service we use` : "the email service we use";
}

/**
 * Every place a visitor's data goes (privacy policy, "Where your data goes"). Newsletter sign-ups stored
 * by our own server are used only to send the newsletter: the server forwards contact messages to the
 * team, never sign-ups (docs/decisions/0119-disclosures-that-match-behaviour.md).
 */
export function dataDestinations(config: PrivacyConfig): string[] {
  const forms = [
    ["Contact form messages", externalHost(config.contactEndpoint, config.origin)],
    ["Newsletter sign-ups", externalHost(config.newsletterEndpoint, config.origin)],
  ] as const;
  const ownStore = forms.filter(([, host]) => !host).map(([what]) => what.toLowerCase());
  const ownNewsletter = !forms[1][1];
  const lines: string[] = [];
  if (ownStore.length > 0) {
    const where = {
      files: "in files on the server that runs this website",
      database: "in the database our website's server uses, which our hosting provider may run for us as a service",
      either:
        "in files on the server that runs this website or in a database we set up for it, which our hosting provider may run for us as a service",
    }[config.storage ?? "either"];
    lines.push(
      `Our own storage: ${ownStore.join(" and ")} are stored ${where}. They stay under our control and are not kept by a third-party form service.${
        ownNewsletter
          ? " A newsletter sign-up is used only to send you the newsletter: it is not forwarded to our team's inbox or to any other system."
          : ""
      }`,
    );
  }
  for (const [what, host] of forms) {
    if (host)
      lines.push(
        `A form service: ${what.toLowerCase()} are sent from your browser to ${host}, a form service that receives and stores them on our behalf under its own terms.`,
      );
  }
  const { notifications } = config;
  const mail = mailService(config);
  const ownContact = !forms[0][1];
  if (ownContact && !notifications) {
    lines.push(
      `Notifications to our team: when our server is set up to notify us, it forwards a copy of each contact form message to our team by email, through ${mail}, or through a webhook to a system we choose, such as a team chat, an automation service or our customer records software, which may be run by another company on our behalf. A copy goes nowhere else.`,
    );
  } else if (ownContact && notifications) {
    if (notifications.email)
      lines.push(
        `Email notifications: a copy of each contact form message is emailed to our team inbox through ${mail}.`,
      );
    if (notifications.webhook)
      lines.push(
        "Webhook notifications: a copy of each contact form message is sent through a webhook to a system we choose, such as a team chat, an automation service or our customer records software, which may be run by another company on our behalf, so our team sees it without delay.",
      );
  }
  // The confirmation email (double opt-in) goes out whenever the server can send mail.
  if (ownNewsletter && (!notifications || notifications.email)) {
    lines.push(
      `${config.mailProvider || "Our email service"}: ${
        notifications ? "" : "when our server is set up to send email, "
      }the email that asks you to confirm a newsletter sign-up is sent to your address through ${mail}, which receives the address and the email only to deliver it.`,
    );
  }
  // Without email the server takes sign-ups as single opt-in (server/collector.ts): say so.
  if (ownNewsletter && notifications && !notifications.email) {
    lines.push(
      "Sign-ups without a confirmation email: our server is set up to send no email, so a newsletter sign-up is taken as entered, without a link to confirm it.",
    );
  }
  if (ownNewsletter) {
    lines.push(
      `Newsletter issues: each issue is sent to the subscribed addresses through ${mail}, which receives your address and the issue only to deliver it.`,
    );
  }
  lines.push(
    `${config.mapProvider.name}: the contact page shows a map only when you select Show map (or at once if you accepted optional content). Until then, nothing is requested from ${config.mapProvider.host}; once the map loads, ${config.mapProvider.name} receives your IP address and browser details and may set its own cookies.`,
    `Photographs: several pages show stock photographs served by ${config.imageHosts.join(" and ")}, which receives your IP address and browser details when your browser requests them. The photographs are part of those pages, not optional content, so they load without asking; for visitors in the European Union this rests on our legitimate interest in illustrating our pages.`,
  );
  if (config.analytics) {
    const { name, host, stores } = config.analytics;
    lines.push(
      `${name}: only if you accept analytics, your browser sends page views and a few events to ${host}. ${stores}`,
    );
  }
  lines.push(
    "Hosting: the companies that host our server, and our database if we use one, process the requests your browser makes and store what our server stores, on our instructions and under a contract that binds them to confidentiality and security.",
    "Authorities: when Indian law or a valid order requires it, for example a lawful direction under the Information Technology Act, 2000, and only to the extent required.",
  );
  return lines;
}

/** The storage categories a visitor can find on this site, the optional ones only where they exist. */
export function storageCategories(config: PrivacyConfig): Point[] {
  const categories: Point[] = [
    {
      title: "Essential",
      description: `Always active, and kept in your browser's local storage, never in cookies: ${BROWSER_STORAGE.map(
        (item) => `${item.what}, under the key ${item.key}`,
      ).join("; ")}. None of them is sent to our server, and none identifies you or tracks you across sites.`,
    },
    {
      title: "Optional content",
      description: `The ${config.mapProvider.name} map on the contact page. It loads only when you select Show map, or at once on every visit if you accepted optional content. Once it loads, ${config.mapProvider.name} may set cookies of its own under its own privacy policy.`,
    },
  ];
  if (config.analytics) {
    const { name, stores, retention } = config.analytics;
    categories.push({
      title: "Analytics",
      description: `${name} measures which pages are read and which lead to a contact request. It runs only if you accept analytics. ${stores} It keeps the measurements for ${retention}.`,
    });
  }
  return categories;
}

/** The optional things a visitor's consent switches on, in the banner's words ("the map"). */
export function optionalNames(config: PrivacyConfig): string[] {
  return [`the ${config.mapProvider.name} map on the contact page`, ...(config.analytics ? ["analytics"] : [])];
}

/**
 * What the consent banner says, short enough for two lines on a phone: true for the configured site (no
 * cookies of our own; the contact page's map, and analytics when configured, only after consent).
 */
export function bannerText(config: PrivacyConfig): string {
  const optional = [config.mapProvider.name, ...(config.analytics ? ["analytics"] : [])];
  return `This site sets no cookies of its own; ${optional.join(" and ")} may, and ${optional.length > 1 ? "load" : "loads"} only if you accept.`;
}

/** The consent control's description of each stored choice. */
export function consentLabels(config: PrivacyConfig) {
  const optional = optionalNames(config).join(" and ");
  return {
    accepted: `Accepted: essential storage, and ${optional} at once`,
    declined: `Declined: essential storage only; ${optional} only when you ask`,
    none: `Not chosen yet: essential storage only until you choose`,
  };
}

/** What a visitor who has no analytics configured is told, or the provider's name. */
export function analyticsStatement(config: PrivacyConfig): string {
  return config.analytics
    ? `Analytics data: with your consent only, ${config.analytics.name} receives the pages you view and a few events such as a sent contact message, never what you type.`
    : "Analytics data: none. No analytics service is configured for this site, so nothing measures your visit.";
}

/** The controller of personal data, from the site's legal identity (docs/requirements.md#company-constants): an empty value hides its line. */
export function controllerDefinitions(identity: LegalIdentity, privacyEmail: string): Point[] {
  const rows: [string, string][] = [
    [
      "Controller",
      [identity.entityName, identity.registeredAddress || site.address.fullAddress].filter(Boolean).join(", "),
    ],
    ["Registration number", identity.registrationNumber],
    ["Privacy contact", privacyEmail],
    ["Data protection officer", identity.dataProtectionContact],
    ["Representative in the European Union", identity.euRepresentative],
  ];
  return rows.filter(([, value]) => value).map(([title, description]) => ({ title, description }));
}

/** A document's derived blocks filled in from the configuration (see `DocumentSection.derived`). */
export function withDerivedBlocks<T extends { sections: DocumentSection[] }>(
  document: T,
  config: PrivacyConfig,
  identity: { legal: LegalIdentity; privacyEmail: string } = { legal, privacyEmail: site.departmentEmails.privacy },
): T {
  const sections = document.sections.map((section) => {
    switch (section.derived) {
      case "controller":
        return { ...section, definitions: controllerDefinitions(identity.legal, identity.privacyEmail) };
      case "destinations":
        return { ...section, list: dataDestinations(config) };
      case "categories":
        return { ...section, definitions: storageCategories(config) };
      case "collect":
        return { ...section, list: [...(section.list ?? []), analyticsStatement(config)] };
      default:
        return section;
    }
  });
  return { ...document, sections };
}

/**
 * The facts the privacy policy of a build was written from (the same derivation as its pages): the build
 * writes them beside the site (`PRIVACY_FACTS_FILE`), and the server compares them at start with what it
 * was started with (server/policy-check.ts), so a server never runs quietly under a policy that describes
 * another configuration (docs/decisions/0121-retention.md).
 */
export type PolicyFacts = Pick<PrivacyConfig, "storage" | "notifications" | "mailProvider"> & {
  /** How long the policy says IP addresses are kept for the rate limit (RATE_LIMIT_WINDOW_SECONDS). */
  rateLimitWindowSeconds: number;
  /** The retention periods the policy states (app/content/server-constants.ts). */
  retention: typeof retention;
};

/** The file, beside the site's root (with build-id.json), that holds a build's `PolicyFacts`. */
export const PRIVACY_FACTS_FILE = "privacy-facts.json";

export function policyFacts(config: PrivacyConfig): PolicyFacts {
  return {
    ...(config.storage ? { storage: config.storage } : {}),
    ...(config.notifications ? { notifications: config.notifications } : {}),
    mailProvider: config.mailProvider,
    rateLimitWindowSeconds: RATE_LIMIT_WINDOW_SECONDS,
    retention,
  };
}
