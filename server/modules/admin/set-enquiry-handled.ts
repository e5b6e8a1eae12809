import { sql } from 'kysely';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { recordAction } from './record-action.ts';

/** Marks an enquiry handled (or open again), with the audit line. */
export async function setEnquiryHandled(ctx: AppContext, options: { adminId: string; id: string; handled: boolean }): Promise<void> {
  await ctx.database.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('enquiries')
      .set(options.handled ? { handled: true, handled_by: options.adminId, handled_at: sql`now()` } : { handled: false, handled_by: null, handled_at: null })
      .where('id', '=', options.id)
      .returning('title')
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'not_found', 'No such enquiry');
    await recordAction(trx, {
      adminId: options.adminId,
      action: options.handled ? 'enquiry_handled' : 'enquiry_reopened',
      targetType: 'enquiry',
      targetId: options.id,
      label: row.title,
    });
  });
}
