/**
 * Consent on every page (docs/behaviours.md "Cookie consent"; boot.ts imports this module). The banner
 * is in every page's HTML, `hidden`: it is shown only while no choice is stored, and a button's
 * `data-consent` stores that choice. Once the stored choice is `accepted` (at load, or when the visitor
 * accepts later, here or on the cookie policy's control), the parts that wait for consent start: per-page
 * features marked `data-feature-consent` (the contact page's map) and, in a build with an analytics
 * provider, the analytics runtime. Nothing here is React, and it runs for every visitor, so it stays tiny.
 */
import { type Consent, onConsentChange, readConsent, writeConsent } from "~/lib/consent";
import { startFeature } from "./features";

let analyticsStarted = false;

/** Wires the banner and the parts that wait for consent within `root`. */
export function startConsent(root: ParentNode = document): void {
  const banner = root.querySelector<HTMLElement>("[data-cookie-banner]");
  const apply = (consent: Consent | null) => {
    if (banner) banner.hidden = consent !== null;
    if (consent !== "accepted") return;
    for (const part of root.querySelectorAll<HTMLElement>("[data-feature-consent]")) void startFeature(part);
    // The analytics runtime (app/lib/analytics/runtime.ts), with the build's provider settings, which
    // the page carries as JSON (app/root.tsx); from then on it follows the consent itself. A build
    // without analytics defines `__ANALYTICS__` as false: esbuild drops this block, and the runtime
    // with it (the import must stay inside the block for that).
    if (__ANALYTICS__ && !analyticsStarted) {
      const data = root.querySelector("#analytics-client")?.textContent;
      if (!data) return;
      analyticsStarted = true;
      void import("~/lib/analytics/runtime").then(({ pageview }) =>
        pageview(JSON.parse(data), location.pathname + location.search),
      );
    }
  };
  banner?.addEventListener("click", (event) => {
    const choice = (event.target as Element).closest<HTMLElement>("[data-consent]")?.dataset.consent;
    if (!choice) return;
    writeConsent(choice as Consent);
    // The banner is gone with the focus it held: a keyboard visitor goes on from the page's content.
    document.getElementById("main")?.focus({ preventScroll: true });
  });
  onConsentChange(apply);
  apply(readConsent());
}

startConsent();
