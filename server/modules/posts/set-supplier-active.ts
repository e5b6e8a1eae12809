import { sql } from 'kysely';
import type { TPostRef } from '#common/schemas/posts.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';

/** Pauses (false) or re-activates (true) the owner's product offer; a paused one leaves every public list. */
export async function setSupplierActive(ctx: AppContext, options: { userId: string; id: string; isActive: boolean }): Promise<TPostRef> {
  const row = await ctx.database.db
    .updateTable('suppliers')
    .set({ is_active: options.isActive, updated_at: sql`now()` })
    .where('id', '=', options.id)
    .where('user_id', '=', options.userId)
    .returning(['id', 'is_active'])
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found', 'No such product offer of yours');
  return { id: row.id, isActive: row.is_active };
}
