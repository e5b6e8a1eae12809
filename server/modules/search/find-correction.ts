import { sql } from 'kysely';
import type { AppContext } from '#server/context.ts';

/** Words of a search that are looked at for a correction (search_query reads as many). */
const CORRECTION_WORDS_MAX = 12;
/**
 * Spelling look-ups per search: each one compares a word with the vocabulary's words of about its
 * length, so a search of many unknown words would otherwise hold the database for seconds.
 */
export const CORRECTION_LOOKUPS_MAX = 2;
/** Shorter words are not corrected: two edits away from them lies almost every short word. */
const CORRECTION_MIN_LETTERS = 3;

/**
 * "Did you mean": the search text with each word that finds nothing replaced by the closest known
 * word (search_correction in 0009_search.sql), or null when no word could be corrected. At most
 * CORRECTION_LOOKUPS_MAX words are looked up, the first unknown ones of three letters or more. The
 * caller offers it only when it has results.
 */
export async function findCorrection(ctx: AppContext, text: string): Promise<string | null> {
  const words = text.split(/\s+/).filter(Boolean).slice(0, CORRECTION_WORDS_MAX);
  if (words.length === 0) return null;
  // A word is unknown when, as written (without typo tolerance, which would cost a vocabulary scan
  // per word), it finds no post.
  const { rows: found } = await sql<{ word: string; unknown: boolean }>`
    SELECT t.word, q.query IS NOT NULL AND NOT EXISTS (SELECT 1 FROM posts p WHERE p.is_active AND p.search_vector @@ q.query) AS unknown
    FROM unnest(${words}::text[]) WITH ORDINALITY AS t(word, n), LATERAL (SELECT search_query(t.word, false) AS query) AS q
    ORDER BY t.n
  `.execute(ctx.database.db);
  const lookups = [...new Set(found.filter((row) => row.unknown && [...row.word].length >= CORRECTION_MIN_LETTERS).map((row) => row.word))].slice(
    0,
    CORRECTION_LOOKUPS_MAX,
  );
  if (lookups.length === 0) return null;
  const { rows } = await sql<{ word: string; correction: string | null }>`
    SELECT t.word, search_correction(t.word) AS correction FROM unnest(${lookups}::text[]) AS t(word)
  `.execute(ctx.database.db);
  const corrections = new Map(rows.filter((row) => row.correction).map((row) => [row.word, row.correction as string]));
  if (corrections.size === 0) return null;
  return words.map((word) => corrections.get(word) ?? word).join(' ');
}
