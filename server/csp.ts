/**
 * The Content-Security-Policy of a page (decision 0004): no 'unsafe-inline'; each inline script, style
 * element and style attribute allowed by its hash. Sent as a header and in `_headers`, and written as a
 * <meta> for hosts that send neither (a <meta> cannot carry frame-ancestors; X-Frame-Options does).
 */
import { createHash } from "node:crypto";
import { site } from "../app/site";
import { MAP_PROVIDER } from "../app/content/server-constants";
import { privacyConfig } from "../app/lib/privacy";
import { analyticsSetup } from "../app/lib/analytics/config";
import { ADMIN_PATH } from "../app/lib/constants";
import { attribute, type Element, elements, splice, textOf } from "./html";

export interface PageSources {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
}

const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const unique = (values: Iterable<string>) => [...new Set(values)];

/** The hashes of everything inline in a page that a policy must allow. */
export const pageSources = (html: string) => sourcesOf(elements(html));

function sourcesOf(all: Element[]): PageSources {
  const bodies = (tag: string) =>
    all
      .filter((element) => element.tagName === tag && attribute(element, "src") === undefined)
      .map(textOf)
      .filter((body) => body.length > 0);
  return {
    scripts: unique(bodies("script").map(hash)),
    styles: unique(bodies("style").map(hash)),
    styleAttributes: unique(all.flatMap((element) => attribute(element, "style") || []).map(hash)),
  };
}

/**
 * Form endpoints configured on another host (a form service, docs/requirements.md#contact-form) must be allowed as form targets and,
 * because the forms submit in place with JavaScript, as fetch targets too.
 */
export function formOrigins(forms: Record<string, string> = site.forms): string[] {
  return unique(
    Object.values(forms)
      .filter((endpoint) => /^https?:\/\//.test(endpoint))
      .map((endpoint) => new URL(endpoint).origin),
  );
}

/** The hosts of the pages' stock photos, from the one list the privacy policy names them from. */
const imageHosts = privacyConfig().imageHosts.map((host) => `https://${host}`);
/** The configured analytics provider's origins (decision 0101); none when analytics is off. */
const analytics = analyticsSetup();

const NONE: PageSources = { scripts: [], styles: [], styleAttributes: [] };

/** The whole policy for a page with these inline sources (a response with none gets the strictest). */
export function contentSecurityPolicy(
  sources: PageSources = NONE,
  { forMeta = false, forms = site.forms }: { forMeta?: boolean; forms?: Record<string, string> } = {},
): string {
  const list = (...values: string[]) => values.filter(Boolean).join(" ");
  const formTargets = formOrigins(forms);
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...(analytics?.scriptOrigins ?? []), ...sources.scripts)}`,
    `style-src ${list("'self'", ...sources.styles)}`,
    sources.styleAttributes.length > 0
      ? `style-src-attr ${list("'unsafe-hashes'", ...sources.styleAttributes)}`
      : "style-src-attr 'none'",
    `img-src ${list("'self'", "data:", ...imageHosts)}`,
    "font-src 'self'",
    `connect-src ${list("'self'", ...formTargets, ...(analytics?.connectOrigins ?? []))}`,
    `frame-src https://${MAP_PROVIDER.host}`,
    `form-action ${list("'self'", ...formTargets)}`,
    "base-uri 'self'",
    "object-src 'none'",
    ...(forMeta ? [] : ["frame-ancestors 'none'"]),
  ].join("; ");
}

/** The header policy for an HTML document. */
export const policyForHtml = (html: string) => contentSecurityPolicy(pageSources(html));

/**
 * Writes the page's own policy into its <head>, right after the character encoding: the encoding must be
 * declared within the first 1024 bytes, and a policy with many hashes is longer than that.
 */
export function pinInlineScripts(html: string): string {
  const all = elements(html);
  const policy = contentSecurityPolicy(sourcesOf(all), { forMeta: true });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const charset = all.find(
    (element) => element.tagName === "meta" && attribute(element, "charset")?.toLowerCase() === "utf-8",
  );
  const head = all.find((element) => element.tagName === "head");
  const after = charset?.sourceCodeLocation ?? head?.sourceCodeLocation?.startTag;
  return after ? splice(html, [{ start: after.endOffset, end: after.endOffset, text: meta }]) : html;
}

export { ADMIN_PATH };
/** The git host's API the editor reads and commits through (its GitHub backend). */
export const GIT_HOST_API = "https://api.github.com";
/** The signed-in person's avatar, which the editor shows beside the menu: an image, never code. */
const GIT_HOST_AVATARS = "https://avatars.githubusercontent.com";

/**
 * The editor's own policy, for /admin/ alone. Its config validator compiles with `new Function` and it
 * injects inline styles, so it needs 'unsafe-eval' and 'unsafe-inline' for styles; everything else stays
 * as narrow as the site's. `localBackend` is the local editing server's origin (`npm run cms`).
 */
export function adminContentSecurityPolicy({ localBackend }: { localBackend?: string } = {}): string {
  const list = (...values: (string | undefined)[]) => values.filter(Boolean).join(" ");
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", "data:", "blob:", ...imageHosts, GIT_HOST_AVATARS)}`,
    "font-src 'self' data:",
    // blob: lets the editor read a file chosen for upload (decision 0217).
    `connect-src ${list("'self'", "blob:", GIT_HOST_API, localBackend)}`,
    "frame-src 'none'",
    "form-action 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Whether a served file is the editor's page (its policy is the editor's, not one derived from its HTML). */
export const isAdminPage = (file: string) => file === `${ADMIN_PATH}/index.html`;
