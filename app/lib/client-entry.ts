/**
 * How a page starts its one script (docs/decisions/0105-static-by-default.md). Pages are rendered with
 * the boot module's source path (`BOOT_SOURCE`): the dev server serves it as it is, and the postbuild
 * (scripts/client-bundle.ts) replaces it with the bundled, hashed file.
 *
 * The module is requested only once the page has painted: a small inline script in <head> imports it
 * on the first contentful paint, or after one frame where paint timing is not reported. Nothing competes with the page's own HTML and stylesheet before first paint, so a
 * page paints as fast as its script-free floor (decision 0011); the boot module's parts are plain HTML
 * until then.
 */
export const BOOT_SOURCE = "/app/client/boot.ts";

function startBootAfterFirstPaint() {
  const src = (document.currentScript as HTMLScriptElement | null)?.dataset.boot;
  if (!src) return;
  const start = () => void import(/* @vite-ignore */ src);
  // A page in a background tab paints, and so starts its script, when it is first shown.
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint"))
    return requestAnimationFrame(() => setTimeout(start));
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
}

/** The inline script (a classic one, so it can read its own `data-boot`); build time only. */
export const bootLoaderScript = () => `(${startBootAfterFirstPaint.toString()})()`;
