import type { TPostListItem } from '#common/schemas/catalogue.ts';
import type { TStoredImage } from '#common/schemas/images.ts';
import type { StoredImage } from '#server/db/column-types.ts';
import { withKindFields, type PostKindRow, type PostRow } from '#server/lib/posts/post-kinds.ts';
import { iso } from '#server/lib/iso.ts';

/** The first image of a post, selected in SQL as `images -> 0`. */
function firstImage(image: StoredImage | null): TStoredImage | null {
  return image && typeof image === 'object' && typeof image.url === 'string'
    ? { id: image.id, url: image.url, width: image.width, height: image.height, variants: image.variants } : null;
}

export type ListRow = PostKindRow &
  Pick<PostRow, 'kind' | 'id' | 'user_id' | 'title' | 'category_id' | 'subcategory_id' | 'price_min' | 'price_max' | 'currency' | 'governorate'> & {
    first_image: StoredImage | null;
    is_verified: boolean | null;
    created_at: unknown;
  };

/** A row of the catalogue's lists → a card: the shared core and the fields of its kind. */
export function toPostListItem(row: ListRow): TPostListItem {
  return withKindFields(row, {
    id: row.id,
    userId: row.user_id,
    title: row.title,
    categoryId: row.category_id,
    subcategoryId: row.subcategory_id,
    priceMin: row.price_min,
    priceMax: row.price_max,
    currency: row.currency as TPostListItem['currency'],
    governorate: row.governorate,
    image: firstImage(row.first_image),
    isVerified: row.is_verified ?? false,
    createdAt: iso(row.created_at),
  });
}
