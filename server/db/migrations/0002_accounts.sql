-- Accounts: rate-limit counters shared by every server process, and two-factor codes already used.
-- better-auth creates its own tables (user, session, account, verification, twoFactor) at start.

-- One fixed window per key (for example "sign-in:client:203.0.113.7" or "sign-in:account:a@b.sy").
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_window_idx ON rate_limits (window_ends_at);

-- A one-time code from an authenticator app is accepted once: the row is reserved before the code
-- is checked and removed again when the check fails. Rows older than a few minutes are pruned.
CREATE TABLE two_factor_used_codes (
  user_id text NOT NULL,
  code text NOT NULL,
  used_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, code)
);
