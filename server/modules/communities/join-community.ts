import { sql } from 'kysely';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';

/** Joins an approved community; joining again changes nothing. */
export async function joinCommunity(ctx: AppContext, options: { userId: string; communityId: string }): Promise<void> {
  const result = await sql`
    INSERT INTO community_members (community_id, user_id)
    SELECT id, ${options.userId} FROM communities WHERE id = ${options.communityId} AND status = 'approved'
    ON CONFLICT (community_id, user_id) DO NOTHING`.execute(ctx.database.db);
  if (result.numAffectedRows === 0n) {
    const exists = await ctx.database.db
      .selectFrom('communities')
      .select('id')
      .where('id', '=', options.communityId)
      .where('status', '=', 'approved')
      .executeTakeFirst();
    if (!exists) throw new AppError(404, 'not_found', 'No such community');
  }
}
