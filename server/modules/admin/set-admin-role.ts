import { sql } from 'kysely';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { recordAction } from './record-action.ts';

/**
 * Makes an account an admin or takes the role away. The portal never loses its last admin: the
 * admin rows are locked while they are counted, so two admins demoting each other at once cannot
 * both succeed. An admin by the ADMIN_EMAILS setting stays one whatever the role says.
 */
export async function setAdminRole(ctx: AppContext, options: { adminId: string; userId: string; isAdmin: boolean }): Promise<void> {
  const configured = ctx.config.adminEmails;
  await ctx.database.db.transaction().execute(async (trx) => {
    const target = await trx.selectFrom('user').select(['id', 'email', 'name', 'role', 'banned']).where('id', '=', options.userId).executeTakeFirst();
    if (!target) throw new AppError(404, 'not_found', 'No such account');
    if (options.isAdmin) {
      if (target.banned) throw new AppError(409, 'conflict', 'Unsuspend the account first');
      if (target.role === 'admin') return;
      await trx.updateTable('user').set({ role: 'admin' }).where('id', '=', target.id).execute();
    } else {
      if (configured.includes(target.email.toLowerCase())) {
        throw new AppError(409, 'conflict', 'This account is an admin through the ADMIN_EMAILS setting');
      }
      if (target.role !== 'admin') return;
      const admins = await sql<{ id: string; email: string }>`
        SELECT id, email FROM "user" WHERE role = 'admin' OR lower(email) = ANY(${configured}::text[]) FOR UPDATE`.execute(trx);
      if (admins.rows.filter((row) => row.id !== target.id).length === 0) {
        throw new AppError(409, 'conflict', 'The portal must keep at least one admin');
      }
      await trx.updateTable('user').set({ role: 'user' }).where('id', '=', target.id).execute();
    }
    await recordAction(trx, {
      adminId: options.adminId,
      action: options.isAdmin ? 'admin_granted' : 'admin_revoked',
      targetType: 'user',
      targetId: target.id,
      label: target.name,
    });
  });
}
