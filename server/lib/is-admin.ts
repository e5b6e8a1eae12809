import type { AppContext } from '#server/context.ts';

/**
 * Whether an account is an admin: its role (granted with `npm run admin:grant`) or its e-mail in
 * ADMIN_EMAILS. Decided on the server only.
 */
export async function isAdmin(ctx: AppContext, userId: string): Promise<boolean> {
  const row = await ctx.database.db
    .selectFrom('user')
    .select(['email', 'role'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return false;
  return row.role === 'admin' || ctx.config.adminEmails.includes(row.email.toLowerCase());
}
