import { z } from '#common/zod.ts';
import { GOVERNORATE_IDS } from '../constants/governorates.ts';
import { CURRENCIES } from '../constants/currencies.ts';
import { ZStoredImage } from './images.ts';
import { ZCursor, ZPage } from './pages.ts';
import { POST_KINDS } from '../constants/post-kinds.ts';
import { listingFields, productFields } from './posts.ts';

/** Largest page a list endpoint answers; the default is smaller to keep phones fast. */
export const POST_PAGE_MAX = 48;
export const POST_PAGE_DEFAULT = 24;
export const VENDOR_PAGE_SIZE = 24;
/** Best Ads (specification section 9): 30 newest active products. */
export const BEST_ADS_LIMIT = 30;
export const VENDOR_SEARCH_MAX = 100;

// Messages are i18n keys: the API returns them in `fields`, the client shows t(message).
const slug = z
  .string({ error: 'validation.slug' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(64, { error: 'validation.tooLong' })
  .regex(/^[a-z0-9-]+$/, { error: 'validation.slug' });
const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'validation.choose' })
  .transform((value) => value === 'true' || value === '1');
const governorate = z.enum(GOVERNORATE_IDS as unknown as [string, ...string[]], { error: 'validation.choose' });
const price = z.coerce
  .number({ error: 'validation.number' })
  .finite({ error: 'validation.number' })
  .min(0, { error: 'validation.number' })
  .max(1e13, { error: 'validation.tooLong' });

const listItemCore = {
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  categoryId: z.string(),
  subcategoryId: z.string().nullable(),
  /** A listing's single price is both ends. */
  priceMin: z.number().nullable(),
  priceMax: z.number().nullable(),
  currency: z.enum(CURRENCIES),
  /** Governorate id, or null. */
  governorate: z.string().nullable(),
  /** First image, or null: the card shows the fallback artwork. */
  image: ZStoredImage.nullable(),
  isVerified: z.boolean(),
  createdAt: z.string(),
};

/** A post as the catalogue's cards show it: the shared core and the card fields of its kind. */
export const ZPostListItem = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('product'), ...listItemCore, ...productFields }),
  z.object({ kind: z.literal('listing'), ...listItemCore, ...listingFields }),
]);
export type TPostListItem = z.infer<typeof ZPostListItem>;
export type TProductListItem = Extract<TPostListItem, { kind: 'product' }>;

/**
 * GET /api/v1/posts?kind=: the active posts of one kind, newest first, with filters. `cursor` is
 * the opaque keyset position from the previous page's `nextCursor`.
 */
export const ZPostListQuery = z
  .object({
    kind: z.enum(POST_KINDS, { error: 'validation.choose' }),
    category: slug.optional(),
    subcategory: slug.optional(),
    governorate: governorate.optional(),
    currency: z.enum(CURRENCIES, { error: 'validation.choose' }).optional(),
    minPrice: price.optional(),
    maxPrice: price.optional(),
    verified: booleanFlag.optional(),
    /** Only the posts of this account (the seller page). */
    seller: z.string({ error: 'validation.invalid' }).trim().min(1, { error: 'validation.required' }).max(64, { error: 'validation.tooLong' }).optional(),
    cursor: ZCursor.optional(),
    limit: z.coerce
      .number({ error: 'validation.number' })
      .int({ error: 'validation.number' })
      .min(1, { error: 'validation.number' })
      .max(POST_PAGE_MAX, { error: 'validation.tooLong' })
      .default(POST_PAGE_DEFAULT),
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    error: 'validation.priceRange',
    path: ['maxPrice'],
  });
export type TPostListQuery = z.infer<typeof ZPostListQuery>;

export const ZPostPage = ZPage(ZPostListItem);
export type TPostPage = z.infer<typeof ZPostPage>;

/** GET /api/v1/home/best-ads: the 30 newest active products. */
export const ZBestAds = z.array(ZPostListItem);

/** A business with active posts (specification sections 3 and 7: the vendor strip enrichment). */
export const ZVendor = z.object({
  id: z.string(),
  fullName: z.string(),
  businessName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  companyDescription: z.string().nullable(),
  isVerified: z.boolean(),
  governorate: z.string().nullable(),
  /** Active posts of both kinds. */
  listingCount: z.number(),
  latestListingAt: z.string(),
});
export type TVendor = z.infer<typeof ZVendor>;
export const ZFeaturedVendors = z.array(ZVendor);

/** GET /api/v1/vendors: search by name, filter by governorate, category and verified. */
export const ZVendorListQuery = z.object({
  q: z.string({ error: 'validation.invalid' }).trim().max(VENDOR_SEARCH_MAX, { error: 'validation.tooLong' }).optional(),
  governorate: governorate.optional(),
  category: slug.optional(),
  verified: booleanFlag.optional(),
  cursor: ZCursor.optional(),
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
  /** When it was verified ("verified since {date}"); null while it is not. */
  verifiedAt: z.string().nullable(),
  memberSince: z.string(),
  productCount: z.number(),
  listingCount: z.number(),
});
export type TSellerProfile = z.infer<typeof ZSellerProfile>;

