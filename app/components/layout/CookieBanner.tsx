import { useEffect, useState } from "react";
import { Link } from "react-router";
import { type Consent, onConsentChange, readConsent, writeConsent } from "~/lib/consent";
import { buttonClasses } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";

/**
 * Cookie consent banner (§4, D9). Shown only while no choice is stored under `cookieConsent`;
 * the prerendered HTML never contains it, so it cannot flash for visitors who already chose.
 */
/** `text`: the banner's words, true for the configured site (content/privacy.ts, via the root loader). */
export function CookieBanner({ text }: { text: string }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    setVisible(readConsent() === null);
    return onConsentChange((value) => setVisible(value === null));
  }, []);

  if (!visible) return null;

  const choose = (value: Consent) => {
    writeConsent(value);
    setVisible(false);
  };

  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-3 bottom-3 z-[55] mx-auto max-w-3xl animate-[rise_300ms_ease-out] rounded-2xl border border-slate-200 bg-white p-5 shadow-2xl shadow-primary-950/20 sm:inset-x-6 sm:bottom-6"
    >
      <button
        type="button"
        onClick={() => choose("declined")}
        className="absolute top-2 right-2 inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 sm:hidden"
      >
        <Icon name="x" size={20} />
        <span className="sr-only">Close and decline optional content</span>
      </button>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Icon name="cookie" size={28} className="hidden shrink-0 text-primary-600 sm:block" />
        <p className="pr-8 text-sm text-slate-700 sm:pr-0">
          {text} Read our{" "}
          <Link to="/cookie-policy" className="font-medium text-primary-700 underline underline-offset-2">
            Cookie Policy
          </Link>
          .
        </p>
        <div className="flex shrink-0 gap-2">
          <button type="button" onClick={() => choose("declined")} className={buttonClasses("outline")}>
            Decline Optional
          </button>
          <button type="button" onClick={() => choose("accepted")} className={buttonClasses("solid")}>
            Accept All
          </button>
        </div>
      </div>
    </section>
  );
}
