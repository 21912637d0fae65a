/**
 * Build-time only: renders every registered icon once into an SVG sprite of <symbol>s, keyed like
 * `Icon`'s names. vite.config.ts writes it to `icons.generated.svg` (git-ignored) before each build,
 * dev server or test run, and `Icon` references it by its hashed URL.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { CONTENT_ICONS, UI_ICONS } from "./icon-registry";

export function renderIconSprite(): string {
  const symbols = Object.entries({ ...CONTENT_ICONS, ...UI_ICONS }).map(([key, component]) => {
    const svg = renderToStaticMarkup(createElement(component));
    const inner = svg.slice(svg.indexOf(">") + 1, svg.lastIndexOf("</svg>"));
    return `<symbol id="${key}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}
