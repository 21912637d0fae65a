/**
 * Speculation Rules (docs/decisions/0105-static-by-default.md): every navigation is a full load of a
 * prerendered page, so same-origin pages are prefetched when a visitor shows intent (a pointer resting
 * on a link, or pressing it: "moderate" eagerness). Prefetch only, never prerender: a prerendered page
 * would run its boot module (consent banner, analytics page view) before the visitor sees it.
 */
export const speculationRules = () =>
  JSON.stringify({
    prefetch: [
      {
        where: { and: [{ href_matches: "/*" }, { not: { href_matches: "/api/*" } }] },
        eagerness: "moderate",
      },
    ],
  });
