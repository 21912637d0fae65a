-- Suppression records (server/store/postgres.ts, docs/decisions/0120-requests-about-a-persons-data.md):
-- that an address was erased, kept as the SHA-256 hash (hex) of the normalised address, never the address.
CREATE TABLE erasures (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  hash text NOT NULL,
  erased_at timestamptz NOT NULL,
  contacts integer NOT NULL,
  newsletter integer NOT NULL,
  outbox integer NOT NULL
);
CREATE INDEX erasures_by_hash ON erasures (hash);
