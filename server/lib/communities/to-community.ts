import { sql, type Kysely } from 'kysely';
import type { TCommunity, TCommunityAuthor } from '#common/schemas/communities.ts';
import type { DB } from '#server/db/types.ts';

export interface CommunityRow {
  id: string;
  kind: 'sector' | 'region';
  category_id: string | null;
  governorate: string | null;
  name_ar: string;
  name_en: string;
  description_ar: string;
  description_en: string;
  image_url: string | null;
  member_count: number;
  is_member: boolean;
  role: 'member' | 'moderator' | null;
}

/** The columns every community answer reads, for the reader `userId` (membership and role). */
export function communityColumns(userId: string) {
  return [
    'c.id',
    'c.kind',
    'c.category_id',
    'c.governorate',
    'c.name_ar',
    'c.name_en',
    'c.description_ar',
    'c.description_en',
    'c.image_url',
    sql<number>`(SELECT count(*)::int FROM community_members m WHERE m.community_id = c.id)`.as('member_count'),
    sql<boolean>`EXISTS (SELECT 1 FROM community_members m WHERE m.community_id = c.id AND m.user_id = ${userId})`.as('is_member'),
    sql<'member' | 'moderator' | null>`(SELECT m.role FROM community_members m WHERE m.community_id = c.id AND m.user_id = ${userId})`.as('role'),
  ] as const;
}

export function toCommunity(row: CommunityRow, isAdmin: boolean): TCommunity {
  return {
    id: row.id,
    kind: row.kind,
    categoryId: row.category_id,
    governorate: row.governorate,
    nameAr: row.name_ar,
    nameEn: row.name_en,
    descriptionAr: row.description_ar,
    descriptionEn: row.description_en,
    imageUrl: row.image_url,
    memberCount: Number(row.member_count),
    isMember: row.is_member,
    canModerate: isAdmin || row.role === 'moderator',
  };
}

/**
 * The author of a post or comment as the feed shows it: the profile, else the account's name.
 * The query joins `profiles as pr` and `user as u` on the author.
 */
export const AUTHOR_COLUMNS = [
  sql<string>`coalesce(nullif(pr.full_name, ''), u.name, '')`.as('author_name'),
  sql<string | null>`pr.avatar_url`.as('author_avatar'),
  sql<boolean>`coalesce(pr.is_verified, false)`.as('author_verified'),
] as const;

/**
 * Leaves out what a suspended account wrote, as its catalogue posts are hidden
 * (server/modules/admin/suspend-user.ts: better-auth's `banned`); it shows again when the
 * suspension is lifted. The query joins `user as u` on the author.
 */
export const AUTHOR_NOT_SUSPENDED = sql<boolean>`u.banned IS NOT TRUE`;

/** Community posts (`a`) with their community (`c`) and author (`pr`, `u`), ready for AUTHOR_COLUMNS. */
export function communityPostsWithAuthor(db: Kysely<DB>) {
  return db
    .selectFrom('community_posts as a')
    .innerJoin('communities as c', 'c.id', 'a.community_id')
    .leftJoin('profiles as pr', 'pr.id', 'a.author_id')
    .leftJoin('user as u', 'u.id', 'a.author_id');
}

/** Comments (`a`) with their author (`pr`, `u`), ready for AUTHOR_COLUMNS. */
export function commentsWithAuthor(db: Kysely<DB>) {
  return db.selectFrom('community_comments as a').leftJoin('profiles as pr', 'pr.id', 'a.author_id').leftJoin('user as u', 'u.id', 'a.author_id');
}

export function toAuthor(row: { author_id: string; author_name: string; author_avatar: string | null; author_verified: boolean }): TCommunityAuthor {
  return { id: row.author_id, name: row.author_name, avatarUrl: row.author_avatar, isVerified: row.author_verified };
}
