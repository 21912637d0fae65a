import type { MetaDescriptor } from "react-router";

/**
 * A route's `meta`: the tags its loader built at build time (with `seo()` or `pageMeta()`, lib/seo.ts), so
 * every route declares its head the same way and the loader, which has the page's data, decides it.
 */
export const loaderMeta = ({ data }: { data?: unknown }): MetaDescriptor[] =>
  (data as { meta?: MetaDescriptor[] } | undefined)?.meta ?? [];
