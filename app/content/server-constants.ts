/**
 * The values the server reads, edited by developers only (docs/content-model.md#who-edits-which-file): the
 * privacy periods, the rate-limit window, the map provider's host, the newsletter's confirmation hours,
 * pages and endpoints. The server imports this module at run time, so it stays TypeScript; copy states
 * these values through tokens (`{messageRetentionMonths}`, `{confirmationHours}`, app/lib/tokens.ts).
 */

/** The map the contact page offers (docs/requirements.md#consent-and-third-parties): Google Maps, loaded only when the visitor asks. */
export const MAP_PROVIDER = { name: "Google Maps", host: "www.google.com" };

/** How long a confirmation link works; the server signs its tokens with this expiry. */
export const CONFIRMATION_HOURS = 72;

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
 * The newsletter's own pages (docs/requirements.md#newsletter), where the collector sends a browser; their
 * copy is app/content/pages/newsletter.yml, keyed by these names. The footer links the unsubscribe page.
 */
export const NEWSLETTER_PATHS = {
  unsubscribe: "/newsletter/unsubscribe",
  checkEmail: "/newsletter/check-email",
  confirmed: "/newsletter/confirmed",
  unsubscribed: "/newsletter/unsubscribed",
  invalidLink: "/newsletter/link-invalid",
} as const;

/** The collector's endpoints behind these pages (server/collector.ts). */
export const NEWSLETTER_API = {
  confirm: "/api/newsletter/confirm",
  unsubscribe: "/api/newsletter/unsubscribe",
} as const;
