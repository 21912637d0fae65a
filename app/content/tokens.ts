import { site } from "../site";
import { facts } from "./facts";

/**
 * Catalogue copy writes the company name as `{brand}` so that the site configuration (D1) stays the
 * only place that spells it. Facts stated on many pages are
 * tokens too (`facts.ts`). `fillTokens` resolves the tokens in any JSON-like value.
 */
const TOKENS: Record<string, string> = {
  "{brand}": site.brand,
  "{city}": site.address.city,
  "{state}": site.address.state,
  "{country}": site.address.country,
  ...Object.fromEntries(Object.entries(facts).map(([key, value]) => [`{${key}}`, value])),
};

export function fillText(text: string): string {
  return text.replace(/\{[a-zA-Z]+\}/g, (token) => TOKENS[token] ?? token);
}

export function fillTokens<T>(value: T): T {
  if (typeof value === "string") return fillText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillTokens(item)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillTokens(item)])) as T;
  }
  return value;
}
