/**
 * The field builders the content collections share (docs/content-model.md, decision 0145): every field
 * carries a label and a hint for the editor, and the same rule for the build and the editor at /admin/.
 * Relative imports only: a plain Node script imports the collections.
 */
import { z } from "zod";
import { CTA } from "../../content/cta";
import { HERO_IMAGES } from "../../content/hero-images";
import { ICON_KEYS } from "../../content/types";
import { fillTokensInText, TOKEN_NAMES } from "../tokens";

export type Meta = { title: string; description: string; multiline?: boolean };

const TOKEN = /\{[a-zA-Z]+\}/g;

/**
 * The `{token}` markers a text may hold: the site's (app/lib/tokens.ts) and a page's own `extra`. A regex,
 * not a refine, so the editor's config (app/lib/cms-config.ts) carries the same rule as a pattern.
 */
export function knownTokens(schema: z.ZodString, extra: readonly string[] = []) {
  const known = new Set([...TOKEN_NAMES, ...extra.map((name) => `{${name}}`)]);
  const names = [...known].map((token) => token.slice(1, -1)).join("|");
  return schema.regex(new RegExp(`^(?:(?!\\{[a-zA-Z]+\\})[\\s\\S]|\\{(?:${names})\\})*$`), {
    // Without a value (the editor's message for the rule) the rule itself, by the hint's example.
    error: (issue) =>
      typeof issue.input === "string"
        ? `unknown token ${issue.input.match(TOKEN)?.find((token) => !known.has(token))}; known: ${[...known].join(" ")}`
        : "must use only the site's {tokens} (spelled as in the hint, such as {brand})",
  });
}

/** A line of copy: required, not blank, known tokens only. */
export const line = (meta: Meta, extra?: readonly string[]) =>
  knownTokens(z.string().min(1, "must not be empty").regex(/\S/, "must not be blank"), extra).meta(meta);

/** A name shown as a page's heading, its card, menu label and browser tab: what the layout takes in one line. */
export const title = (meta: Meta) => line(meta).max(60, "must be at most 60 characters");

/** A paragraph: like a line, shown as a multi-line box in the editor. */
export const text = (meta: Meta, extra?: readonly string[]) => line({ ...meta, multiline: true }, extra);

/** A meta description: the search result's text, 70–160 characters (docs/requirements.md#figures-and-limits). */
export const metaDescription = (where: string) =>
  z
    .string()
    .min(70, "must be 70–160 characters")
    .max(160, "must be 70–160 characters")
    .meta({
      title: "Search result description",
      description: `The text search engines show under ${where}'s link: 70–160 characters, written for the result, not the description cut short. No tokens.`,
    });

/** An entry's id: its file name and its address. */
export const entryId = (address: string) =>
  z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens")
    .meta({
      title: "Address (id)",
      description: `The address, ${address}, and the file's name: lower-case words joined by hyphens. Set it when you create the entry: the editor does not rename an existing file.`,
    });

export const icon = (where: string) =>
  z.enum(ICON_KEYS).meta({ title: "Icon", description: `The icon shown ${where}, one of the site's icon names.` });

export const list = <T extends z.ZodType>(item: T, meta: Meta) => z.array(item).meta(meta);

/** Fields the editor shows as one group, under its label and hint. */
export const group = <S extends z.core.$ZodLooseShape>(title: string, description: string, shape: S) =>
  z.object(shape).meta({ title, description });

export const faq = z.object({
  question: line({ title: "Question", description: "The question as a client would ask it." }),
  answer: text({
    title: "Answer",
    description: "The answer, one short paragraph. Tokens such as {brand} may be used.",
  }),
});

export const faqs = (rule: { min: number; max?: number }) =>
  list(faq, {
    title: "Frequently asked questions",
    description:
      rule.max === rule.min
        ? `Exactly ${rule.min} questions with their answers, shown in the FAQ section and in search engines' rich results.`
        : `At least ${rule.min} questions with their answers, shown in the FAQ section and in search engines' rich results.`,
  })
    .min(
      rule.min,
      rule.max === rule.min ? `must have exactly ${rule.min} items` : `must have at least ${rule.min} items`,
    )
    .max(rule.max ?? Infinity, `must have exactly ${rule.min} items`);

export const point = (what: string) =>
  z.object({
    title: line({ title: "Title", description: `The ${what}'s heading, a few words.` }),
    description: text({ title: "Description", description: `One or two sentences under the ${what}'s heading.` }),
  });

