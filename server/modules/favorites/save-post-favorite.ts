import { sql } from 'kysely';
import { postPath } from '#common/post-path.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { notify } from '#server/lib/notify/notify.ts';

/**
 * Saves a post for a user (saving it again changes nothing) and keeps what its card needs, so that
 * the favourite still shows after the post is deleted. Only an active post, or one's own, can be
 * saved. The owner is told, in one notification per post that grows until read (`post:{id}`), and
 * only when the favourite is new: saving, unsaving and saving again tells the owner once more at
 * most, inside the same unread notification.
 */
export async function savePostFavorite(ctx: AppContext, options: { userId: string; postId: string }): Promise<{ saved: true }> {
  const { userId, postId } = options;
  await ctx.database.db.transaction().execute(async (trx) => {
    const post = await trx
      .selectFrom('posts')
      .select(['id', 'kind', 'title', 'user_id', sql<unknown>`images -> 0`.as('image')])
      .where('id', '=', postId)
      .where((eb) => eb.or([eb('is_active', '=', true), eb('user_id', '=', userId)]))
      .executeTakeFirst();
    if (!post) throw new AppError(404, 'not_found', 'No such post');
    const image = post.image ? JSON.stringify(post.image) : null;
    const inserted = await sql<{ is_new: boolean }>`
      INSERT INTO post_favorites (user_id, post_id, kind, title, image)
      VALUES (${userId}, ${postId}, ${post.kind}, ${post.title}, ${image}::jsonb)
      ON CONFLICT (user_id, post_id) DO UPDATE SET title = EXCLUDED.title, image = EXCLUDED.image
      RETURNING (xmax = 0) AS is_new`.execute(trx);
    if (inserted.rows[0]?.is_new && post.user_id !== userId) {
      await notify(trx, {
        userId: post.user_id,
        type: 'post_favorited',
        groupKey: `post:${post.id}`,
        data: { title: post.title, kind: post.kind },
        link: postPath(post.kind, post.id),
      });
    }
  });
  return { saved: true };
}
