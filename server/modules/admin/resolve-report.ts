import { sql, type Kysely } from 'kysely';
import type { TReportAction, TReportTarget } from '#common/schemas/admin.ts';
import type { TReportTargetType } from '#common/schemas/reports.ts';
import type { AppContext } from '#server/context.ts';
import type { DB } from '#server/db/types.ts';
import { AppError } from '#server/lib/errors.ts';
import { publishCommunityEvent } from '#server/lib/communities/community-live.ts';
import { notify } from '#server/lib/notify/notify.ts';
import { actionsFor, loadReportTargets } from './list-reports.ts';
import { recordAction } from './record-action.ts';
import { suspendUser } from './suspend-user.ts';
import { unsuspendUser } from './unsuspend-user.ts';

const RESOLUTIONS = { remove: 'removed', restore: 'restored', dismiss: 'dismissed' } as const satisfies Record<TReportAction, string>;
const AUDIT = { remove: 'report_removed', restore: 'report_restored', dismiss: 'report_dismissed' } as const;

function labelOf(target: TReportTarget): string | null {
  if (target.type === 'post') return target.title;
  if (target.type === 'user') return target.name;
  if (target.type === 'message' || target.type === 'community_post' || target.type === 'comment') return target.body.slice(0, 80);
  return null;
}

/** Takes a post out of every public list and page for good (its owner cannot re-activate it), and tells its author why. */
async function removePost(db: Kysely<DB>, target: Extract<TReportTarget, { type: 'post' }>, reason: string): Promise<void> {
  await db.updateTable('posts').set({ is_active: false, removed_at: sql`now()`, updated_at: sql`now()` }).where('id', '=', target.id).execute();
  await notify(db, { userId: target.author.id, type: 'post_removed', data: { title: target.title, reason }, link: '/account#my-posts' });
}

/** Brings a removed post back (still hidden while its owner is suspended). */
async function restorePost(db: Kysely<DB>, target: Extract<TReportTarget, { type: 'post' }>): Promise<void> {
  await sql`
    UPDATE posts SET removed_at = NULL, updated_at = now(),
      is_active = NOT coalesce((SELECT banned FROM "user" WHERE id = posts.user_id), false),
      hidden_by_suspension = coalesce((SELECT banned FROM "user" WHERE id = posts.user_id), false)
    WHERE id = ${target.id}`.execute(db);
}

type CommunityTarget = Extract<TReportTarget, { type: 'community_post' | 'comment' }>;

/**
 * Hides a community post or comment from its feed as a community moderator does (the row stays,
 * `is_removed`), tells the community's open pages, and tells its author why.
 */
async function removeCommunityItem(db: Kysely<DB>, target: CommunityTarget, adminId: string, reason: string): Promise<void> {
  if (target.type === 'community_post') {
    await db
      .updateTable('community_posts')
      .set({ is_removed: true, removed_by: adminId, removed_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', target.id)
      .execute();
    await publishCommunityEvent(db, target.community.id, { type: 'post.deleted', postId: target.id });
  } else {
    await db
      .updateTable('community_comments')
      .set({ is_removed: true, removed_by: adminId, removed_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', target.id)
      .execute();
    await publishCommunityEvent(db, target.community.id, { type: 'comment.deleted', postId: target.post.id, commentId: target.id });
  }
  await notify(db, {
    userId: target.author.id,
    type: 'post_removed',
    data: { targetType: target.type, title: target.body.slice(0, 80), reason },
    link: `/community/${encodeURIComponent(target.community.id)}`,
  });
}

/** Brings a removed community post or comment back into its feed. */
async function restoreCommunityItem(db: Kysely<DB>, target: CommunityTarget): Promise<void> {
  if (target.type === 'community_post') {
    await db
      .updateTable('community_posts')
      .set({ is_removed: false, removed_by: null, removed_at: null, updated_at: sql`now()` })
      .where('id', '=', target.id)
      .execute();
    await publishCommunityEvent(db, target.community.id, { type: 'post.created', postId: target.id });
  } else {
    await db
      .updateTable('community_comments')
      .set({ is_removed: false, removed_by: null, removed_at: null, updated_at: sql`now()` })
      .where('id', '=', target.id)
      .execute();
    await publishCommunityEvent(db, target.community.id, { type: 'comment.created', postId: target.post.id, commentId: target.id });
  }
}

/**
 * Acts on a report: `remove` takes the item away from everyone else (a post, community post or
 * comment is removed, an account suspended) and tells its author; `restore` undoes that; `dismiss`
 * leaves it. Every pending report of the same item is handled with it, and each reporter is told
 * (the text names the reported type). The action goes into the audit log.
 */
export async function resolveReport(ctx: AppContext, options: { adminId: string; id: string; action: TReportAction; reason: string }): Promise<void> {
  const { db } = ctx.database;
  const report = await db.selectFrom('reports').select(['id', 'target_type', 'target_id']).where('id', '=', options.id).executeTakeFirst();
  if (!report) throw new AppError(404, 'not_found', 'No such report');
  const targets = await loadReportTargets(ctx, [{ type: report.target_type as TReportTargetType, id: report.target_id }]);
  const target = targets.get(`${report.target_type}:${report.target_id}`) ?? {
    type: 'missing' as const,
    id: report.target_id,
    targetType: report.target_type as TReportTargetType,
  };
  if (!actionsFor(target).includes(options.action)) throw new AppError(409, 'conflict', `Cannot ${options.action} this item now`);

  // An account is suspended or unsuspended by the users' own operations (which end its sessions).
  if (target.type === 'user' && options.action === 'remove') await suspendUser(ctx, { adminId: options.adminId, userId: target.id, reason: options.reason });
  if (target.type === 'user' && options.action === 'restore') await unsuspendUser(ctx, { adminId: options.adminId, userId: target.id });

  const resolution = RESOLUTIONS[options.action];
  await db.transaction().execute(async (trx) => {
    if (target.type === 'post' && options.action === 'remove') await removePost(trx, target, options.reason);
    if (target.type === 'post' && options.action === 'restore') await restorePost(trx, target);
    if ((target.type === 'community_post' || target.type === 'comment') && options.action === 'remove') {
      await removeCommunityItem(trx, target, options.adminId, options.reason);
    }
    if ((target.type === 'community_post' || target.type === 'comment') && options.action === 'restore') await restoreCommunityItem(trx, target);
    await trx
      .updateTable('reports')
      .set({ resolution, handled_by: options.adminId, handled_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', report.id)
      .where('status', '=', 'handled')
      .execute();
    const handled = await trx
      .updateTable('reports')
      .set({ status: 'handled', resolution, handled_by: options.adminId, handled_at: sql`now()`, updated_at: sql`now()` })
      .where('target_type', '=', report.target_type)
      .where('target_id', '=', report.target_id)
      .where('status', '=', 'pending')
      .returning(['id', 'reporter_id'])
      .execute();
    for (const row of handled) {
      await notify(trx, {
        userId: row.reporter_id,
        type: 'report_handled',
        groupKey: `report:${row.id}`,
        data: { targetType: report.target_type, resolution, title: labelOf(target) ?? '' },
        link: '/notifications',
      });
    }
    await recordAction(trx, {
      adminId: options.adminId,
      action: AUDIT[options.action],
      targetType: report.target_type,
      targetId: report.target_id,
      reason: options.reason || null,
      label: labelOf(target),
    });
  });
}
