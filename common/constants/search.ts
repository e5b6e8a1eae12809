/**
 * The search's choices that pages show without validating anything: the header's suggestions, the
 * result tabs and sorts. Here, and not in common/schemas/search.ts, so that the header does not
 * load zod on every page (docs/decisions/014-performance.md).
 */

/** Suggestions start from this many characters. */
export const SUGGEST_MIN_CHARS = 2;

export const SEARCH_TABS = ['all', 'products', 'listings', 'businesses'] as const;
export const SEARCH_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc'] as const;
