/**
 * Reads the content files (docs/content-model.md, decision 0145): YAML parsed and checked against its
 * collection's schema at build time, so no page's JavaScript carries YAML or zod. A file that breaks a rule
 * stops the build with one line: the file, the field's path and the rule.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import type { z } from "zod";
import { COMING_SOON_PATHS } from "../content/coming-soon";
import { CTA } from "../content/cta";
import { HERO_IMAGES } from "../content/hero-images";
import { collections, type Collection } from "./content-collections";
import {
  type AboutPageData,
  type CareersPageData,
  type ComingSoonPageData,
  type HomePageData,
  orderSchema,
  type ServiceData,
  type ServicesPageData,
  type SolutionData,
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

/** A folder collection's ids in display order, from its order file. */
export function readOrder(name: string, root = process.cwd()): string[] {
  const { order } = collection(name);
  if (!order) throw new Error(`The collection "${name}" has no order file`);
  return readContentFile(order, orderSchema, root).order;
}

/**
 * A folder collection's entries in its order file's order. Every file must be listed and every listed id
 * must have its file, so an entry is never silently left off the site.
 */
export function readCollection<S extends z.ZodType<{ id: string }>>(
  name: string,
  schema: S,
  root = process.cwd(),
): z.infer<S>[] {
  const { path, order } = collection(name);
  const ids = readOrder(name, root);
  const files = readdirSync(join(root, path))
    .filter((file) => file.endsWith(".yml"))
    .map((file) => file.slice(0, -".yml".length));
  const unlisted = files.filter((file) => !ids.includes(file));
  if (unlisted.length) throw new ContentError(`${order}: order: does not list ${unlisted.join(", ")}`);
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
  if (duplicate) throw new ContentError(`${order}: order: lists ${duplicate} twice`);
  return ids.map((id) => {
    const file = `${path}/${id}.yml`;
    if (!files.includes(id)) throw new ContentError(`${order}: order: lists ${id}, which has no file ${file}`);
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

/** A closing call to action's buttons with their words. */
const resolveCta = <C extends { actions: { label: keyof typeof CTA; href: string }[] }>(cta: C) => ({
  ...cta,
  actions: cta.actions.map(resolveLink),
});

/** What pages show for the names a file holds: a photo's URL, a button's words. Tokens stay for the caller. */
const resolvers: Record<string, (entry: never) => unknown> = {
  services: (entry: ServiceData) => ({ ...entry, heroImage: heroImageUrl(entry.heroImage) }),
  solutions: (entry: SolutionData) => ({ ...entry, ctaText: ctaLabel(entry.ctaText) }),
  "services-page": (page: ServicesPageData) => ({
    ...page,
    hero: { ...page.hero, primary: ctaLabel(page.hero.primary), secondary: ctaLabel(page.hero.secondary) },
    cta: { ...page.cta, actions: page.cta.actions.map((action) => ({ ...action, label: ctaLabel(action.label) })) },
    detailAction: { ...page.detailAction, label: ctaLabel(page.detailAction.label) },
  }),
  "home-page": (page: HomePageData) => ({
    ...page,
    hero: { ...page.hero, primary: resolveLink(page.hero.primary), secondary: resolveLink(page.hero.secondary) },
    contact: { ...page.contact, actions: page.contact.actions.map(resolveLink) },
  }),
  // The addresses are the page table's (app/pages.ts), not the editor's: a page's canonical URL and structured data read them.
  "about-page": (page: AboutPageData) => ({
    about: { path: "/about", ...page.about, cta: resolveCta(page.about.cta) },
    mission: { path: "/about/mission", ...page.mission, cta: resolveCta(page.mission.cta) },
  }),
  "careers-page": (page: CareersPageData) => ({
    careers: {
      path: "/careers",
      ...page.careers,
      cta: { ...resolveCta(page.careers.cta), linkedinLabel: ctaLabel(page.careers.cta.linkedinLabel) },
    },
    positions: { path: "/careers/positions", ...page.positions },
    internships: { path: "/careers/internships", ...page.internships, cta: resolveCta(page.internships.cta) },
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
