import { sql } from 'kysely';
import { FAVORITES_PAGE_SIZE, type TFavoritePostPage } from '#common/schemas/favorites.ts';
import type { TPostKind } from '#common/schemas/posts.ts';
import type { AppContext } from '#server/context.ts';
import type { StoredImage } from '#server/db/column-types.ts';
import { readNewestFirst } from '#server/lib/paging/newest-first.ts';
import { iso } from '#server/lib/iso.ts';

/** A saved post, drawn from the kept title and image when the post is gone. */
const SAVED_POST_COLUMNS = [
  'f.id',
  'f.post_id',
  'f.kind',
  sql<string>`coalesce(p.title, f.title)`.as('title'),
  sql<StoredImage | null>`coalesce(p.images -> 0, f.image)`.as('image'),
  'p.price_min',
  'p.price_max',
  'p.currency',
  'p.governorate',
  sql<boolean>`coalesce(p.is_active, false)`.as('is_available'),
  'f.created_at',
] as const;

/**
 * One page of the user's saved posts of one kind, newest saved first. A post that is paused or
 * gone stays, marked unavailable; a gone one is drawn from the kept title and image.
 */
export async function listFavoritePosts(ctx: AppContext, options: { userId: string; kind: TPostKind; cursor?: string }): Promise<TFavoritePostPage> {
  const query = ctx.database.db
    .selectFrom('post_favorites as f')
    .leftJoin('posts as p', 'p.id', 'f.post_id')
    .select(SAVED_POST_COLUMNS)
    .where('f.user_id', '=', options.userId)
    .where('f.kind', '=', options.kind);
  const { rows, nextCursor } = await readNewestFirst(query, { alias: 'f', cursor: options.cursor, size: FAVORITES_PAGE_SIZE });
  return {
    items: rows.map((row) => ({
      id: row.id,
      postId: row.post_id,
      kind: row.kind,
      title: row.title,
      image: row.image,
      priceMin: row.price_min,
      priceMax: row.price_max,
      currency: row.currency,
      governorate: row.governorate,
      isAvailable: row.is_available,
      savedAt: iso(row.created_at),
    })),
    nextCursor,
  };
}
