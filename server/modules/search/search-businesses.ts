import { sql, type RawBuilder } from 'kysely';
import type { TVendor } from '#common/schemas/catalogue.ts';
import type { TSearchQuery } from '#common/schemas/search.ts';
import type { AppContext } from '#server/context.ts';
import { toVendor, type VendorRow } from '#server/lib/vendors/to-vendor.ts';
import { andAll } from './search-filters.ts';

/**
 * Which profiles count as businesses for a search: those with at least one active post (as
 * /vendors shows them), in the category or subcategory asked for, and in the governorate or
 * verified state asked for. Price and currency filters are about posts and do not narrow them.
 */
export function businessFilters(query: TSearchQuery): RawBuilder<boolean>[] {
  const post = [sql<boolean>`a.user_id = pr.id`, sql<boolean>`a.is_active`];
  if (query.category) post.push(sql<boolean>`a.category_id = ${query.category}`);
  if (query.subcategory) post.push(sql<boolean>`a.subcategory_id = ${query.subcategory}`);
  const filters = [sql<boolean>`EXISTS (SELECT 1 FROM posts a WHERE ${sql.join(post, sql` AND `)})`];
  if (query.governorate) filters.push(sql<boolean>`pr.governorate = ${query.governorate}`);
  if (query.verified) filters.push(sql<boolean>`pr.is_verified`);
  return filters;
}

/**
 * Businesses whose name or description matches, best first: an exact match before one through a
 * typo, then by rank, then as /vendors orders them (latest post, post count, verified), from the
 * summary the database keeps (migration 0016).
 */
export async function searchBusinesses(
  ctx: AppContext,
  parsed: { exact: string | null; broad: string },
  query: TSearchQuery,
  page: { limit: number; offset: number },
): Promise<TVendor[]> {
  const exact = parsed.exact ?? parsed.broad;
  const { rows } = await sql<VendorRow>`
    SELECT pr.id, pr.full_name, pr.business_name, pr.avatar_url, pr.company_description, pr.is_verified, pr.governorate,
           stats.listing_count, stats.latest_listing_at
    FROM profiles pr
    JOIN vendor_summaries stats ON stats.user_id = pr.id
    WHERE pr.search_vector @@ ${parsed.broad}::tsquery ${andAll(businessFilters(query))}
    ORDER BY (pr.search_vector @@ ${exact}::tsquery) DESC, ts_rank(pr.search_vector, ${parsed.broad}::tsquery) DESC,
             stats.latest_listing_at DESC, stats.listing_count DESC, pr.is_verified DESC, pr.id
    LIMIT ${page.limit} OFFSET ${page.offset}
  `.execute(ctx.database.db);
  return rows.map(toVendor);
}
