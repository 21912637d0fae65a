/**
 * Facts the site states on more than one page, decided once (decision 0021). Copy writes them as
 * tokens (`{replyTime}`, `{shortlistTime}`, `{trial}`) that `tokens.ts` resolves, so two pages cannot
 * state them differently; the content test rejects a literal restatement.
 */
export const facts = {
  /** How soon a message or an application sent through the contact form is answered (24 hours, docs/requirements.md#careers). */
  replyTime: "within 24 hours on business days",
  /** How soon a client hiring a developer gets vetted profiles to interview. */
  shortlistTime: "within 2 weeks of the first call",
  /** How every developer placement starts; a mismatch is replaced at no extra cost. */
  trial: "a paid 2-week trial",
  /** Who gets round-the-clock support (the SLA page defines the response times). */
  roundTheClock: "24/7 coverage on enterprise support plans",
  /**
   * What the client owns, briefly and in the terms' own version (terms of service, "Intellectual
   * property"): a clause that fits after "Under our terms, " or as a sentence of its own.
   */
  ownership:
    "you own the code and deliverables we create for you once they are paid in full, with a license to the pre-existing tools we build them with",
};

export type FactKey = keyof typeof facts;
