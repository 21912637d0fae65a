import { useEffect, useState } from "react";
import { type Consent, clearConsent, onConsentChange, readConsent, writeConsent } from "~/lib/consent";
import { buttonClasses } from "./Button";

export type ConsentLabels = Record<Consent | "none", string>;

/**
 * The cookie policy's control (D4): shows the stored `cookieConsent` choice and changes it. The banner
 * listens to the same change event, so it disappears on a choice and comes back on "Ask me again".
 */
export function ConsentControl({ labels }: { labels: ConsentLabels }) {
  const [choice, setChoice] = useState<Consent | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    setChoice(readConsent());
    setReady(true);
    return onConsentChange(setChoice);
  }, []);

  return (
    <div className="mt-6 rounded-2xl border border-primary-200 bg-primary-50 p-6" data-consent-control>
      <h3 className="text-lg">Your current choice</h3>
      <p className="mt-2 text-slate-700" role="status" aria-live="polite">
        {ready ? labels[choice ?? "none"] : "Checking your stored choice…"}
      </p>
      <noscript>
        <p className="mt-2 text-slate-700">
          Your choice is stored by JavaScript, which is off: nothing is stored, and nothing optional loads.
        </p>
      </noscript>
      <div className="mt-4 flex flex-wrap gap-3" data-js-only>
        <button
          type="button"
          aria-pressed={choice === "accepted"}
          onClick={() => writeConsent("accepted")}
          className={buttonClasses(choice === "accepted" ? "solid" : "outline")}
        >
          Accept Optional
        </button>
        <button
          type="button"
          aria-pressed={choice === "declined"}
          onClick={() => writeConsent("declined")}
          className={buttonClasses(choice === "declined" ? "solid" : "outline")}
        >
          Decline Optional
        </button>
        <button type="button" onClick={clearConsent} className={buttonClasses("ghost")} disabled={choice === null}>
          Ask Me Again
        </button>
      </div>
    </div>
  );
}
