/**
 * The privacy words that are plain copy: the map provider, retention periods and the contact form's consent
 * and status texts. What is derived from the configuration lives in `app/lib/privacy.ts` (decision 0021).
 * Copy names the provider and the periods with the tokens `{mapProvider}`, `{messageRetentionMonths}` and
 * `{careerRetentionMonths}`, which `app/lib/tokens.ts` resolves from the values below.
 */
import { CTA } from "./cta";
/** The map the contact page offers (docs/requirements.md#consent-and-third-parties): Google Maps, loaded only when the visitor asks. */
export const MAP_PROVIDER = { name: "Google Maps", host: "www.google.com" };

/** The contact page's map controls and what loading the map shares (docs/requirements.md#consent-and-third-parties). */
export const mapCopy = {
  show: CTA.showMap,
  open: "Open the map in a new tab",
  notice:
    "The map comes from {mapProvider}. Nothing is requested from it until you select Show map; then {mapProvider} receives your IP address and may set cookies.",
};

/**
 * How long a message sent through the contact form is kept, in months: one rule per subject, so no message
 * falls under two (career messages, including internship applications, have their own). The privacy
 * policy's retention list and the consent box state them.
 */
export const retentionMonths = { messages: 24, careerMessages: 12 };

/**
 * The consent buttons, one label per choice wherever the choice is offered: the banner, the cookie
 * policy's control and the policy's own words (the tokens `{acceptLabel}`, `{declineLabel}`,
 * `{forgetLabel}`). "Accept All" is the banner's label in docs/requirements.md#consent-and-third-parties.
 */
export const consentChoices = { accepted: CTA.acceptAll, declined: CTA.declineOptional, forget: CTA.askAgain };

/** What the contact form says after a submission, with the decided reply time. */
export const contactFormStatus = {
  success: "Thank you. Your message has reached us, and we reply {replyTime}.",
  kept: "Your message was not sent; everything you typed is still here.",
};

/**
 * The answer to a form post the server could not store (a full disk, an unreachable database): try
 * again, or write to the company's email instead (`{email}`, app/site.ts). On the contact form, the
 * `kept` line above follows it.
 */
export const formUnavailable =
  "We could not store what you sent just now. Please try again later, or write to us at {email}: nothing you typed is lost.";

/** The contact form's consent box (docs/requirements.md#form-rules): names what it consents to, with the policy's purpose and retention. */
export const contactConsent = {
  before: "I agree to the",
  link: "Privacy Policy",
  after:
    "and consent to the processing of my data to answer this message, kept up to {messageRetentionMonths} months after our last exchange ({careerRetentionMonths} months for a career message).",
};
