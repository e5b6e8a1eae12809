import type { AppContext } from '#server/context.ts';

/** The specification's unread count: messages addressed to the user that are not read. */
export async function countUnreadMessages(ctx: AppContext, userId: string): Promise<number> {
  const row = await ctx.database.db
    .selectFrom('messages')
    .select((eb) => eb.fn.count<number>('id').as('count'))
    .where('receiver_id', '=', userId)
    .where('read', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
