import { sql } from 'kysely';
import { SYNONYM_WORDS_MAX, type TSynonymGroup } from '#common/schemas/admin.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { saveSynonyms } from './save-synonyms.ts';

/**
 * Teaches the search the words of a search that found nothing: they join the synonym group that
 * holds one of `words` (compared as the search folds them: ملابس finds the group of مَلابس), or a
 * new group of them and `words`. The next search of those words finds what the group finds.
 *
 * @example await addMissSynonyms(ctx, { adminId, query: 'ملابس جاهزه', words: ['ألبسة'] })
 */
export async function addMissSynonyms(ctx: AppContext, options: { adminId: string; query: string; words: string[] }): Promise<TSynonymGroup> {
  const group = await sql<{ id: number; words: string[] }>`
    SELECT id, words FROM search_synonyms
    WHERE EXISTS (
      SELECT 1 FROM unnest(words) AS held(word), unnest(${options.words}::text[]) AS given(word)
      WHERE search_miss_key(held.word) = search_miss_key(given.word)
    )
    ORDER BY id LIMIT 1
  `.execute(ctx.database.db);
  const existing = group.rows[0];
  const words = [...new Set([...(existing?.words ?? []), ...options.words, options.query])];
  if (words.length > SYNONYM_WORDS_MAX) {
    throw new AppError(400, 'validation_failed', 'The group would have too many words', { words: 'admin.errors.synonymWords' });
  }
  return saveSynonyms(ctx, { adminId: options.adminId, id: existing?.id, words });
}
