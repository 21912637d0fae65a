/**
 * The no-JavaScript refill: a prerendered page answered again with what the visitor typed and the
 * error, for a form posted by a browser without JavaScript (the contact form, the unsubscribe form).
 * Values are written escaped; the page's own scripts are left out (see withoutScripts).
 */
import { unsubscribeRefused } from "../app/content/form-messages";
import { contactFormStatus } from "../app/content/form-messages";
import { CONTROL, type ContactValues, type FieldError, isContactSubject } from "../app/lib/forms";

/** Escaped for HTML, without control characters (the form refused them: the refill leaves them out). */
export const escapeHtml = (text: string) =>
  text
    .replace(new RegExp(CONTROL, "gu"), "")
    .replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * A prerendered page answered at another URL (an endpoint's, e.g. the form again with its error, or
 * the invalid-link page at the confirm link), without its scripts. It answers a post the browser made
 * itself, without JavaScript, and its inline scripts' hashes belong to the page's own address; every
 * page works without JavaScript, so it is served as it was rendered, scripts aside.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "");
}

/** Gives the first <input> with this attribute (e.g. `name="email"`) the value, escaped. */
function fillInput(html: string, attribute: string, value: string): string {
  return html.replace(new RegExp(`<input([^>]*\\s${attribute}[^>]*?)\\s*/?>`), (_tag, attrs: string) => {
    return `<input${attrs.replace(/\svalue="[^"]*"/, "")} value="${escapeHtml(value)}"/>`;
  });
}

/** Writes an error into the form's empty status region (`data-form-status=""`). */
function fillFormStatus(html: string, message: string): string {
  return html.replace(
    /<div([^>]*\sdata-form-status="")([^>]*)><\/div>/,
    (_tag, _status, rest: string) =>
      `<div data-form-status="error"${rest}><p class="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">${escapeHtml(message)}</p></div>`,
  );
}

/** The id the error in a refilled contact form gets, so the field in error can point to it. */
export const CONTACT_ERROR_ID = "contact-form-error";

/**
 * The prerendered contact page with the visitor's values filled in, a subject selected and, when
 * given, an error in the form's status region (for browsers without JavaScript), followed by `kept`
 * (what became of the typed text; by default, that all of it is still there). An error that names
 * its field marks that field `aria-invalid="true"`, described by the error, so a screen reader says
 * which field to fix when it reaches it (docs/behaviours.md, "The contact form").
 */
export function fillContactPage(
  html: string,
  values: Partial<ContactValues>,
  error?: string | (Pick<FieldError, "message"> & Partial<Pick<FieldError, "field">>),
  kept: string = contactFormStatus.kept,
): string {
  let out = html;
  for (const name of ["name", "email", "phone", "company"] as const) {
    const value = values[name];
    if (value) out = fillInput(out, `name="${name}"`, value);
  }
  if (values.message) {
    out = out.replace(
      /(<textarea[^>]*\sname="message"[^>]*>)[\s\S]*?(<\/textarea>)/,
      (_m, open: string, close: string) => `${open}${escapeHtml(values.message ?? "")}${close}`,
    );
  }
  if (values.subject && isContactSubject(values.subject)) {
    out = out.replace(
      /(<select[^>]*\sname="subject"[^>]*>)([\s\S]*?)(<\/select>)/,
      (_m, open, options: string, close) => {
        const cleared = options.replace(/\sselected=""/g, "");
        return `${open}${cleared.replace(`value="${values.subject}"`, `value="${values.subject}" selected=""`)}${close}`;
      },
    );
  }
  if (values.privacy) {
    out = out.replace(
      /<input([^>]*\sname="privacy"[^>]*?)\s*\/?>/,
      (_tag, attrs: string) => `<input${attrs} checked=""/>`,
    );
  }
  if (error) {
    const { message, field } = typeof error === "string" ? { message: error, field: undefined } : error;
    out = fillFormStatus(out, kept ? `${message} ${kept}` : message).replace(
      /<div data-form-status="error"/,
      `<div id="${CONTACT_ERROR_ID}" data-form-status="error"`,
    );
    if (field) {
      out = out.replace(
        new RegExp(`<(input|select|textarea)([^>]*\\sname="${field}")`),
        (_tag, element: string, attrs: string) =>
          `<${element}${attrs} aria-invalid="true" aria-describedby="${CONTACT_ERROR_ID}"`,
      );
    }
  }
  return out;
}

/** The prerendered unsubscribe page with the address typed and the error (browsers without JavaScript). */
export function fillUnsubscribePage(html: string, email: string, error: string): string {
  const filled = email ? fillInput(html, 'id="unsubscribe-email"', email) : html;
  return fillFormStatus(filled, `${error} ${unsubscribeRefused}`);
}
