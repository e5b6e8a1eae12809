import type { AppContext } from '#server/context.ts';

/** Ends one session by its token (the session a browser held before signing in again). */
export async function deleteSessionByToken(ctx: AppContext, token: string): Promise<void> {
  await ctx.database.db.deleteFrom('session').where('token', '=', token).execute();
}
