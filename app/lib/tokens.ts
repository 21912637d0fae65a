/**
 * The site's token table: copy writes `{brand}`, the engagement terms and the figures code also uses as
 * tokens, so one module states each value (docs/decisions/0109-content-is-data.md). What each fill
 * function fills: docs/content-model.md#filling-tokens.
 */
import { site } from "../site";
import { businessDaysText } from "./business-hours";
import { fillGivenValues } from "./fill";
import { engagementTerms } from "./engagement-terms.server";
import { CONFIRMATION_HOURS } from "../content/server-constants";
import { MAP_PROVIDER, RATE_LIMIT_WINDOW_SECONDS, retention } from "../content/server-constants";

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

/** Fills the site's tokens in one string; `extra` adds a page's own (`{count}` on /services). */
export function fillTokensInText(text: string, extra: Record<string, string> = {}): string {
  return fillGivenValues(text, extra, (token) => TOKENS[token] ?? token);
}

/** Fills the site's tokens in every string of a JSON-like value (a catalogue entry, a page's copy). */
export function fillTokensInContent<T>(value: T, extra: Record<string, string> = {}): T {
  if (typeof value === "string") return fillTokensInText(value, extra) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillTokensInContent(item, extra)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillTokensInContent(item, extra)])) as T;
  }
  return value;
}

/** The markers a content text may hold, `{brand}` and the rest (the schemas' known-tokens rule). */
export const TOKEN_NAMES: readonly string[] = Object.keys(TOKENS);

/** Every filled value a page may show (the register's and the other tokens'), for the built-page lint. */
export const FILLED_VALUES: readonly string[] = Object.values(TOKENS);
