/**
 * `{name}` placeholders filled from the values given, and nothing else: what browser code (the search
 * island) needs, without the site's whole token table (app/lib/tokens.ts), which holds the engagement
 * terms register and would weigh on the island's budget.
 */
export function fillPlaceholders(
  text: string,
  values: Record<string, string>,
  fallback: (token: string) => string = (token) => token,
): string {
  return text.replace(/\{[a-zA-Z]+\}/g, (token) => values[token.slice(1, -1)] ?? fallback(token));
}
