import { sql } from 'kysely';
import type { AppContext } from '#server/context.ts';

/** The two tsqueries of one search, as text (null when the text holds no word to search for). */
export interface ParsedSearch {
  /** The words, their terms and their synonyms. */
  exact: string | null;
  /** The same, plus known words within the allowed typos: what a result must match. */
  broad: string | null;
  /** The words as written, without synonyms or typos: a post holding them ranks first (relevance.ts). */
  literal: string | null;
}

/**
 * Removes the brand word that the header's search box appends (specification section 2), in
 * either language, wherever it stands: it is noise for the search.
 *
 * @example withoutBrand('قماش بوابة الأعمال السورية', ['بوابة الأعمال السورية']) === 'قماش'
 */
export function withoutBrand(text: string, brands: readonly string[]): string {
  let result = text.normalize('NFC');
  for (const brand of brands) {
    const pattern = brand.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
    if (pattern) result = result.replace(new RegExp(pattern, 'giu'), ' ');
  }
  return result.replace(/\s+/g, ' ').trim();
}

/**
 * Turns search text into tsqueries with the database's own normalisation (search_query in
 * 0009_search.sql), so that a query is folded and stemmed exactly as the stored posts were.
 */
export async function parseSearch(ctx: AppContext, text: string, options: { prefix?: boolean } = {}): Promise<ParsedSearch> {
  const prefix = options.prefix ?? false;
  const { rows } = await sql<ParsedSearch>`
    SELECT search_query(${text}, false, ${prefix})::text AS exact, search_query(${text}, true, ${prefix})::text AS broad,
           search_query(${text}, false, ${prefix}, false)::text AS literal
  `.execute(ctx.database.db);
  return rows[0] ?? { exact: null, broad: null, literal: null };
}
