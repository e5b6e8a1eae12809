import type { TCurrency } from '#common/constants/currencies.ts';
import type { TPostDetail, TPostKind } from '#common/schemas/posts.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { assertPostId } from '#server/lib/posts/check-post-refs.ts';
import { getPostSeller } from './get-post-seller.ts';
import { listSimilarPosts } from './list-similar-posts.ts';
import { withKindFields } from '#server/lib/posts/post-kinds.ts';
import { iso } from '#server/lib/iso.ts';

/**
 * A post's detail page. Active posts are public; a paused one is seen by its owner only, and
 * answers 404 like an unknown id to everyone else. With `kind`, a post of the other kind is not
 * found either (/supplier/{id} of a listing is no page).
 */
export async function getPost(ctx: AppContext, options: { id: string; kind?: TPostKind; viewerId: string | null }): Promise<TPostDetail> {
  assertPostId(options.id);
  const { viewerId, kind } = options;
  let query = ctx.database.db
    .selectFrom('posts')
    .selectAll()
    .where('id', '=', options.id)
    .where((eb) => (viewerId ? eb.or([eb('is_active', '=', true), eb('user_id', '=', viewerId)]) : eb('is_active', '=', true)));
  if (kind) query = query.where('kind', '=', kind);
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found', 'No such post');
  const [seller, similar] = await Promise.all([
    getPostSeller(ctx, { sellerId: row.user_id, withPhone: viewerId !== null }),
    listSimilarPosts(ctx, { kind: row.kind, id: row.id, categoryId: row.category_id }),
  ]);
  return withKindFields(row, {
    id: row.id,
    title: row.title,
    description: row.description,
    categoryId: row.category_id,
    subcategoryId: row.subcategory_id,
    priceMin: row.price_min,
    priceMax: row.price_max,
    currency: row.currency as TCurrency,
    unit: row.unit ?? '',
    governorate: row.governorate,
    images: row.images,
    isActive: row.is_active,
    isOwner: viewerId === row.user_id,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    seller,
    similar,
  });
}
