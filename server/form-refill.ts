/**
 * The no-JavaScript refill: a prerendered page answered again with what the visitor typed and the
 * error, for a form posted by a browser without JavaScript (the contact form, the unsubscribe form).
 * Values are written escaped, spliced in where the parser found each field (server/html.ts); the page's own
 * scripts are left out (see withoutScripts).
 */
import { signUpRefused, unsubscribeRefused } from "../app/content/form-messages";
import { contactFormStatus } from "../app/content/form-messages";
import { CONTROL, type ContactValues, type FieldError, isContactSubject } from "../app/lib/forms";
import {
  addAttributes,
  attribute,
  type Edit,
  type Element,
  elements,
  removeAttribute,
  removeElement,
  setAttribute,
  setContent,
  splice,
} from "./html";

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
  const scripts = elements(html).filter(
    (element) =>
      element.tagName === "script" || (element.tagName === "link" && attribute(element, "rel") === "modulepreload"),
  );
  return splice(html, scripts.map(removeElement));
}

/** The first element of a page with this tag and attribute value (`input`, `name`, `email`). */
function first(all: Element[], tagName: string, name: string, value: string): Element | undefined {
  return all.find((element) => element.tagName === tagName && attribute(element, name) === value);
}

/**
 * Gives an <input> the value, escaped, in place of any it had. A line break or tab (refused in a one-line
 * field, and invisible in one) becomes a space, so the refilled value can be sent as it is shown.
 */
function fillInput(html: string, input: Element | undefined, value: string): Edit[] {
  if (!input) return [];
  const had = attribute(input, "value") === undefined ? [] : [removeAttribute(html, input, "value")];
  return [...had, addAttributes(input, ` value="${escapeHtml(value.replace(/[\r\n\t]+/g, " "))}"`)];
}

/** Writes an error into the form's empty status region (`data-form-status=""`); `id` names the region. */
function fillFormStatus(all: Element[], message: string, id?: string): Edit[] {
  const status = first(all, "div", "data-form-status", "");
  if (!status) return [];
  return [
    ...(id ? [addAttributes(status, ` id="${id}"`, { first: true })] : []),
    setAttribute(status, "data-form-status", "error"),
    setContent(
      status,
      `<p class="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">${escapeHtml(message)}</p>`,
    ),
  ];
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
  const all = elements(html);
  const named = (name: string) =>
    all.find((element) => /^(input|select|textarea)$/.test(element.tagName) && attribute(element, "name") === name);
  const edits: Edit[] = [];
  for (const name of ["name", "email", "phone", "company"] as const) {
    const value = values[name];
    if (value) edits.push(...fillInput(html, first(all, "input", "name", name), value));
  }
  const message = first(all, "textarea", "name", "message");
  if (values.message && message) edits.push(setContent(message, escapeHtml(values.message)));
  const subject = first(all, "select", "name", "subject");
  if (values.subject && isContactSubject(values.subject) && subject) {
    for (const option of all.filter((element) => element.tagName === "option" && element.parentNode === subject)) {
      if (attribute(option, "selected") !== undefined) edits.push(removeAttribute(html, option, "selected"));
      if (attribute(option, "value") === values.subject) edits.push(addAttributes(option, ' selected=""'));
    }
  }
  const privacy = first(all, "input", "name", "privacy");
  if (values.privacy && privacy) edits.push(addAttributes(privacy, ' checked=""'));
  if (error) {
    const { message, field } = typeof error === "string" ? { message: error, field: undefined } : error;
    edits.push(...fillFormStatus(all, kept ? `${message} ${kept}` : message, CONTACT_ERROR_ID));
    const invalid = field ? named(field) : undefined;
    if (invalid) edits.push(addAttributes(invalid, ` aria-invalid="true" aria-describedby="${CONTACT_ERROR_ID}"`));
  }
  return splice(html, edits);
}

/**
 * A prerendered page with the footer's sign-up field refilled, focused, and the error in its status line
 * (browsers without JavaScript): the visitor lands back at the field, on the page they signed up from.
 */
export function fillNewsletterSignUp(html: string, email: string, error: string): string {
  const all = elements(html);
  const input = first(all, "input", "id", "newsletter-email");
  const status = first(all, "p", "id", "newsletter-status");
  return splice(html, [
    ...(email ? fillInput(html, input, email) : []),
    ...(input ? [addAttributes(input, ' autofocus=""')] : []),
    ...(status ? [setContent(status, escapeHtml(`${error} ${signUpRefused}`))] : []),
  ]);
}

/** The prerendered unsubscribe page with the address typed and the error (browsers without JavaScript). */
export function fillUnsubscribePage(html: string, email: string, error: string): string {
  const all = elements(html);
  const input = email ? first(all, "input", "id", "unsubscribe-email") : undefined;
  return splice(html, [
    ...(input ? fillInput(html, input, email) : []),
    ...fillFormStatus(all, `${error} ${unsubscribeRefused}`),
  ]);
}
