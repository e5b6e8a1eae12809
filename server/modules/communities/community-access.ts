import { sql, type Kysely } from 'kysely';
import { NEW_ACCOUNT_DAILY_POSTS } from '#common/schemas/communities.ts';
import type { AppContext } from '#server/context.ts';
import type { DB } from '#server/db/types.ts';
import { AppError } from '#server/lib/errors.ts';

/** Why a write is refused, as an i18n key the client shows in the user's language. */
function refuse(status: 403 | 404 | 409 | 429, key: string, message: string): never {
  const code = status === 403 ? 'forbidden' : status === 404 ? 'not_found' : status === 409 ? 'conflict' : 'rate_limited';
  throw new AppError(status, code, message, { _: `communities.errors.${key}` });
}

/** Refuses unless the user is a member of the approved community (members post and comment). */
export async function assertMember(db: Kysely<DB>, userId: string, communityId: string): Promise<void> {
  const row = await db
    .selectFrom('communities as c')
    .leftJoin('community_members as m', (join) => join.onRef('m.community_id', '=', 'c.id').on('m.user_id', '=', userId))
    .select(['c.id', 'm.user_id'])
    .where('c.id', '=', communityId)
    .where('c.status', '=', 'approved')
    .executeTakeFirst();
  if (!row) refuse(404, 'notFound', 'No such community');
  if (!row.user_id) refuse(403, 'notMember', 'Join the community to write in it');
}

/**
 * A new account (e-mail not confirmed, or confirmed less than a day ago, counted from the
 * account's creation) writes at most NEW_ACCOUNT_DAILY_POSTS community posts in a day.
 */
export async function assertUnderNewAccountLimit(db: Kysely<DB>, userId: string): Promise<void> {
  const result = await sql<{ is_new: boolean; posts_today: number }>`
    SELECT (NOT u."emailVerified" OR u."createdAt" > now() - interval '1 day') AS is_new,
           (SELECT count(*)::int FROM community_posts p WHERE p.author_id = u.id AND p.created_at > now() - interval '1 day') AS posts_today
    FROM "user" u WHERE u.id = ${userId}`.execute(db);
  const row = result.rows[0];
  if (row?.is_new && row.posts_today >= NEW_ACCOUNT_DAILY_POSTS) {
    refuse(429, 'dailyLimit', 'New accounts write a few community posts a day');
  }
}

/** Whether the user may remove posts and comments of a community: its moderator, or an admin. */
export async function canModerate(ctx: AppContext, db: Kysely<DB>, userId: string, communityId: string): Promise<boolean> {
  const row = await db
    .selectFrom('community_members')
    .select('role')
    .where('community_id', '=', communityId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (row?.role === 'moderator') return true;
  // The admin rule of isAdmin (server/modules/auth/is-admin.ts), read through `db`: inside a
  // transaction the embedded database answers only its handle.
  const account = await db.selectFrom('user').select(['email', 'role']).where('id', '=', userId).executeTakeFirst();
  return account !== undefined && (account.role === 'admin' || ctx.config.adminEmails.includes(account.email.toLowerCase()));
}

export { refuse as refuseCommunityWrite };
