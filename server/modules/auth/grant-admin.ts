import type { Database } from '#server/db/pool.ts';

export type GrantAdminResult = 'granted' | 'already_admin' | 'no_account';

/**
 * Gives the account with this e-mail the admin role (`npm run admin:grant -- email`). The e-mail
 * is matched without regard to case or surrounding spaces, as sign-up stores it.
 *
 * @example if ((await grantAdmin(database, 'owner@example.com')) === 'no_account') …
 */
export async function grantAdmin(database: Database, email: string): Promise<GrantAdminResult> {
  const address = email.trim().toLowerCase();
  const account = await database.db.selectFrom('user').select(['id', 'role']).where('email', '=', address).executeTakeFirst();
  if (!account) return 'no_account';
  if (account.role === 'admin') return 'already_admin';
  await database.db.updateTable('user').set({ role: 'admin' }).where('id', '=', account.id).execute();
  return 'granted';
}
