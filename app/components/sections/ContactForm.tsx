import { buttonClasses } from "~/components/ui/Button";
import { EmailField, fieldClasses, FormField } from "~/components/ui/FormField";
import type { contactFormStatus } from "~/content/form-messages";
import type { contactConsent } from "~/content/privacy-notices";
import { CONTACT_SUBJECTS, HONEYPOT, LIMITS } from "~/lib/forms";
import { site } from "~/site";
import { CTA } from "~/content/cta";

/**
 * The contact form (docs/requirements.md#form-rules, #contact-form): a real multipart form that works
 * without JavaScript, and submits in place with it (app/client/features/form.ts). The status region is
 * empty here: the collector writes its error into it for a browser without JavaScript (server/collector.ts).
 */
export function ContactForm({ status, consent }: { status: typeof contactFormStatus; consent: typeof contactConsent }) {
  return (
    <form
      method="post"
      action={site.forms.contactEndpoint}
      encType="multipart/form-data"
      aria-labelledby="contact-form-title"
      className="grid gap-5"
      data-feature="form"
      data-track="Contact"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Full Name" htmlFor="contact-name" required>
          <input
            id="contact-name"
            name="name"
            type="text"
            required
            maxLength={LIMITS.field}
            autoComplete="name"
            className={fieldClasses}
          />
        </FormField>
        <EmailField id="contact-email" label="Email Address" />
        <FormField label="Phone Number" htmlFor="contact-phone">
          <input
            id="contact-phone"
            name="phone"
            type="tel"
            maxLength={LIMITS.field}
            autoComplete="tel"
            className={fieldClasses}
          />
        </FormField>
        <FormField label="Company Name" htmlFor="contact-company">
          <input
            id="contact-company"
            name="company"
            type="text"
            maxLength={LIMITS.field}
            autoComplete="organization"
            className={fieldClasses}
          />
        </FormField>
      </div>
      <FormField label="Subject" htmlFor="contact-subject" required>
        <select id="contact-subject" name="subject" required className={fieldClasses}>
          <option value="">Select a subject</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject.value} value={subject.value}>
              {subject.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Message" htmlFor="contact-message" required>
        <textarea
          id="contact-message"
          name="message"
          rows={5}
          required
          maxLength={LIMITS.message}
          className={fieldClasses}
        />
      </FormField>
      <div className="hidden" aria-hidden="true">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <label className="flex items-start gap-3 text-sm text-slate-700">
        <input
          type="checkbox"
          name="privacy"
          value="yes"
          required
          className="mt-0.5 h-5 w-5 shrink-0 accent-primary-700"
        />
        <span>
          {consent.before}{" "}
          <a href="/privacy-policy" className="font-medium text-primary-700 underline underline-offset-2">
            {consent.link}
          </a>{" "}
          {consent.after}
        </span>
      </label>
      <div>
        <button
          type="submit"
          data-cta=""
          data-pending-label="Sending…"
          className={buttonClasses("solid", "lg", "disabled:cursor-wait disabled:opacity-70")}
        >
          {CTA.sendMessage}
        </button>
      </div>
      <div data-form-status="" aria-live="polite"></div>
      <template data-form-message="success">
        <p className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">
          {status.success}
        </p>
      </template>
      <template data-form-message="error">
        <p className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          <span data-form-reason="" /> {status.kept}
        </p>
      </template>
    </form>
  );
}
