import { sql } from 'kysely';
import type { AppContext } from '#server/context.ts';

/** The account a password-reset token (from the mailed link) belongs to, while it is valid. */
export async function findResetOwner(ctx: AppContext, token: string): Promise<{ email: string } | undefined> {
  const { rows } = await sql<{ email: string }>`
    SELECT u.email FROM verification v JOIN "user" u ON u.id = v.value
    WHERE v.identifier = ${`reset-password:${token}`} AND v."expiresAt" > now()
    LIMIT 1`.execute(ctx.database.db);
  return rows[0];
}
