import { sql } from 'kysely';
import type { TAdminAction, TAdminAuditEntry, TAdminPage } from '#common/schemas/admin.ts';
import type { AppContext } from '#server/context.ts';
import { isoOf, keysetAfter, PAGE_LIMIT, toPage } from './page.ts';

/** The audit log, newest first: who did what to which thing, when and why. */
export async function listAdminActions(ctx: AppContext, options: { cursor?: string }): Promise<TAdminPage<TAdminAuditEntry>> {
  const rows = await ctx.database.db
    .selectFrom('admin_actions as a')
    .leftJoin('user as u', 'u.id', 'a.admin_id')
    .select(['a.id', 'a.admin_id', 'u.name as admin_name', 'a.action', 'a.target_type', 'a.target_id', 'a.reason', 'a.data', 'a.created_at', sql<string>`a.created_at::text`.as('cursor_at')])
    .where(keysetAfter(options.cursor, 'a'))
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(PAGE_LIMIT)
    .execute();
  return toPage(rows, (row) => ({
    id: row.id,
    admin: { id: row.admin_id, name: row.admin_name ?? '' },
    action: row.action as TAdminAction,
    targetType: row.target_type,
    targetId: row.target_id,
    targetLabel: typeof row.data.label === 'string' ? row.data.label : null,
    reason: row.reason,
    createdAt: isoOf(row.created_at),
  }));
}
