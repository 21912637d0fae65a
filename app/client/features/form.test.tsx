// @vitest-environment jsdom
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NewsletterForm } from "~/components/layout/NewsletterForm";
import { ContactForm } from "~/components/sections/ContactForm";
import { newsletterSignUp } from "~/lib/navigation";
import { contactFormStatus } from "~/content/form-messages";
import { contactConsent } from "~/content/privacy-notices";
import { fillTokensInContent } from "~/lib/tokens";
import { init as startProof } from "../challenge";
import { init } from "./form";

// The proof of work has its own tests (app/client/challenge.test.tsx); here, what the form shows.
vi.mock("../challenge", () => ({ init: vi.fn() }));

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

/** A form's HTML as the build writes it, parsed by the browser, run by this feature. */
function serverForm(ui: ReactElement) {
  document.body.innerHTML = renderToStaticMarkup(<MemoryRouter>{ui}</MemoryRouter>);
  const form = document.querySelector<HTMLFormElement>('form[data-feature="form"]');
  if (!form) throw new Error("no form feature");
  init(form);
  return form;
}

/** The contact form's words as the contact page's loader passes them (tokens resolved). */
const formStatus = fillTokensInContent(contactFormStatus);
const formConsent = fillTokensInContent(contactConsent);

const answer = (body: string, status = 200) =>
  vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(body, { status }));
/** A submit as the browser sends it once the fields passed its own checks (jsdom would check them). */
const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event("submit", { cancelable: true }));
const submitted = async (form: HTMLFormElement) => {
  submit(form);
  await vi.waitFor(() => expect(form.querySelector("button")).not.toBeDisabled());
};

describe("a form submitted in place", () => {
  it("has its proof of work started by the time it has started (a held submit is replayed right after)", () => {
    const form = serverForm(<NewsletterForm copy={newsletterSignUp} />);
    expect(startProof).toHaveBeenCalledWith(form);
  });

  it("shows the pending label, disables the button, and ignores a second submit while sending", async () => {
    let finish = (_: Response) => {};
    const fetch = vi.spyOn(globalThis, "fetch").mockReturnValue(new Promise<Response>((resolve) => (finish = resolve)));
    const form = serverForm(<NewsletterForm copy={newsletterSignUp} />);
    const button = form.querySelector("button");
    submit(form);
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent("Subscribing…");
    submit(form);
    expect(fetch).toHaveBeenCalledTimes(1);
    finish(new Response('{"ok":true}'));
    await vi.waitFor(() => expect(button).toHaveTextContent(/^Subscribe$/));
    expect(button).not.toBeDisabled();
  });

  it("says an accepted sign-up with the success words and empties the field", async () => {
    answer('{"ok":true}');
    const form = serverForm(<NewsletterForm copy={newsletterSignUp} />);
    const field = form.querySelector<HTMLInputElement>('[name="email"]');
    if (field) field.value = "ada@example.com";
    await submitted(form);
    expect(document.getElementById("newsletter-status")).toHaveTextContent(newsletterSignUp.success);
    expect(field?.value).toBe("");
  });

  it("says to check the inbox, not that the address is subscribed, when a link to confirm it was emailed", async () => {
    answer('{"ok":true,"confirm":true}');
    const form = serverForm(<NewsletterForm copy={newsletterSignUp} />);
    await submitted(form);
    const status = document.getElementById("newsletter-status");
    expect(status).toHaveTextContent(newsletterSignUp.checkInbox);
    expect(status).toHaveTextContent(/^Check your inbox: .* within 72 hours; until you do, you receive no newsletter/);
    expect(status).not.toHaveTextContent(/You are subscribed/i);
  });

  it("never says 'You are subscribed' for an answer that does not say the address is confirmed", async () => {
    answer('{"ok":true}');
    const form = serverForm(<NewsletterForm copy={newsletterSignUp} />);
    await submitted(form);
    expect(document.getElementById("newsletter-status")).not.toHaveTextContent(/You are subscribed/i);
  });

  it("says a refusal with the form's own words and keeps the address", async () => {
    answer('{"ok":false,"message":"Down."}', 503);
    const form = serverForm(<NewsletterForm copy={newsletterSignUp} />);
    const field = form.querySelector<HTMLInputElement>('[name="email"]');
    if (field) field.value = "ada@example.com";
    await submitted(form);
    expect(document.getElementById("newsletter-status")).toHaveTextContent(newsletterSignUp.failure);
    expect(field?.value).toBe("ada@example.com");
  });

  it("gives the contact form's error the endpoint's reason and the kept note, keeping every field", async () => {
    answer('{"ok":false,"message":"Email Address is not a valid email address."}', 400);
    const form = serverForm(<ContactForm status={formStatus} consent={formConsent} />);
    const message = form.querySelector<HTMLTextAreaElement>('[name="message"]');
    if (message) message.value = "Keep me";
    await submitted(form);
    const status = form.querySelector("[data-form-status]");
    expect(status).toHaveAttribute("data-form-status", "error");
    expect(status).toHaveTextContent(`Email Address is not a valid email address. ${formStatus.kept}`);
    expect(message?.value).toBe("Keep me");
  });

  it("reports an accepted message to analytics by its subject only, when the build has analytics", async () => {
    answer('{"ok":true}');
    const events: unknown[] = [];
    window.addEventListener("site:analytics", (event) => events.push((event as CustomEvent).detail));
    const form = serverForm(<ContactForm status={formStatus} consent={formConsent} />);
    const subject = form.querySelector<HTMLSelectElement>('[name="subject"]');
    if (subject) subject.value = "project";
    await submitted(form);
    expect(form.querySelector("[data-form-status]")).toHaveAttribute("data-form-status", "success");
    expect(events).toEqual(__ANALYTICS__ ? [{ name: "Contact", props: { subject: "project" } }] : []);
  });
});
