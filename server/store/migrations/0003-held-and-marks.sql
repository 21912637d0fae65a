-- Held messages and single-use marks (server/store/postgres.ts, docs/decisions/0121-retention.md).
-- A held (likely-spam) contact message, kept whole with its verdict until it is released or past its period.
CREATE TABLE held (
  id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  email text,
  record jsonb NOT NULL
);

-- Single-use marks: the SHA-256 (hex) of the key, never the key, and when the mark ends.
CREATE TABLE marks (
  hash text PRIMARY KEY,
  until timestamptz NOT NULL
);
CREATE INDEX marks_by_until ON marks (until);
