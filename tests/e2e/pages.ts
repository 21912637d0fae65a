import { services, solutions, technologies, legalDocuments } from "../../app/lib/catalogues.server";
import { pages, pathsOf, prerenderPaths, NOT_FOUND_PATHS } from "../../app/pages";
import { pageTitle, site } from "../../app/site";
import { pageCopy } from "../../app/lib/page-copy.server";
import { fillTokensInContent } from "../../app/lib/tokens";
import { postPath, tagPath } from "../../app/lib/blog/paths";
import { tagsOf } from "../../app/lib/blog/posts.server";
import { blogSummaries } from "../../app/lib/blog/sources.server";

/** Every prerendered page (the 404 page is checked separately) with its configured title (docs/requirements.md#company-constants). */
export interface ExpectedPage {
  path: string;
  title: string;
  heading: string;
  /** Set on all but the first page of a repeated template (brochures, posts, tags): axe checks one. */
  sameTemplate?: boolean;
}

/**
 * A fixed page's title and heading, from the copy its line in app/pages.ts names (tokens resolved as the
 * build resolves them): a new page needs no expectation of its own here.
 */
function fromPageTable(path: string): ExpectedPage | undefined {
  const entry = pages.find((page) => page.copy && pathsOf(page).includes(path));
  if (!entry?.copy) return undefined;
  const { title } = fillTokensInContent(entry.copy);
  return { path, title: pageTitle(title), heading: title };
}

export function expectedPages(): ExpectedPage[] {
  return prerenderPaths()
    .filter((path) => !NOT_FOUND_PATHS.includes(path))
    .map((path) => {
      const listed = fromPageTable(path);
      if (listed) return listed;
      if (path === "/")
        return { path, title: site.homeTitle, heading: "Innovative software solutions for the digital age" };
      if (path === "/services")
        return {
          path,
          title: pageTitle("Services"),
          heading: "Everything you need to build, run and grow your software",
        };
      const service = services.find((entry) => `/services/${entry.id}` === path);
      if (service) return { path, title: pageTitle(service.title), heading: service.title };
      const solution = solutions.find((entry) => `/solutions/${entry.id}` === path);
      if (solution) return { path, title: pageTitle(solution.title), heading: solution.title };
      const legal = legalDocuments.find((entry) => entry.path === path);
      if (legal) return { path, title: pageTitle(legal.title), heading: legal.title };
      const technology = technologies.find((entry) => path.startsWith(`/technologies/${entry.id}`));
      if (technology && path.endsWith("/brochure"))
        return {
          path,
          title: pageTitle(`${technology.title} Brochure`),
          heading: technology.title,
          sameTemplate: technology !== technologies[0],
        };
      if (technology) return { path, title: pageTitle(technology.title), heading: technology.hero.title };
      const newsletter = pageCopy.newsletter.find((page) => page.path === path);
      if (newsletter) return { path, title: pageTitle(newsletter.title), heading: newsletter.title };
      const confirmation = pageCopy.confirmations.find((page) => page.path === path);
      if (confirmation) return { path, title: pageTitle(confirmation.title), heading: confirmation.title };
      const posts = blogSummaries();
      const post = posts.find((entry) => postPath(entry.slug) === path);
      if (post) return { path, title: pageTitle(post.title), heading: post.title, sameTemplate: post !== posts[0] };
      const tags = tagsOf(posts);
      const tag = tags.find((entry) => tagPath(entry) === path);
      if (tag) {
        const heading = `${pageCopy.blog.tagTitle} #${tag}`;
        return { path, title: pageTitle(heading), heading, sameTemplate: tag !== tags[0] };
      }
      const comingSoon = pageCopy.comingSoon.find((page) => page.path === path);
      if (comingSoon) return { path, title: pageTitle(comingSoon.title), heading: comingSoon.title };
      throw new Error(
        `No expectation for prerendered page ${path}: name its copy in its line of app/pages.ts (copy), or add it here`,
      );
    });
}

/** Every HTML page the build writes: the prerendered pages and every not-found screen. */
/** A built page's text with the character references the prerenderer writes turned back into characters. */
export const decodeEntities = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;|&#160;/g, " ");

export const builtPagePaths = (): string[] => [...expectedPages().map((entry) => entry.path), ...NOT_FOUND_PATHS];

/**
 * One page of every route module in app/pages.ts, and a path no page has: for checks that are about how a
 * kind of page is built rather than what one page says (the keyboard walk, axe in the dark theme, pa11y,
 * the byte budgets). A new page in the table is checked with no entry of its own here.
 */
export function templatePaths(): string[] {
  const modules = new Set<string>();
  const first = pages.flatMap((page) => {
    if (modules.has(page.module)) return [];
    modules.add(page.module);
    return pathsOf(page)
      .filter((path) => !NOT_FOUND_PATHS.includes(path))
      .slice(0, 1);
  });
  return [...first, "/a-page-that-does-not-exist"];
}
