import { SEARCH_INDEX_PATH } from "../app/lib/constants";
import { ADMIN_PATH } from "./csp";
/**
 * Redirect, not-found and header rules: the one source for the bundled server (server/app.ts) and
 * for the static host files the build writes (`_redirects`, `_headers`; scripts/postbuild.ts).
 * Later features add their rules here.
 */
import { SERVICE_ALIASES } from "../app/content/services/ids";
import { INDUSTRY_LINKS, SOLUTION_ALIASES } from "../app/content/solutions/ids";

export interface Redirect {
  /**
   * Exact path, or a pattern whose ":name" segments match exactly one non-empty path segment
   * (`/services/:id` matches `/services/x` but not `/services/a/b`, which gets the 404 page).
   */
  from: string;
  to: string;
  status: 301 | 302;
}

export interface NotFoundRule {
  /** A prefix ending in "/*" ("/*" for everything), or a pattern with ":name" segments. */
  from: string;
  /** The prerendered page served with HTTP 404. */
  page: string;
}

/** Exact redirects, applied before looking for a file (docs/requirements.md#service-catalogue, #solution-catalogue). */
export const redirects: Redirect[] = [
  ...Object.entries(SERVICE_ALIASES).map(([alias, id]): Redirect => ({
    from: `/services/${alias}`,
    to: `/services/${id}`,
    status: 301,
  })),
  ...Object.entries(SOLUTION_ALIASES).map(([alias, id]): Redirect => ({
    from: `/solutions/${alias}`,
    to: `/solutions/${id}`,
    status: 301,
  })),
  ...Object.entries(INDUSTRY_LINKS).map(([link, id]): Redirect => ({
    from: `/industries/${link}`,
    to: `/solutions/${id}`,
    status: 301,
  })),
];

/**
 * Applied only when no prerendered file matches (unknown ids, docs/requirements.md#unknown-addresses-and-errors). One segment after the prefix is an
 * id; anything deeper matches no route and gets the 404 page.
 */
export const fallbackRedirects: Redirect[] = [
  { from: "/services/:id", to: "/services", status: 302 },
  { from: "/solutions/:id", to: "/solutions", status: 302 },
];

/** The page served with HTTP 404 when nothing else matched; the most specific prefix wins. */
export const notFoundPages: NotFoundRule[] = [
  { from: "/*", page: "/404.html" },
  // An unknown technology (and its brochure) gets 'Technology Not Found' (docs/requirements.md#unknown-addresses-and-errors).
  { from: "/technologies/:id", page: "/technologies/404.html" },
  { from: "/technologies/:id/brochure", page: "/technologies/404.html" },
];

/**
 * Security headers on every response (HTML, assets, errors). The Content-Security-Policy is not
 * here: each page has its own (server/csp.ts), sent with the page.
 */
export const securityHeaders: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
};

/**
 * What the editor at /admin/ sends instead (server/csp.ts has its policy): its sign-in window must keep
 * its opener through the git host's pages to hand the token back, which "same-origin" would cut.
 */
export const adminHeaders: Record<string, string> = {
  ...securityHeaders,
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
};

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";
export const CACHE_SHORT = "public, max-age=3600";

/**
 * Hashed build assets never change; pages and the search index (which describes the pages) revalidate;
 * everything else lives an hour.
 */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith("/assets/")) return CACHE_IMMUTABLE;
  if (
    pathname.endsWith(".html") ||
    pathname === SEARCH_INDEX_PATH ||
    pathname.endsWith("/") ||
    !/\.[a-z0-9]+$/i.test(pathname)
  ) {
    return CACHE_REVALIDATE;
  }
  return CACHE_SHORT;
}

/**
 * "/prefix/*" matches everything under the prefix; ":name" segments match exactly one non-empty
 * segment; anything else matches itself. The same syntax as Netlify's and Cloudflare's `_redirects`.
 */
export function matches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith("/*")) return pathname.startsWith(pattern.slice(0, -1));
  if (!pattern.includes("/:")) return pattern === pathname;
  const want = pattern.split("/");
  const got = pathname.split("/");
  return (
    want.length === got.length &&
    want.every((segment, index) => (segment.startsWith(":") ? got[index] !== "" : segment === got[index]))
  );
}

/** Normalises a request path for rule matching: no trailing slash except for "/". */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

/**
 * One address per page (decision 0102): a path with a trailing slash ("/services/") is redirected
 * permanently to the canonical path ("/services"), which the server, nginx and the canonical tags use.
 */
export function trailingSlashRedirect(pathname: string): string | undefined {
  return pathname.length > 1 && pathname.endsWith("/") ? normalizePath(pathname) : undefined;
}

export function findRedirect(pathname: string): Redirect | undefined {
  const path = normalizePath(pathname);
  return redirects.find((rule) => matches(rule.from, path));
}

export function findFallbackRedirect(pathname: string): Redirect | undefined {
  const path = normalizePath(pathname);
  // "/services/" itself is the list page, not an unknown id.
  return fallbackRedirects.find((rule) => matches(rule.from, path) && path !== rule.to);
}

export function findNotFoundPage(pathname: string): string {
  const candidates = notFoundPages.filter((rule) => matches(rule.from, pathname));
  candidates.sort((a, b) => b.from.length - a.from.length);
  return candidates[0]?.page ?? "/404.html";
}

/** `_redirects` (Netlify, Cloudflare Pages): exact rules, then fallbacks, then 404 pages. */
export function renderRedirectsFile(): string {
  const lines = [
    "# Generated by scripts/postbuild.ts from server/rules.ts. Do not edit.",
    ...redirects.map((rule) => `${rule.from}  ${rule.to}  ${rule.status}`),
    ...fallbackRedirects.map((rule) => `${rule.from}  ${rule.to}  ${rule.status}`),
    ...[...notFoundPages]
      .sort((a, b) => b.from.length - a.from.length)
      .filter((rule) => rule.from !== "/*")
      .map((rule) => `${rule.from}  ${rule.page}  404`),
  ];
  return `${lines.join("\n")}\n`;
}

/** `_headers` (Netlify, Cloudflare Pages): security headers everywhere, caching by path. */
export function renderHeadersFile(pagePolicies: ReadonlyMap<string, string> = new Map()): string {
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  // A page's policy goes on its own paths only: hosts join the headers of every matching block, and
  // two policies would both apply. Unknown URLs get the 404 page, whose <meta> carries its policy.
  const pages = [...pagePolicies].flatMap(([path, policy]) =>
    (path === "/" ? [path] : [path, `${path}/`]).map((variant) =>
      block(variant, {
        "Content-Security-Policy": policy,
        ...(path === ADMIN_PATH ? { "Cross-Origin-Opener-Policy": adminHeaders["Cross-Origin-Opener-Policy"]! } : {}),
      }),
    ),
  );
  return `${[
    "# Generated by scripts/postbuild.ts from server/rules.ts and server/csp.ts. Do not edit.",
    block("/*", { ...securityHeaders, "Cache-Control": CACHE_REVALIDATE }),
    block("/assets/*", { "Cache-Control": CACHE_IMMUTABLE }),
    ...pages,
  ].join("\n\n")}\n`;
}
