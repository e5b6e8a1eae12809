import { sql } from 'kysely';
import type { AppContext } from '#server/context.ts';
import { recordAction } from './record-action.ts';

/**
 * Adds a broken plural and its singular to the search's list, or gives a plural already there a
 * new singular (search_broken_plurals, 0019_search_word_tables.sql: the saved posts that spell
 * it are indexed again in the same statement). Audited with the pair as the label.
 */
export async function savePlural(ctx: AppContext, options: { adminId: string; plural: string; singular: string }): Promise<void> {
  await ctx.database.db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: number }>`
      INSERT INTO search_broken_plurals (plural, singular) VALUES (${options.plural}, ${options.singular})
      ON CONFLICT (normalize_arabic(plural)) DO UPDATE SET singular = EXCLUDED.singular, updated_at = now()
      RETURNING id
    `.execute(trx);
    await recordAction(trx, {
      adminId: options.adminId,
      action: 'plural_saved',
      targetType: 'plural',
      targetId: String(rows[0]?.id ?? ''),
      label: `${options.plural} ← ${options.singular}`,
    });
  });
}
