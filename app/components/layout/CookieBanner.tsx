import { bannerText, consentButtons, privacyConfig } from "~/lib/privacy";
import { buttonClasses } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";

/** The banner's words, true for the configured site (app/lib/privacy.ts), computed at build time. */
const text = bannerText(privacyConfig());

/**
 * Cookie consent banner (docs/behaviours.md "Cookie consent"). Rendered into every page `hidden`:
 * `app/client/consent.ts` reveals it only while no choice is stored under `cookieConsent`, and stores
 * the choice of a button's `data-consent`. Without JavaScript it stays hidden (nothing optional loads
 * anyway); it is fixed to the bottom of the view, so showing it never moves the page. A strip of one
 * line on wide screens and two on phones, so it leaves the first screen and its calls to action free.
 */
export function CookieBanner() {
  return (
    <section
      hidden
      aria-label="Cookie consent"
      data-cookie-banner
      className="fixed inset-x-2 bottom-2 z-[55] mx-auto max-w-5xl animate-[rise_300ms_ease-out] rounded-xl border border-slate-200 bg-white px-3 py-2.5 shadow-xl shadow-primary-950/20 sm:inset-x-6 sm:bottom-4 sm:px-4"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:flex-nowrap">
        <p className="min-w-0 basis-full text-[0.8125rem] leading-snug text-slate-700 sm:flex-1 sm:basis-auto sm:text-sm">
          {text}{" "}
          <a
            href="/cookie-policy"
            className="font-medium whitespace-nowrap text-primary-700 underline underline-offset-2"
          >
            Cookie Policy
          </a>
        </p>
        <div className="flex flex-1 shrink-0 gap-2 sm:flex-none">
          <button
            type="button"
            data-consent="declined"
            data-cta=""
            className={buttonClasses("outline", "md", "flex-1 whitespace-nowrap")}
          >
            {consentButtons.declined}
          </button>
          <button
            type="button"
            data-consent="accepted"
            data-cta=""
            className={buttonClasses("solid", "md", "flex-1 whitespace-nowrap")}
          >
            {consentButtons.accepted}
          </button>
          <button
            type="button"
            data-consent="declined"
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 sm:hidden"
          >
            <Icon name="x" size={20} />
            <span className="sr-only">Close and decline optional content</span>
          </button>
        </div>
      </div>
    </section>
  );
}
