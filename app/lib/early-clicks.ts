/**
 * Clicks that arrive before React listens are not lost (decision 0098). The page is readable and its
 * links and forms work before hydration (decision 0009), but a control that exists only for JavaScript
 * (`data-js-only`: the mobile menu button, print, the map, the job filters) does nothing until React
 * has hydrated. This inline script, in <head>, keeps such clicks while React is not yet listening on
 * the document; the root layout replays them, in order, once it has hydrated. From the moment
 * `hydrateRoot` has run, React itself handles a click on a part not yet hydrated: it hydrates that part
 * first, then dispatches the click (selective hydration).
 */
const QUEUE = "__earlyClicks";

declare global {
  interface Window {
    [QUEUE]?: Element[];
  }
}

function keepEarlyClicks(queueName: string) {
  const queue: Element[] = [];
  (window as unknown as Record<string, Element[]>)[queueName] = queue;
  document.addEventListener(
    "click",
    (event) => {
      const control = event.target instanceof Element ? event.target.closest("[data-js-only]") : null;
      // React marks the document as its root when it starts hydrating; from then on it handles clicks.
      if (!control || Object.keys(document).some((key) => key.startsWith("__reactContainer$"))) return;
      event.preventDefault();
      queue.push(control);
    },
    true,
  );
}

/** The inline script (CSP-hashed with the page's other inline scripts by the postbuild); build time only. */
export const earlyClicksScript = () => `(${keepEarlyClicks.toString()})(${JSON.stringify(QUEUE)})`;

/** Called once the root has hydrated: clicks kept before then reach their now-working controls. */
export function replayEarlyClicks(): void {
  for (const control of window[QUEUE]?.splice(0) ?? []) if (control.isConnected) (control as HTMLElement).click();
}
