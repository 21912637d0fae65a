// @vitest-environment jsdom
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { createChallenge, verifySolution } from "altcha-lib/v1";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "~/components/sections/ContactForm";
import { NewsletterForm } from "~/components/layout/NewsletterForm";
import { contactFormStatus } from "~/content/form-messages";
import { contactConsent } from "~/content/privacy-notices";
import { CHALLENGE_API, CHALLENGE_FIELD } from "~/lib/forms";
import { newsletterSignUp } from "~/lib/navigation";
import { fillTokensInContent } from "~/lib/tokens";
import type { Challenge } from "./solve-challenge";
import { SUBMIT_WAIT_MS } from "~/lib/forms";
import { init } from "./challenge";
import { init as initForm } from "./features/form";

const KEY = "a test signing key";

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A form's HTML as the build writes it, parsed by the browser, its address filled in. */
function serverForm(ui: ReactElement) {
  document.body.innerHTML = renderToStaticMarkup(<MemoryRouter>{ui}</MemoryRouter>);
  const form = document.querySelector<HTMLFormElement>("form");
  if (!form) throw new Error("no form");
  const email = form.querySelector<HTMLInputElement>('[name="email"]');
  if (email) email.value = "ada@example.com";
  return form;
}
const contactForm = () =>
  serverForm(
    <ContactForm status={fillTokensInContent(contactFormStatus)} consent={fillTokensInContent(contactConsent)} />,
  );

/** The site: a new challenge (its number known to the test) for each GET of CHALLENGE_API; posts answered ok. */
function site({ maxnumber = 50 } = {}) {
  const issued: { challenge: Challenge; number: number }[] = [];
  const posts: FormData[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, options?: RequestInit) => {
    if (String(input) === CHALLENGE_API) {
      const number = issued.length + 7;
      const challenge = await createChallenge({ hmacKey: KEY, maxnumber, number });
      issued.push({ challenge, number });
      return Response.json(challenge);
    }
    if (options?.body instanceof FormData) posts.push(options.body);
    return Response.json({ ok: true });
  });
  vi.stubGlobal("fetch", fetch);
  const challengeRequests = () => fetch.mock.calls.filter(([input]) => String(input) === CHALLENGE_API).length;
  return { issued, posts, challengeRequests };
}

/** A worker as the page sees it: it answers the site's number for the challenge, when the test lets it. */
function fakeWorker(answer: (challenge: Challenge) => number | undefined) {
  const workers: { url: string; terminated: boolean; reply: () => void }[] = [];
  class FakeWorker extends EventTarget {
    record;
    constructor(url: string | URL) {
      super();
      this.record = { url: String(url), terminated: false, reply: () => {} };
      workers.push(this.record);
    }
    postMessage(challenge: Challenge) {
      this.record.reply = () => this.dispatchEvent(new MessageEvent("message", { data: answer(challenge) ?? null }));
    }
    terminate() {
      this.record.terminated = true;
    }
  }
  vi.stubGlobal("Worker", FakeWorker);
  return workers;
}

const answerField = (form: HTMLFormElement) => form.querySelector<HTMLInputElement>(`input[name="${CHALLENGE_FIELD}"]`);
const decoded = (value: string) => JSON.parse(atob(value)) as Record<string, unknown>;
const typeInto = (form: HTMLFormElement, name: string) =>
  form.querySelector(`[name="${name}"]`)?.dispatchEvent(new Event("input", { bubbles: true }));
/** A submit as the visitor sends it (the browser checks the fields first). */
const submit = (form: HTMLFormElement) => form.requestSubmit();

