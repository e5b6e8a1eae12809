import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';

/** How many people saved a post, for its owner only (the owner is in the WHERE clause). */
export async function countPostFavorites(ctx: AppContext, options: { userId: string; postId: string }): Promise<{ count: number }> {
  const row = await ctx.database.db
    .selectFrom('posts as p')
    .select((eb) => eb.selectFrom('post_favorites as f').whereRef('f.post_id', '=', 'p.id').select(eb.fn.countAll<number>().as('n')).as('count'))
    .where('p.id', '=', options.postId)
    .where('p.user_id', '=', options.userId)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found', 'No such post of yours');
  return { count: Number(row.count ?? 0) };
}
