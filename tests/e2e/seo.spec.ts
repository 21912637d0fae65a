import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { NOT_FOUND_PATHS, prerenderPaths } from "../../app/pages";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "../../app/lib/seo";
import { jobs } from "../../app/lib/catalogues.server";
import { site } from "../../app/site";
import { CONFIRMATION_PATHS } from "../../app/content/confirmations";
import { NEWSLETTER_PATHS } from "../../app/content/server-constants";
import { pageCopy } from "../../app/lib/page-copy.server";
import { htmlFileFor } from "../bench/page-weight";
import { pngSize } from "../../scripts/share-images";
import { decodeEntities } from "./pages";

/**
 * What search engines and link previews read, checked on the built files (no browser): metadata,
 * share images, structured data per type, the sitemap against the prerendered set.
 */
const root = join(process.cwd(), "build", "client");
const htmlOf = (path: string) => readFileSync(htmlFileFor(root, path), "utf8");
const textOf = (html: string) =>
  decodeEntities(html.replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .trim();

const meta = (html: string, key: string) =>
  decodeEntities(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? "");
const isNoindex = (html: string) => html.includes('<meta name="robots" content="noindex"');
const indexable = prerenderPaths().filter((path) => !NOT_FOUND_PATHS.includes(path) && !isNoindex(htmlOf(path)));

type Ld = Record<string, unknown> & { "@type": string };
const jsonLd = (html: string): Ld[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "") as Ld,
  );

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const nonEmpty = (value: unknown) => typeof value === "string" && value.trim().length > 0;

/** The properties each type needs (Google's required fields, and what this site promises). */
function problemsOf(item: Ld, html: string, path: string): string[] {
  const need = (condition: boolean, what: string) => (condition ? [] : [`${item["@type"]}: ${what}`]);
  switch (item["@type"]) {
    case "Organization": {
      const address = item.address as Record<string, string> | undefined;
      const contact = (item.contactPoint as Record<string, string>[] | undefined)?.[0];
      return [
        ...need(item.name === site.brand, "name is the brand"),
        ...need(item.url === `${site.origin}/`, "url"),
        ...need(nonEmpty(item.logo), "logo"),
        ...need(!site.address.fullAddress || address?.addressLocality === site.address.city, "configured address"),
        ...need(!site.address.fullAddress || address?.streetAddress === site.address.street, "street"),
        ...need(nonEmpty(contact?.contactType), "contact point"),
        ...need(!site.email || contact?.email === site.email, "contact email"),
      ];
    }
    case "AboutPage":
    case "ContactPage": {
      const entity = item.mainEntity as Ld | undefined;
      const contact = (entity?.contactPoint as Record<string, string>[] | undefined)?.[0];
      const address = entity?.address as Record<string, string> | undefined;
      return [
        ...need(nonEmpty(item.name), "name"),
        ...need(item.url === `${site.origin}${path}`, "url is the page"),
        ...need(entity?.["@type"] === "Organization" && entity.name === site.brand, "the company as its subject"),
        ...need(!site.address.fullAddress || address?.addressLocality === site.address.city, "configured address"),
        ...need(!site.email || contact?.email === site.email, "contact email"),
      ];
    }
    case "WebSite":
      return [...need(nonEmpty(item.name), "name"), ...need(item.url === `${site.origin}/`, "url")];
    case "Service":
      return [
        ...need(nonEmpty(item.name), "name"),
        ...need(nonEmpty(item.description), "description"),
        ...need(item.url === `${site.origin}${path}`, "url is the page"),
        ...need(nonEmpty((item.provider as Record<string, string> | undefined)?.name), "provider"),
      ];
    case "FAQPage": {
      const questions = item.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
      const page = textOf(html);
      return [
        ...need(questions.length > 0, "questions"),
        ...questions.flatMap((question) => [
          ...need(nonEmpty(question.acceptedAnswer?.text), `answer to "${question.name}"`),
          ...need(page.includes(question.name), `"${question.name}" shown on the page`),
        ]),
      ];
    }
    case "BlogPosting": {
      const page = textOf(html);
      return [
        ...need(nonEmpty(item.headline) && page.includes(String(item.headline)), "headline shown on the page"),
        ...need(item.url === `${site.origin}${path}`, "url is the page"),
        ...need(/^\d{4}-\d{2}-\d{2}$/.test(String(item.datePublished)), "datePublished"),
        ...need(String(item.dateModified) >= String(item.datePublished), "dateModified not before datePublished"),
        ...need(nonEmpty((item.author as Record<string, string> | undefined)?.name), "author"),
        ...need((item.publisher as Record<string, string> | undefined)?.name === site.brand, "publisher"),
      ];
    }
    case "JobPosting": {
      const organization = item.hiringOrganization as Record<string, string> | undefined;
      const location = item.jobLocation as { address?: Record<string, string> } | undefined;
      const remote = item.jobLocationType === "TELECOMMUTE";
      return [
        ...need(nonEmpty(item.title), "title"),
        ...need(nonEmpty(item.description), "description"),
        ...need(isoDate.test(String(item.datePosted)), "datePosted as a date"),
        ...need(nonEmpty(organization?.name), "hiringOrganization"),
        ...need(nonEmpty(location?.address?.addressCountry) || remote, "jobLocation"),
        ...need(!remote || item.applicantLocationRequirements !== undefined, "applicant location for remote work"),
        ...need(
          ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN", "OTHER"].includes(
            String(item.employmentType),
          ),
          "employmentType",
        ),
        ...need(textOf(html).includes(String(item.title)), "the job shown on the page"),
      ];
    }
    case "BreadcrumbList": {
      const steps = item.itemListElement as { position: number; name: string; item: string }[];
      const nav = /<nav aria-label="Breadcrumb"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
      const visible = [...nav.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((match) =>
        textOf(match[1] ?? "").replace(/\s*\/$/, ""),
      );
      return [
        ...need(
          steps.every((step, index) => step.position === index + 1),
          "positions 1…n",
        ),
        ...need(
          JSON.stringify(steps.map((step) => step.name)) === JSON.stringify(visible),
          "matches the visible breadcrumb",
        ),
        ...need(steps.at(-1)?.item === `${site.origin}${path}`, "ends at the page"),
        ...need(steps[0]?.item === `${site.origin}/`, "starts at home"),
      ];
    }
    default:
      return [`unexpected type ${item["@type"]}`];
  }
}

