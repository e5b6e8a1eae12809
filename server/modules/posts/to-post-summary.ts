import type { TCurrency, TPostSummary } from '#common/schemas/posts.ts';
import type { StoredImage } from '#server/db/types.ts';

/** Row shapes → the short card of a post (similar posts, My posts). */
export function supplierSummary(row: {
  id: string;
  product_name: string;
  images: StoredImage[];
  price_range_min: number | null;
  price_range_max: number | null;
  currency: string;
  location: string | null;
  is_active: boolean;
  created_at: unknown;
}): TPostSummary {
  return {
    kind: 'supplier',
    id: row.id,
    title: row.product_name,
    image: row.images[0] ?? null,
    priceMin: row.price_range_min,
    priceMax: row.price_range_max,
    currency: row.currency as TCurrency,
    isNegotiable: false,
    governorate: row.location,
    isActive: row.is_active,
    createdAt: iso(row.created_at),
  };
}

export function listingSummary(row: {
  id: string;
  title: string;
  images: StoredImage[];
  price: number | null;
  is_negotiable: boolean;
  currency: string;
  location: string | null;
  is_active: boolean;
  created_at: unknown;
}): TPostSummary {
  return {
    kind: 'listing',
    id: row.id,
    title: row.title,
    image: row.images[0] ?? null,
    priceMin: row.price,
    priceMax: row.price,
    currency: row.currency as TCurrency,
    isNegotiable: row.is_negotiable,
    governorate: row.location,
    isActive: row.is_active,
    createdAt: iso(row.created_at),
  };
}

/** Timestamps arrive as Date from the driver; the nested column types hide that from the compiler. */
export function iso(value: unknown): string {
  return new Date(value as Date | string).toISOString();
}
