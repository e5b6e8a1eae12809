import { z } from '#common/zod.ts';
import { ZStoredImage } from './images.ts';
import { ZCursor, ZPage } from './pages.ts';
import { POST_KINDS } from '../constants/post-kinds.ts';

/** Entries of one tab of /favorites per page. */
export const FAVORITES_PAGE_SIZE = 24;

/** The tabs of /favorites (PRODUCT.md, "Favourites"). */
export const FAVORITE_TABS = ['products', 'listings', 'sellers'] as const;
export type TFavoriteTab = (typeof FAVORITE_TABS)[number];

/**
 * GET /api/v1/me/favorites/ids: what the signed-in user saved, so that every heart on a page
 * shows its state without one request per card.
 */
export const ZFavoriteIds = z.object({ posts: z.array(z.string()), sellers: z.array(z.string()) });
export type TFavoriteIds = z.infer<typeof ZFavoriteIds>;

/** GET /api/v1/me/favorites/counts: the number behind each tab. */
export const ZFavoriteCounts = z.object({ products: z.number(), listings: z.number(), sellers: z.number() });
export type TFavoriteCounts = z.infer<typeof ZFavoriteCounts>;

/**
 * A saved post. `postId` is null once the post was deleted; `isAvailable` is false then and when
 * it is paused: the card stays, marked unavailable, drawn from what was kept when it was saved.
 */
export const ZFavoritePost = z.object({
  /** The favourite itself: removing it from the list works also after the post is gone. */
  id: z.string(),
  postId: z.string().nullable(),
  kind: z.enum(POST_KINDS),
  title: z.string(),
  image: ZStoredImage.nullable(),
  priceMin: z.number().nullable(),
  priceMax: z.number().nullable(),
  currency: z.string().nullable(),
  governorate: z.string().nullable(),
  isAvailable: z.boolean(),
  savedAt: z.string(),
});
export type TFavoritePost = z.infer<typeof ZFavoritePost>;

export const ZFavoriteSeller = z.object({
  id: z.string(),
  fullName: z.string(),
  businessName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  governorate: z.string().nullable(),
  isVerified: z.boolean(),
  savedAt: z.string(),
});
export type TFavoriteSeller = z.infer<typeof ZFavoriteSeller>;

export const ZFavoritePostPage = ZPage(ZFavoritePost);
export type TFavoritePostPage = z.infer<typeof ZFavoritePostPage>;
export const ZFavoriteSellerPage = ZPage(ZFavoriteSeller);
export type TFavoriteSellerPage = z.infer<typeof ZFavoriteSellerPage>;

/** GET /api/v1/me/favorites?tab=&cursor= */
export const ZFavoriteListQuery = z.object({
  tab: z.enum(FAVORITE_TABS, { error: 'validation.choose' }),
  cursor: ZCursor.optional(),
});

/** GET /api/v1/posts/{id}/favorite-count: for the post's owner only. */
export const ZFavoriteCount = z.object({ count: z.number() });
