/**
 * Reads the content files (docs/content-model.md, decision 0145): YAML parsed and checked against its
 * collection's schema at build time, so no page's JavaScript carries YAML or zod. A file that breaks a rule
 * stops the build with one line: the file, the field's path and the rule.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import type { z } from "zod";
import { CONFIRMATION_PATHS } from "../content/confirmations";
import { COMING_SOON_PATHS } from "../content/coming-soon";
import { CTA } from "../content/cta";
import { HERO_IMAGES } from "../content/hero-images";
import { NEWSLETTER_PATHS } from "../content/server-constants";
import { collections, type Collection } from "./content-collections";
import {
  type BlogPageData,
  type ContactPageData,
  type AboutPageData,
  type CareersPageData,
  type ComingSoonPageData,
  type HomePageData,
  type NavigationData,
  type NewsletterPageData,
  orderSchema,
  type ServiceData,
  type ServicesPageData,
  type SolutionData,
  type SolutionsPageData,
  type TechnologiesPageData,
  type TechnologyData,
} from "./content-schemas";

/** A content file that cannot be read or breaks its schema; the message is the one line to show. */
export class ContentError extends Error {
  override name = "ContentError";
}

/** `faqs[2].answer` from zod's path. */
const fieldPath = (path: readonly PropertyKey[]) =>
  path.reduce<string>(
    (text, key) => (typeof key === "number" ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)),
    "",
  );

/** The file parsed and checked: one line naming the file, the field and the rule when it is not valid. */
export function readContentFile<S extends z.ZodType>(file: string, schema: S, root = process.cwd()): z.infer<S> {
  let data: unknown;
  try {
    data = parse(readFileSync(join(root, file), "utf8"), { prettyErrors: false });
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new ContentError(`${file}: not readable YAML: ${reason}`);
  }
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const [issue, ...more] = result.error.issues;
  const where = issue?.path.length ? fieldPath(issue.path) : "(the file)";
  const rest = more.length ? ` (and ${more.length} more)` : "";
  throw new ContentError(`${file}: ${where}: ${issue?.message ?? "invalid"}${rest}`);
}

const collection = (name: string): Collection => {
  const found = collections.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No content collection "${name}"`);
  return found;
};

const entryIds = (path: string, root: string) =>
  readdirSync(join(root, path))
    .filter((file) => file.endsWith(".yml"))
    .map((file) => file.slice(0, -".yml".length));

/** The warnings already given, so a build that reads an order file for every page says each once. */
const warned = new Set<string>();
const warnOnce = (message: string) => {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`warning: ${message}`);
};

/**
 * A folder collection's ids in display order: its order file's, then any entry it does not list yet (by
 * id), so a new entry saved before it is placed still shows, with its page. A listed id without its file
 * (an entry deleted in the editor, or a typo) is left out with a warning: a delete never stops the site.
 * An id listed twice keeps its first place.
 */
export function readOrder(name: string, root = process.cwd()): string[] {
  const { path, order } = collection(name);
  if (!order) throw new Error(`The collection "${name}" has no order file`);
  const ordered = readContentFile(order, orderSchema, root).order;
  const files = entryIds(path, root);
  // An entry chosen twice in the editor's order list shows once, at its first place, rather than
  // stopping the site over a slip.
  const listed = [...new Set(ordered)].filter((id) => {
    if (files.includes(id)) return true;
    warnOnce(`${order}: order: lists ${id}, which has no file ${path}/${id}.yml: left out (remove it from the order)`);
    return false;
  });
  return [...listed, ...files.filter((file) => !listed.includes(file)).sort()];
}

/** A folder collection's entries in display order (`readOrder`). */
export function readCollection<S extends z.ZodType<{ id: string }>>(
  name: string,
  schema: S,
  root = process.cwd(),
): z.infer<S>[] {
  const { path } = collection(name);
  return readOrder(name, root).map((id) => {
    const file = `${path}/${id}.yml`;
    const entry = readContentFile(file, schema, root);
    if (entry.id !== id) throw new ContentError(`${file}: id: must be the file's name, ${id}`);
    return entry;
  });
}

/** A hero photo's URL from its name (app/content/hero-images.ts). */
export const heroImageUrl = (name: keyof typeof HERO_IMAGES) => HERO_IMAGES[name];

/** A call to action's label from its name (app/content/cta.ts). */
export const ctaLabel = (name: keyof typeof CTA) => CTA[name];

/** A button held by name, with its words. */
const resolveLink = <L extends { label: keyof typeof CTA }>(link: L) => ({ ...link, label: ctaLabel(link.label) });

/** A call to action held with its buttons by name, with their words. */
const resolveCallToAction = <C extends { actions: { label: keyof typeof CTA }[] }>(copy: C) => ({
  ...copy,
  actions: copy.actions.map(resolveLink),
});

