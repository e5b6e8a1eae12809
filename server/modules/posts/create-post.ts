import type { TPostInput, TPostRef } from '#common/schemas/posts.ts';
import type { AppContext } from '#server/context.ts';
import { postColumns } from '#server/lib/posts/post-kinds.ts';

/** Publishes a post of either kind owned by `userId` (always the session's user). */
export async function createPost(ctx: AppContext, options: { userId: string; input: TPostInput }): Promise<TPostRef> {
  const { userId, input } = options;
  const row = await ctx.database.db
    .insertInto('posts')
    .values({ kind: input.kind, user_id: userId, ...(await postColumns(ctx, userId, input)) })
    .returning(['id', 'kind', 'is_active'])
    .executeTakeFirstOrThrow();
  return { id: row.id, kind: row.kind, isActive: row.is_active };
}
