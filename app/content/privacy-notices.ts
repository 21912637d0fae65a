/**
 * The privacy wording around the contact form and the map, edited by developers only (docs/content-model.md#who-edits-which-file): each states
 * what the site does with a visitor's data, as the privacy and cookie policies do, so it changes with them.
 * Periods and the provider are tokens (`{mapProvider}`, `{messageRetentionMonths}`), filled from
 * app/content/server-constants.ts.
 */
import { CTA } from "./cta";

/** The contact page's map controls and what loading the map shares (docs/requirements.md#consent-and-third-parties). */
export const mapCopy = {
  show: CTA.showMap,
  open: "Open the map in a new tab",
  notice:
    "The map comes from {mapProvider}. Nothing is requested from it until you select Show map; then {mapProvider} receives your IP address and may set cookies.",
};

/**
 * The consent buttons, one label per choice wherever the choice is offered: the banner, the cookie
 * policy's control and the policy's own words (the tokens `{acceptLabel}`, `{declineLabel}`,
 * `{forgetLabel}`). "Accept All" is the banner's label in docs/requirements.md#consent-and-third-parties.
 */
export const consentChoices = { accepted: CTA.acceptAll, declined: CTA.declineOptional, forget: CTA.askAgain };

/** The contact form's consent box (docs/requirements.md#form-rules): names what it consents to, with the policy's purpose and retention. */
export const contactConsent = {
  before: "I agree to the",
  link: "Privacy Policy",
  after:
    "and consent to the processing of my data to answer this message, prepare a proposal or estimate and arrange a call if I ask for one, and, for a career message, to contact me about a suitable opening; kept up to {messageRetentionMonths} months after it arrives ({careerRetentionMonths} months for a career message).",
};
