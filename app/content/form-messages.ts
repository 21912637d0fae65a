/**
 * The words the server answers a form post with, edited by developers only (docs/content-model.md#who-edits-which-file): the server imports this
 * module at run time (server/form-refill.ts, server/collector.ts), and the same words show in the browser.
 */

/** What the contact form says after a submission, with the decided reply time. */
export const contactFormStatus = {
  success: "Thank you. Your message is safely stored, and we reply {replyTime}.",
  kept: "Your message was not sent; everything you typed is still here.",
};

/**
 * The answer to a form post the server could not store (a full disk, an unreachable database): try
 * again, or write to the company's email instead (`{email}`, app/site.ts). On the contact form, the
 * `kept` line above follows it.
 */
export const formUnavailable =
  "We could not store what you sent just now. Please try again later, or write to us at {email}: nothing you typed is lost.";

/** Added after the error when the unsubscribe form, posted without JavaScript, is refused. */
export const unsubscribeRefused = "Nothing was changed; check the address and send it again.";

/** Added after the error when the footer's sign-up, posted without JavaScript, is refused. */
export const signUpRefused = "You are not signed up yet; check the address and send it again.";
