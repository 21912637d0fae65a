/**
 * The /search page's results (`data-feature="search-page"`, eager). The page is prerendered without a
 * query: with `?q=` in the address the visitor has already asked for results, so the search island
 * loads at once (the one page where React may load before any interaction); without one, it loads on
 * the first sign of intent, typing included (the field has focus from the start, `autofocus`). It reads
 * the address itself: the island's helpers would bring the site's copy into the page's load-time code.
 */
const INTENT_EVENTS = ["pointerover", "focusin", "touchstart", "keydown", "input"] as const;

export function init(element: HTMLElement): void {
  const mount = () => {
    for (const type of INTENT_EVENTS) element.removeEventListener(type, mount);
    void import("../islands/search").then((module) => module.mountSearchPage(element));
  };
  if (new URLSearchParams(window.location.search).get("q")?.trim()) return mount();
  for (const type of INTENT_EVENTS) element.addEventListener(type, mount, { passive: true });
}
