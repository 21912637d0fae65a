/**
 * The coming-soon pages' addresses, the specification's placeholder pages (docs/requirements.md#placeholder-pages).
 * They stay with developers: each is a route (app/pages.ts) the search index leaves out
 * (app/lib/search/sections.ts). Their words are app/content/pages/coming-soon.yml, one entry per address.
 */
export const COMING_SOON_PATHS = ["/industries", "/portfolio", "/resources"] as const;

export type ComingSoonPath = (typeof COMING_SOON_PATHS)[number];
