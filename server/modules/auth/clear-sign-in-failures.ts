import { sql } from 'kysely';
import type { AppContext } from '#server/context.ts';

/** Forgets an account's failed sign-ins after the right password. */
export async function clearSignInFailures(ctx: AppContext, accountKey: string): Promise<void> {
  await sql`DELETE FROM sign_in_failures WHERE account_key = ${accountKey}`.execute(ctx.database.db);
}
