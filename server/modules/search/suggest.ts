import { sql } from 'kysely';
import { SUGGEST_MIN_CHARS } from '#common/constants/search.ts';
import type { TSuggestions } from '#common/schemas/search.ts';
import type { AppContext } from '#server/context.ts';
import { matchCategories } from './list-related-categories.ts';
import { parseSearch, withoutBrand } from './parse-search.ts';
import { relevance } from './relevance.ts';

const NONE: TSuggestions = { products: [], businesses: [], categories: [] };

/**
 * Suggestions under the search box as the reader types: a few matching posts, businesses and
 * categories, in the order of the search's own first page (relevance.ts). The last word may be
 * unfinished, so it also matches as a prefix.
 */
export async function suggest(ctx: AppContext, text: string): Promise<TSuggestions> {
  const cleaned = withoutBrand(text, [ctx.config.brandAr, ctx.config.brandEn]);
  if ([...cleaned].length < SUGGEST_MIN_CHARS) return NONE;
  const { exact, broad, literal } = await parseSearch(ctx, cleaned, { prefix: true });
  if (!broad) return NONE;
  const { db } = ctx.database;
  const posts = await sql<{ id: string; kind: 'product' | 'listing'; title: string }>`
    SELECT p.id, p.kind, p.title FROM posts p
    WHERE p.is_active AND p.search_vector @@ ${broad}::tsquery
    ORDER BY (p.search_vector @@ ${exact ?? broad}::tsquery) DESC, ${relevance({ broad, literal })} DESC, p.created_at DESC, p.id DESC
    LIMIT 5
  `.execute(db);
  const businesses = await sql<{ id: string; name: string }>`
    SELECT pr.id, coalesce(nullif(pr.business_name, ''), pr.full_name) AS name FROM profiles pr
    WHERE pr.search_vector @@ ${broad}::tsquery AND EXISTS (SELECT 1 FROM posts a WHERE a.user_id = pr.id AND a.is_active)
    ORDER BY (pr.search_vector @@ ${exact ?? broad}::tsquery) DESC, ts_rank(pr.search_vector, ${broad}::tsquery) DESC, pr.id
    LIMIT 3
  `.execute(db);
  return { products: posts.rows, businesses: businesses.rows, categories: await matchCategories(ctx, broad, 3) };
}
