import { sql } from 'kysely';
import type { TPostInput, TPostRef } from '#common/schemas/posts.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { postColumns } from '#server/lib/posts/post-kinds.ts';

/**
 * Replaces a post's fields. Only its owner can, and a post keeps its kind: another user's attempt,
 * or a body of the other kind, matches no row (404).
 */
export async function updatePost(ctx: AppContext, options: { userId: string; id: string; input: TPostInput }): Promise<TPostRef> {
  const { userId, id, input } = options;
  const columns = await postColumns(ctx, userId, input);
  const row = await ctx.database.db
    .updateTable('posts')
    .set({ ...columns, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('kind', '=', input.kind)
    .returning(['id', 'kind', 'is_active'])
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found', 'No such post of yours');
  return { id: row.id, kind: row.kind, isActive: row.is_active };
}
