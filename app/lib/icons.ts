/** The favicon set the build renders from public/favicon.svg (scripts/postbuild.ts) and root links. */
export const ICON_SIZES = [32, 180, 192, 512] as const;
export const MANIFEST_PATH = "/site.webmanifest";
/** --color-primary-900, the logo's ground. */
export const THEME_COLOR = "#111f45";
