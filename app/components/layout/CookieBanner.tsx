import { bannerText, consentButtons, privacyConfig } from "~/lib/privacy";
import { buttonClasses } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";

/** The banner's words, true for the configured site (app/lib/privacy.ts), computed at build time. */
const text = bannerText(privacyConfig());

/**
 * Cookie consent banner (docs/behaviours.md "Cookie consent"). Rendered into every page `hidden`:
 * `app/client/consent.ts` reveals it only while no choice is stored under `cookieConsent`, and stores
 * the choice of a button's `data-consent`. Without JavaScript it stays hidden (nothing optional loads
 * anyway); it is fixed to the bottom of the view, so showing it never moves the page.
 */
export function CookieBanner() {
  return (
    <section
      hidden
      aria-label="Cookie consent"
      data-cookie-banner
      className="fixed inset-x-3 bottom-3 z-[55] mx-auto max-w-3xl animate-[rise_300ms_ease-out] rounded-2xl border border-slate-200 bg-white p-5 shadow-2xl shadow-primary-950/20 sm:inset-x-6 sm:bottom-6"
    >
      <button
        type="button"
        data-consent="declined"
        className="absolute top-2 right-2 inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 sm:hidden"
      >
        <Icon name="x" size={20} />
        <span className="sr-only">Close and decline optional content</span>
      </button>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Icon name="cookie" size={28} className="hidden shrink-0 text-primary-600 sm:block" />
        <p className="pr-8 text-sm text-slate-700 sm:pr-0">
          {text} Read our{" "}
          <a href="/cookie-policy" className="font-medium text-primary-700 underline underline-offset-2">
            Cookie Policy
          </a>
          .
        </p>
        <div className="flex shrink-0 gap-2">
          <button type="button" data-consent="declined" data-cta="" className={buttonClasses("outline")}>
            {consentButtons.declined}
          </button>
          <button type="button" data-consent="accepted" data-cta="" className={buttonClasses("solid")}>
            {consentButtons.accepted}
          </button>
        </div>
      </div>
    </section>
  );
}
