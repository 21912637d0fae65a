/**
 * The privacy words that are plain copy: the map provider, retention periods and the contact form's consent
 * and status texts. What is derived from the configuration lives in `app/lib/privacy.ts` (decision 0021).
 * Copy names the provider and the periods with tokens (`{mapProvider}`, `{messageRetentionMonths}`,
 * `{careerRetentionMonths}`, `{heldRetentionDays}`, `{messageHashDays}` and the others `app/lib/tokens.ts` lists), resolved from
 * the values below.
 */
import { CTA } from "./cta";
import { CONFIRMATION_HOURS } from "./newsletter";

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
 * How long the website's server keeps what it stores, each period running from the moment the server knows
 * (docs/decisions/0121-retention.md): the one configuration the privacy policy's retention list, the consent
 * box and the server's daily sweep (server/retention.ts) all read. A contact message has one rule per
 * subject, so no message falls under two (career messages, including internship applications, have their
 * own).
 */
export const retention = {
  /** A contact message, from its arrival. */
  messages: { months: 24 },
  /** A contact message with the subject Career, from its arrival. */
  careerMessages: { months: 12 },
  /** A message held back as likely spam, from its arrival (unless released: then it is a message). */
  held: { days: 30 },
  /** A sign-up never confirmed: its confirmation link's hours, and a day more. */
  unconfirmedSignups: { hours: CONFIRMATION_HOURS, days: 1 },
  /** The record that an address unsubscribed, from the unsubscription; what came before it goes at once. */
  unsubscribeRecords: { months: 12 },
  /**
   * An email or webhook the server sends (a notification about a message, a confirmation email), from its
   * delivery.
   */
  deliveredNotifications: { days: 7 },
  /**
   * One never delivered, from its queuing: retried until then, then removed (the message it is about stays
   * stored for its own period, and /healthz has reported it stuck long before).
   */
  undeliveredNotifications: { days: 30 },
  /**
   * The one-way hash of a message's text that the spam check keeps to recognize the same text sent again
   * (server/spam.ts), from its arrival: a single-use mark that ends then.
   */
  messageHashes: { days: 30 },
};

/**
 * The rate limit's window in seconds, as the privacy policy states it (IP addresses are kept this long):
 * the default of RATE_LIMIT_WINDOW_SECONDS (server/config.ts), which the server checks at start.
 */
export const RATE_LIMIT_WINDOW_SECONDS = 600;

/**
 * The consent buttons, one label per choice wherever the choice is offered: the banner, the cookie
 * policy's control and the policy's own words (the tokens `{acceptLabel}`, `{declineLabel}`,
 * `{forgetLabel}`). "Accept All" is the banner's label in docs/requirements.md#consent-and-third-parties.
 */
export const consentChoices = { accepted: CTA.acceptAll, declined: CTA.declineOptional, forget: CTA.askAgain };

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

/** The contact form's consent box (docs/requirements.md#form-rules): names what it consents to, with the policy's purpose and retention. */
export const contactConsent = {
  before: "I agree to the",
  link: "Privacy Policy",
  after:
    "and consent to the processing of my data to answer this message, prepare a proposal or estimate and arrange a call if I ask for one, and, for a career message, to contact me about a suitable opening; kept up to {messageRetentionMonths} months after it arrives ({careerRetentionMonths} months for a career message).",
};
