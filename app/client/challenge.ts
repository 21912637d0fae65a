/**
 * The forms' invisible proof of work (docs/behaviours.md#forms, docs/decisions/0123-our-own-challenge-solver.md),
 * started by the form feature on a form's first focus or input, never with the page. A submit waits for
 * the answer up to `SUBMIT_WAIT_MS`, then goes without it: the server scores a missing answer, never refuses.
 */
import { CHALLENGE_API, CHALLENGE_FIELD, SUBMIT_WAIT_MS } from "~/lib/forms";
import { type Challenge, solve } from "./solve-challenge";
import workerUrl from "./workers/challenge.ts?worker&url";

interface Proof {
  /** The hidden input, in the form only while it holds an unsent answer. */
  field: HTMLInputElement;
  /** The solve under way (or finished) for the current answer; none before first use and after a send. */
  solving?: Promise<void>;
  /** When the current answer's challenge expires (its salt's `expires`, in seconds), in milliseconds. */
  expires: number;
  /** Starts solving on the events that count as use, then stops listening. */
  arm(events: readonly string[]): void;
}

const proofs = new WeakMap<HTMLFormElement, Proof>();
/** A held submit being sent on: it passes with whatever the form has by then. */
let releasing: HTMLFormElement | undefined;

export function init(form: HTMLElement): void {
  if (!(form instanceof HTMLFormElement) || proofs.has(form)) return;
  if (new URL(form.action, location.href).origin !== location.origin) return;
  const field = document.createElement("input");
  field.type = "hidden";
  field.name = CHALLENGE_FIELD;
  const proof: Proof = {
    field,
    expires: Infinity,
    arm(events) {
      const start = () => {
        for (const type of events) form.removeEventListener(type, start);
        void prove(form, proof);
      };
      for (const type of events) form.addEventListener(type, start);
    },
  };
  proofs.set(form, proof);
  document.addEventListener("submit", holdForProof, true);
  // Focus already inside: the code was fetched on that focus.
  if (form.contains(document.activeElement)) void prove(form, proof);
  else proof.arm(["focusin", "input"]);
}

/**
 * Fetches and solves a challenge for the form, once per answer; settles when its field is filled or the
 * attempt failed (no challenge endpoint, as on a static host, or no network), after which the next submit
 * tries again.
 */
function prove(form: HTMLFormElement, proof: Proof): Promise<void> {
  proof.solving ??= answer(form, proof).then(
    (answered) => {
      if (!answered) proof.solving = undefined;
    },
    () => {
      proof.solving = undefined;
    },
  );
  return proof.solving;
}

async function answer(form: HTMLFormElement, proof: Proof): Promise<boolean> {
  const response = await fetch(CHALLENGE_API, { headers: { Accept: "application/json" } });
  if (!response.ok) return false;
  const challenge = (await response.json()) as Challenge;
  const number = await solveOffPage(challenge);
  if (number === undefined) return false;
  const { algorithm, salt, signature } = challenge;
  proof.field.value = btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }));
  const expires = Number(new URLSearchParams(salt.split("?")[1]).get("expires"));
  proof.expires = expires > 0 ? expires * 1000 : Infinity;
  form.append(proof.field);
  return true;
}

/** The solving number from a worker, or from the main thread where a worker cannot run. */
function solveOffPage(challenge: Challenge): Promise<number | undefined> {
  const onThisThread = () => solve(challenge, () => new Promise((resume) => setTimeout(resume)));
  if (typeof Worker === "undefined") return onThisThread();
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(workerUrl, { type: "module" });
    } catch {
      return resolve(onThisThread());
    }
    worker.addEventListener("message", (event: MessageEvent<number | null>) => {
      worker.terminate();
      resolve(event.data ?? undefined);
    });
    // A worker that cannot load (blocked, offline): the main thread solves instead.
    worker.addEventListener("error", () => {
      worker.terminate();
      resolve(onThisThread());
    });
    worker.postMessage(challenge);
  });
}

/**
 * Before any other submit handling (capture on the document, added after the feature loader's): a form
 * without a usable answer holds its submit while one is solved, for at most SUBMIT_WAIT_MS, then sends
 * it with the same submitter. A submit that goes with an answer spends it.
 */
function holdForProof(event: SubmitEvent) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  const proof = proofs.get(form);
  if (!proof) return;
  const ready = proof.field.isConnected && Date.now() < proof.expires;
  if (ready || form === releasing) {
    // Sent: the browser (or submitInPlace) has read the form's fields by the next task.
    if (proof.field.isConnected) setTimeout(() => spend(proof));
    return;
  }
  event.preventDefault();
  event.stopImmediatePropagation();
  if (proof.field.isConnected) spend(proof);
  const submitter = event.submitter;
  const waited = Promise.race([prove(form, proof), new Promise((resume) => setTimeout(resume, SUBMIT_WAIT_MS))]);
  // Sent on in a task of its own: while the held submit is still being dispatched (an answer that has
  // already failed settles at once), the browser ignores a new one.
  void waited.then(() => setTimeout(() => release(form, submitter)));
}

/** Sends a held submit on, with the same submitter. */
function release(form: HTMLFormElement, submitter: HTMLElement | null) {
  if (!form.isConnected) return;
  releasing = form;
  try {
    form.requestSubmit(submitter && form.contains(submitter) ? submitter : null);
  } catch {
    // The submitter is no longer one of the form's submit buttons.
    form.requestSubmit();
  } finally {
    releasing = undefined;
  }
}

/** A sent (or expired) answer is not used again: the next input or submit solves a new challenge. */
function spend(proof: Proof) {
  proof.field.remove();
  proof.field.value = "";
  proof.solving = undefined;
  proof.expires = Infinity;
  proof.arm(["input"]);
}
