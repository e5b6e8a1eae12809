import { BEST_ADS_LIMIT, type TProductListItem } from '#common/schemas/catalogue.ts';
import type { AppContext } from '#server/context.ts';
import { listProducts } from './list-products.ts';

/**
 * The home page's Best Ads (specification section 7): active product offers, newest first, at
 * most 30: the first page of the product list at that size. The client groups them by category
 * and shows at most 6 of each.
 */
export async function listBestAds(ctx: AppContext): Promise<TProductListItem[]> {
  return (await listProducts(ctx, { limit: BEST_ADS_LIMIT })).items;
}
