import { sql } from 'kysely';
import { z } from 'zod';
import type { TReportReason, TReportTargetType } from '#common/schemas/reports.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';

/**
 * Files a report for the admin queue. A user who reports the same thing again while the first is
 * pending gets that one back (its reason and details updated). Reporting oneself is refused, and
 * so is anything that does not exist (404); a message only by one of its two people, so that no
 * one can put another pair's conversation before the admins.
 */
export async function createReport(
  ctx: AppContext,
  options: { reporterId: string; targetType: TReportTargetType; targetId: string; reason: TReportReason; details: string },
): Promise<{ id: string; status: 'pending' | 'handled' }> {
  if (options.targetType === 'user' && options.targetId === options.reporterId) {
    throw new AppError(400, 'validation_failed', 'Reporting oneself', { targetId: 'reports.errors.target' });
  }
  if (!(await targetExists(ctx, options))) throw new AppError(404, 'not_found', `No such ${options.targetType.replace('_', ' ')}`);
  const result = await sql<{ id: string; status: 'pending' | 'handled' }>`
    INSERT INTO reports (reporter_id, target_type, target_id, reason, details)
    VALUES (${options.reporterId}, ${options.targetType}, ${options.targetId}, ${options.reason}, ${options.details})
    ON CONFLICT (reporter_id, target_type, target_id) WHERE status = 'pending'
    DO UPDATE SET reason = EXCLUDED.reason, details = EXCLUDED.details, updated_at = now()
    RETURNING id, status`.execute(ctx.database.db);
  const row = result.rows[0];
  if (!row) throw new AppError(500, 'internal', 'The report was not stored');
  return row;
}

/** Whether the reported thing exists and, for a message, whether the reporter sent or received it. */
async function targetExists(ctx: AppContext, options: { reporterId: string; targetType: TReportTargetType; targetId: string }): Promise<boolean> {
  const { db } = ctx.database;
  const { targetId } = options;
  if (options.targetType === 'user') return Boolean(await db.selectFrom('user').select('id').where('id', '=', targetId).executeTakeFirst());
  // Every other target is a uuid: any other text names nothing (and would not cast).
  if (!z.uuid().safeParse(targetId).success) return false;
  const found = {
    post: () => db.selectFrom('posts').select('id').where('id', '=', targetId),
    community_post: () => db.selectFrom('community_posts').select('id').where('id', '=', targetId),
    comment: () => db.selectFrom('community_comments').select('id').where('id', '=', targetId),
    message: () =>
      db
        .selectFrom('messages')
        .select('id')
        .where('id', '=', targetId)
        .where((eb) => eb.or([eb('sender_id', '=', options.reporterId), eb('receiver_id', '=', options.reporterId)])),
  }[options.targetType];
  return Boolean(await found().executeTakeFirst());
}
