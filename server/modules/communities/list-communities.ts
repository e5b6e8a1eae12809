import { sql } from 'kysely';
import type { TCommunityList } from '#common/schemas/communities.ts';
import type { AppContext } from '#server/context.ts';
import { isAdmin } from '#server/lib/is-admin.ts';
import { communityColumns, toCommunity, type CommunityRow } from '#server/lib/communities/to-community.ts';

/** Escapes the LIKE wildcards of what someone typed, so that `%` and `_` match themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The approved communities, the reader's own first, then by members, then by name; `q` matches
 * either name (case-insensitive). Pending and refused proposals never appear here.
 */
export async function listCommunities(ctx: AppContext, options: { userId: string; q?: string }): Promise<TCommunityList> {
  let query = ctx.database.db.selectFrom('communities as c').select(communityColumns(options.userId)).where('c.status', '=', 'approved');
  if (options.q) {
    const pattern = likePattern(options.q);
    query = query.where((eb) => eb.or([eb('c.name_ar', 'ilike', pattern), eb('c.name_en', 'ilike', pattern)]));
  }
  const [rows, admin] = await Promise.all([
    query
      .orderBy(sql`is_member`, 'desc')
      .orderBy(sql`member_count`, 'desc')
      .orderBy('c.kind', 'desc')
      .orderBy('c.created_at')
      .orderBy('c.id')
      .execute(),
    isAdmin(ctx, options.userId),
  ]);
  return { items: rows.map((row) => toCommunity(row as CommunityRow, admin)) };
}
