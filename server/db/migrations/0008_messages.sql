-- Messages, blocks, reports, notifications and the per-user event log of the realtime channel
-- (docs/decisions/010-messages-realtime.md).

-- One conversation per pair of users: the pair is stored in order (user_a < user_b), so that the
-- unique key holds whichever of the two writes first.
CREATE TABLE conversations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_a text NOT NULL,
  user_b text NOT NULL,
  -- The post the latest message was about (its card heads the thread); a post that goes keeps
  -- the conversation.
  post_id uuid REFERENCES posts (id) ON DELETE SET NULL,
  last_message_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (user_a < user_b),
  UNIQUE (user_a, user_b)
);
CREATE INDEX conversations_user_b_idx ON conversations (user_b);

CREATE TABLE messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Order inside a conversation and the keyset of its pages (older messages as one scrolls up).
  seq bigint GENERATED ALWAYS AS IDENTITY,
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  sender_id text NOT NULL,
  receiver_id text NOT NULL,
  -- Made by the sender's page for each send: a retried send finds the message it already made.
  client_id text NOT NULL,
  body text NOT NULL DEFAULT '',
  -- { id, url, width, height, variants } of the one optional picture.
  image jsonb,
  post_id uuid REFERENCES posts (id) ON DELETE SET NULL,
  -- The specification's field: false until the receiver has seen it.
  read boolean NOT NULL DEFAULT false,
  delivered_at timestamptz,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (sender_id, client_id),
  CHECK (length(body) <= 4000),
  CHECK (sender_id <> receiver_id)
);
CREATE INDEX messages_conversation_idx ON messages (conversation_id, seq DESC);
CREATE INDEX messages_unread_idx ON messages (receiver_id, conversation_id) WHERE NOT read;
CREATE INDEX messages_undelivered_idx ON messages (receiver_id) WHERE delivered_at IS NULL;

-- A blocker receives nothing from the blocked user.
CREATE TABLE user_blocks (
  blocker_id text NOT NULL,
  blocked_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);

-- What people report, for the admin queue: one pending report per reporter and target.
CREATE TABLE reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  reporter_id text NOT NULL,
  target_type text NOT NULL CHECK (target_type IN ('post', 'user', 'community_post', 'comment', 'message')),
  target_id text NOT NULL,
  reason text NOT NULL CHECK (reason IN ('spam', 'fraud', 'abuse', 'inappropriate', 'other')),
  details text NOT NULL DEFAULT '' CHECK (length(details) <= 1000),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'handled')),
  -- What the admin did (for example removed, restored, dismissed), and who and when.
  resolution text,
  handled_by text,
  handled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX reports_one_pending_idx ON reports (reporter_id, target_type, target_id) WHERE status = 'pending';
CREATE INDEX reports_queue_idx ON reports (status, created_at DESC);
CREATE INDEX reports_target_idx ON reports (target_type, target_id);

-- Notifications of PRODUCT.md's kinds. Repeats with one group_key collapse into one unread row
-- (count goes up) until it is read.
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL,
  type text NOT NULL CHECK (type IN (
    'new_message', 'post_favorited', 'verification_approved', 'verification_rejected',
    'community_reply', 'report_handled', 'post_removed', 'password_changed'
  )),
  group_key text,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Where the notification leads, a path of the portal (/messages?c=…, /supplier/…).
  link text NOT NULL,
  count integer NOT NULL DEFAULT 1,
  read_at timestamptz,
  -- Set by the one server process that sends the e-mail of an important kind.
  mailed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX notifications_group_idx ON notifications (user_id, type, group_key) WHERE read_at IS NULL AND group_key IS NOT NULL;
CREATE INDEX notifications_user_idx ON notifications (user_id, updated_at DESC, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;

-- The realtime channel's events, numbered per user, so that a client that reconnects (to any
-- server process, also after a restart) asks for what came after the last one it saw.
CREATE TABLE realtime_cursors (
  user_id text PRIMARY KEY,
  last_seq bigint NOT NULL
);
CREATE TABLE realtime_events (
  user_id text NOT NULL,
  seq bigint NOT NULL,
  type text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, seq)
);
CREATE INDEX realtime_events_created_idx ON realtime_events (created_at);