/** What pages show for the names a file holds: a photo's URL, a button's words. Tokens stay for the caller. */
const resolvers: Record<string, (entry: never) => unknown> = {
  services: (entry: ServiceData) => ({ ...entry, heroImage: heroImageUrl(entry.heroImage) }),
  solutions: (entry: SolutionData) => ({ ...entry, ctaText: ctaLabel(entry.ctaText) }),
  "services-page": (page: ServicesPageData) => ({
    ...page,
    hero: { ...page.hero, primary: ctaLabel(page.hero.primary), secondary: ctaLabel(page.hero.secondary) },
    cta: resolveCallToAction(page.cta),
    detailAction: resolveLink(page.detailAction),
  }),
  "home-page": (page: HomePageData) => ({
    ...page,
    hero: { ...page.hero, primary: resolveLink(page.hero.primary), secondary: resolveLink(page.hero.secondary) },
    contact: resolveCallToAction(page.contact),
  }),
  // The pages as a list in the order of their addresses, each with its path, as the route looks them up.
  "newsletter-page": (pages: NewsletterPageData) =>
    // Typed by the addresses' keys, so an address without its page in the schema fails to compile.
    (Object.keys(NEWSLETTER_PATHS) as (keyof typeof NEWSLETTER_PATHS)[]).map((key) => {
      const page = pages[key];
      return {
        path: NEWSLETTER_PATHS[key],
        ...page,
        ...("back" in page ? { back: resolveLink(page.back) } : {}),
      };
    }),
  // The blog's address is the route's (app/pages.ts), not the file's.
  "blog-page": (page: BlogPageData) => ({
    path: "/blog",
    ...page,
    cta: resolveCallToAction(page.cta),
  }),
  // The notice's links lead to fixed pages: only their words are the file's.
  navigation: (navigation: NavigationData) => {
    const { notice } = navigation.newsletterSignUp;
    return {
      ...navigation,
      // A line the editor cleared is saved as "": the link shows without one.
      megaMenus: navigation.megaMenus.map((menu) => ({
        ...menu,
        groups: menu.groups.map((group) => ({
          ...group,
          items: group.items.map(({ description, ...item }) => (description ? { ...item, description } : item)),
        })),
      })),
      newsletterSignUp: {
        ...navigation.newsletterSignUp,
        notice: {
          ...notice,
          privacy: { label: notice.privacy, href: "/privacy-policy" },
          unsubscribe: { label: notice.unsubscribe, href: NEWSLETTER_PATHS.unsubscribe },
        },
      },
    };
  },
  // The confirmation pages get their paths from code: the form collector redirects to them.
  "contact-page": ({ messageSent, subscribed, ...page }: ContactPageData) => ({
    page,
    confirmations: [
      { path: CONFIRMATION_PATHS.messageSent, ...messageSent, back: resolveLink(messageSent.back) },
      { path: CONFIRMATION_PATHS.subscribed, ...subscribed, back: resolveLink(subscribed.back) },
    ],
  }),
  // The index's path is its route's (app/pages.ts), not copy. Key order matters: the prerendered HTML embeds the loader data.
  "technologies-page": (page: TechnologiesPageData) => ({
    index: {
      cta: resolveCallToAction(page.cta),
      path: "/technologies",
      title: page.title,
      metaDescription: page.metaDescription,
      hero: page.hero,
    },
    groups: page.groups,
    shared: {
      badges: page.badges,
      ctas: { consult: resolveCallToAction(page.consult), closing: page.closing },
      promises: page.promises,
    },
  }),
  // The page's path is its route's (app/pages.ts), not copy.
  "solutions-page": ({ cta, ...page }: SolutionsPageData) => ({
    path: "/solutions",
    ...page,
    cta: resolveCallToAction(cta),
    sectionDefaults: { ...page.sectionDefaults, ctaText: ctaLabel(page.sectionDefaults.ctaText) },
  }),
  // The addresses are the page table's (app/pages.ts), not the editor's: a page's canonical URL and structured data read them.
  "about-page": (page: AboutPageData) => ({
    about: { path: "/about", ...page.about, cta: resolveCallToAction(page.about.cta) },
    mission: { path: "/about/mission", ...page.mission, cta: resolveCallToAction(page.mission.cta) },
  }),
  "careers-page": (page: CareersPageData) => ({
    careers: {
      path: "/careers",
      ...page.careers,
      cta: { ...resolveCallToAction(page.careers.cta), linkedinLabel: ctaLabel(page.careers.cta.linkedinLabel) },
    },
    positions: { path: "/careers/positions", ...page.positions },
    internships: { path: "/careers/internships", ...page.internships, cta: resolveCallToAction(page.internships.cta) },
  }),
  "coming-soon-page": (page: ComingSoonPageData) => COMING_SOON_PATHS.map((path) => ({ path, ...page[path.slice(1)] })),
  technologies: (entry: TechnologyData) => ({
    ...entry,
    hero: { ...entry.hero, ctaText: ctaLabel(entry.hero.ctaText) },
  }),
};

/**
 * A collection's values as pages use them, names resolved and tokens left in: a folder's entries in order,
 * or a file's one value. The type is the caller's to state (app/content/types.ts).
 */
export function readResolved<T>(name: string, root = process.cwd()): T[] {
  const { kind, path, schema } = collection(name);
  const values =
    kind === "folder"
      ? readCollection(name, schema as unknown as z.ZodType<{ id: string }>, root)
      : [readContentFile(path, schema, root)];
  const resolve = resolvers[name] ?? ((value: unknown) => value);
  return values.map((value) => resolve(value as never) as T);
}

/**
 * Every content file's resolved value by its path under app/content/ (`./services/aws.yml`), shaped like a
 * module with a default export: the content tests walk these beside the TypeScript modules.
 */
export function contentFileModules(root = process.cwd()): Record<string, { default: unknown }> {
  const modules: Record<string, { default: unknown }> = {};
  for (const { name, kind, path } of collections) {
    const values = readResolved<{ id?: string }>(name, root);
    for (const value of values) {
      const file = kind === "folder" ? `${path}/${value.id}.yml` : path;
      modules[`./${file.replace(/^app\/content\//, "")}`] = { default: value };
    }
  }
  return modules;
}

/** Every content file read and checked: the build's first step, so a broken file stops it in one line. */
export function checkContent(root = process.cwd()) {
  for (const { name, kind, path, schema } of collections) {
    if (kind === "folder") readCollection(name, schema as unknown as z.ZodType<{ id: string }>, root);
    else readContentFile(path, schema, root);
  }
}
