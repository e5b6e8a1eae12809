import type { TCurrency, TListingDetail } from '#common/schemas/posts.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { assertPostId } from './check-post-refs.ts';
import { getPostSeller } from './get-post-seller.ts';
import { listSimilarPosts } from './list-similar-posts.ts';
import { iso } from './to-post-summary.ts';

/**
 * A listing's detail page. Active listings are public; a paused one is seen by its owner only,
 * and answers 404 like an unknown id to everyone else.
 */
export async function getListing(ctx: AppContext, options: { id: string; viewerId: string | null }): Promise<TListingDetail> {
  assertPostId(options.id);
  const { viewerId } = options;
  const row = await ctx.database.db
    .selectFrom('listings')
    .selectAll()
    .where('id', '=', options.id)
    .where((eb) => (viewerId ? eb.or([eb('is_active', '=', true), eb('user_id', '=', viewerId)]) : eb('is_active', '=', true)))
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found', 'No such listing');
  const [seller, similar] = await Promise.all([
    getPostSeller(ctx, { sellerId: row.user_id, withPhone: viewerId !== null }),
    listSimilarPosts(ctx, { kind: 'listing', id: row.id, categoryId: row.category_id }),
  ]);
  return {
    kind: 'listing',
    id: row.id,
    title: row.title,
    description: row.description,
    listingKind: row.kind,
    offerType: row.offer_type,
    categoryId: row.category_id,
    subcategoryId: row.subcategory_id,
    price: row.price,
    isNegotiable: row.is_negotiable,
    currency: row.currency as TCurrency,
    quantity: row.quantity,
    unit: row.unit ?? '',
    governorate: row.location,
    condition: row.condition,
    images: row.images,
    isActive: row.is_active,
    isOwner: viewerId === row.user_id,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    seller,
    similar,
  };
}
