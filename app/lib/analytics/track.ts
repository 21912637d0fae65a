/**
 * The site's conversions as the components report them (issue 20): a contact message or a newsletter
 * sign-up accepted. Callers write `if (__ANALYTICS__) track(…)`: a build without analytics drops the
 * call with the condition (`__ANALYTICS__` is the constant false there), so it carries no analytics code; with analytics, the runtime (runtime.ts) listens for the event
 * and sends it only with the visitor's consent. Only the names and values passed here are ever sent.
 */
declare global {
  /** True only in a build with an analytics provider (vite.config.ts): callers guard with it. */
  const __ANALYTICS__: boolean;
}

export const TRACK_EVENT = "site:analytics";
export interface TrackDetail {
  name: string;
  props?: Record<string, string>;
}

export function track(name: string, props?: Record<string, string>): void {
  window.dispatchEvent(new CustomEvent<TrackDetail>(TRACK_EVENT, { detail: { name, props } }));
}
