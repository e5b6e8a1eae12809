-- The admin panel (docs/decisions, "Admin panel"): verification requests with private documents,
-- moderation of posts, suspended accounts' posts, handled enquiries and the audit log.

-- When the business was verified ("verified since {date}"); null while it is not.
ALTER TABLE profiles ADD COLUMN verified_at timestamptz;
UPDATE profiles SET verified_at = created_at WHERE is_verified;

-- A user's request to be verified, with business details and documents in the private bucket
-- (rows of `images` there). One pending request per user; a rejected user may ask again.
CREATE TABLE verification_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL,
  business_name text NOT NULL CHECK (char_length(business_name) BETWEEN 2 AND 200),
  registration_number text NOT NULL DEFAULT '' CHECK (char_length(registration_number) <= 100),
  notes text NOT NULL DEFAULT '' CHECK (char_length(notes) <= 2000),
  commercial_register_id uuid NOT NULL REFERENCES images (id),
  industrial_licence_id uuid REFERENCES images (id),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  -- Why it was rejected, shown to the user on /account.
  reason text CHECK (char_length(reason) <= 1000),
  decided_by text,
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX verification_requests_one_pending_idx ON verification_requests (user_id) WHERE status = 'pending';
CREATE INDEX verification_requests_queue_idx ON verification_requests (status, created_at DESC, id DESC);
CREATE INDEX verification_requests_user_idx ON verification_requests (user_id, created_at DESC);

-- Moderation keeps a post out of every public list through is_active (which every public query
-- already reads): `removed_at` marks a post an admin removed (its owner cannot re-activate it),
-- `hidden_by_suspension` one that was active when its owner was suspended (unsuspending brings
-- exactly those back).
ALTER TABLE posts ADD COLUMN removed_at timestamptz;
ALTER TABLE posts ADD COLUMN hidden_by_suspension boolean NOT NULL DEFAULT false;

ALTER TABLE enquiries ADD COLUMN handled_by text;
ALTER TABLE enquiries ADD COLUMN handled_at timestamptz;

-- Every admin action: who, what, on what, when and why.
CREATE TABLE admin_actions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  admin_id text NOT NULL,
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text NOT NULL,
  reason text,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX admin_actions_recent_idx ON admin_actions (created_at DESC, id DESC);
