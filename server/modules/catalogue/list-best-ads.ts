import { BEST_ADS_LIMIT, type TPostListItem } from '#common/schemas/catalogue.ts';
import type { AppContext } from '#server/context.ts';
import { listPosts } from './list-posts.ts';

/**
 * The home page's Best Ads (specification section 7): active products, newest first, at
 * most 30: the first page of the product list at that size. The client groups them by category
 * and shows at most 6 of each.
 */
export async function listBestAds(ctx: AppContext): Promise<TPostListItem[]> {
  return (await listPosts(ctx, { kind: 'product', limit: BEST_ADS_LIMIT })).items;
}
