import { sql } from 'kysely';
import type { TListingInput, TPostRef } from '#common/schemas/posts.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { checkCategory, resolveImages } from './check-post-refs.ts';
import { listingColumns } from './create-listing.ts';

/** Replaces a listing's fields. Only its owner can: another user's attempt matches no row (404). */
export async function updateListing(ctx: AppContext, options: { userId: string; id: string; input: TListingInput }): Promise<TPostRef> {
  const { userId, id, input } = options;
  await checkCategory(ctx, input.categoryId, input.subcategoryId);
  const images = await resolveImages(ctx, userId, input.imageIds);
  const row = await ctx.database.db
    .updateTable('listings')
    .set({ ...listingColumns(input), images: JSON.stringify(images), updated_at: sql`now()` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(['id', 'is_active'])
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found', 'No such listing of yours');
  return { id: row.id, isActive: row.is_active };
}
