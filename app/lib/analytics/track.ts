/**
 * The site's conversions as the page's code reports them (decision 0101): a contact message or a
 * newsletter sign-up accepted. Plain DOM code (a form's feature module) calls `if (__ANALYTICS__)
 * track(…)`: a build without analytics drops the call with the condition (`__ANALYTICS__` is the
 * constant false there, in Vite's and esbuild's builds alike), so it carries no analytics code. With
 * analytics, the runtime (runtime.ts, running once the visitor has consented) listens for the event and
 * sends it; before consent nothing listens and the event goes nowhere. Only the names and values
 * passed here are ever sent.
 */
declare global {
  /** True only in a build with an analytics provider (vite.config.ts, scripts/client-bundle.ts): callers guard with it. */
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
