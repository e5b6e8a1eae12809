import { sql } from 'kysely';
import type { AppContext } from '#server/context.ts';

/**
 * "Did you mean": the search text with each word that finds nothing replaced by the closest known
 * word (search_correction in 0009_search.sql), or null when no word could be corrected. The caller
 * offers it only when it has results.
 */
export async function findCorrection(ctx: AppContext, text: string): Promise<string | null> {
  const words = text.split(/\s+/).filter(Boolean).slice(0, 12);
  if (words.length === 0) return null;
  const { rows } = await sql<{ word: string; correction: string | null }>`
    SELECT t.word,
           CASE WHEN search_query(t.word, true) IS NULL
                  OR EXISTS (SELECT 1 FROM posts p WHERE p.is_active AND p.search_vector @@ search_query(t.word, true))
                THEN NULL ELSE search_correction(t.word) END AS correction
    FROM unnest(${words}::text[]) WITH ORDINALITY AS t(word, n)
    ORDER BY t.n
  `.execute(ctx.database.db);
  if (!rows.some((row) => row.correction)) return null;
  return rows.map((row) => row.correction ?? row.word).join(' ');
}
