/**
 * A form that submits in place (docs/behaviours.md, "Forms"): the contact form and the footer's
 * newsletter form (and the unsubscribe form, for its proof of work only) carry `data-feature="form"`, so
 * this code arrives on the first focus or pointer in the form, and a submit sent before it is running is
 * held and replayed (app/client/features.ts).
 * Without JavaScript the browser posts the form itself and the collector answers with a page.
 *
 * Everything shown comes from the form's own markup: the pending label of its submit button
 * (`data-pending-label`) and its messages, `<template data-form-message="success|error">`, cloned into
 * its status region (`[data-form-status]`); an error template's `[data-form-reason]` receives the
 * endpoint's reason. A form with a `data-form-message="confirm"` template (the newsletter's) shows it
 * instead of success when the endpoint says a confirmation email went out: the address is not
 * subscribed until it is confirmed. `data-track` names the analytics event of an accepted submission.
 *
 * The form's proof of work (app/client/challenge.ts) is imported statically and started in the same task:
 * the feature loader replays a held submit as soon as `init` returns, so the proof's hold must already be
 * in place then (decision 0128). Its answer is a hidden field of the form by the time a submit reaches
 * this code, so `submitInPlace` posts it. A form without messages (the unsubscribe form, whose answer is
 * a page of its own) gets only that, and the browser posts it.
 */
import { track } from "~/lib/analytics/track";
import { isContactSubject } from "~/lib/forms";
import { submitInPlace } from "~/lib/submit-form";
import { init as startProof } from "../challenge";

export function init(form: HTMLElement): void {
  if (!(form instanceof HTMLFormElement)) return;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const status = form.querySelector<HTMLElement>("[data-form-status]");
  const label = button?.textContent ?? "";
  preselectSubject(form);
  startProof(form);
  if (!form.querySelector("template[data-form-message]")) return;

  const show = (kind: "success" | "error", reason = "", message: "success" | "error" | "confirm" = kind) => {
    const template =
      form.querySelector<HTMLTemplateElement>(`template[data-form-message="${message}"]`) ??
      form.querySelector<HTMLTemplateElement>(`template[data-form-message="${kind}"]`);
    if (!status || !template) return;
    const content = template.content.cloneNode(true) as DocumentFragment;
    const slot = content.querySelector("[data-form-reason]");
    if (slot) slot.textContent = reason;
    status.setAttribute("data-form-status", kind);
    status.replaceChildren(content);
  };

  // Pending from the submit itself, the proof's wait included: window capture comes before the proof's
  // hold (on the document), so a visitor sees "Sending…" at once, not only once the post leaves.
  let pending = false;
  let sending = false;
  /** A disabled button loses focus: a keyboard visitor gets it back when the answer has come. */
  let focused = false;
  const startPending = () => {
    if (pending || !button) return;
    pending = true;
    focused = document.activeElement === button;
    button.disabled = true;
    button.textContent = button.dataset.pendingLabel ?? label;
  };
  window.addEventListener("submit", (event) => event.target === form && startPending(), true);

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    // One submission at a time: a submit while one is on its way is ignored.
    if (!button || sending) return;
    sending = true;
    startPending();
    const result = await submitInPlace(form);
    if (result.ok) {
      if (__ANALYTICS__) report(form);
      form.reset();
      show("success", "", result.confirm ? "confirm" : "success");
    } else show("error", result.message);
    button.textContent = label;
    button.disabled = false;
    sending = pending = false;
    if (focused && (document.activeElement === document.body || !document.activeElement)) button.focus();
  });
}

/** Analytics (when configured and consented): the event's name and, for a message, its subject only. */
function report(form: HTMLFormElement) {
  const name = form.dataset.track;
  if (!name) return;
  const subject = form.elements.namedItem("subject");
  track(name, subject instanceof HTMLSelectElement ? { subject: subject.value } : undefined);
}

/**
 * /contact?subject=career preselects that subject. `npm start` writes it into the page already; this
 * covers a static host, which serves the same page for every query.
 */
function preselectSubject(form: HTMLFormElement) {
  const select = form.elements.namedItem("subject");
  const subject = new URLSearchParams(location.search).get("subject");
  if (select instanceof HTMLSelectElement && select.value === "" && isContactSubject(subject)) select.value = subject;
}
