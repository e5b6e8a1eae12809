-- Inquiries and suggestions sent to the team from the inquiry dialog (specification sections 5 and 7).
-- The sender is the signed-in user; the e-mail is copied so that the team can answer even if the
-- account later changes its address. Admins read them and mark them handled.
CREATE TABLE enquiries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL CHECK (char_length(title) BETWEEN 3 AND 200),
  description text NOT NULL CHECK (char_length(description) BETWEEN 10 AND 2000),
  user_id text NOT NULL,
  email text NOT NULL,
  handled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX enquiries_inbox_idx ON enquiries (handled, created_at DESC);
CREATE INDEX enquiries_user_recent_idx ON enquiries (user_id, created_at DESC);
