import type { AppContext } from '#server/context.ts';

/** Leaves a community; what one wrote there stays. Leaving one not joined changes nothing. */
export async function leaveCommunity(ctx: AppContext, options: { userId: string; communityId: string }): Promise<void> {
  await ctx.database.db
    .deleteFrom('community_members')
    .where('community_id', '=', options.communityId)
    .where('user_id', '=', options.userId)
    .execute();
}
