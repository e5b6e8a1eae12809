import { sql } from 'kysely';
import type { AppContext } from '#server/context.ts';

/**
 * Forgets an account's failed sign-ins, strangers' and known clients' alike, once its owner proved
 * who they are: the right password, a completed password reset, a confirmed e-mail address.
 */
export async function clearSignInFailures(ctx: AppContext, accountKey: string): Promise<void> {
  await sql`DELETE FROM sign_in_failures WHERE account_key IN (${accountKey}, ${`known:${accountKey}`})`.execute(ctx.database.db);
}
