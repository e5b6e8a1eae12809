import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { categoriesQuery } from '#client/features/catalogue/api/get-categories.ts';
import { postsQuery } from '#client/features/catalogue/api/list-posts.ts';
import { FILTER_KEYS } from '#client/features/catalogue/components/post-filters.tsx';
import { bannersQuery } from '#client/features/home/api/get-banners.ts';
import { bestAdsQuery } from '#client/features/home/api/get-best-ads.ts';
import { postQuery } from '#client/features/posts/api/get-post.ts';
import { searchQuery, SEARCH_PARAM_KEYS, type SearchParams } from '#client/features/search/api/search.ts';
import { featuredVendorsQuery } from '#client/features/vendors/api/get-featured-vendors.ts';
import { sellerQuery } from '#client/features/vendors/api/get-seller.ts';
import { vendorsQuery } from '#client/features/vendors/api/list-vendors.ts';
import { POST_KINDS } from '#common/constants/post-kinds.ts';
import type { PageName } from './router.tsx';
import { siteInfoQuery } from './site-info.ts';

/** A route's loader: puts the data its page shows into the query client; never throws (a failed query shows its error). */
export type DataLoader = (args: LoaderFunctionArgs) => Promise<null>;

function searchParamsOf(request: Request): URLSearchParams {
  return new URL(request.url).searchParams;
}

/** The values of `keys` in the URL, each absent when empty: as the pages read them. */
function valuesOf<K extends string>(params: URLSearchParams, keys: readonly K[]): Partial<Record<K, string>> {
  const values: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value) values[key] = value;
  }
  return values;
}

/**
 * What the frame of every page shows (the brand, the footer's links, the categories of the
 * header's menu and of most pages), loaded by the root route.
 */
export function shellDataLoader(queryClient: QueryClient): DataLoader {
  return async () => {
    await Promise.all([queryClient.prefetchQuery(siteInfoQuery), queryClient.prefetchQuery(categoriesQuery)]);
    return null;
  };
}

/**
 * The loader of each server-rendered page (client/app/router.tsx, serverRenderedPages): the
 * queries its components read, with the keys they read them by. The server renders a page once,
 * after these have loaded (client/entry-server.tsx); a query a page reads that its loader forgot
 * renders as loading on the server and is reported by the render test (server/render-page.test.ts).
 */
export function pageDataLoaders(queryClient: QueryClient): Partial<Record<PageName, DataLoader>> {
  const none: DataLoader = () => Promise.resolve(null);
  const categoryPosts =
    (kind: 'product' | 'listing'): DataLoader =>
    async ({ params, request }) => {
      const filters = { category: params.categoryId ?? params.id, subcategory: params.subcategoryId, ...valuesOf(searchParamsOf(request), FILTER_KEYS) };
      await queryClient.prefetchInfiniteQuery(postsQuery(kind, filters));
      return null;
    };
  const post =
    (kind: 'product' | 'listing'): DataLoader =>
    async ({ params }) => {
      await queryClient.prefetchQuery(postQuery(kind, params.id ?? ''));
      return null;
    };
  return {
    oldHome: async () => {
      await Promise.all([
        queryClient.prefetchQuery(bannersQuery),
        queryClient.prefetchQuery(featuredVendorsQuery),
        queryClient.prefetchQuery(bestAdsQuery),
      ]);
      return null;
    },
    categories: none,
    category: categoryPosts('listing'),
    subcategory: categoryPosts('listing'),
    supplierCategory: categoryPosts('product'),
    supplier: post('product'),
    listing: post('listing'),
    seller: async ({ params }) => {
      const id = params.id ?? '';
      await Promise.all([
        queryClient.prefetchQuery(sellerQuery(id)),
        ...POST_KINDS.map((kind) => queryClient.prefetchInfiniteQuery(postsQuery(kind, { seller: id }, 12))),
      ]);
      return null;
    },
    vendors: async ({ request }) => {
      const params = searchParamsOf(request);
      await queryClient.prefetchInfiniteQuery(
        vendorsQuery({
          q: params.get('q') ?? undefined,
          governorate: params.get('governorate') ?? undefined,
          category: params.get('category') ?? undefined,
          verified: params.get('verified') ?? undefined,
        }),
      );
      return null;
    },
    search: async ({ request }) => {
      const params: SearchParams = valuesOf(searchParamsOf(request), SEARCH_PARAM_KEYS);
      await queryClient.prefetchQuery(searchQuery(params));
      return null;
    },
    businessGuide: none,
    visionGoals: none,
    privacyPolicy: none,
    notFound: none,
  };
}
