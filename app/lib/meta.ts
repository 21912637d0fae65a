import type { MetaDescriptor } from "react-router";

/**
 * A route's `meta`: the tags its loader built at build time (with `seo()` or `pageMeta()`, lib/seo.ts). The browser
 * gets them as route data with the page, never the code that builds them (decision 0098).
 */
export const loaderMeta = ({ data }: { data?: unknown }): MetaDescriptor[] =>
  (data as { meta?: MetaDescriptor[] } | undefined)?.meta ?? [];
