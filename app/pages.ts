/**
 * Every page of the site, listed once (docs/decisions/0108-one-page-table-and-the-blog-in-lib.md): route
 * module, URL pattern, paths to prerender. React Router evaluates this module outside the app's bundler,
 * so imports here are relative and reach only plain data and the blog's Node reader.
 */
import { CONFIRMATION_PATHS } from "./content/confirmations";
import { LEGAL_IDS } from "./content/legal/ids";
import { NEWSLETTER_PATHS } from "./content/server-constants";
import { COMING_SOON_PATHS } from "./content/coming-soon";
import { searchCopy } from "./content/search";
import { aboutPage } from "./lib/content/about-page";
import { blogPage } from "./lib/content/blog-page";
import { careersPage } from "./lib/content/careers-page";
import { comingSoonPage } from "./lib/content/coming-soon-page";
import { contactPage } from "./lib/content/contact-page";
import { homePage } from "./lib/content/home-page";
import { newsletterPage } from "./lib/content/newsletter-page";
import { servicesPage } from "./lib/content/services-page";
import { services } from "./lib/content/services";
import { solutions } from "./lib/content/solutions";
import { solutionsPage } from "./lib/content/solutions-page";
import { technologies as technologyCollection } from "./lib/content/technologies";
import { technologiesPage } from "./lib/content/technologies-page";
import { read, readOrder } from "./lib/content-files.server";
import { blogPathsByRoute } from "./lib/blog/posts.server";
import { blogSummaries } from "./lib/blog/sources.server";

export const NOT_FOUND_PATH = "/404";
/**
 * Prerendered 'Technology Not Found' screen, served with HTTP 404 for unknown ids
 * (docs/requirements.md#unknown-addresses-and-errors).
 */
export const TECHNOLOGY_NOT_FOUND_PATH = "/technologies/404";
/** Prerendered status pages: each becomes `<path>.html` after the build and is never listed in the sitemap. */
export const NOT_FOUND_PATHS = [NOT_FOUND_PATH, TECHNOLOGY_NOT_FOUND_PATH];

export interface Page {
  /** The URL pattern as React Router writes it, without the leading slash: "" is the home page, "*" the 404. */
  pattern: string;
  /** The route module, relative to app/. */
  module: string;
  /** The route's id, needed only where one module serves several routes. */
  id?: string;
  /**
   * The paths prerendered from this route; by default the pattern itself (a pattern without parameters).
   * A route whose list is empty is left out of the route config: a prerendered site has no page for it.
   */
  paths?: () => readonly string[];
  /**
   * A fixed page's own copy as `read` gives it (tokens unresolved): its `title` is the page's h1 and,
   * through `pageTitle`, its `<title>`. The end-to-end suites expect both from here (tests/e2e/pages.ts);
   * the route shows the same copy, its tokens filled (`fillTokensInContent`).
   */
  copy?: PageCopy;
}

/** What the page table needs of a page's copy. */
export interface PageCopy {
  title: string;
}

const page = (pattern: string, module: string, more: Omit<Page, "pattern" | "module"> = {}): Page => ({
  pattern,
  module,
  ...more,
});

/**
 * The pages' own YAML files, in the order the editor lists them (app/lib/content/index.ts): a page whose
 * copy the editor changes is its file, its collection module, its route and its lines here.
 */
export const pageCollections = [
  servicesPage,
  homePage,
  newsletterPage,
  blogPage,
  contactPage,
  technologiesPage,
  solutionsPage,
  aboutPage,
  careersPage,
  comingSoonPage,
] as const;

const contact = read(contactPage);
const technologies = read(technologiesPage);
const about = read(aboutPage);
const careers = read(careersPage);

const blog = () => blogPathsByRoute(blogSummaries());

/** In prerender order, which is the order of the sitemap and of the search index. */
export const pages: readonly Page[] = [
  page("", "routes/home.tsx"),
  page("about", "routes/about.tsx", { copy: about.about }),
  page("about/mission", "routes/mission.tsx", { copy: about.mission }),
  page("services", "routes/services.tsx"),
  page("services/:serviceId", "routes/service.tsx", {
    paths: () => readOrder(services).map((id) => `/services/${id}`),
  }),
  page("solutions", "routes/solutions.tsx", { copy: read(solutionsPage) }),
  page("solutions/:solutionId", "routes/solution.tsx", {
    paths: () => readOrder(solutions).map((id) => `/solutions/${id}`),
  }),
  page("technologies", "routes/technologies.tsx", { copy: technologies.index }),
  page("technologies/:technologyId", "routes/technology.tsx", {
    paths: () => [...readOrder(technologyCollection).map((id) => `/technologies/${id}`), TECHNOLOGY_NOT_FOUND_PATH],
  }),
  page("technologies/:technologyId/brochure", "routes/brochure.tsx", {
    paths: () => readOrder(technologyCollection).map((id) => `/technologies/${id}/brochure`),
  }),
  ...COMING_SOON_PATHS.map((path) => page(path.slice(1), "routes/coming-soon.tsx", { id: `coming-soon${path}` })),
  // The blog (the feeds are files: the postbuild writes them). Further list pages exist only once there
  // are more posts than one page holds.
  page("blog", "routes/blog-list.tsx", { id: "blog", copy: read(blogPage) }),
  page("blog/page/:page", "routes/blog-list.tsx", { id: "blog/page", paths: () => blog().furtherPages }),
  page("blog/:slug", "routes/blog-post.tsx", { paths: () => blog().posts }),
  page("blog/tag/:tag", "routes/blog-list.tsx", { id: "blog/tag", paths: () => blog().tags }),
  page("search", "routes/search.tsx", { copy: searchCopy }),
  ...LEGAL_IDS.map((id) => page(id, "routes/legal.tsx", { id: `legal/${id}` })),
  page("careers", "routes/careers.tsx", { copy: careers.careers }),
  page("careers/positions", "routes/positions.tsx", { copy: careers.positions }),
  page("careers/internships", "routes/internships.tsx", { copy: careers.internships }),
  page("contact", "routes/contact.tsx", { copy: contact.page }),
  ...Object.values(CONFIRMATION_PATHS).map((path) =>
    page(path.slice(1), "routes/confirmation.tsx", { id: `confirmation${path}` }),
  ),
  // One route for the newsletter's pages: one manifest entry, not five.
  page("newsletter/:page", "routes/newsletter.tsx", { paths: () => Object.values(NEWSLETTER_PATHS) }),
  page("*", "routes/not-found.tsx", { paths: () => [NOT_FOUND_PATH] }),
];

/** The paths one page prerenders. */
export const pathsOf = (entry: Page): readonly string[] => entry.paths?.() ?? [`/${entry.pattern}`];

/** Every path the build prerenders. `/404` becomes `404.html` after the build (scripts/postbuild.ts). */
export const prerenderPaths = (): string[] => pages.flatMap(pathsOf);
