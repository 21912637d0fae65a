import type { SiteNavigation } from "~/lib/navigation.server";
import { CTA } from "~/content/cta";

/** Links in the notice: white and underlined on the footer's dark background (AA), amber on hover like the footer's. */
const noticeLink = "font-medium text-white underline underline-offset-2 hover:text-accent-400";

/**
 * Footer newsletter sign-up (docs/requirements.md#header-menus-and-footer, #form-rules, #newsletter): one required email input, checked by the browser, posted
 * to the configured endpoint. Without JavaScript the browser posts the form itself. With JavaScript it
 * submits in place (app/client/features/form.ts, loaded on the first focus or pointer in the form, as
 * every page has this form and few visitors send it): success is shown only when the endpoint accepted,
 * and when it emailed a link to confirm the address (double opt-in, docs/requirements.md#newsletter) the
 * answer says to check the inbox, never that the address is subscribed; anything else shows
 * the error template and keeps the address in the field. A one-line notice at the field says what the
 * address is for and links to the way out (docs/requirements.md#newsletter).
 */
export function NewsletterForm({ copy }: { copy: SiteNavigation["newsletterSignUp"] }) {
  return (
    <form
      method="post"
      action={copy.action}
      encType="multipart/form-data"
      className="mt-4"
      aria-describedby="newsletter-status"
      data-feature="form"
      data-track="Newsletter"
    >
      <label htmlFor="newsletter-email" className="text-sm font-medium text-white">
        Email address
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          aria-describedby="newsletter-notice"
          placeholder="you@company.com"
          className="min-h-11 w-full min-w-0 flex-1 rounded-lg border border-white/20 bg-white/10 px-3 text-white placeholder:text-primary-200 focus:border-accent-400 focus-visible:outline-accent-400"
        />
        <button
          type="submit"
          data-cta=""
          data-pending-label="Subscribing…"
          className="min-h-11 rounded-lg bg-accent-400 px-4 font-semibold text-primary-950 hover:bg-accent-300 disabled:opacity-70"
        >
          {CTA.subscribe}
        </button>
      </div>
      <p id="newsletter-notice" className="mt-2 text-sm text-primary-200">
        {copy.notice.before}{" "}
        <a href={copy.notice.privacy.href} className={noticeLink}>
          {copy.notice.privacy.label}
        </a>
        {copy.notice.between}{" "}
        <a href={copy.notice.unsubscribe.href} className={noticeLink}>
          {copy.notice.unsubscribe.label}
        </a>{" "}
        {copy.notice.after}
      </p>
      <p id="newsletter-status" role="status" data-form-status="" className="mt-2 min-h-5 text-sm text-primary-100"></p>
      <template data-form-message="success">{copy.success}</template>
      <template data-form-message="confirm">{copy.checkInbox}</template>
      <template data-form-message="error">
        <span className="text-accent-300">{copy.failure}</span>
      </template>
    </form>
  );
}
