import { site } from "../site";
import { businessDaysText } from "./business-hours";
import { fillPlaceholders } from "./fill";
import { engagementTerms } from "../content/engagement-terms";
import { CONFIRMATION_HOURS } from "../content/newsletter";
import { MAP_PROVIDER, RATE_LIMIT_WINDOW_SECONDS, retention } from "../content/privacy";

/**
 * Catalogue copy writes the company name as `{brand}` so that the site configuration (docs/requirements.md#company-constants) stays the
 * only place that spells it. Commercial promises are
 * tokens too (the register, `engagement-terms.ts`, docs/decisions/0117-engagement-terms.md), and so are the few figures that code also uses (the newsletter's confirmation
 * hours, the map provider, the retention periods, the rate limit's window), so that a content module never computes its text
 * (docs/decisions/0109-content-is-data.md). `fillTokens` resolves the tokens in any JSON-like value.
 */
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const TOKENS: Record<string, string> = {
  "{brand}": site.brand,
  "{city}": site.address.city,
  "{state}": site.address.state,
  "{country}": site.address.country,
  "{businessDays}": businessDaysText(site.businessHours),
  "{confirmationHours}": String(CONFIRMATION_HOURS),
  "{mapProvider}": MAP_PROVIDER.name,
  "{messageRetentionMonths}": String(retention.messages.months),
  "{careerRetentionMonths}": String(retention.careerMessages.months),
  "{heldRetentionDays}": String(retention.held.days),
  "{unconfirmedRetentionHours}": String(retention.unconfirmedSignups.hours + retention.unconfirmedSignups.days * 24),
  "{unsubscribeRecordMonths}": String(retention.unsubscribeRecords.months),
  "{notificationRetentionDays}": String(retention.deliveredNotifications.days),
  "{undeliveredRetentionDays}": String(retention.undeliveredNotifications.days),
  "{messageHashDays}": String(retention.messageHashes.days),
  "{rateLimitMinutes}": String(RATE_LIMIT_WINDOW_SECONDS / 60),
  ...Object.fromEntries(Object.entries(engagementTerms).map(([key, term]) => [`{${key}}`, term.text])),
  // A term that opens a sentence: `{Trial}` is `{trial}` with a capital first letter.
  ...Object.fromEntries(
    Object.entries(engagementTerms).map(([key, term]) => [`{${capitalize(key)}}`, capitalize(term.text)]),
  ),
};

/** Resolves the tokens in a text; `extra` adds a page's own (`{count}` on /services, from its catalogue). */
export function fillText(text: string, extra: Record<string, string> = {}): string {
  return fillPlaceholders(text, extra, (token) => TOKENS[token] ?? token);
}

export function fillTokens<T>(value: T, extra: Record<string, string> = {}): T {
  if (typeof value === "string") return fillText(value, extra) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillTokens(item, extra)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillTokens(item, extra)])) as T;
  }
  return value;
}

/** The register's tokens, `{key}` to its words (the promise lint and docs/claims.md read them). */
export const TERM_TOKENS: ReadonlyMap<string, string> = new Map(
  Object.entries(engagementTerms).flatMap(([key, term]) => [
    [`{${key}}`, term.text],
    [`{${capitalize(key)}}`, capitalize(term.text)],
  ]),
);

/** The markers a content text may hold, `{brand}` and the rest (the schemas' known-tokens rule). */
export const TOKEN_NAMES: readonly string[] = Object.keys(TOKENS);

/** Every filled value a page may show (the register's and the other tokens'), for the built-page lint. */
export const FILLED_VALUES: readonly string[] = Object.values(TOKENS);
