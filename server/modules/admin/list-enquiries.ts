import { sql } from 'kysely';
import type { TAdminEnquiry, TAdminPage } from '#common/schemas/admin.ts';
import type { AppContext } from '#server/context.ts';
import { isoOf, keysetAfter, PAGE_LIMIT, toPage } from './page.ts';

/** The enquiry dialog's rows, newest first: open ones, or those already handled. */
export async function listEnquiries(ctx: AppContext, options: { handled: boolean; cursor?: string }): Promise<TAdminPage<TAdminEnquiry>> {
  const rows = await ctx.database.db
    .selectFrom('enquiries as e')
    .leftJoin('user as u', 'u.id', 'e.user_id')
    .select(['e.id', 'e.title', 'e.description', 'e.email', 'e.user_id', 'u.name as user_name', 'e.handled', 'e.created_at', sql<string>`e.created_at::text`.as('cursor_at')])
    .where('e.handled', '=', options.handled)
    .where(keysetAfter(options.cursor, 'e'))
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(PAGE_LIMIT)
    .execute();
  return toPage(rows, (row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    email: row.email,
    userId: row.user_id,
    userName: row.user_name,
    handled: row.handled,
    createdAt: isoOf(row.created_at as unknown as Date),
  }));
}
