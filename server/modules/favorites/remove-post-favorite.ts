import type { AppContext } from '#server/context.ts';

/** Unsaves a post; unsaving one that is not saved changes nothing. */
export async function removePostFavorite(ctx: AppContext, options: { userId: string; postId: string }): Promise<void> {
  await ctx.database.db.deleteFrom('post_favorites').where('user_id', '=', options.userId).where('post_id', '=', options.postId).execute();
}
