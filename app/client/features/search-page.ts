/**
 * The /search page's results (`data-feature="search-page"`, eager). The page is prerendered without a
 * query: with `?q=` in the address the visitor has already asked for results, so the search island
 * loads at once (the one page where React may load before any interaction); without one, it loads on
 * the first sign of intent, typing included (the field has focus from the start, `autofocus`). It reads
 * the address itself: the island's helpers would bring the site's copy into the page's load-time code.
 */
import { SEARCH_INDEX_PATH } from "~/lib/constants";

const INTENT_EVENTS = ["pointerover", "focusin", "touchstart", "keydown", "input"] as const;

export function init(element: HTMLElement): void {
  const mount = () => {
    for (const type of INTENT_EVENTS) element.removeEventListener(type, mount);
    // The index downloads alongside the island's code (the island's fetch picks up this response).
    const preload = Object.assign(document.createElement("link"), { rel: "preload", href: SEARCH_INDEX_PATH });
    preload.as = "fetch";
    preload.crossOrigin = "anonymous";
    document.head.append(preload);
    // Three tasks, not one: React DOM's evaluation (the largest, about 100 ms at the bench's calibrated
    // slowdown), then the island's own modules, then mounting. Together they made one 126 ms task.
    const nextTask = () => new Promise((resolve) => setTimeout(resolve));
    void import("react-dom/client")
      .then(nextTask)
      .then(() => import("../islands/search"))
      .then((module) => setTimeout(() => module.mountSearchPage(element)));
  };
  // Even then, after the page's first paint: nothing of search competes with what the page shows first.
  if (new URLSearchParams(window.location.search).get("q")?.trim())
    return document.readyState === "complete" ? mount() : window.addEventListener("load", mount, { once: true });
  // Typed, or moved focus off the field, before this code arrived (the field has focus from the first
  // paint): that was the intent, and no focusin will come to say so again.
  const field = element.querySelector<HTMLInputElement>("input[type=search]");
  const active = document.activeElement;
  if (field?.value.trim() || (active && active !== field && element.contains(active))) return mount();
  for (const type of INTENT_EVENTS) element.addEventListener(type, mount, { passive: true });
}
