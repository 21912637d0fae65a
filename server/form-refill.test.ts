import { describe, expect, it } from "vitest";
import { CONTACT_ERROR_ID, fillContactPage } from "./form-refill";

/** The contact form as the build writes it, as far as the refill reads it; the footer's sign-up follows. */
const PAGE = [
  '<form method="post" action="/api/contact">',
  '<input id="contact-name" name="name" type="text" required=""/>',
  '<input id="contact-email" name="email" type="email" required=""/>',
  '<select id="contact-subject" name="subject" required=""><option value="">Select a subject</option>',
  '<option value="project">Project Request</option></select>',
  '<textarea id="contact-message" name="message" rows="5" required=""></textarea>',
  '<input type="checkbox" name="privacy" value="yes" required=""/>',
  '<div data-form-status="" aria-live="polite"></div></form>',
  '<form action="/api/newsletter"><input id="newsletter-email" name="email" type="email"/></form>',
].join("");

const invalid = (html: string) => [...html.matchAll(/<(\w+)[^>]*aria-invalid="true"[^>]*>/g)].map((m) => m[0]);

describe("the contact page refilled with an error (no JavaScript)", () => {
  it("marks the field in error aria-invalid, described by the error, and no other field", () => {
    const html = fillContactPage(
      PAGE,
      { name: "Asha", email: "asha@localhost", subject: "project", message: "Hi" },
      { field: "email", message: "Email Address is not a valid email address." },
    );
    const marked = invalid(html);
    expect(marked).toHaveLength(1);
    expect(marked[0]).toContain('id="contact-email"');
    expect(marked[0]).toContain(`aria-describedby="${CONTACT_ERROR_ID}"`);
    expect(marked[0]).toContain('value="asha@localhost"');
    expect(html).toMatch(
      new RegExp(`<div id="${CONTACT_ERROR_ID}" data-form-status="error"[^>]*><p[^>]*>Email Address is not a valid`),
    );
  });

  it("marks a select and a textarea as well", () => {
    expect(
      invalid(fillContactPage(PAGE, {}, { field: "subject", message: "Subject is required: choose one." }))[0],
    ).toMatch(/^<select id="contact-subject"/);
    expect(invalid(fillContactPage(PAGE, {}, { field: "message", message: "Message is required." }))[0]).toMatch(
      /^<textarea id="contact-message"/,
    );
  });

  it("marks nothing for an error without a field, or without an error", () => {
    expect(invalid(fillContactPage(PAGE, {}, "Too many messages."))).toEqual([]);
    expect(fillContactPage(PAGE, {}, "Too many messages.")).toContain(`id="${CONTACT_ERROR_ID}"`);
    expect(invalid(fillContactPage(PAGE, { subject: "project" }))).toEqual([]);
  });
});
