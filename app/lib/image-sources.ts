/**
 * How a remote hero photo is fetched: responsive sources for a URL requested at width 1200, quality 80
 * (docs/content-model.md, "Images"), and the early connection to its host.
 */
export const HERO_WIDTHS = [640, 960, 1200] as const;

export function heroImageSources(url: string) {
  const withWidth = (width: number) => {
    const parsed = new URL(url);
    parsed.searchParams.set("w", String(width));
    parsed.searchParams.set("q", "80");
    return parsed.toString();
  };
  return {
    src: withWidth(1200),
    srcSet: HERO_WIDTHS.map((width) => `${withWidth(width)} ${width}w`).join(", "),
    width: 1200,
    height: 800,
  };
}

/**
 * Opens the connection to a hero photo's host while the HTML is still parsing, so the photo (the
 * page's largest paint when it loads) does not wait for DNS, TCP and TLS. For a route's `links`.
 */
export function heroImagePreconnect(url: string | undefined) {
  return url ? [{ rel: "preconnect", href: new URL(url).origin }] : [];
}
