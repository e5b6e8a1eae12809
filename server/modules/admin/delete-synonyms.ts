import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { recordAction } from './record-action.ts';

/** Deletes one group of search synonyms, with the audit line. */
export async function deleteSynonyms(ctx: AppContext, options: { adminId: string; id: number }): Promise<void> {
  await ctx.database.db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('search_synonyms').where('id', '=', options.id).returning(['id', 'words']).executeTakeFirst();
    if (!row) throw new AppError(404, 'not_found', 'No such synonym group');
    await recordAction(trx, { adminId: options.adminId, action: 'synonyms_deleted', targetType: 'synonyms', targetId: String(row.id), label: row.words.join('، ') });
  });
}
