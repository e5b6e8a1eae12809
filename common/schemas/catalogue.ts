import { z } from 'zod';
import { GOVERNORATE_IDS } from '../constants/governorates.ts';
import { CURRENCIES } from '../format-price.ts';
import { CATEGORY_IDS } from '../constants/categories.ts';
import { ZStoredImage } from './images.ts';

/** Largest page a list endpoint answers; the default is smaller to keep phones fast. */
export const POST_PAGE_MAX = 48;
export const POST_PAGE_DEFAULT = 24;
export const VENDOR_PAGE_SIZE = 24;
/** Best Ads (specification section 9): 30 newest active product offers. */
export const BEST_ADS_LIMIT = 30;
export const VENDOR_SEARCH_MAX = 100;

const slug = z.string().trim().min(1).max(64).regex(/^[a-z0-9-]+$/, 'Use lower-case letters, digits and dashes');
const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');
const governorate = z.enum(GOVERNORATE_IDS as unknown as [string, ...string[]]);
const price = z.coerce.number().finite().min(0).max(1e13);

/** A product offer (a `suppliers` row) as cards show it. */
export const ZProductListItem = z.object({
  id: z.string(),
  userId: z.string(),
  productName: z.string(),
  companyName: z.string(),
  categoryId: z.string(),
  subcategoryId: z.string().nullable(),
  priceMin: z.number().nullable(),
  priceMax: z.number().nullable(),
  currency: z.enum(CURRENCIES),
  /** Governorate id, or null. */
  location: z.string().nullable(),
  /** First image, or null: the card shows the fallback artwork. */
  image: ZStoredImage.nullable(),
  isVerified: z.boolean(),
  createdAt: z.string(),
});
export type TProductListItem = z.infer<typeof ZProductListItem>;

/** A classified listing as cards show it. */
export const ZListingListItem = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  kind: z.enum(['offer', 'request']),
  offerType: z.enum(['sell', 'rent', 'service']).nullable(),
  categoryId: z.string(),
  subcategoryId: z.string().nullable(),
  price: z.number().nullable(),
  isNegotiable: z.boolean(),
  currency: z.enum(CURRENCIES),
  condition: z.enum(['new', 'used']).nullable(),
  location: z.string().nullable(),
  image: ZStoredImage.nullable(),
  isVerified: z.boolean(),
  createdAt: z.string(),
});
export type TListingListItem = z.infer<typeof ZListingListItem>;

/**
 * Filters of GET /api/v1/suppliers and GET /api/v1/listings. `cursor` is the opaque keyset
 * position from the previous page's `nextCursor`.
 */
export const ZPostListQuery = z
  .object({
    category: slug.optional(),
    subcategory: slug.optional(),
    governorate: governorate.optional(),
    currency: z.enum(CURRENCIES).optional(),
    minPrice: price.optional(),
    maxPrice: price.optional(),
    verified: booleanFlag.optional(),
    /** Only the posts of this account (the seller page). */
    seller: z.string().trim().min(1).max(64).optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(POST_PAGE_MAX).default(POST_PAGE_DEFAULT),
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    message: 'The lowest price must not be above the highest',
    path: ['maxPrice'],
  });
export type TPostListQuery = z.infer<typeof ZPostListQuery>;

export function ZPage<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
export const ZProductPage = ZPage(ZProductListItem);
export const ZListingPage = ZPage(ZListingListItem);
export type TProductPage = z.infer<typeof ZProductPage>;
export type TListingPage = z.infer<typeof ZListingPage>;

/** GET /api/v1/home/best-ads: the 30 newest active product offers. */
export const ZBestAds = z.array(ZProductListItem);

/** A business with active posts (specification sections 3 and 7: the vendor strip enrichment). */
export const ZVendor = z.object({
  id: z.string(),
  fullName: z.string(),
  businessName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  companyDescription: z.string().nullable(),
  isVerified: z.boolean(),
  governorate: z.string().nullable(),
  /** Active listings plus active product offers. */
  listingCount: z.number(),
  latestListingAt: z.string(),
});
export type TVendor = z.infer<typeof ZVendor>;
export const ZFeaturedVendors = z.array(ZVendor);

/** GET /api/v1/vendors: search by name, filter by governorate, category and verified. */
export const ZVendorListQuery = z.object({
  q: z.string().trim().max(VENDOR_SEARCH_MAX).optional(),
  governorate: governorate.optional(),
  category: slug.optional(),
  verified: booleanFlag.optional(),
  cursor: z.string().max(200).optional(),
});
export type TVendorListQuery = z.infer<typeof ZVendorListQuery>;
export const ZVendorPage = ZPage(ZVendor);
export type TVendorPage = z.infer<typeof ZVendorPage>;

/** GET /api/v1/sellers/:id: a public profile with its counts of active posts. */
export const ZSellerProfile = z.object({
  id: z.string(),
  fullName: z.string(),
  businessName: z.string().nullable(),
  businessType: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  companyDescription: z.string().nullable(),
  governorate: z.string().nullable(),
  isVerified: z.boolean(),
  memberSince: z.string(),
  productCount: z.number(),
  listingCount: z.number(),
});
export type TSellerProfile = z.infer<typeof ZSellerProfile>;


/** The six categories the Best Ads slider cycles through (specification, "Home page"). */
export const BEST_ADS_CATEGORIES = CATEGORY_IDS.slice(0, 6);
/** At most this many products of one category are shown at a time. */
export const BEST_ADS_PER_CATEGORY = 6;
