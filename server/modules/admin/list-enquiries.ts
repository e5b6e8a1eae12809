import { ADMIN_PAGE_SIZE, type TAdminEnquiry, type TAdminPage } from '#common/schemas/admin.ts';
import type { AppContext } from '#server/context.ts';
import { readNewestFirst } from '#server/lib/paging/newest-first.ts';
import { isoOf } from '#server/lib/iso.ts';

/** The enquiry dialog's rows, newest first: open ones, or those already handled. */
export async function listEnquiries(ctx: AppContext, options: { handled: boolean; cursor?: string }): Promise<TAdminPage<TAdminEnquiry>> {
  const query = ctx.database.db
    .selectFrom('enquiries as e')
    .leftJoin('user as u', 'u.id', 'e.user_id')
    .select(['e.id', 'e.title', 'e.description', 'e.email', 'e.user_id', 'u.name as user_name', 'e.handled', 'e.created_at'])
    .where('e.handled', '=', options.handled);
  const { rows, nextCursor } = await readNewestFirst(query, { alias: 'e', cursor: options.cursor, size: ADMIN_PAGE_SIZE });
  const items = rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    email: row.email,
    userId: row.user_id,
    userName: row.user_name,
    handled: row.handled,
    createdAt: isoOf(row.created_at as unknown as Date),
  }));
  return { items, nextCursor };
}
