/**
 * The analytics runtime (decision 0101), in a build with a provider only, loaded by app/client/consent.ts
 * once consent is `accepted`; it stops (and GA4's cookies go) when consent is declined or withdrawn.
 * Nothing a visitor typed is ever sent: events carry only the names and values below.
 */
import { onConsentChange, readConsent, type Consent } from "../consent";
import type { AnalyticsClient } from "./config";
import { TRACK_EVENT, type TrackDetail } from "./track";

type Props = Record<string, string>;
interface Driver {
  load(): void;
  grant(): void;
  pageview(url: string, path: string): void;
  event(name: string, props: Props, url: string): void;
  stop(): void;
}
type Globals = Record<string, unknown> & {
  plausible?: ((...args: unknown[]) => void) & { q?: unknown[][] };
  umami?: { track(...args: unknown[]): void };
  dataLayer?: unknown[];
};
const globals = window as unknown as Globals;

function inject(client: AnalyticsClient): HTMLScriptElement {
  const script = document.createElement("script");
  script.src = client.script;
  script.async = true;
  for (const [name, value] of Object.entries(client.attributes)) script.setAttribute(name, value);
  document.head.append(script);
  return script;
}

/** GA4's cookies (`_ga`, `_ga_<id>`) on this host and each parent domain it may have used. */
function deleteGaCookies() {
  const names = document.cookie
    .split(";")
    .map((pair) => pair.split("=")[0]?.trim() ?? "")
    .filter((name) => name === "_ga" || name.startsWith("_ga_"));
  const parts = location.hostname.split(".");
  const domains = ["", ...parts.map((_, at) => parts.slice(at).join("."))];
  for (const name of names)
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ""}`;
}

const drivers: Record<AnalyticsClient["provider"], (client: AnalyticsClient) => Driver> = {
  plausible: (client) => {
    const plausible = (...args: unknown[]) => globals.plausible?.(...args);
    return {
      load() {
        // Plausible's documented queue: calls made before its script has run are replayed by it.
        globals.plausible ??= Object.assign((...args: unknown[]) => (globals.plausible!.q ??= []).push(args), {});
        inject(client);
      },
      grant() {},
      pageview: (url) => plausible("pageview", { u: url }),
      event: (name, props, url) => plausible(name, { props, u: url }),
      stop() {},
    };
  },
  umami: (client) => {
    const waiting: (() => void)[] = [];
    const call = (run: () => void) => (globals.umami ? run() : waiting.push(run));
    return {
      load() {
        inject(client).addEventListener("load", () => waiting.splice(0).forEach((run) => run()));
      },
      grant() {},
      pageview: (_url, path) =>
        call(() => globals.umami?.track((props: Props) => ({ ...props, url: path, title: document.title }))),
      event: (name, props) => call(() => globals.umami?.track(name, props)),
      stop: () => void waiting.splice(0),
    };
  },
  ga4: (client) => {
    const disable = `ga-disable-${client.id}`;
    // gtag.js reads the arguments objects its snippet pushes, so this must be a function, not an arrow.
    function gtag(..._args: unknown[]) {
      // eslint-disable-next-line prefer-rest-params
      (globals.dataLayer ??= []).push(arguments);
    }
    return {
      load() {
        // Consent Mode: everything denied until the visitor's consent is applied (grant, below).
        gtag("consent", "default", {
          ad_storage: "denied",
          ad_user_data: "denied",
          ad_personalization: "denied",
          analytics_storage: "denied",
        });
        gtag("js", new Date());
        gtag("config", client.id, { send_page_view: false });
        inject(client);
      },
      grant() {
        globals[disable] = false;
        gtag("consent", "update", { analytics_storage: "granted" });
      },
      pageview: (url) => gtag("event", "page_view", { page_location: url, page_title: document.title }),
      event: (name, props) => gtag("event", name, props),
      stop() {
        gtag("consent", "update", { analytics_storage: "denied" });
        globals[disable] = true;
        deleteGaCookies();
      },
    };
  },
};

/** The path a page view reports: no query string, except campaign parameters (`utm_*`). */
export function canonicalPath(pathAndSearch: string): string {
  const url = new URL(pathAndSearch, "http://x");
  const campaign = [...url.searchParams].filter(([name]) => name.startsWith("utm_"));
  return campaign.length ? `${url.pathname}?${new URLSearchParams(campaign)}` : url.pathname;
}

const BROCHURE = /^\/technologies\/([^/]+)\/brochure$/;

let driver: Driver | undefined;
let client: AnalyticsClient;
let loaded = false;
let granted = false;
let current = "";
let sent = "";

const fullUrl = (path: string) => `${location.origin}${path}`;

function sendPageview() {
  if (!driver || !granted || current === sent) return;
  sent = current;
  driver.pageview(fullUrl(current), current);
  const brochure = BROCHURE.exec(current.split("?")[0] ?? "");
  if (brochure?.[1]) driver.event("Brochure", { technology: brochure[1] }, fullUrl(current));
}

function event(name: string, props: Props = {}) {
  if (driver && granted) driver.event(name, props, fullUrl(current));
}

function applyConsent(consent: Consent | null) {
  if (!driver) return;
  if (consent === "accepted" && !granted) {
    granted = true;
    if (!loaded) {
      loaded = true;
      driver.load();
    }
    driver.grant();
    sent = "";
    sendPageview();
  } else if (consent !== "accepted" && granted) {
    granted = false;
    driver.stop();
  }
}

/** The conversions a click can be: a quote or consultation request, or a visit to a social profile. */
function onClick(clicked: MouseEvent) {
  const link = clicked.target instanceof Element ? clicked.target.closest("a[href]") : null;
  if (!link) return;
  const href = link.getAttribute("href") ?? "";
  const text = link.textContent ?? "";
  const page = current.split("?")[0] ?? "";
  if (href.startsWith("/contact") && /quote/i.test(text)) event("Quote click", { page });
  else if (href.startsWith("/contact") && /consultation/i.test(text)) event("Consultation click", { page });
  const social = client.social.find((profile) => profile.href === href);
  if (social) event("Outbound social", { network: social.label });
}

/**
 * Reports that the visitor is on `pathAndSearch` (app/client/consent.ts calls it once per page: every
 * navigation is a full page load); starts the runtime on its first call.
 */
export function pageview(setup: AnalyticsClient, pathAndSearch: string): void {
  current = canonicalPath(pathAndSearch);
  if (!driver) {
    client = setup;
    driver = drivers[setup.provider](setup);
    document.addEventListener("click", onClick, true);
    window.addEventListener(TRACK_EVENT, (tracked) => {
      const { name, props } = (tracked as CustomEvent<TrackDetail>).detail;
      event(name, props);
    });
    onConsentChange(applyConsent);
    applyConsent(readConsent());
  }
  sendPageview();
}
