-- The store's tables (server/store/postgres.ts, docs/decisions/0114-postgresql-store.md). Each record is
-- kept whole as jsonb beside the columns queries need; `seq` is the insertion order ("oldest first").

CREATE TABLE contacts (
  id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  record jsonb NOT NULL
);

CREATE TABLE newsletter_events (
  id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  email text NOT NULL,
  record jsonb NOT NULL
);
CREATE INDEX newsletter_events_by_email ON newsletter_events (email, seq);

-- One row per notification; claimed by setting leased_until, delivered when sent_at is set.
CREATE TABLE outbox (
  id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  channel text NOT NULL,
  payload jsonb NOT NULL,
  queued_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  due_at timestamptz NOT NULL,
  last_error text,
  leased_until timestamptz,
  sent_at timestamptz
);
CREATE INDEX outbox_waiting ON outbox (due_at) WHERE sent_at IS NULL;

-- The rate limiter: one row per request; rows older than their window are removed as keys are hit.
CREATE TABLE rate_limit_hits (
  key text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_by_key ON rate_limit_hits (key, at);

CREATE TABLE secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);

-- /healthz's probe writes a row here and removes it in the same moment.
CREATE TABLE probes (
  id text PRIMARY KEY,
  body text NOT NULL
);
