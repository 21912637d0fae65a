/**
 * Scroll reveal (§2.3, §9): sections below the fold fade and rise in, once, when they enter the view.
 * The prerendered HTML hides nothing (crawlers, no JavaScript, first paint); after hydration this marks
 * only sections that are still out of view, so nothing already painted disappears and FCP and LCP are
 * untouched. Transforms only: no layout shift. Nothing happens under prefers-reduced-motion.
 */
export const REVEAL_ATTRIBUTE = "data-reveal";
const DONE = "data-revealed";
const ARMED = "data-reveal-armed";

let observer: IntersectionObserver | undefined;

/** Arms every unrevealed section of the current page; call again after a client navigation. */
export function armReveal(): void {
  if (typeof IntersectionObserver === "undefined") return;
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.setAttribute(DONE, "");
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: "0px 0px -8% 0px" },
  );
  document.documentElement.setAttribute(ARMED, "");
  for (const element of document.querySelectorAll(`[${REVEAL_ATTRIBUTE}]:not([${DONE}])`)) {
    // Already on screen: stays as painted.
    if (element.getBoundingClientRect().top < window.innerHeight) element.setAttribute(DONE, "");
    else observer.observe(element);
  }
}
