/**
 * The privacy words that are plain copy: the map provider, retention periods and the contact form's consent
 * and status texts. What is derived from the configuration lives in `app/lib/privacy.ts` (decision 0021).
 */
/** The map the contact page offers (docs/requirements.md#consent-and-third-parties): Google Maps, loaded only when the visitor asks. */
export const MAP_PROVIDER = { name: "Google Maps", host: "www.google.com" };

/** The contact page's map controls and what loading the map shares (docs/requirements.md#consent-and-third-parties). */
export const mapCopy = {
  show: "Show map",
  open: "Open the map in a new tab",
  notice: `The map comes from ${MAP_PROVIDER.name}. Nothing is requested from it until you select Show map; then ${MAP_PROVIDER.name} receives your IP address and may set cookies.`,
};

/**
 * How long a message sent through the contact form is kept: one rule per subject, so no message falls
 * under two (career messages, including internship applications, have their own).
 */
export const retentionMonths = { messages: 24, careerMessages: 12 };

export const retentionRules = [
  `Contact form messages with any subject but Career: up to ${retentionMonths.messages} months after our last exchange, unless the conversation leads to a contract.`,
  `Contact form messages with the subject Career (contractor applications and internship inquiries): up to ${retentionMonths.careerMessages} months, so we can contact you about a suitable opening, unless you ask us to delete them sooner.`,
];

/** What the contact form says after a submission, with the decided reply time. */
export const contactFormStatus = {
  success: "Thank you. Your message has reached us, and we reply {replyTime}.",
  kept: "Your message was not sent; everything you typed is still here.",
};

/** The contact form's consent box (docs/requirements.md#form-rules): names what it consents to, with the policy's purpose and retention. */
export const contactConsent = {
  before: "I agree to the",
  link: "Privacy Policy",
  after: `and consent to the processing of my data to answer this message, kept up to ${retentionMonths.messages} months after our last exchange (${retentionMonths.careerMessages} months for a career message).`,
};
