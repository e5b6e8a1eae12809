import { sql } from 'kysely';
import type { TPostListItem } from '#common/schemas/catalogue.ts';
import type { TSearchQuery } from '#common/schemas/search.ts';
import type { AppContext } from '#server/context.ts';
import { toPostListItem, type ListRow } from '#server/lib/posts/to-list-item.ts';
import { relevance } from './relevance.ts';
import { andAll, postFilters } from './search-filters.ts';

/** Up to this many matches, every match is ranked. */
export const RANK_ALL_UP_TO = 1000;

/** A card's columns (ListRow) from posts `p` and their seller's profile `pr`, and their names. */
const CARD_COLUMNS = sql`
  p.kind, p.id, p.user_id, p.title, p.category_id, p.subcategory_id, p.price_min, p.price_max, p.currency,
  p.governorate, p.created_at, p.company_name, p.min_order_quantity, p.intent, p.offer_type, p.is_negotiable,
  p.quantity, p.condition, p.images -> 0 AS first_image, pr.is_verified
`;
const CARD_NAMES = sql`
  kind, id, user_id, title, category_id, subcategory_id, price_min, price_max, currency,
  governorate, created_at, company_name, min_order_quantity, intent, offer_type, is_negotiable,
  quantity, condition, first_image, is_verified
`;

/**
 * One page of active posts matching a search, with its filters and order. Relevance puts every
 * post that matches without typos before those found only through one, then ranks by where the
 * words stand (title over description over the seller's name) and whether they stand together in
 * the query's order (relevance.ts), then newest; newest and the price orders break their ties
 * with exact matches first, then by date.
 *
 * Relevance ranks the first `rankAllUpTo` matches in the order "exact first, then newest", and
 * the others follow in that order unranked (docs/decisions/011-search.md). Which matches are
 * ranked depends on the search alone, not on the page, so every page is a slice of one order
 * (no post shown twice or skipped), and an exact match is never cut for a newer fuzzy one.
 */
export async function searchPosts(
  ctx: AppContext,
  parsed: { exact: string | null; broad: string; literal: string | null },
  query: TSearchQuery,
  page: { kind?: 'product' | 'listing'; limit: number; offset: number; rankAllUpTo?: number },
): Promise<TPostListItem[]> {
  const rankAllUpTo = page.rankAllUpTo ?? RANK_ALL_UP_TO;
  const isExact = sql`(p.search_vector @@ ${parsed.exact ?? parsed.broad}::tsquery)`;
  const kind = page.kind ? sql`AND p.kind = ${page.kind}` : sql``;
  const matches = sql`
    posts p LEFT JOIN profiles pr ON pr.id = p.user_id
    WHERE p.is_active AND p.search_vector @@ ${parsed.broad}::tsquery ${kind} ${andAll(postFilters(query))}
  `;

  if (query.sort !== 'relevance') {
    const order = {
      newest: sql`p.created_at DESC, ${isExact} DESC`,
      price_asc: sql`coalesce(p.price_min, p.price_max) ASC NULLS LAST, ${isExact} DESC, p.created_at DESC`,
      price_desc: sql`coalesce(p.price_max, p.price_min) DESC NULLS LAST, ${isExact} DESC, p.created_at DESC`,
    }[query.sort];
    const { rows } = await sql<ListRow>`
      SELECT ${CARD_COLUMNS} FROM ${matches}
      ORDER BY ${order}, p.id DESC
      LIMIT ${page.limit} OFFSET ${page.offset}
    `.execute(ctx.database.db);
    return rows.map(toPostListItem);
  }

  // The matches up to the end of this page (and at least the ranked ones) in the order "exact
  // first, then newest": the exact ones newest first, then as many others as still fit. A broad
  // search reads both from the date index and stops there, instead of ranking every match.
  const upTo = Math.max(rankAllUpTo, page.offset + page.limit);
  const rank = relevance(parsed);
  const { rows } = await sql<ListRow>`
    WITH exact_firsts AS (
      SELECT ${CARD_COLUMNS}, ${rank} AS rank, true AS is_exact FROM ${matches} AND ${isExact}
      ORDER BY p.created_at DESC, p.id DESC LIMIT ${upTo}
    ), firsts AS (
      SELECT * FROM exact_firsts
      UNION ALL (
        SELECT ${CARD_COLUMNS}, ${rank} AS rank, false AS is_exact FROM ${matches} AND NOT ${isExact}
        ORDER BY p.created_at DESC, p.id DESC LIMIT ${upTo} - (SELECT count(*) FROM exact_firsts)
      )
    ), numbered AS (
      SELECT *, row_number() OVER (ORDER BY is_exact DESC, created_at DESC, id DESC) AS nth FROM firsts
    )
    SELECT ${CARD_NAMES} FROM numbered
    ORDER BY is_exact DESC, CASE WHEN nth <= ${rankAllUpTo} THEN rank END DESC NULLS LAST, nth
    LIMIT ${page.limit} OFFSET ${page.offset}
  `.execute(ctx.database.db);
  return rows.map(toPostListItem);
}
