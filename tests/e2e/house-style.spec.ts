import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { builtPagePaths, decodeEntities } from "./pages";
import { htmlFileFor } from "../bench/page-weight";
import { CTA } from "../../app/content/cta";
import { pageCopy } from "../../app/lib/page-copy.server";
import { jobs, legalDocuments, services, solutions, technologies } from "../../app/lib/catalogues.server";
import { sentenceCaseProblems } from "../support/style-rules";
import { fillTokensInContent } from "../../app/lib/tokens";
import { pages } from "../../app/pages";

// The house style over every built page (docs/content-style.md, decision 0124): its h1–h3 headings in
// sentence case, and every call to action (`data-cta`, app/components/ui/Button.tsx) labelled from
// app/content/cta.ts. Copy that bypassed the content modules (a component's words, a route's label)
// is caught here, as the promise lint catches promises.
const root = join(process.cwd(), "build", "client");

/** An element's visible lines: icons and screen-reader-only notes left out, one line per inner element. */
const lines = (html: string) =>
  decodeEntities(
    html
      .replace(/<svg[\s\S]*?<\/svg>/g, "")
      .replace(/<span class="sr-only">[\s\S]*?<\/span>/g, "")
      .replace(/<[^>]+>/g, "\n"),
  )
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);

const pagesHtml = () => builtPagePaths().map((path) => ({ path, html: readFileSync(htmlFileFor(root, path), "utf8") }));

/**
 * Names that keep their capitals in a heading, from the site's data: the pages' own names (a fixed
 * page's title, a legal document's, a coming-soon page's), catalogue entries' titles (the requirements name
 * them: docs/requirements.md#catalogues), technology names, and the roles of jobs and developer profiles.
 */
const names: string[] = [
  ...pages.flatMap((page) => (page.copy ? [fillTokensInContent(page.copy).title] : [])),
  ...legalDocuments.map((document) => document.title),
  ...pageCopy.comingSoon.map((page) => page.title),
  ...services.map((service) => service.title),
  ...solutions.map((solution) => solution.title),
  ...technologies.flatMap((technology) => [
    technology.name,
    technology.title,
    ...technology.developers.profiles.map((profile) => profile.title),
  ]),
  ...jobs.map((job) => job.title),
];

test.describe("every built page's h1–h3 headings are in sentence case", () => {
  for (const { path, html } of pagesHtml()) {
    test(path, () => {
      const problems = [...html.matchAll(/<h([1-3])\b[^>]*>([\s\S]*?)<\/h\1>/g)].flatMap((match) =>
        sentenceCaseProblems(lines(match[2] ?? "").join(" "), names).map((problem) => `h${match[1]}: ${problem}`),
      );
      expect(problems).toEqual([]);
    });
  }
});

/** Every label a call to action may show: the module's, with a pricing tier's level in `{tier}`. */
const labels = new Set(
  Object.values(CTA).flatMap((label) =>
    label.includes("{tier}")
      ? (technologies[0]?.pricing.tiers ?? []).map((tier) => label.replace("{tier}", tier.level))
      : [label],
  ),
);

/** The classes every button-styled control carries (buttonClasses in app/components/ui/Button.tsx). */
const BUTTON_STYLE =
  /\bmin-h-11\b[^"]*\brounded-lg\b[^"]*\bfont-semibold\b|\brounded-lg\b[^"]*\bfont-semibold\b[^"]*\bmin-h-11\b/;

/**
 * Button-styled controls that are not calls to action, each with its reason: the job board's department
 * filter (its labels are the departments, docs/requirements.md#careers) and the blog's page numbers.
 */
const notCallToAction = (attributes: string, text: string) => /\bdata-filter=/.test(attributes) || /^\d+$/.test(text);

test.describe("every call to action on a built page takes its label from app/content/cta.ts", () => {
  for (const { path, html } of pagesHtml()) {
    test(path, () => {
      const problems: string[] = [];
      const body = /<body[\s\S]*<\/body>/.exec(html)?.[0] ?? html;
      for (const match of body.matchAll(/<(a|button|summary)\b([^>]*)>([\s\S]*?)<\/\1>/g)) {
        const [, tag, attributes = "", inner = ""] = match;
        const cta = /\bdata-cta=""/.test(attributes);
        const styled = BUTTON_STYLE.test(/\bclass="([^"]*)"/.exec(attributes)?.[1] ?? "");
        const text = lines(inner).join(" ");
        if (!cta && styled && !notCallToAction(attributes, text))
          problems.push(`<${tag}> styled as a button without data-cta: "${text}"`);
        if (cta)
          for (const line of lines(inner))
            if (!labels.has(line)) problems.push(`call to action "${line}" is not a label of app/content/cta.ts`);
      }
      expect(problems).toEqual([]);
    });
  }
});

// The specification's names as it writes them (docs/decisions/0132-the-specifications-names.md).
test("the careers page lists the specification's job titles word for word", () => {
  const text = lines(readFileSync(htmlFileFor(root, "/careers"), "utf8"));
  for (const title of [
    "Full Stack Engineer Contractor",
    "Business Development Manager Contractor",
    "Graphics Designer Contractor",
  ])
    expect(text).toContain(title);
});

test("no built page writes POC: PoC is the one spelling, titles, menus and metadata included", () => {
  const found = pagesHtml().flatMap(({ path, html }) =>
    [...decodeEntities(html).matchAll(/.{0,40}\bPOCs?\b.{0,40}/g)].map((match) => `${path}: ${match[0]}`),
  );
  expect(found).toEqual([]);
});
