import { sql } from 'kysely';
import type { TSearchQuery } from '#common/schemas/search.ts';
import type { AppContext } from '#server/context.ts';
import { postFilters } from './search-filters.ts';

/**
 * Counts a search for the admins' list of searches that found nothing (search_count in
 * 0020_search_ranking.sql, docs/decisions/055-search-ranking-and-missed-searches.md): per day,
 * under the words as the search folds them, never with who searched; counts older than 90 days
 * go in the same statement. Only the first page of a plain search counts: its other pages, tabs,
 * orders and filters are the same words asked again, and a filter that leaves nothing says
 * nothing about the words. A count that fails is logged; the reader's search goes on.
 */
export async function countSearch(ctx: AppContext, text: string, query: TSearchQuery, isFound: boolean): Promise<void> {
  if (query.page !== 1 || query.tab !== 'all' || query.sort !== 'relevance' || postFilters(query).length > 0) return;
  try {
    await sql`SELECT search_count(${text}, ${isFound})`.execute(ctx.database.db);
  } catch (error) {
    ctx.logger.warn('a search was not counted', { error: String(error) });
  }
}
