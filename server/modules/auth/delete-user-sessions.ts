import type { AppContext } from '#server/context.ts';

/** Ends every session of an account, on every device and server process. */
export async function deleteUserSessions(ctx: AppContext, userId: string): Promise<void> {
  await ctx.database.db.deleteFrom('session').where('userId', '=', userId).execute();
}
