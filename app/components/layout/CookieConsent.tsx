import { lazy, Suspense, useEffect, useState } from "react";
import { onConsentChange, readConsent } from "~/lib/consent";

const CookieBanner = lazy(() => import("./CookieBanner").then((module) => ({ default: module.CookieBanner })));

/**
 * Loads the cookie banner (§4) only for a visitor who has not chosen yet: a returning visitor never
 * downloads it, and it is never part of what a page needs to hydrate (decision 0011).
 */
export function CookieConsent({ text }: { text: string }) {
  const [undecided, setUndecided] = useState(false);
  useEffect(() => {
    setUndecided(readConsent() === null);
    return onConsentChange((value) => {
      if (value === null) setUndecided(true);
    });
  }, []);
  return undecided ? (
    <Suspense fallback={null}>
      <CookieBanner text={text} />
    </Suspense>
  ) : null;
}
