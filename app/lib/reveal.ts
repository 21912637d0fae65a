/**
 * Scroll reveal (docs/requirements.md#home, #figures-and-limits): only a section still below the view when
 * the observer first reports is hidden and rises in, so nothing already painted disappears and FCP, LCP
 * and layout are untouched. The observer's report comes with the next frame: no forced layout here.
 */
export const REVEAL_ATTRIBUTE = "data-reveal";
const DONE = "data-revealed";
const ARMED = "data-reveal-armed";

let observer: IntersectionObserver | undefined;

function reveal(entries: IntersectionObserverEntry[]): void {
  for (const { target, isIntersecting, boundingClientRect: box } of entries) {
    // On its first report (not armed yet) a section that starts inside the view was painted: it stays
    // as it is. A band the browser has not laid out yet (content-visibility, app.css) reports an empty
    // box: it was not painted.
    const painted = !target.hasAttribute(ARMED) && box.height > 0 && box.top < innerHeight;
    if (isIntersecting || painted) {
      target.setAttribute(DONE, "");
      observer?.unobserve(target);
    } else target.setAttribute(ARMED, "");
  }
}

/** Arms every unrevealed section of the page, once, from the boot module. */
export function armReveal(): void {
  if (typeof IntersectionObserver === "undefined") return;
  if (matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  observer ??= new IntersectionObserver(reveal, { rootMargin: "0px 0px -8% 0px" });
  for (const element of document.querySelectorAll(`[${REVEAL_ATTRIBUTE}]:not([${DONE}])`)) observer.observe(element);
}
