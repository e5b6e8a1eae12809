import { iso } from '#server/lib/iso.ts';
import type { TCurrency } from '#common/constants/currencies.ts';
import type { TPostSummary } from '#common/schemas/posts.ts';
import type { PostRow } from '#server/lib/posts/post-kinds.ts';

/** The columns of a short card of a post. */
export const SUMMARY_COLUMNS = ['kind', 'id', 'title', 'images', 'price_min', 'price_max', 'currency', 'is_negotiable', 'governorate', 'is_active', 'created_at'] as const;

/** A row → the short card of a post (similar posts, My posts). */
export function toPostSummary(row: Pick<PostRow, (typeof SUMMARY_COLUMNS)[number]>): TPostSummary {
  return {
    kind: row.kind,
    id: row.id,
    title: row.title,
    image: row.images[0] ?? null,
    priceMin: row.price_min,
    priceMax: row.price_max,
    currency: row.currency as TCurrency,
    isNegotiable: row.is_negotiable ?? false,
    governorate: row.governorate,
    isActive: row.is_active,
    createdAt: iso(row.created_at),
  };
}
