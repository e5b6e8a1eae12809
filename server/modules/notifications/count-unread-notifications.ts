import type { AppContext } from '#server/context.ts';

/** Unread notifications of a user (the badge of the bell). */
export async function countUnreadNotifications(ctx: AppContext, userId: string): Promise<number> {
  const row = await ctx.database.db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
