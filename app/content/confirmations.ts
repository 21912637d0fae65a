/**
 * Where the form collector sends a browser without JavaScript after an accepted form
 * (docs/requirements.md#contact-form, #newsletter). The server reads these paths, so they stay with
 * developers; the pages' words are `messageSent` and `subscribed` in app/content/pages/contact.yml.
 */
export const CONFIRMATION_PATHS = {
  messageSent: "/contact/thanks",
  subscribed: "/newsletter/thanks",
} as const;
