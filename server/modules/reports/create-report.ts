import { sql } from 'kysely';
import { z } from 'zod';
import type { TReportReason, TReportTargetType } from '#common/schemas/reports.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';

/**
 * Files a report for the admin queue. A user who reports the same thing again while the first is
 * pending gets that one back (its reason and details updated). Reporting oneself is refused, and
 * so is an account, community post or comment that does not exist (404).
 */
export async function createReport(
  ctx: AppContext,
  options: { reporterId: string; targetType: TReportTargetType; targetId: string; reason: TReportReason; details: string },
): Promise<{ id: string; status: 'pending' | 'handled' }> {
  if (options.targetType === 'user' && options.targetId === options.reporterId) {
    throw new AppError(400, 'validation_failed', 'Reporting oneself', { targetId: 'reports.errors.target' });
  }
  if (options.targetType === 'user') {
    const user = await ctx.database.db.selectFrom('user').select('id').where('id', '=', options.targetId).executeTakeFirst();
    if (!user) throw new AppError(404, 'not_found', 'No such user');
  }
  if (options.targetType === 'community_post' || options.targetType === 'comment') {
    const table = options.targetType === 'community_post' ? 'community_posts' : 'community_comments';
    const isUuid = z.uuid().safeParse(options.targetId).success;
    const found = isUuid ? await ctx.database.db.selectFrom(table).select('id').where('id', '=', options.targetId).executeTakeFirst() : undefined;
    if (!found) throw new AppError(404, 'not_found', `No such ${options.targetType === 'comment' ? 'comment' : 'community post'}`);
  }
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
