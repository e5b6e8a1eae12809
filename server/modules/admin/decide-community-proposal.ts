import { sql } from 'kysely';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { notify } from '#server/lib/notify/notify.ts';
import { recordAction } from './record-action.ts';

/**
 * Approves or refuses a proposed community, in one transaction with its effects: approving lists
 * it on /communities and makes the proposer its first member and moderator; refusing keeps the
 * reason. Either way the proposer is notified and the decision goes into the audit log. A
 * community that is not a proposal is 404; a proposal already decided is 409
 * (`admin.errors.alreadyDecided`), also when two admins decide it at once.
 */
export async function decideCommunityProposal(
  ctx: AppContext,
  options: { adminId: string; id: string; decision: 'approved' | 'refused'; reason: string | null },
): Promise<void> {
  await ctx.database.db.transaction().execute(async (trx) => {
    const community = await trx
      .updateTable('communities')
      .set({
        status: options.decision,
        refusal_reason: options.decision === 'refused' ? options.reason : null,
        decided_by: options.adminId,
        decided_at: sql`now()`,
        updated_at: sql`now()`,
      })
      .where('id', '=', options.id)
      .where('proposed_by', 'is not', null)
      .where('status', '=', 'pending')
      .returning(['id', 'proposed_by', 'name_ar', 'name_en'])
      .executeTakeFirst();
    if (!community?.proposed_by) {
      const exists = await trx.selectFrom('communities').select('id').where('id', '=', options.id).where('proposed_by', 'is not', null).executeTakeFirst();
      if (!exists) throw new AppError(404, 'not_found', 'No such community proposal');
      throw new AppError(409, 'conflict', 'This proposal was already decided', { _: 'admin.errors.alreadyDecided' });
    }
    const proposerId = community.proposed_by;
    if (options.decision === 'approved') {
      await trx
        .insertInto('community_members')
        .values({ community_id: community.id, user_id: proposerId, role: 'moderator' })
        .onConflict((conflict) => conflict.columns(['community_id', 'user_id']).doUpdateSet({ role: 'moderator' }))
        .execute();
    }
    // The notification's text is in the reader's language; the name, in the proposer's.
    const proposer = await trx.selectFrom('user').select('locale').where('id', '=', proposerId).executeTakeFirst();
    const name = proposer?.locale === 'en' ? community.name_en : community.name_ar;
    await notify(trx, {
      userId: proposerId,
      type: options.decision === 'approved' ? 'community_approved' : 'community_refused',
      data: options.decision === 'approved' ? { name } : { name, reason: options.reason ?? '' },
      link: options.decision === 'approved' ? `/community/${community.id}` : '/communities',
    });
    await recordAction(trx, {
      adminId: options.adminId,
      action: options.decision === 'approved' ? 'community_approved' : 'community_refused',
      targetType: 'community',
      targetId: community.id,
      reason: options.reason,
      label: community.name_en === community.name_ar ? community.name_en : `${community.name_ar} / ${community.name_en}`,
    });
  });
}
