import type { TCurrency, TSupplierDetail } from '#common/schemas/posts.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { assertPostId } from './check-post-refs.ts';
import { getPostSeller } from './get-post-seller.ts';
import { listSimilarPosts } from './list-similar-posts.ts';
import { iso } from './to-post-summary.ts';

/**
 * A product offer's detail page. Active offers are public; a paused one is seen by its owner
 * only, and answers 404 like an unknown id to everyone else.
 */
export async function getSupplier(ctx: AppContext, options: { id: string; viewerId: string | null }): Promise<TSupplierDetail> {
  assertPostId(options.id);
  const { viewerId } = options;
  const row = await ctx.database.db
    .selectFrom('suppliers')
    .selectAll()
    .where('id', '=', options.id)
    .where((eb) => (viewerId ? eb.or([eb('is_active', '=', true), eb('user_id', '=', viewerId)]) : eb('is_active', '=', true)))
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found', 'No such product offer');
  const [seller, similar] = await Promise.all([
    getPostSeller(ctx, { sellerId: row.user_id, withPhone: viewerId !== null }),
    listSimilarPosts(ctx, { kind: 'supplier', id: row.id, categoryId: row.product_category }),
  ]);
  return {
    kind: 'supplier',
    id: row.id,
    productName: row.product_name,
    description: row.description,
    categoryId: row.product_category,
    subcategoryId: row.subcategory_id,
    priceMin: row.price_range_min,
    priceMax: row.price_range_max,
    currency: row.currency as TCurrency,
    minOrderQuantity: row.min_order_quantity,
    unit: row.unit ?? '',
    governorate: row.location,
    companyName: row.company_name,
    images: row.images,
    isActive: row.is_active,
    isOwner: viewerId === row.user_id,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    seller,
    similar,
  };
}
