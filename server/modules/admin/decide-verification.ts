import { sql } from 'kysely';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { notify } from '#server/lib/notify/notify.ts';
import { recordAction } from './record-action.ts';

/**
 * Approves or rejects a pending verification request, in one transaction with its effects:
 * approving marks the profile verified (`verified_at` now), rejecting keeps the reason for the
 * user to read on /account. Either way the user is notified (and, as an important kind, e-mailed
 * in their language) and the decision goes into the audit log. A request already decided is 404.
 */
export async function decideVerification(
  ctx: AppContext,
  options: { adminId: string; id: string; decision: 'approved' | 'rejected'; reason: string | null },
): Promise<void> {
  await ctx.database.db.transaction().execute(async (trx) => {
    const request = await trx
      .updateTable('verification_requests')
      .set({ status: options.decision, reason: options.reason, decided_by: options.adminId, decided_at: sql`now()` })
      .where('id', '=', options.id)
      .where('status', '=', 'pending')
      .returning(['user_id', 'business_name'])
      .executeTakeFirst();
    if (!request) throw new AppError(404, 'not_found', 'No such pending request');
    if (options.decision === 'approved') {
      await trx
        .updateTable('profiles')
        .set({ is_verified: true, verified_at: sql`now()`, updated_at: sql`now()` })
        .where('id', '=', request.user_id)
        .execute();
    }
    await notify(trx, {
      userId: request.user_id,
      type: options.decision === 'approved' ? 'verification_approved' : 'verification_rejected',
      data: options.decision === 'approved' ? { businessName: request.business_name } : { businessName: request.business_name, reason: options.reason ?? '' },
      link: '/account#verification',
    });
    await recordAction(trx, {
      adminId: options.adminId,
      action: options.decision === 'approved' ? 'verification_approved' : 'verification_rejected',
      targetType: 'user',
      targetId: request.user_id,
      reason: options.reason,
      label: request.business_name,
    });
  });
}
