import { sql } from 'kysely';
import { SEARCH_MISSES_DAYS, SEARCH_MISSES_SHOWN, type TSearchMiss } from '#common/schemas/admin.ts';
import type { AppContext } from '#server/context.ts';

/**
 * The searches that found nothing most often in the last SEARCH_MISSES_DAYS days, with how many
 * searches of the same words found something afterwards (search_misses, 0020_search_ranking.sql).
 */
export async function listSearchMisses(ctx: AppContext): Promise<TSearchMiss[]> {
  const { rows } = await sql<TSearchMiss>`
    SELECT query, sum(misses)::int AS misses, sum(finds)::int AS finds
    FROM search_misses
    WHERE day > current_date - ${SEARCH_MISSES_DAYS}::int
    GROUP BY query
    HAVING sum(misses) > 0
    ORDER BY sum(misses) DESC, max(day) DESC, query
    LIMIT ${SEARCH_MISSES_SHOWN}
  `.execute(ctx.database.db);
  return rows;
}
