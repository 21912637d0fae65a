/** The favicon set the build renders from public/favicon.svg (scripts/postbuild.ts), linked by `faviconLinks`. */
export const FAVICON_SIZES = [32, 180, 192, 512] as const;
export const MANIFEST_PATH = "/site.webmanifest";
/** --color-primary-900, the logo's ground. */
export const THEME_COLOR = "#111f45";

/**
 * The favicon, touch icon and web manifest links, the same on every page: written into each page's
 * <head> by the postbuild rather than rendered by the root's `links`, so they cost no JavaScript.
 */
export const faviconLinks = () =>
  `<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>` +
  `<link rel="icon" href="/icons/icon-32.png" type="image/png" sizes="32x32"/>` +
  `<link rel="apple-touch-icon" href="/icons/icon-180.png"/>` +
  `<link rel="manifest" href="${MANIFEST_PATH}"/>`;