/** Which types a page must carry, by what it is and what it shows. */
function expectedTypes(path: string, html: string): string[] {
  const types: string[] = [];
  if (path === "/") types.push("Organization", "WebSite");
  if (path === "/about") types.push("AboutPage");
  if (path === "/contact") types.push("ContactPage");
  if (/^\/(services|solutions|technologies)\/[^/]+$/.test(path)) types.push("Service");
  if (html.includes('aria-label="Breadcrumb"')) types.push("BreadcrumbList");
  if (/data-section="faqs"|id="faqs"/.test(html) && /<details/.test(html)) types.push("FAQPage");
  if (path === "/careers") types.push(...jobs.map(() => "JobPosting"));
  if (/^\/blog\/(?!tag\/|page\/)[^/]+$/.test(path)) types.push("BlogPosting");
  return types.sort();
}

test.describe("every indexable page has its search and sharing metadata and valid structured data", () => {
  for (const path of indexable) {
    test(path, () => {
      const html = htmlOf(path);
      expect(html).toMatch(/^<!DOCTYPE html><html lang="en"/i);
      expect(meta(html, "description").length).toBeGreaterThan(50);
      expect(html).toContain(`<link rel="canonical" href="${site.origin}${path}"/>`);
      expect(meta(html, "og:url")).toBe(`${site.origin}${path}`);
      expect(meta(html, "og:title")).toBe(decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""));
      expect(meta(html, "twitter:card")).toBe("summary_large_image");
      // The X handle is optional in the site config: the tag appears exactly when it is set.
      expect(html.includes('name="twitter:site"')).toBe(Boolean(site.twitterHandle));
      const image = meta(html, "og:image");
      expect(meta(html, "twitter:image")).toBe(image);
      expect(image.startsWith(`${site.origin}/og/`)).toBe(true);
      const file = join(root, image.slice(site.origin.length));
      expect(existsSync(file), image).toBe(true);
      expect(pngSize(readFileSync(file))).toEqual({ width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT });

      const items = jsonLd(html);
      expect(items.map((item) => item["@type"]).sort()).toEqual(expectedTypes(path, html));
      for (const item of items) expect(item["@context"]).toBe("https://schema.org");
      expect(items.flatMap((item) => problemsOf(item, html, path))).toEqual([]);
    });
  }
});

