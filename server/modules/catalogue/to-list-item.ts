import type { TListingListItem, TProductListItem } from '#common/schemas/catalogue.ts';
import type { TStoredImage } from '#common/schemas/images.ts';
import type { StoredImage } from '#server/db/types.ts';

/** A timestamp column as ISO text (the driver returns a Date). */
export function toIso(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}

/** The first image of a post, selected in SQL as `images -> 0`. */
function firstImage(image: StoredImage | null): TStoredImage | null {
  return image && typeof image === 'object' && typeof image.url === 'string'
    ? { id: image.id, url: image.url, width: image.width, height: image.height, variants: image.variants } : null;
}

export interface ProductRow {
  id: string;
  user_id: string;
  product_name: string;
  company_name: string;
  product_category: string;
  subcategory_id: string | null;
  price_range_min: number | null;
  price_range_max: number | null;
  currency: string;
  location: string | null;
  first_image: StoredImage | null;
  is_verified: boolean | null;
  created_at: unknown;
}

export function toProductListItem(row: ProductRow): TProductListItem {
  return {
    id: row.id,
    userId: row.user_id,
    productName: row.product_name,
    companyName: row.company_name,
    categoryId: row.product_category,
    subcategoryId: row.subcategory_id,
    priceMin: row.price_range_min,
    priceMax: row.price_range_max,
    currency: row.currency as TProductListItem['currency'],
    location: row.location,
    image: firstImage(row.first_image),
    isVerified: row.is_verified ?? false,
    createdAt: toIso(row.created_at),
  };
}

export interface ListingRow {
  id: string;
  user_id: string;
  title: string;
  kind: 'offer' | 'request';
  offer_type: 'sell' | 'rent' | 'service' | null;
  category_id: string;
  subcategory_id: string | null;
  price: number | null;
  is_negotiable: boolean;
  currency: string;
  condition: 'new' | 'used' | null;
  location: string | null;
  first_image: StoredImage | null;
  is_verified: boolean | null;
  created_at: unknown;
}

export function toListingListItem(row: ListingRow): TListingListItem {
  return {
    id: row.id,
    userId: row.user_id,
    title: row.title,
    kind: row.kind,
    offerType: row.offer_type,
    categoryId: row.category_id,
    subcategoryId: row.subcategory_id,
    price: row.price,
    isNegotiable: row.is_negotiable,
    currency: row.currency as TListingListItem['currency'],
    condition: row.condition,
    location: row.location,
    image: firstImage(row.first_image),
    isVerified: row.is_verified ?? false,
    createdAt: toIso(row.created_at),
  };
}
