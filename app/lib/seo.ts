import type { MetaDescriptor } from "react-router";
import { pageTitle, site } from "~/site";

/** A schema.org JSON-LD object, as `app/lib/structured-data.ts` builds it and `seo()` emits it. */
export type JsonLd = { "@context"?: string; "@type": string } & Record<string, unknown>;

interface SeoInput {
  /** The full document title (use `pageTitle()` for `{Page} | {brand}`). */
  title: string;
  description?: string;
  /** Path of the canonical URL, e.g. "/services". Omit for pages that should not be indexed. */
  path?: string;
  noindex?: boolean;
  /**
   * The page's structured data, built by its loader at build time (app/lib/structured-data.ts) so
   * the builders never ship to the browser; each becomes a JSON-LD script.
   */
  structuredData?: readonly JsonLd[];
}

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** Where the build writes a page's share image (scripts/share-images.ts): /og/index.png for "/". */
export function shareImagePath(path: string): string {
  return `/og${path === "/" ? "/index" : path.replace(/\/+$/, "")}.png`;
}

/** `Python Development | {brand}` → `Python Development`: the page's own name. */
export function pageName(title: string): string {
  const suffix = ` | ${site.brand}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

/**
 * Title, description, canonical URL, Open Graph and Twitter cards with the page's own share image,
 * and its structured data: one place for everything a search engine or a link preview reads.
 */
export function seo({
  title,
  description = site.description,
  path,
  noindex,
  structuredData = [],
}: SeoInput): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:site_name", content: site.siteTitle },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "en_US" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
  ];
  if (path !== undefined && !noindex) {
    const url = `${site.origin}${path}`;
    const image = `${site.origin}${shareImagePath(path)}`;
    const alt = `${pageName(title)}, ${site.brand}`;
    tags.push(
      { tagName: "link", rel: "canonical", href: url },
      { property: "og:url", content: url },
      { property: "og:image", content: image },
      { property: "og:image:type", content: "image/png" },
      { property: "og:image:width", content: String(SHARE_IMAGE_WIDTH) },
      { property: "og:image:height", content: String(SHARE_IMAGE_HEIGHT) },
      { property: "og:image:alt", content: alt },
      { name: "twitter:card", content: "summary_large_image" },
      ...(site.twitterHandle ? [{ name: "twitter:site", content: site.twitterHandle }] : []),
      { name: "twitter:title", content: title },
      { name: "twitter:description", content: description },
      { name: "twitter:image", content: image },
      { name: "twitter:image:alt", content: alt },
    );
  } else {
    tags.push({ name: "twitter:card", content: "summary" });
  }
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  for (const item of structuredData) tags.push({ "script:ld+json": item });
  return tags;
}

/** The tags of a page entry with its own title, meta description and path (the common case). */
export const pageMeta = (
  page: { title: string; metaDescription: string; path: string },
  structuredData?: SeoInput["structuredData"],
) => seo({ title: pageTitle(page.title), description: page.metaDescription, path: page.path, structuredData });

/** The Not Found page's tags (also served for unknown posts and tags under /blog). */
export const notFoundMeta = () => seo({ title: pageTitle("Page Not Found"), noindex: true });

/** The 'Technology Not Found' screen's tags (an unknown id under /technologies/). */
export const technologyNotFoundMeta = () => seo({ title: pageTitle("Technology Not Found"), noindex: true });
