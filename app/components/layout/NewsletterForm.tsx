import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { newsletterSignUp } from "~/content/navigation";
import { track } from "~/lib/analytics/track";

type Status =
  { kind: "idle" } | { kind: "sending" } | { kind: "done"; message: string } | { kind: "error"; message: string };

/** Links in the notice: white and underlined on the footer's dark background (AA), amber on hover like the footer's. */
const noticeLink = "font-medium text-white underline underline-offset-2 hover:text-accent-400";

/**
 * Footer newsletter sign-up (§2.2, §5, D8): one required email input, checked by the browser, posted
 * to the configured endpoint. Success is shown only when the endpoint answers 2xx; anything else shows
 * an error and keeps the address in the field. Without JavaScript the browser posts the form itself.
 * A one-line notice at the field says what the address is for and links to the way out (D8).
 */
export function NewsletterForm({ copy }: { copy: typeof newsletterSignUp }) {
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setStatus({ kind: "sending" });
    // Loaded on the first submit: every page carries the form, few visitors send it.
    const { submitInPlace } = await import("~/lib/submit-form");
    if ((await submitInPlace(form)).ok) {
      if (__ANALYTICS__) track("Newsletter");
      form.reset();
      // The same answer whether or not the server sends confirmation emails (double opt-in, D8).
      setStatus({ kind: "done", message: copy.success });
    } else setStatus({ kind: "error", message: copy.failure });
  }

  return (
    <form
      method="post"
      action={copy.action}
      encType="multipart/form-data"
      onSubmit={onSubmit}
      className="mt-4"
      aria-describedby="newsletter-status"
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
          disabled={status.kind === "sending"}
          className="min-h-11 rounded-lg bg-accent-400 px-4 font-semibold text-primary-950 hover:bg-accent-300 disabled:opacity-70"
        >
          {status.kind === "sending" ? "Subscribing…" : "Subscribe"}
        </button>
      </div>
      <p id="newsletter-notice" className="mt-2 text-sm text-primary-200">
        {copy.notice.before}{" "}
        <Link to={copy.notice.privacy.href} className={noticeLink}>
          {copy.notice.privacy.label}
        </Link>
        {copy.notice.between}{" "}
        <Link to={copy.notice.unsubscribe.href} className={noticeLink}>
          {copy.notice.unsubscribe.label}
        </Link>{" "}
        {copy.notice.after}
      </p>
      <p
        id="newsletter-status"
        role="status"
        className={`mt-2 min-h-5 text-sm ${status.kind === "error" ? "text-accent-300" : "text-primary-100"}`}
      >
        {status.kind === "done" || status.kind === "error" ? status.message : ""}
      </p>
    </form>
  );
}
