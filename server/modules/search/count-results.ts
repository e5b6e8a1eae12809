import { sql } from 'kysely';
import type { TSearchQuery } from '#common/schemas/search.ts';
import type { AppContext } from '#server/context.ts';
import { andAll, postFilters } from './search-filters.ts';
import { businessFilters } from './search-businesses.ts';

export interface SearchCounts {
  products: number;
  listings: number;
  businesses: number;
}

/** How many active posts of each kind, and how many businesses, a search finds with its filters. */
export async function countResults(ctx: AppContext, broad: string, query: TSearchQuery): Promise<SearchCounts> {
  const { db } = ctx.database;
  const posts = await sql<{ products: number; listings: number }>`
    SELECT count(*) FILTER (WHERE p.kind = 'product')::int AS products, count(*) FILTER (WHERE p.kind = 'listing')::int AS listings
    FROM posts p
    LEFT JOIN profiles pr ON pr.id = p.user_id
    WHERE p.is_active AND p.search_vector @@ ${broad}::tsquery ${andAll(postFilters(query))}
  `.execute(db);
  const businesses = await sql<{ count: number }>`
    SELECT count(*)::int AS count FROM profiles pr
    WHERE pr.search_vector @@ ${broad}::tsquery ${andAll(businessFilters(query))}
  `.execute(db);
  const row = posts.rows[0];
  return { products: row?.products ?? 0, listings: row?.listings ?? 0, businesses: businesses.rows[0]?.count ?? 0 };
}
