/**
 * How a page starts its one script (docs/decisions/0105-static-by-default.md): an inline script imports
 * the boot module on the first contentful paint, or one frame after `load` if none came by then (Firefox
 * records none for a page first painted far down); exactly once, never before first paint (decision 0011).
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
