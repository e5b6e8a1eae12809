import type { Kysely } from 'kysely';
import type { TAdminAction } from '#common/schemas/admin.ts';
import type { DB } from '#server/db/types.ts';

/**
 * Writes one line of the audit log: who did what to which thing, and why. Called with the
 * transaction of the action itself, so an action and its line exist together or not at all.
 *
 * @example await recordAction(trx, { adminId, action: 'user_suspended', targetType: 'user', targetId, reason })
 */
export async function recordAction(
  db: Kysely<DB>,
  entry: { adminId: string; action: TAdminAction; targetType: string; targetId: string; reason?: string | null; label?: string | null },
): Promise<void> {
  await db
    .insertInto('admin_actions')
    .values({
      admin_id: entry.adminId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      reason: entry.reason || null,
      data: JSON.stringify(entry.label ? { label: entry.label } : {}),
    })
    .execute();
}
