import { toStoredPrice, type TListingInput, type TPostRef } from '#common/schemas/posts.ts';
import type { AppContext } from '#server/context.ts';
import { checkCategory, resolveImages } from './check-post-refs.ts';

/** Publishes a listing (an offer or a request) owned by `userId` (always the session's user). */
export async function createListing(ctx: AppContext, options: { userId: string; input: TListingInput }): Promise<TPostRef> {
  const { userId, input } = options;
  await checkCategory(ctx, input.categoryId, input.subcategoryId);
  const images = await resolveImages(ctx, userId, input.imageIds);
  const row = await ctx.database.db
    .insertInto('listings')
    .values({ user_id: userId, ...listingColumns(input), images: JSON.stringify(images) })
    .returning(['id', 'is_active'])
    .executeTakeFirstOrThrow();
  return { id: row.id, isActive: row.is_active };
}

/** The columns a listing's form writes (create and update), prices in new Syrian pounds. */
export function listingColumns(input: TListingInput) {
  return {
    title: input.title,
    description: input.description,
    kind: input.kind,
    offer_type: input.kind === 'offer' ? input.offerType : null,
    category_id: input.categoryId,
    subcategory_id: input.subcategoryId,
    price: toStoredPrice(input.price, input.currency, input.sypUnit),
    is_negotiable: input.isNegotiable,
    currency: input.currency,
    quantity: input.quantity,
    unit: input.unit || null,
    location: input.governorate,
    condition: input.condition,
  };
}