export const sectionTitle = (section: string) =>
  line({ title: `${section}: heading`, description: `The heading of the ${section} section.` });
export const sectionIntro = (section: string) =>
  text({ title: `${section}: introduction`, description: `One or two sentences under the ${section} heading.` });

/** A line an entry may leave out or clear (the editor saves a cleared field as ""), never blank. */
export const optionalLine = (meta: Meta) =>
  knownTokens(z.string().regex(/^$|\S/, "must not be blank")).meta(meta).optional();

/** Fields named by a key and their own names, in order: `keyed("faqs", { Title })` is `{ faqsTitle }`. */
export const keyed = <K extends string, F extends Record<string, z.ZodType>>(key: K, fields: F) =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [`${key}${name}`, field])) as {
    [N in keyof F & string as `${K}${N}`]: F[N];
  };

/**
 * A section's heading and introduction an entry may leave out (docs/requirements.md#service-entries, #solution-entries),
 * as `{key}Title` and `{key}Description`: the page then shows the default in `sectionDefaults` of the page file the
 * editor lists as `defaults`.
 */
export const ownSection = <K extends string>(key: K, section: string, defaults: string) =>
  keyed(key, {
    Title: optionalLine({
      title: `${section}: heading`,
      description: `The heading of the ${section} section. Optional: left empty, the page shows the default of ${defaults}.`,
    }),
    Description: optionalLine({
      title: `${section}: introduction`,
      description: `One or two sentences under the ${section} heading. Optional: left empty, the page shows the default of ${defaults}.`,
      multiline: true,
    }),
  });

/** A hero photo an entry may leave out (docs/requirements.md#images): the page then shows the default photo. */
export const heroImage = z
  .enum(Object.keys(HERO_IMAGES) as [keyof typeof HERO_IMAGES])
  .meta({
    title: "Hero photo",
    description: `The photo at the top of the page, by name: ${Object.keys(HERO_IMAGES).join(", ")}. Optional: left out, the page shows the default photo.`,
  })
  .optional();

export const ctaKey = (where: string) =>
  z.enum(Object.keys(CTA) as [keyof typeof CTA]).meta({
    title: "Button",
    description: `The button ${where}: choose it by the words it shows on the site.`,
    // The editor lists each choice by its words; the file keeps its name (decision 0124).
    optionLabels: CTA,
  });

export const iconCard = (what: string) =>
  z.object({
    title: line({ title: "Title", description: `The ${what}'s heading.` }),
    description: text({ title: "Description", description: `One or two sentences on the ${what}.` }),
    icon: icon(`on the ${what}`),
  });

export const strings = (item: string, meta: Meta, min: number) =>
  list(line({ title: item, description: `One ${item.toLowerCase()}, a short line.` }), meta).min(
    min,
    `must have at least ${min} items`,
  );

