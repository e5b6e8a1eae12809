import { ADMIN_PAGE_SIZE, type TAdminAction, type TAdminAuditEntry, type TAdminPage } from '#common/schemas/admin.ts';
import type { AppContext } from '#server/context.ts';
import { readNewestFirst } from '#server/lib/paging/newest-first.ts';
import { isoOf } from '#server/lib/iso.ts';

/** The audit log, newest first: who did what to which thing, when and why. */
export async function listAdminActions(ctx: AppContext, options: { cursor?: string }): Promise<TAdminPage<TAdminAuditEntry>> {
  const query = ctx.database.db
    .selectFrom('admin_actions as a')
    .leftJoin('user as u', 'u.id', 'a.admin_id')
    .select(['a.id', 'a.admin_id', 'u.name as admin_name', 'a.action', 'a.target_type', 'a.target_id', 'a.reason', 'a.data', 'a.created_at']);
  const { rows, nextCursor } = await readNewestFirst(query, { alias: 'a', cursor: options.cursor, size: ADMIN_PAGE_SIZE });
  const items = rows.map((row) => ({
    id: row.id,
    admin: { id: row.admin_id, name: row.admin_name ?? '' },
    action: row.action as TAdminAction,
    targetType: row.target_type,
    targetId: row.target_id,
    targetLabel: typeof row.data.label === 'string' ? row.data.label : null,
    reason: row.reason,
    createdAt: isoOf(row.created_at),
  }));
  return { items, nextCursor };
}
