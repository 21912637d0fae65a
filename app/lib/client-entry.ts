/**
 * How a page starts its one script (docs/decisions/0105-static-by-default.md): an inline script imports
 * the boot module on the first contentful paint; if none came by `load`, two frames after it on a page
 * painted scrolled down (Firefox records none there), a second after it at the top; exactly once, never
 * before first paint (decision 0011).
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
  // Two frames: the first frame is then presented, not only produced (a paint's time is when it is shown).
  const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));
  // A page in a background tab paints, and so starts its script, when it is first shown.
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return afterPaint();
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: "paint", buffered: true });
  // Firefox records no first contentful paint for a page first painted scrolled down; elsewhere the entry
  // can come a few frames after `load`, so a page at the top gives it a second before starting anyway.
  addEventListener("load", () => (scrollY > 0 ? afterPaint() : setTimeout(afterPaint, 1000)), { once: true });
}

/** The inline script (a classic one, so it can read its own `data-boot`); build time only. */
export const bootLoaderScript = () => `(${startBootAfterFirstPaint.toString()})()`;
