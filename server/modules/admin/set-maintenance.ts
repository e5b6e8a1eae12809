import { sql } from 'kysely';
import type { AppContext } from '#server/context.ts';
import { recordAction } from './record-action.ts';

/** Turns the maintenance page of `/` on or off (site_settings 'maintenance'), with the audit line. */
export async function setMaintenance(ctx: AppContext, options: { adminId: string; maintenance: boolean }): Promise<void> {
  await ctx.database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('site_settings')
      .values({ key: 'maintenance', value: JSON.stringify(options.maintenance) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(options.maintenance), updated_at: sql`now()` }))
      .execute();
    await recordAction(trx, {
      adminId: options.adminId,
      action: options.maintenance ? 'maintenance_on' : 'maintenance_off',
      targetType: 'setting',
      targetId: 'maintenance',
    });
  });
}
