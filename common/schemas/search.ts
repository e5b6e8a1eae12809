import { z } from '#common/zod.ts';
import { CATEGORY_IDS } from '../constants/categories.ts';
import { GOVERNORATE_IDS } from '../constants/governorates.ts';
import { CURRENCIES } from '../constants/currencies.ts';
import { SEARCH_SORTS, SEARCH_TABS } from '../constants/search.ts';
import { ZPostListItem, ZVendor } from './catalogue.ts';

/**
 * Contracts of the search (docs/decisions/ "search"): GET /api/v1/search and
 * GET /api/v1/search/suggest. Error messages are i18n keys under `search.errors`.
 */

/** Longest search text accepted; a longer one is refused with a message, not cut. */
export const SEARCH_QUERY_MAX = 200;
export const SEARCH_PAGE_SIZE_MAX = 48;
export const SEARCH_PAGE_SIZE_DEFAULT = 24;
/** Result pages past this one are not served (relevance ranking is not meant for deep paging). */
export const SEARCH_PAGE_MAX = 100;
/** How many businesses head the All tab. */
export const SEARCH_ALL_BUSINESSES = 4;

export type TSearchTab = (typeof SEARCH_TABS)[number];
export type TSearchSort = (typeof SEARCH_SORTS)[number];

const slug = z.string().trim().min(1).max(64).regex(/^[a-z0-9-]+$/, 'search.errors.unknownSubcategory');
const price = z.coerce.number({ error: 'search.errors.price' }).finite('search.errors.price').min(0, 'search.errors.price').max(1e13, 'search.errors.price');

const searchText = z.string().trim().max(SEARCH_QUERY_MAX, 'search.errors.tooLong');

/** The filters and position of a search, as they travel in the page's URL and the API's query string. */
export const ZSearchQuery = z
  .object({
    /** What the reader typed; the brand word the header appends is ignored. */
    q: searchText.default(''),
    tab: z.enum(SEARCH_TABS, 'search.errors.tab').default('all'),
    category: z.enum(CATEGORY_IDS, 'search.errors.unknownCategory').optional(),
    subcategory: slug.optional(),
    governorate: z.enum(GOVERNORATE_IDS, 'search.errors.governorate').optional(),
    currency: z.enum(CURRENCIES, 'search.errors.currency').optional(),
    minPrice: price.optional(),
    maxPrice: price.optional(),
    /** Only posts (and businesses) of verified sellers. */
    verified: z.enum(['true', 'false', '1', '0'], 'search.errors.verified').transform((value) => value === 'true' || value === '1').optional(),
    sort: z.enum(SEARCH_SORTS, 'search.errors.sort').default('relevance'),
    page: z.coerce.number({ error: 'search.errors.page' }).int('search.errors.page').min(1, 'search.errors.page').max(SEARCH_PAGE_MAX, 'search.errors.page').default(1),
    limit: z.coerce
      .number({ error: 'search.errors.limit' })
      .int('search.errors.limit')
      .min(1, 'search.errors.limit')
      .max(SEARCH_PAGE_SIZE_MAX, 'search.errors.limit')
      .default(SEARCH_PAGE_SIZE_DEFAULT),
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    message: 'search.errors.priceRange',
    path: ['maxPrice'],
  });
export type TSearchQuery = z.infer<typeof ZSearchQuery>;

export const ZCategoryRef = z.object({
  id: z.string(),
  /** Set for a subcategory: the category it belongs to. */
  categoryId: z.string().nullable(),
  nameEn: z.string(),
  nameAr: z.string(),
});
export type TCategoryRef = z.infer<typeof ZCategoryRef>;

export const ZSearchResult = z.object({
  /** The search text without the brand word; empty when nothing searchable was typed. */
  query: z.string(),
  /** False when the text holds no word to search for (only punctuation, emoji or common words). */
  hasWords: z.boolean(),
  tab: z.enum(SEARCH_TABS),
  counts: z.object({ products: z.number(), listings: z.number(), businesses: z.number() }),
  page: z.number(),
  pageCount: z.number(),
  /** The posts of this page (tabs all, products and listings), drawn with the catalogue's own card. */
  posts: z.array(ZPostListItem),
  /** Businesses: this page of them on the Businesses tab, the first few on All. */
  businesses: z.array(ZVendor),
  /** A close spelling that has results, when this search has none. */
  didYouMean: z.string().nullable(),
  /** Categories to browse instead, when this search has no results. */
  relatedCategories: z.array(ZCategoryRef),
});
export type TSearchResult = z.infer<typeof ZSearchResult>;

export const ZSuggestQuery = z.object({ q: searchText.default('') });

export const ZSuggestions = z.object({
  products: z.array(z.object({ id: z.string(), kind: z.enum(['product', 'listing']), title: z.string() })),
  businesses: z.array(z.object({ id: z.string(), name: z.string() })),
  categories: z.array(ZCategoryRef),
});
export type TSuggestions = z.infer<typeof ZSuggestions>;
