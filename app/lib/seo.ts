import type { MetaDescriptor } from "react-router";
import { site } from "~/site";

interface SeoInput {
  /** The full document title (use `pageTitle()` for `{Page} | {brand}`). */
  title: string;
  description?: string;
  /** Path of the canonical URL, e.g. "/services". Omit for pages that should not be indexed. */
  path?: string;
  noindex?: boolean;
}

/** Title, description, canonical URL and social cards for a page, from one place. */
export function seo({ title, description = site.description, path, noindex }: SeoInput): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:site_name", content: site.siteTitle },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { name: "twitter:card", content: "summary" },
  ];
  if (path !== undefined) {
    const url = `${site.origin}${path}`;
    tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
  }
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
