import type { TCommunity } from '#common/schemas/communities.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { isAdmin } from '#server/lib/is-admin.ts';
import { communityColumns, toCommunity, type CommunityRow } from '#server/lib/communities/to-community.ts';

/** One approved community for a signed-in reader; a pending or refused proposal answers 404. */
export async function getCommunity(ctx: AppContext, options: { userId: string; id: string }): Promise<TCommunity> {
  const [row, admin] = await Promise.all([
    ctx.database.db
      .selectFrom('communities as c')
      .select(communityColumns(options.userId))
      .where('c.id', '=', options.id)
      .where('c.status', '=', 'approved')
      .executeTakeFirst(),
    isAdmin(ctx, options.userId),
  ]);
  if (!row) throw new AppError(404, 'not_found', 'No such community');
  return toCommunity(row as CommunityRow, admin);
}
