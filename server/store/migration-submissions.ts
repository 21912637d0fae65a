/**
 * Submission ids (server/collector.ts): the random id the boot module writes into each form, mapped to the
 * message stored for it, so a resend (a lost answer, Send pressed again) stores nothing twice. Held or not,
 * one message per id: the primary key decides, across every server on the store.
 */
export const SUBMISSIONS_MIGRATION = {
  version: "0006-submission-ids",
  statements: () => ["CREATE TABLE submissions (id text PRIMARY KEY, record_id text NOT NULL)"],
};
