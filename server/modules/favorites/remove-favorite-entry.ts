import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';

/** Removes one saved post by the favourite's own id, which also works after the post was deleted. */
export async function removeFavoriteEntry(ctx: AppContext, options: { userId: string; id: string }): Promise<void> {
  const result = await ctx.database.db.deleteFrom('post_favorites').where('id', '=', options.id).where('user_id', '=', options.userId).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw new AppError(404, 'not_found', 'No such favourite of yours');
}
