-- The vendor strip (every home page) and /vendors order businesses by their latest active post,
-- then by how many active posts they have (specification section 7). Aggregating every active post
-- on each request cost about 24 ms at 100,000 posts; this table keeps those two figures per
-- business, and triggers on posts keep it current in the same transaction as the change
-- (docs/decisions/014-performance.md). A business is in it while it has at least one active post.
-- is_verified, the last ordering key, stays in profiles: the reads join the profile anyway, and an
-- incremental sort on the first two keys breaks the rare remaining ties.
CREATE TABLE vendor_summaries (
  user_id text PRIMARY KEY,
  listing_count integer NOT NULL,
  latest_listing_at timestamptz NOT NULL
);
CREATE INDEX vendor_summaries_order_idx ON vendor_summaries (latest_listing_at DESC, listing_count DESC, user_id);

-- Applies one statement's changes: per business, how many active posts it gained (negative: lost),
-- the newest date among those it gained and the newest among those it lost. Counts move by deltas
-- and the latest date only grows in the first statement, which locks each business's row (in
-- business order, so two writers wait rather than deadlock) and is evaluated on the newest
-- committed row, so concurrent writers add up. Only when a business may have lost its latest
-- post is that date read again from posts, by a later statement that sees every change committed
-- before the lock was taken (one probe of posts_active_user_idx).
CREATE FUNCTION vendor_summaries_apply(accounts text[], deltas integer[], gained_latest timestamptz[], lost_latest timestamptz[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(accounts), 0) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO vendor_summaries AS s (user_id, listing_count, latest_listing_at)
  SELECT c.account, c.delta, coalesce(c.gained, '-infinity')
  FROM unnest(accounts, deltas, gained_latest) AS c(account, delta, gained)
  ORDER BY c.account
  ON CONFLICT (user_id) DO UPDATE
    SET listing_count = s.listing_count + EXCLUDED.listing_count,
        latest_listing_at = greatest(s.latest_listing_at, EXCLUDED.latest_listing_at);

  UPDATE vendor_summaries s
  SET latest_listing_at = coalesce(
    (SELECT max(p.created_at) FROM posts p WHERE p.user_id = s.user_id AND p.is_active),
    '-infinity'
  )
  FROM unnest(accounts, lost_latest) AS c(account, lost)
  WHERE s.user_id = c.account AND c.lost IS NOT NULL AND c.lost >= s.latest_listing_at;

  DELETE FROM vendor_summaries s
  USING unnest(accounts) AS c(account)
  WHERE s.user_id = c.account AND s.listing_count <= 0;
END
$$;

CREATE FUNCTION vendor_summaries_from_inserted_posts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM vendor_summaries_apply(array_agg(user_id), array_agg(gained), array_agg(latest), array_agg(NULL::timestamptz))
  FROM (
    SELECT user_id, count(*)::int AS gained, max(created_at) AS latest
    FROM new_posts WHERE is_active GROUP BY user_id
  ) g;
  RETURN NULL;
END
$$;

CREATE FUNCTION vendor_summaries_from_deleted_posts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM vendor_summaries_apply(array_agg(user_id), array_agg(-lost), array_agg(NULL::timestamptz), array_agg(latest))
  FROM (
    SELECT user_id, count(*)::int AS lost, max(created_at) AS latest
    FROM old_posts WHERE is_active GROUP BY user_id
  ) g;
  RETURN NULL;
END
$$;

-- An UPDATE trigger with transition tables cannot name its columns, so it fires on every update of
-- posts (a title edit too) and keeps only the rows whose owner, state or date changed.
CREATE FUNCTION vendor_summaries_from_updated_posts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM vendor_summaries_apply(array_agg(user_id), array_agg(delta), array_agg(gained_latest), array_agg(lost_latest))
  FROM (
    SELECT user_id, sum(delta)::int AS delta, max(gained_at) AS gained_latest, max(lost_at) AS lost_latest
    FROM (
      SELECT user_id, 1 AS delta, created_at AS gained_at, NULL::timestamptz AS lost_at
      FROM (SELECT id, user_id, created_at FROM new_posts WHERE is_active
            EXCEPT ALL SELECT id, user_id, created_at FROM old_posts WHERE is_active) gained
      UNION ALL
      SELECT user_id, -1, NULL, created_at
      FROM (SELECT id, user_id, created_at FROM old_posts WHERE is_active
            EXCEPT ALL SELECT id, user_id, created_at FROM new_posts WHERE is_active) lost
    ) changes
    GROUP BY user_id
  ) g;
  RETURN NULL;
END
$$;

CREATE FUNCTION vendor_summaries_from_truncated_posts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM vendor_summaries;
  RETURN NULL;
END
$$;

CREATE TRIGGER posts_vendor_summaries_insert AFTER INSERT ON posts
  REFERENCING NEW TABLE AS new_posts FOR EACH STATEMENT EXECUTE FUNCTION vendor_summaries_from_inserted_posts();
CREATE TRIGGER posts_vendor_summaries_update AFTER UPDATE ON posts
  REFERENCING OLD TABLE AS old_posts NEW TABLE AS new_posts FOR EACH STATEMENT EXECUTE FUNCTION vendor_summaries_from_updated_posts();
CREATE TRIGGER posts_vendor_summaries_delete AFTER DELETE ON posts
  REFERENCING OLD TABLE AS old_posts FOR EACH STATEMENT EXECUTE FUNCTION vendor_summaries_from_deleted_posts();
CREATE TRIGGER posts_vendor_summaries_truncate AFTER TRUNCATE ON posts
  FOR EACH STATEMENT EXECUTE FUNCTION vendor_summaries_from_truncated_posts();

-- Pinned like every PL/pgSQL function of the portal (0013): a restore runs with an empty search_path.
ALTER FUNCTION vendor_summaries_apply(text[], integer[], timestamptz[], timestamptz[]) SET search_path FROM CURRENT;
ALTER FUNCTION vendor_summaries_from_inserted_posts() SET search_path FROM CURRENT;
ALTER FUNCTION vendor_summaries_from_deleted_posts() SET search_path FROM CURRENT;
ALTER FUNCTION vendor_summaries_from_updated_posts() SET search_path FROM CURRENT;
ALTER FUNCTION vendor_summaries_from_truncated_posts() SET search_path FROM CURRENT;

INSERT INTO vendor_summaries (user_id, listing_count, latest_listing_at)
SELECT user_id, count(*)::int, max(created_at)
FROM posts
WHERE is_active
GROUP BY user_id;
