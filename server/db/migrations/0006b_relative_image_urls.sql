-- Image URLs of the portal's own storage become same-origin paths (/storage/v1/object/public/…).
-- They used to be written absolute on PUBLIC_URL, so a page opened under another host name of the
-- same server (127.0.0.1, a reverse proxy) had every image blocked by its own Content Security
-- Policy. URLs on an S3 public origin (S3_PUBLIC_URL) are left as they are.
-- Tables that a later release may have renamed or not yet created are checked first, so this runs
-- on every database the portal has made.

UPDATE profiles
SET avatar_url = regexp_replace(avatar_url, '^https?://[^/]+(/storage/v1/object/public/)', '\1')
WHERE avatar_url ~ '^https?://[^/]+/storage/v1/object/public/';

UPDATE banners
SET image_url = regexp_replace(image_url, '^https?://[^/]+(/storage/v1/object/public/)', '\1')
WHERE image_url ~ '^https?://[^/]+/storage/v1/object/public/';

UPDATE categories
SET image_url = regexp_replace(image_url, '^https?://[^/]+(/storage/v1/object/public/)', '\1')
WHERE image_url ~ '^https?://[^/]+/storage/v1/object/public/';

DO $$
DECLARE
  post_table text;
BEGIN
  -- The account's picture as the sign-in library keeps it (its table is created at start-up).
  IF to_regclass('public."user"') IS NOT NULL THEN
    UPDATE "user"
    SET image = regexp_replace(image, '^https?://[^/]+(/storage/v1/object/public/)', '\1')
    WHERE image ~ '^https?://[^/]+/storage/v1/object/public/';
  END IF;
  -- Post photos: [{ "id", "url", … }] in whichever post tables exist.
  FOREACH post_table IN ARRAY ARRAY['suppliers', 'listings', 'posts'] LOOP
    IF to_regclass('public.' || post_table) IS NOT NULL THEN
      EXECUTE format(
        $sql$UPDATE %I
        SET images = regexp_replace(images::text, '"https?://[^/"]+(/storage/v1/object/public/)', '"\1', 'g')::jsonb
        WHERE images::text ~ '"https?://[^/"]+/storage/v1/object/public/'$sql$,
        post_table
      );
    END IF;
  END LOOP;
END
$$;