export const link = (where: string) =>
  group("Button and link", `The button ${where} and where it leads.`, {
    label: ctaKey(where),
    href: z
      .string()
      .regex(/^\/[a-z0-9/#-]*(?:\?[a-z]+=[a-z0-9-]+)?$/, "must be a path on the site, starting with /")
      .meta({
        title: "Link",
        description:
          "Where the button leads: a path on the site, such as /contact, or /contact?subject=project to preselect the form's subject.",
      }),
  });

export const sectionCopy = (section: string, extra?: readonly string[]) =>
  group(section.charAt(0).toUpperCase() + section.slice(1), `The ${section} section.`, {
    eyebrow: line({ title: "Eyebrow", description: `The short label above the ${section} heading.` }),
    title: line({ title: "Heading", description: `The ${section} heading.` }),
    description: text(
      {
        title: "Introduction",
        description: `One or two sentences under the ${section} heading.${extra?.length ? ` May use ${extra.map((name) => `{${name}}`).join(" ")}.` : ""}`,
      },
      extra,
    ),
  });

/** A section's eyebrow, heading and introduction with its own fields, under its label and hint. */
export const section = <S extends z.core.$ZodLooseShape>(
  name: string,
  title: string,
  description: string,
  shape: S,
  extra?: readonly string[],
) => sectionCopy(name, extra).extend(shape).meta({ title, description });

/** A heading, a sentence and one or two buttons: a call to action in the middle of a page, or closing it. */
export const callToAction = (where: string, title = "Call to action") =>
  z
    .object({
      title: line({ title: "Heading", description: `The heading of the call to action ${where}.` }),
      description: text({
        title: "Text",
        description: "One or two sentences under the heading; tokens such as {brand} or {estimate} may be used.",
      }),
      actions: list(link(where), { title: "Buttons", description: "One or two buttons, the main one first." })
        .min(1, "must have 1 or 2 buttons")
        .max(2, "must have 1 or 2 buttons"),
    })
    .meta({ title, description: `The call to action ${where}.` });

/** A page's closing call to action, its last section. */
export const closingCta = (page: string) => callToAction(`at the end of ${page}`, "Closing call to action");

/** A page's closing call to action with exactly two buttons (`buttons`: their hint), its last section. */
export const closingPair = (page: string, buttons: string) =>
  closingCta(page)
    .extend({
      actions: list(link("of the closing call to action"), { title: "Buttons", description: buttons }).length(
        2,
        "must have exactly 2 buttons",
      ),
    })
    .meta({ title: "Closing call to action", description: `The last section of ${page}.` });

/** The heading and introduction every detail page (of `pages`) shows whose entry leaves its own empty. */
export const fallbackSection = (pages: string, section: string) => ({
  Title: line({
    title: `${section}: heading`,
    description: `The ${section} heading shown on every ${pages} page whose entry leaves this section's heading empty.`,
  }),
  Description: text({
    title: `${section}: introduction`,
    description: `The sentence or two under the ${section} heading, shown on every ${pages} page whose entry leaves its own empty; tokens such as {replyTime} or {estimate} may be used.`,
  }),
});

/** A page's meta description that may use the site's tokens: 70–160 characters once they are filled. */
export const filledMetaDescription = (where: string) =>
  knownTokens(
    z.string().refine((value) => {
      const length = fillTokensInText(value).length;
      return length >= 70 && length <= 160;
    }, "must be 70–160 characters once its tokens are filled"),
  ).meta({
    title: "Search result description",
    description: `The text search engines show under ${where}'s link: 70–160 characters once tokens such as {brand} and {city} are filled, written for the result.`,
  });

/** A page's search result description, a line: `where` names its link, `tokens` says what its tokens stand for. */
export const searchLine = (where: string, tokens: string, extra?: readonly string[]) =>
  line(
    {
      title: "Search result description",
      description: `The text search engines show under ${where}, 70–160 characters once filled; ${tokens}.`,
    },
    extra,
  );

/** A page's own name: its h1 and the start of its browser tab title. */
export const pageName = (page: string) =>
  title({
    title: "Page title",
    description: `The heading of ${page} and its browser tab title; the specification's name, never renamed.`,
  });

export const pageHero = (page: string) =>
  group("Hero", `The top of ${page}, under the page title.`, {
    eyebrow: line({ title: "Eyebrow", description: `The short label above the heading of ${page}.` }),
    description: text({
      title: "Introduction",
      description: `One or two sentences under the heading of ${page}. Tokens such as {brand} and {city} may be used.`,
    }),
  });

export const titledText = (section: string, where: string) =>
  group(section.charAt(0).toUpperCase() + section.slice(1), `The ${section} card on ${where}.`, {
    title: line({ title: "Heading", description: `The ${section} card's heading on ${where}.` }),
    text: text({ title: "Text", description: `The ${section} in one or two sentences.` }),
  });

export const iconPoints = (what: string, meta: Meta) => list(iconCard(what), meta);

/** A question with its answer, as a page shows it. */
export type Faq = z.output<typeof faq>;

/** A hero photo's URL from its name (app/content/hero-images.ts). */
export const heroImageUrl = (name: keyof typeof HERO_IMAGES): string => HERO_IMAGES[name];

/** A call to action's label from its name (app/content/cta.ts). */
export const ctaLabel = (name: keyof typeof CTA): string => CTA[name];

/** A button held by name, with its words. */
export const resolveLink = <L extends { label: keyof typeof CTA }>(link: L): Omit<L, "label"> & { label: string } => ({
  ...link,
  label: ctaLabel(link.label),
});

/** A call to action held with its buttons by name, with their words. */
export const resolveCallToAction = <C extends { actions: { label: keyof typeof CTA; href: string }[] }>(
  copy: C,
): Omit<C, "actions"> & { actions: { label: string; href: string }[] } => ({
  ...copy,
  actions: copy.actions.map(resolveLink),
});
