import { sql } from 'kysely';
import type { TSynonymGroup } from '#common/schemas/admin.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { isoOf } from '#server/lib/iso.ts';
import { recordAction } from './record-action.ts';

/**
 * Adds a group of synonyms (no `id`) or replaces the words of one; the search uses it from the next
 * query on (the terms are a generated column). Audited with the words as the label.
 */
export async function saveSynonyms(ctx: AppContext, options: { adminId: string; id?: number; words: string[] }): Promise<TSynonymGroup> {
  return ctx.database.db.transaction().execute(async (trx) => {
    const row =
      options.id === undefined
        ? await trx.insertInto('search_synonyms').values({ words: options.words }).returning(['id', 'words', 'updated_at']).executeTakeFirstOrThrow()
        : await trx
            .updateTable('search_synonyms')
            .set({ words: options.words, updated_at: sql`now()` })
            .where('id', '=', options.id)
            .returning(['id', 'words', 'updated_at'])
            .executeTakeFirst();
    if (!row) throw new AppError(404, 'not_found', 'No such synonym group');
    await recordAction(trx, {
      adminId: options.adminId,
      action: options.id === undefined ? 'synonyms_added' : 'synonyms_changed',
      targetType: 'synonyms',
      targetId: String(row.id),
      label: row.words.join('، '),
    });
    return { id: String(row.id), words: row.words, updatedAt: isoOf(row.updated_at as unknown as Date) };
  });
}
