import { sql } from 'kysely';
import type { TPostRef } from '#common/schemas/posts.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';

/** Pauses (false) or re-activates (true) the owner's post; a paused one leaves every public list. */
export async function setPostActive(ctx: AppContext, options: { userId: string; id: string; isActive: boolean }): Promise<TPostRef> {
  const row = await ctx.database.db
    .updateTable('posts')
    .set({ is_active: options.isActive, updated_at: sql`now()` })
    .where('id', '=', options.id)
    .where('user_id', '=', options.userId)
    // A post removed by moderation stays off (docs/decisions, "Admin panel").
    .where((eb) => (options.isActive ? eb('removed_at', 'is', null) : eb.val(true)))
    .returning(['id', 'kind', 'is_active'])
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found', 'No such post of yours');
  return { id: row.id, kind: row.kind, isActive: row.is_active };
}
