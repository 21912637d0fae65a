import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/Button";
import { EmailField, fieldClasses, FormField } from "~/components/ui/FormField";
import { CONTACT_SUBJECTS, HONEYPOT, isContactSubject, LIMITS } from "~/lib/forms";
import { submitInPlace } from "~/lib/submit-form";
import { track } from "~/lib/analytics/track";
import type { contactConsent, contactFormStatus } from "~/content/privacy";

type Status = { kind: "idle" } | { kind: "pending" } | { kind: "success" } | { kind: "error"; message: string };

/**
 * The contact form (§5, D7): a real multipart form that posts to the configured endpoint and works
 * without JavaScript. With JavaScript it submits in place: the button is disabled while sending, the
 * result is announced, and on failure everything typed stays in the fields. Fields carry no React
 * defaults, so a page the collector filled in (values, subject, error) hydrates without losing them.
 */
/** The consent box's words and the status messages, from the route's loader (content/privacy.ts). */
export interface ContactFormCopy {
  consent: typeof contactConsent;
  status: typeof contactFormStatus;
  /** Where the form posts (D7: the site config's contact endpoint). */
  action: string;
}

export function ContactForm({ copy }: { copy: ContactFormCopy }) {
  const { consent: contactConsent, status: contactFormStatus } = copy;
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const subjectRef = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    // /contact?subject=career preselects that subject (D6); the server does the same without JavaScript.
    const subject = new URLSearchParams(window.location.search).get("subject");
    if (subjectRef.current && subjectRef.current.value === "" && isContactSubject(subject)) {
      subjectRef.current.value = subject;
    }
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === "pending") return;
    const form = event.currentTarget;
    setStatus({ kind: "pending" });
    const result = await submitInPlace(form);
    if (result.ok) {
      // Analytics (when configured and consented): the subject's value only, never what was typed.
      if (__ANALYTICS__) track("Contact", { subject: subjectRef.current?.value ?? "" });
      form.reset();
      setStatus({ kind: "success" });
    } else {
      setStatus({ kind: "error", message: result.message });
    }
  }

  const pending = status.kind === "pending";
  return (
    <form
      method="post"
      action={copy.action}
      encType="multipart/form-data"
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      className="grid gap-5"
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
        <select id="contact-subject" name="subject" required ref={subjectRef} className={fieldClasses}>
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
          {contactConsent.before}{" "}
          <Link to="/privacy-policy" className="font-medium text-primary-700 underline underline-offset-2">
            {contactConsent.link}
          </Link>{" "}
          {contactConsent.after}
        </span>
      </label>
      <div>
        <button
          type="submit"
          disabled={pending}
          aria-disabled={pending}
          className={buttonClasses("solid", "lg", "disabled:cursor-wait disabled:opacity-70")}
        >
          {pending ? "Sending…" : "Send Message"}
        </button>
      </div>
      {status.kind === "idle" || status.kind === "pending" ? (
        // Empty at rest; the collector writes its error here for browsers without JavaScript, which
        // hydration keeps (React does not rewrite inner HTML it did not render).
        <div data-form-status="" aria-live="polite" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
      ) : (
        <div data-form-status={status.kind} aria-live="polite">
          {status.kind === "success" ? (
            <p className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">
              {contactFormStatus.success}
            </p>
          ) : (
            <p className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
              {status.message} {contactFormStatus.kept}
            </p>
          )}
        </div>
      )}
    </form>
  );
}
