-- Phone numbers are confirmed by a code sent to them (issue 14, finding 5; docs/decisions/009-hardening.md,
-- "Phone numbers"). The number a user gives stays in profiles.phone; the account's sign-in phone
-- ("user"."phoneNumber", unique) is set only once a code sent to it is confirmed.

-- The one code waiting for each account: a keyed hash (never the code), the number it was sent to,
-- the wrong attempts so far and when it expires. Sending a new code replaces it.
CREATE TABLE IF NOT EXISTS phone_codes (
  user_id text PRIMARY KEY,
  phone text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Numbers stored before this change were never proven: they stay on the profile, unconfirmed, and no
-- longer sign in or hold the number against its real owner. The sign-in library's table is created
-- at start-up, after these migrations, so it is missing on a new database.
DO $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = 'user' AND column_name = 'phoneNumber'
  ) THEN
    UPDATE profiles p
    SET phone = u."phoneNumber"
    FROM "user" u
    WHERE u.id = p.id AND p.phone IS NULL AND u."phoneNumber" IS NOT NULL AND u."phoneNumberVerified" IS NOT TRUE;
    UPDATE "user"
    SET "phoneNumber" = NULL, "phoneNumberVerified" = false
    WHERE "phoneNumber" IS NOT NULL AND "phoneNumberVerified" IS NOT TRUE;
  END IF;
END
$$;
