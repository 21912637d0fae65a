/**
 * The site's conversions (decision 0101): `if (__ANALYTICS__) track(…)`, which a build without analytics
 * drops whole. With analytics, the runtime listens once the visitor has consented; before that the event
 * goes nowhere. Only the names and values passed here are ever sent.
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
