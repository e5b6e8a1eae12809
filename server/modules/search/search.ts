import { SEARCH_ALL_BUSINESSES, type TSearchQuery, type TSearchResult } from '#common/schemas/search.ts';
import type { AppContext } from '#server/context.ts';
import { countResults } from './count-results.ts';
import { countSearch } from './count-search.ts';
import { findCorrection } from './find-correction.ts';
import { listRelatedCategories } from './list-related-categories.ts';
import { parseSearch, withoutBrand } from './parse-search.ts';
import { searchBusinesses } from './search-businesses.ts';
import { searchPosts } from './search-posts.ts';

/**
 * GET /api/v1/search: products, listings and businesses for one search text, with the count of
 * each tab, one page of the tab asked for, and, when nothing is found, a close spelling that has
 * results and categories to browse instead. `rankAllUpTo` replaces RANK_ALL_UP_TO (tests page
 * through a cut-off ranking without inserting a thousand posts).
 */
export async function search(ctx: AppContext, query: TSearchQuery, options: { rankAllUpTo?: number } = {}): Promise<TSearchResult> {
  const text = withoutBrand(query.q, [ctx.config.brandAr, ctx.config.brandEn]);
  const parsed = await parseSearch(ctx, text);
  const result: TSearchResult = {
    query: text,
    hasWords: parsed.broad !== null,
    tab: query.tab,
    counts: { products: 0, listings: 0, businesses: 0 },
    page: query.page,
    pageCount: 0,
    posts: [],
    businesses: [],
    didYouMean: null,
    relatedCategories: [],
  };
  if (!parsed.broad) return result;
  const broad = { exact: parsed.exact, broad: parsed.broad, literal: parsed.literal };

  result.counts = await countResults(ctx, parsed.broad, query);
  const { products, listings, businesses } = result.counts;
  await countSearch(ctx, text, query, products + listings + businesses > 0);
  const total = { all: products + listings, products, listings, businesses }[query.tab];
  result.pageCount = Math.ceil(total / query.limit);
  const offset = (query.page - 1) * query.limit;
  if (query.tab === 'businesses') {
    result.businesses = await searchBusinesses(ctx, broad, query, { limit: query.limit, offset });
  } else {
    const kind = query.tab === 'products' ? 'product' : query.tab === 'listings' ? 'listing' : undefined;
    if (offset < total) result.posts = await searchPosts(ctx, broad, query, { kind, limit: query.limit, offset, rankAllUpTo: options.rankAllUpTo });
    if (query.tab === 'all' && query.page === 1 && businesses > 0) {
      result.businesses = await searchBusinesses(ctx, broad, query, { limit: SEARCH_ALL_BUSINESSES, offset: 0 });
    }
  }

  if (products + listings + businesses === 0) {
    const correction = await findCorrection(ctx, text);
    if (correction) {
      const corrected = await parseSearch(ctx, correction);
      const counts = corrected.broad ? await countResults(ctx, corrected.broad, query) : null;
      if (counts && counts.products + counts.listings + counts.businesses > 0) result.didYouMean = correction;
    }
    result.relatedCategories = await listRelatedCategories(ctx, parsed.broad);
  }
  return result;
}
