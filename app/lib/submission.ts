/**
 * A form's submission id: the boot module writes a random one into each form posting to the collector, so a
 * resend of the same message (a lost answer, Send pressed again) is stored once (server/collector.ts). A form
 * posted without JavaScript carries none and is stored as before.
 */
export const SUBMISSION_FIELD = "submission";
/** What the collector takes as an id: anything else is ignored (the post is stored as one without). */
export const SUBMISSION_ID = /^[0-9a-f]{32}$/;

/** Gives `form` a new submission id: at boot, and after each accepted send (the next message is another one). */
export function stampSubmission(form: HTMLFormElement) {
  let input = form.elements.namedItem(SUBMISSION_FIELD) as HTMLInputElement | null;
  if (!input) {
    input = Object.assign(document.createElement("input"), { type: "hidden", name: SUBMISSION_FIELD });
    form.append(input);
  }
  input.value = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}
