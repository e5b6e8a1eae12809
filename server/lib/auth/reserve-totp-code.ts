import { sql } from 'kysely';
import type { AppContext } from '#server/context.ts';

/**
 * Reserves an authenticator code for a user before it is checked; false when it was used (or is
 * being checked) already. Reservations older than five minutes, past any code's validity, are pruned.
 */
export async function reserveTotpCode(ctx: AppContext, userId: string, code: string): Promise<boolean> {
  const { db } = ctx.database;
  await sql`DELETE FROM two_factor_used_codes WHERE user_id = ${userId} AND used_at < now() - interval '5 minutes'`.execute(db);
  const reserved = await sql`INSERT INTO two_factor_used_codes (user_id, code) VALUES (${userId}, ${code})
    ON CONFLICT DO NOTHING RETURNING user_id`.execute(db);
  return reserved.rows.length > 0;
}
