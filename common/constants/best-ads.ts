import { CATEGORY_IDS } from './categories.ts';

/** The six categories the Best Ads slider cycles through (specification, "Home page"). */
export const BEST_ADS_CATEGORIES = CATEGORY_IDS.slice(0, 6);
/** At most this many products of one category are shown at a time. */
export const BEST_ADS_PER_CATEGORY = 6;
