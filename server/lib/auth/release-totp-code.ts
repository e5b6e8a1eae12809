import { sql } from 'kysely';
import type { AppContext } from '#server/context.ts';

/** Gives back a reserved authenticator code whose check failed. */
export async function releaseTotpCode(ctx: AppContext, userId: string, code: string): Promise<void> {
  await sql`DELETE FROM two_factor_used_codes WHERE user_id = ${userId} AND code = ${code}`.execute(ctx.database.db);
}
