/**
 * How a page starts its one script (docs/decisions/0105-static-by-default.md). Pages are rendered with
 * the boot module's source path (`BOOT_SOURCE`): the dev server serves it as it is, and the postbuild
 * (scripts/client-bundle.ts) replaces it with the bundled, hashed file.
 *
 * The module is requested only once the page has painted: a small inline script in <head> imports it
 * on the first contentful paint. Firefox records no such entry for a page whose first paint is far down
 * (opened at a fragment, reloaded while scrolled), so if none has come by `load` it starts one frame
 * after `load`; engines without paint timing start after one frame. Exactly once either way. Nothing
 * competes with the page's own HTML and stylesheet before first paint, so a page paints as fast as its
 * script-free floor (decision 0011); the boot module's parts are plain HTML until then.
 */
export const BOOT_SOURCE = "/app/client/boot.ts";

function startBootAfterFirstPaint() {
  const src = (document.currentScript as HTMLScriptElement | null)?.dataset.boot;
  if (!src) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void import(/* @vite-ignore */ src);
  };
  const afterAFrame = () => requestAnimationFrame(() => setTimeout(start));
  // A page in a background tab paints, and so starts its script, when it is first shown.
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return afterAFrame();
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: "paint", buffered: true });
  addEventListener("load", () => afterAFrame(), { once: true });
}

/** The inline script (a classic one, so it can read its own `data-boot`); build time only. */
export const bootLoaderScript = () => `(${startBootAfterFirstPaint.toString()})()`;
