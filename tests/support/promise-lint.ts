/**
 * The promise lint (docs/decisions/0117-engagement-terms.md): a phrase shaped like a commercial promise
 * must come from the register (`app/content/engagement-terms.yml`, by its token) or a catalogue's structured
 * data. Copy is linted before its tokens are filled, and built pages with the register's words removed.
 */

export interface PromisePattern {
  name: string;
  pattern: RegExp;
}

const NUMBER = String.raw`(?:\d+(?:[.,]\d+)?(?:\s?[–-]\s?\d+(?:[.,]\d+)?)?|a|an|one|two|three|four|five|six|a few|a couple of|several|the same)`;
const UNIT = String.raw`(?:business |working |calendar )?(?:minutes?|hours?|days?|weeks?|months?|years?|sprints?)`;

export const PROMISE_PATTERNS: PromisePattern[] = [
  {
    name: "a duration promised",
    pattern: new RegExp(
      String.raw`\b(?:within|in|under|up to|inside)\s+(?:(?:as little as|about|around|roughly|just|only|the first|the next|less than|a matter of)\s+)?${NUMBER}\s+${UNIT}\b`,
      "gi",
    ),
  },
  {
    name: "a duration promised",
    pattern: /\bwithin (?:the first |the next |a few )?(?:minutes|hours?|days?|weeks?|months?|sprints?)\b/gi,
  },
  { name: "a duration promised", pattern: /\b(?:same|next)[- ](?:business[- ])?day\b/gi },
  {
    name: "a cost promised",
    pattern: /\b(?:at no (?:extra|additional) (?:cost|charge)|free of charge|costs? (?:you )?nothing)\b/gi,
  },
  { name: "free", pattern: /\bfree\b(?![- ](?:text|form|tier of (?:a|the) cloud))/gi },
  { name: "guarantee", pattern: /\bguarantee(?:s|d)?\b/gi },
  { name: "never", pattern: /\bnever\b/gi },
  { name: "always", pattern: /\balways\b/gi },
  { name: "round the clock", pattern: /\b24\/7\b|\b(?:round|around)[- ]the[- ]clock\b/gi },
  { name: "a percentage", pattern: /\d+(?:\.\d+)?\s?%/g },
  { name: "notice", pattern: /\bnotice(?: periods?)?\b/gi },
  { name: "trial", pattern: /\btrial\b/gi },
  { name: "retainer", pattern: /\bretainers?\b/gi },
  { name: "NDA", pattern: /\bNDAs?\b|\bnon-disclosure\b/gi },
];

/** Every promise-shaped phrase of a text, in order. */
export function promisePhrases(text: string): string[] {
  const found: { at: number; phrase: string }[] = [];
  for (const { pattern } of PROMISE_PATTERNS) {
    for (const match of text.matchAll(pattern)) found.push({ at: match.index, phrase: match[0] });
  }
  return found.sort((a, b) => a.at - b.at).map((item) => item.phrase);
}

/** A phrase the lint lets pass where it is, and why. */
export interface PromiseAllowance {
  /** The phrase (matched against the promise-shaped phrase found). */
  phrase: RegExp;
  /** Where: the source file or page path, and the field ("services/sla-support.yml", "/privacy-policy"). */
  where: RegExp;
  /** Only where the text around it matches, too. */
  text?: RegExp;
  reason: string;
}

/** Whether an allowance lets this phrase pass in this place and text. */
export const allows = (allow: PromiseAllowance, phrase: string, where: string, text: string) =>
  allow.where.test(where) && allow.phrase.test(phrase) && (allow.text?.test(text) ?? true);

/** Removes every `{token}` from a text: the register's words, and the other filled values, are not hand-written. */
export const withoutTokens = (text: string) => text.replace(/\{[a-zA-Z]+\}/g, "\u27e8term\u27e9");

/**
 * The promise-shaped phrases of a source text written by hand: its tokens removed, the allowances for
 * this place applied. `where` names the place ("services/staff-augmentation.yml faqs.0.answer").
 */
export function promiseProblems(text: string, where: string, allowances: PromiseAllowance[]): string[] {
  return promisePhrases(withoutTokens(text))
    .filter((phrase) => !allowances.some((allow) => allows(allow, phrase, where, text)))
    .map(
      (phrase) =>
        `${where}: "${phrase}" is a promise in its own words; use the register's token (engagement-terms.yml) in "${text.slice(0, 90)}"`,
    );
}

/**
 * A built page's text with the register's words taken out: each filled value of `registerTexts` is
 * removed wherever it appears, longest first, so what remains is copy the register did not write.
 */
export function withoutRegister(text: string, registerTexts: Iterable<string>): string {
  let rest = text.replace(/[ \t]+/g, " ");
  for (const value of [...registerTexts].sort((a, b) => b.length - a.length)) {
    if (value.trim().length > 2) rest = rest.split(value).join(" \u2022 ");
  }
  return rest;
}
