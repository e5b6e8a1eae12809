import { sql, type RawBuilder } from 'kysely';

/**
 * How well a post `p` answers a search, as one number for ORDER BY ... DESC (issue 32,
 * docs/decisions/055-search-ranking-and-missed-searches.md): every word in the title (8), in the
 * title and description (4), or only through the seller's name (0); then 2 when the words stand
 * next to each other in the query's order; then 1 when the post holds the words as written, not
 * only through a synonym. Searches first put matches without typos before those found through
 * one, and break ties by date; all of it reads the stored column only.
 *
 * @example sql`ORDER BY ${relevance(parsed)} DESC, p.created_at DESC`
 */
export function relevance(parsed: { broad: string; literal: string | null }): RawBuilder<number> {
  const query = sql`${parsed.broad}::tsquery`;
  const literal = parsed.literal === null ? sql`0` : sql`CASE WHEN p.search_vector @@ ${parsed.literal}::tsquery THEN 1 ELSE 0 END`;
  return sql<number>`(
    CASE WHEN p.search_vector @@ search_query_in(${query}, 'A') THEN 8
         WHEN p.search_vector @@ search_query_in(${query}, 'AB') THEN 4
         ELSE 0 END
    + CASE WHEN p.search_vector @@ search_query_phrase(${query}) THEN 2 ELSE 0 END
    + ${literal}
  )`;
}
