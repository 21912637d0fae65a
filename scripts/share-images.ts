/**
 * Build-time images (decision 0090): each indexable page's 1200×630 share image with its title and
 * section, and the favicon set, drawn from the brand colours and the logo in public/favicon.svg.
 * Satori lays the card out (text becomes vector paths, with Inter from @fontsource/inter, so nothing
 * depends on the machine's fonts) and resvg rasterises it. Nothing is fetched.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { LEGAL_IDS } from "../app/content/legal/ids";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "../app/lib/seo";
import { site } from "../app/site";

const require = createRequire(import.meta.url);
const font = (weight: 400 | 700) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));

/** The palette of app/app.css (--color-primary-*, --color-accent-*). */
const COLORS = {
  navy: "#0a1430",
  navyLight: "#213b80",
  text: "#e3e9f7",
  muted: "#97acdd",
  accent: "#fbbf24",
};

const SECTION_BY_SEGMENT: Record<string, string> = {
  services: "Services",
  solutions: "Industry Solutions",
  technologies: "Technologies",
  careers: "Careers",
  positions: "Careers",
  internships: "Careers",
  about: "Company",
  mission: "Company",
  contact: "Contact",
  portfolio: "Portfolio",
  blog: "Insights",
  ...Object.fromEntries(LEGAL_IDS.map((id) => [id, "Legal"])),
};

/** The section a page belongs to, shown on its share image ("Services" for /services/devops). */
export function sectionFor(path: string): string {
  const segment = path.split("/")[1] ?? "";
  return SECTION_BY_SEGMENT[segment] ?? site.siteTitle;
}

let fonts: { name: string; data: Buffer; weight: 400 | 700; style: "normal" }[] | undefined;

type Node = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown } };
const h = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  props: Record<string, unknown> = {},
): Node => ({
  type,
  props: { ...props, style, children },
});

/** Long titles get a smaller size so every title fits in three lines. */
function titleSize(title: string): number {
  if (title.length <= 28) return 76;
  if (title.length <= 48) return 64;
  return 54;
}

export interface ShareCard {
  title: string;
  section: string;
  brand: string;
  /** Shown at the bottom: the site's host name. */
  domain: string;
  /** The logo mark as an SVG document. */
  logoSvg: string;
}

export async function renderShareImage(card: ShareCard): Promise<Buffer> {
  fonts ??= [
    { name: "Inter", data: font(400), weight: 400, style: "normal" },
    { name: "Inter", data: font(700), weight: 700, style: "normal" },
  ];
  const logo = `data:image/svg+xml;base64,${Buffer.from(card.logoSvg).toString("base64")}`;
  // Satori sizes boxes content-box: the card is a padded body that grows to fill the image, over an
  // accent bar, rather than one box with padding and a border.
  const body = h(
    "div",
    {
      flexGrow: 1,
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "64px 80px 56px",
    },
    [
      h("div", { display: "flex", alignItems: "center", gap: "22px" }, [
        h("img", { width: 72, height: 72 }, undefined, { src: logo, width: 72, height: 72 }),
        h("div", { fontSize: 44, fontWeight: 700, letterSpacing: "-0.02em" }, card.brand),
      ]),
      h("div", { display: "flex", flexDirection: "column", gap: "24px" }, [
        h(
          "div",
          { fontSize: 28, fontWeight: 700, color: COLORS.accent, textTransform: "uppercase", letterSpacing: "0.12em" },
          card.section,
        ),
        h(
          "div",
          {
            fontSize: titleSize(card.title),
            fontWeight: 700,
            lineHeight: 1.1,
            letterSpacing: "-0.02em",
            maxWidth: "1000px",
          },
          card.title,
        ),
      ]),
      h("div", { fontSize: 28, color: COLORS.muted }, card.domain),
    ],
  );
  const tree = h(
    "div",
    {
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      display: "flex",
      flexDirection: "column",
      backgroundColor: COLORS.navy,
      backgroundImage: `radial-gradient(circle at 100% 0%, ${COLORS.navyLight} 0%, ${COLORS.navy} 60%)`,
      fontFamily: "Inter",
      color: "white",
    },
    [body, h("div", { height: 14, backgroundColor: COLORS.accent }, undefined)],
  );
  const svg = await satori(tree as never, { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, fonts });
  return rasterize(svg, SHARE_IMAGE_WIDTH);
}

/** An SVG document as a PNG `width` pixels wide. */
export function rasterize(svg: string, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: "width", value: width } }).render().asPng();
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.toString("ascii", 1, 4) !== "PNG") throw new Error("not a PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
