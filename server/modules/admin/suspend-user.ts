import { sql } from 'kysely';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { recordAction } from './record-action.ts';

/**
 * Suspends an account: sign-in is refused from now on (better-auth's `banned`, checked whenever a
 * session is made), every session ends at once (and with it every realtime socket, on every server
 * process), and the account's active posts leave every public list and page. Admins are not
 * suspended (take the role away first); nor is oneself.
 */
export async function suspendUser(ctx: AppContext, options: { adminId: string; userId: string; reason: string }): Promise<void> {
  if (options.userId === options.adminId) throw new AppError(409, 'conflict', 'Admins cannot suspend themselves');
  await ctx.database.db.transaction().execute(async (trx) => {
    const target = await trx.selectFrom('user').select(['id', 'email', 'name', 'role', 'banned']).where('id', '=', options.userId).executeTakeFirst();
    if (!target) throw new AppError(404, 'not_found', 'No such account');
    if (target.role === 'admin' || ctx.config.adminEmails.includes(target.email.toLowerCase())) {
      throw new AppError(409, 'conflict', 'Take the admin role away before suspending');
    }
    await trx.updateTable('user').set({ banned: true, banReason: options.reason }).where('id', '=', target.id).execute();
    await trx
      .updateTable('posts')
      .set({ is_active: false, hidden_by_suspension: true, updated_at: sql`now()` })
      .where('user_id', '=', target.id)
      .where('is_active', '=', true)
      .execute();
    await trx.deleteFrom('session').where('userId', '=', target.id).execute();
    await recordAction(trx, { adminId: options.adminId, action: 'user_suspended', targetType: 'user', targetId: target.id, reason: options.reason, label: target.name });
  });
  await ctx.realtime.sessionsChanged(options.userId);
}
