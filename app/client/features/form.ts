/**
 * A form that submits in place (docs/behaviours.md#forms); everything it shows comes from the form's own
 * markup. Its proof of work starts in the same task as `init`, because the feature loader replays a held
 * submit as soon as `init` returns and the proof's hold must be in place by then (decision 0128).
 */
import { track } from "~/lib/analytics/track";
import { isContactSubject } from "~/lib/forms";
import { stampSubmission } from "~/lib/submission";
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
      stampSubmission(form);
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
