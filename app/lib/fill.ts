/**
 * Fills `{name}` tokens from the values given, and nothing else (docs/content-model.md#filling-tokens).
 * Kept apart from app/lib/tokens.ts so browser code (the search island) does not load the site's token
 * table and the engagement terms register behind it.
 */
export function fillGivenValues(
  text: string,
  values: Record<string, string>,
  fallback: (token: string) => string = (token) => token,
): string {
  return text.replace(/\{[a-zA-Z]+\}/g, (token) => values[token.slice(1, -1)] ?? fallback(token));
}
