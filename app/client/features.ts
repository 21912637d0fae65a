/**
 * Per-page features (docs/decisions/0105-static-by-default.md): plain DOM code for one interactive part
 * of a page, loaded only on pages that have that part. The server marks the part's root element with
 * `data-feature="name"`; the module `app/client/features/<name>.ts` exports `init(element)`.
 *
 * A feature's code is fetched on the first sign that a visitor is about to use the part (a pointer over
 * it, focus inside it, a touch), or as soon as the page has loaded when the element also carries
 * `data-feature-eager` (a part whose state must show without any interaction, such as saved jobs). A
 * click or a submit that arrives before the code is running is held and replayed once it is, so nothing
 * a visitor does is lost (a link or a form inside a part whose code was never asked for works natively).
 */
export interface Feature {
  init(element: HTMLElement): void;
}

const INTENT_EVENTS = ["pointerover", "focusin", "touchstart"] as const;
const started = new WeakMap<HTMLElement, Promise<void>>();

/** Loads and starts the feature of one element, once. */
export function startFeature(element: HTMLElement): Promise<void> {
  let running = started.get(element);
  if (!running) {
    const name = element.dataset.feature ?? "";
    running = import(`./features/${name}.ts`).then(
      (module: Feature) => module.init(element),
      (error: unknown) => console.error(`feature ${name}:`, error),
    );
    started.set(element, running);
  }
  return running;
}

/** Whether the feature of this element has finished starting (a replay can go to it directly). */
const ready = new WeakSet<HTMLElement>();

function watch(element: HTMLElement) {
  const start = () => {
    for (const type of INTENT_EVENTS) element.removeEventListener(type, start);
    void startFeature(element).then(() => ready.add(element));
  };
  if (element.hasAttribute("data-feature-eager")) return start();
  for (const type of INTENT_EVENTS) element.addEventListener(type, start, { passive: true });
}

/** The control a click meant: the nearest button or link around the target (an icon's SVG included). */
const controlOf = (target: Element) => target.closest<HTMLElement>("button, a[href]");

/**
 * Whether a click inside a feature needs the feature's code: a button that does nothing by itself
 * (`type="button"`), or a link that is the feature itself (the search control). Fields, checkboxes,
 * disclosures, other links and submit buttons work natively meanwhile; a form's submit is held instead.
 */
function needsFeature(event: Event, target: Element, element: HTMLElement): boolean {
  if (event.type === "submit") return true;
  const control = controlOf(target);
  if (!control || !element.contains(control)) return false;
  return control instanceof HTMLButtonElement ? control.type === "button" : control === element;
}

/** A click or submit inside a feature whose code is still on its way: held, then replayed. */
function holdUntilReady(event: Event) {
  const target = event.target instanceof Element ? event.target : null;
  const element = target?.closest<HTMLElement>("[data-feature]");
  if (!target || !element || ready.has(element) || !needsFeature(event, target, element)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  void startFeature(element).then(() => {
    ready.add(element);
    if (!target.isConnected) return;
    if (event.type === "submit" && target instanceof HTMLFormElement) target.requestSubmit();
    else controlOf(target)?.click();
  });
}

/** Watches every feature element of the page. */
export function startFeatures(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>("[data-feature]")) watch(element);
  document.addEventListener("click", holdUntilReady, true);
  document.addEventListener("submit", holdUntilReady, true);
}