test("titles and descriptions are unique across the indexable pages", () => {
  const seen = new Map<string, string>();
  const clashes: string[] = [];
  for (const path of indexable) {
    const html = htmlOf(path);
    for (const key of [
      `title:${/<title>([^<]*)<\/title>/.exec(html)?.[1]}`,
      `description:${meta(html, "description")}`,
    ]) {
      if (seen.has(key)) clashes.push(`${path} and ${seen.get(key)} share ${key}`);
      seen.set(key, path);
    }
  }
  expect(clashes).toEqual([]);
});

test("the sitemap lists exactly the indexable prerendered pages, each with lastmod; robots.txt points to it", () => {
  const sitemap = readFileSync(join(root, "sitemap.xml"), "utf8");
  const entries = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)];
  expect(entries.map((match) => (match[1] ?? "").slice(site.origin.length)).sort()).toEqual([...indexable].sort());
  for (const match of entries) expect(match[2]).toMatch(isoDate);
  expect(sitemap.match(/<url>/g)?.length).toBe(entries.length);
  expect(readFileSync(join(root, "robots.txt"), "utf8")).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
});

test("the coming-soon pages are noindex and out of the sitemap; every page with content is in it", () => {
  const sitemap = readFileSync(join(root, "sitemap.xml"), "utf8");
  const listed = new Set(
    [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => (match[1] ?? "").slice(site.origin.length)),
  );
  const comingSoon = pageCopy.comingSoon.map((page) => page.path);
  expect(comingSoon.sort()).toEqual(["/industries", "/portfolio", "/resources"]);
  for (const path of comingSoon) {
    expect(isNoindex(htmlOf(path)), path).toBe(true);
    expect(listed.has(path), path).toBe(false);
  }
  // Kept out on purpose, each for its own reason: the not-found screens, the pages a form leads to.
  const keptOut = new Set([
    ...comingSoon,
    ...NOT_FOUND_PATHS,
    ...Object.values(CONFIRMATION_PATHS),
    ...Object.values(NEWSLETTER_PATHS),
  ]);
  const missing = prerenderPaths().filter((path) => !keptOut.has(path) && !listed.has(path));
  expect(missing, "pages with content missing from the sitemap").toEqual([]);
  expect(prerenderPaths().filter((path) => !keptOut.has(path) && isNoindex(htmlOf(path)))).toEqual([]);
});

test("a link to a coming-soon page says what is there: its name, or that it is coming soon", () => {
  const allowed = new Set(
    pageCopy.comingSoon.flatMap((page) => [page.title, `All ${page.title}`, `${page.title} (Coming Soon)`]),
  );
  // The technology pages' button keeps the specification's label (docs/requirements.md#button-targets).
  allowed.add("View Portfolio");
  const promises: string[] = [];
  for (const path of prerenderPaths()) {
    const html = htmlOf(path);
    for (const page of pageCopy.comingSoon) {
      for (const match of html.matchAll(new RegExp(`<a [^>]*href="${page.path}"[^>]*>([\\s\\S]*?)</a>`, "g"))) {
        const label = textOf(match[1] ?? "");
        if (!allowed.has(label)) promises.push(`${path}: "${label}" → ${page.path}`);
      }
    }
  }
  expect(promises).toEqual([]);
  const services = textOf(htmlOf("/services"));
  expect(services).not.toMatch(/See Our Work|View Our Portfolio/);
  expect(services).toContain("Portfolio (Coming Soon)");
});

test("a favicon set and a web manifest whose icons exist", () => {
  const home = htmlOf("/");
  const manifestPath = /<link rel="manifest" href="([^"]+)"/.exec(home)?.[1] ?? "";
  const manifest = JSON.parse(readFileSync(join(root, manifestPath), "utf8")) as {
    name: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest.name).toBe(site.siteTitle);
  for (const icon of manifest.icons) {
    expect(existsSync(join(root, icon.src)), icon.src).toBe(true);
    if (icon.src.endsWith(".png")) {
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(pngSize(readFileSync(join(root, icon.src)))).toEqual({ width, height });
    }
  }
  expect(home).toContain('<link rel="apple-touch-icon" href="/icons/icon-180.png"/>');
});
