-- Favourites and communities (docs/decisions, "Favourites and communities").

-- A saved post. The row outlives its post: when the post is deleted post_id becomes NULL and the
-- card is drawn from the snapshot below, marked unavailable (PRODUCT.md: "shows as unavailable
-- rather than vanishing"). The snapshot is refreshed each time the post is saved.
CREATE TABLE post_favorites (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL,
  post_id uuid REFERENCES posts (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('product', 'listing')),
  title text NOT NULL,
  -- { id, url, width, height, variants } of the post's first image when it was saved.
  image jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX post_favorites_user_post_idx ON post_favorites (user_id, post_id);
CREATE INDEX post_favorites_user_recent_idx ON post_favorites (user_id, kind, created_at DESC, id DESC);
-- "Saved by N people", for the owner of a post.
CREATE INDEX post_favorites_post_idx ON post_favorites (post_id);

-- A saved seller (a business profile).
CREATE TABLE seller_favorites (
  user_id text NOT NULL,
  seller_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, seller_id),
  CHECK (user_id <> seller_id)
);
CREATE INDEX seller_favorites_user_recent_idx ON seller_favorites (user_id, created_at DESC);

-- Communities by sector (one per supplier category) and by region (one per governorate), seeded,
-- plus those people propose: a proposal is pending and hidden until an admin approves it.
CREATE TABLE communities (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  kind text NOT NULL CHECK (kind IN ('sector', 'region')),
  category_id text REFERENCES categories (id),
  governorate text,
  name_ar text NOT NULL CHECK (length(name_ar) BETWEEN 1 AND 80),
  name_en text NOT NULL CHECK (length(name_en) BETWEEN 1 AND 80),
  description_ar text NOT NULL DEFAULT '' CHECK (length(description_ar) <= 1000),
  description_en text NOT NULL DEFAULT '' CHECK (length(description_en) <= 1000),
  image_url text,
  status text NOT NULL DEFAULT 'approved' CHECK (status IN ('pending', 'approved', 'refused')),
  -- Why an admin refused a proposal, shown to its author.
  refusal_reason text CHECK (refusal_reason IS NULL OR length(refusal_reason) <= 1000),
  proposed_by text,
  decided_by text,
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (kind <> 'sector' OR governorate IS NULL),
  CHECK (kind <> 'region' OR category_id IS NULL)
);
CREATE INDEX communities_status_idx ON communities (status, created_at);

CREATE TABLE community_members (
  community_id text NOT NULL REFERENCES communities (id) ON DELETE CASCADE,
  user_id text NOT NULL,
  role text NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'moderator')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (community_id, user_id)
);
CREATE INDEX community_members_user_idx ON community_members (user_id);

-- A post in a community's feed. Authors delete their own (the row goes); moderators and admins
-- remove (the row stays, hidden, so that the reports queue can restore it).
CREATE TABLE community_posts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  community_id text NOT NULL REFERENCES communities (id) ON DELETE CASCADE,
  author_id text NOT NULL,
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
  images jsonb NOT NULL DEFAULT '[]'::jsonb,
  is_removed boolean NOT NULL DEFAULT false,
  removed_by text,
  removed_at timestamptz,
  edited_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX community_posts_feed_idx ON community_posts (community_id, created_at DESC, id DESC) WHERE NOT is_removed;
-- The daily limit of new accounts counts their posts of the last day.
CREATE INDEX community_posts_author_idx ON community_posts (author_id, created_at DESC);

CREATE TABLE community_comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  post_id uuid NOT NULL REFERENCES community_posts (id) ON DELETE CASCADE,
  author_id text NOT NULL,
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  is_removed boolean NOT NULL DEFAULT false,
  removed_by text,
  removed_at timestamptz,
  edited_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX community_comments_post_idx ON community_comments (post_id, created_at DESC, id DESC) WHERE NOT is_removed;