describe("the forms' proof of work (docs/behaviours.md#forms)", () => {
  it("asks the site for one challenge on the form's first use, none before, and posts the answer in a hidden field", async () => {
    const { issued, challengeRequests } = site();
    const workers = fakeWorker(
      (challenge) => issued.find((entry) => entry.challenge.challenge === challenge.challenge)?.number,
    );
    const form = contactForm();
    init(form);
    expect(challengeRequests()).toBe(0);
    form.querySelector<HTMLInputElement>('[name="name"]')?.focus();
    typeInto(form, "name");
    await vi.waitFor(() => expect(workers).toHaveLength(1));
    expect(workers[0]?.url).toMatch(/workers\/challenge\.ts/);
    workers[0]?.reply();
    await vi.waitFor(() => expect(answerField(form)).not.toBeNull());
    const field = answerField(form);
    expect(field?.type).toBe("hidden");
    expect(workers[0]?.terminated).toBe(true);
    expect(decoded(field?.value ?? "")).toEqual({ ...issued[0]?.challenge, maxnumber: undefined, number: 7 });
    expect(await verifySolution(field?.value ?? "", KEY)).toBe(true);
    // More typing asks for nothing more; nothing is stored in the browser.
    typeInto(form, "message");
    expect(challengeRequests()).toBe(1);
    expect(localStorage.length).toBe(0);
    expect(document.cookie).toBe("");
  });

  it("holds a submit while the answer is being solved and sends it in place with the answer (the form feature)", async () => {
    const { issued, posts, challengeRequests } = site();
    const workers = fakeWorker(() => issued[0]?.number);
    const form = serverForm(<NewsletterForm copy={newsletterSignUp} />);
    initForm(form);
    form.querySelector<HTMLInputElement>('[name="email"]')?.focus();
    await vi.waitFor(() => expect(workers).toHaveLength(1));
    submit(form);
    await Promise.resolve();
    expect(posts).toHaveLength(0);
    // The visitor sees the submit taken while it waits: the pending label, a disabled button.
    const button = form.querySelector("button");
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent("Subscribing…");
    workers[0]?.reply();
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    const sent = posts[0]?.get(CHALLENGE_FIELD);
    expect(await verifySolution(String(sent), KEY)).toBe(true);
    // A sent answer is not used again: the next input solves a new challenge for the next submit.
    await vi.waitFor(() => expect(answerField(form)).toBeNull());
    typeInto(form, "email");
    await vi.waitFor(() => expect(workers).toHaveLength(2));
    expect(challengeRequests()).toBe(2);
  });

  it("sends a held submit without an answer once it has waited its bound (the server scores, it does not refuse)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const { posts } = site();
    const workers = fakeWorker(() => undefined);
    const form = serverForm(<NewsletterForm copy={newsletterSignUp} />);
    initForm(form);
    form.querySelector<HTMLInputElement>('[name="email"]')?.focus();
    await vi.waitFor(() => expect(workers).toHaveLength(1));
    submit(form);
    await vi.advanceTimersByTimeAsync(SUBMIT_WAIT_MS - 1);
    expect(posts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.has(CHALLENGE_FIELD)).toBe(false);
  });

  it("solves on the main thread where there are no workers, and a form without messages is posted by the browser with the answer", async () => {
    const { posts, challengeRequests } = site({ maxnumber: 2000 });
    vi.stubGlobal("Worker", undefined);
    // The unsubscribe form's shape: no message templates, its answer is a page of its own.
    document.body.innerHTML = `<form method="post" action="/api/newsletter/unsubscribe" data-feature="form">
      <input name="email" type="email" required value="ada@example.com"><button type="submit">Unsubscribe</button>
      <div data-form-status="" aria-live="polite"></div></form>`;
    const form = document.querySelector("form");
    if (!form) throw new Error("no form");
    const sent: FormData[] = [];
    form.addEventListener("submit", (event) => {
      // What the browser would post (jsdom does not navigate).
      if (!event.defaultPrevented) sent.push(new FormData(form));
      event.preventDefault();
    });
    form.querySelector("input")?.focus();
    initForm(form);
    await vi.waitFor(() => expect(challengeRequests()).toBe(1));
    submit(form);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(decoded(String(sent[0]?.get(CHALLENGE_FIELD)))).toMatchObject({ number: 7 });
    expect(posts, "not submitted in place").toHaveLength(0);
  });

  it("leaves a form that posts to another host (a form service) alone", () => {
    const { challengeRequests } = site();
    const form = contactForm();
    form.action = "https://forms.example.net/f/abc";
    init(form);
    form.querySelector<HTMLInputElement>('[name="name"]')?.focus();
    typeInto(form, "name");
    expect(challengeRequests()).toBe(0);
  });
});
