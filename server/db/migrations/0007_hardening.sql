-- Accounts hardening: growing delays after failed sign-ins instead of a lockout, and the clients
-- an account has signed in from before (never delayed).

-- Failed sign-ins per account (a hash of the e-mail, see server/lib/rate-limit.ts accountKey).
-- From the fifth failure on, an attempt from an unknown client waits until next_attempt_at.
CREATE TABLE sign_in_failures (
  account_key text PRIMARY KEY,
  failures integer NOT NULL,
  next_attempt_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A client that signed in to an account with the right password: a device cookie (hashed) or the
-- client's address key. Such a client is never delayed by other people's failures.
CREATE TABLE sign_in_known_clients (
  account_key text NOT NULL,
  client text NOT NULL,
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_key, client)
);
CREATE INDEX sign_in_known_clients_seen_idx ON sign_in_known_clients (last_seen_at);
