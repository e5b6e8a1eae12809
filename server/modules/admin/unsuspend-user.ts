import { sql } from 'kysely';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { recordAction } from './record-action.ts';

/** Lifts a suspension: the account may sign in again and the posts that suspension hid come back. */
export async function unsuspendUser(ctx: AppContext, options: { adminId: string; userId: string }): Promise<void> {
  await ctx.database.db.transaction().execute(async (trx) => {
    const target = await trx
      .updateTable('user')
      .set({ banned: false, banReason: null })
      .where('id', '=', options.userId)
      .where('banned', '=', true)
      .returning(['id', 'name'])
      .executeTakeFirst();
    if (!target) throw new AppError(404, 'not_found', 'No such suspended account');
    await trx
      .updateTable('posts')
      .set({ is_active: true, hidden_by_suspension: false, updated_at: sql`now()` })
      .where('user_id', '=', target.id)
      .where('hidden_by_suspension', '=', true)
      .where('removed_at', 'is', null)
      .execute();
    await recordAction(trx, { adminId: options.adminId, action: 'user_unsuspended', targetType: 'user', targetId: target.id, label: target.name });
  });
}
