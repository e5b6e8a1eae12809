import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';

/** Deletes the owner's post for good. Its uploaded images stay in the owner's library. */
export async function deletePost(ctx: AppContext, options: { userId: string; id: string }): Promise<void> {
  const result = await ctx.database.db
    .deleteFrom('posts')
    .where('id', '=', options.id)
    .where('user_id', '=', options.userId)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw new AppError(404, 'not_found', 'No such post of yours');
}
