import { sql } from 'kysely';
import { postPath } from '#common/post-path.ts';
import { ADMIN_PAGE_SIZE, type TAdminPage, type TAdminReport, type TReportAction, type TReportTarget } from '#common/schemas/admin.ts';
import type { TReportReason, TReportTargetType } from '#common/schemas/reports.ts';
import type { AppContext } from '#server/context.ts';
import { AUTHOR_COLUMNS, commentsWithAuthor, communityPostsWithAuthor } from '#server/lib/communities/to-community.ts';
import { readNewestFirst } from '#server/lib/paging/newest-first.ts';
import { isoOf } from '#server/lib/iso.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What an admin may do with a target as it is now. */
export function actionsFor(target: TReportTarget): TReportAction[] {
  switch (target.type) {
    case 'post':
      return target.isRemoved ? ['restore', 'dismiss'] : ['remove', 'dismiss'];
    case 'community_post':
    case 'comment':
      return target.isRemoved ? ['restore', 'dismiss'] : ['remove', 'dismiss'];
    case 'user':
      return target.isSuspended ? ['restore', 'dismiss'] : ['remove', 'dismiss'];
    default:
      return ['dismiss'];
  }
}

/** What a reported community post and a reported comment both show: the text, its author and community. */
const COMMUNITY_ITEM_COLUMNS = ['a.id', 'a.body', 'a.author_id', 'a.is_removed', 'a.created_at', 'c.id as community_id', 'c.name_ar', 'c.name_en', ...AUTHOR_COLUMNS] as const;

function communityItemFields(item: {
  id: string;
  body: string;
  author_id: string;
  author_name: string;
  community_id: string;
  name_ar: string;
  name_en: string;
  is_removed: boolean;
  created_at: unknown;
}) {
  return {
    id: item.id,
    body: item.body.slice(0, 1000),
    author: { id: item.author_id, name: item.author_name },
    community: { id: item.community_id, nameAr: item.name_ar, nameEn: item.name_en },
    isRemoved: item.is_removed,
    createdAt: isoOf(item.created_at as Date),
  };
}

/** A report and the name of who made it. */
const REPORT_COLUMNS = [
  ...COMMUNITY_ITEM_COLUMNS,
  'p.id as post_id',
  'p.body as post_body',
  'p.is_removed as post_is_removed',
  sql<string>`coalesce(nullif(ppr.full_name, ''), pu.name, '')`.as('post_author_name'),
] as const;

/**
 * Loads the reported things of a page of reports in one query per type (posts, accounts, messages,
 * community posts, comments), so that each report shows its item in context.
 */
export async function loadReportTargets(ctx: AppContext, refs: Array<{ type: TReportTargetType; id: string }>): Promise<Map<string, TReportTarget>> {
  const { db } = ctx.database;
  const ids = (type: TReportTargetType) => [...new Set(refs.filter((ref) => ref.type === type && (type === 'user' || UUID.test(ref.id))).map((ref) => ref.id))];
  const postIds = ids('post');
  const userIds = ids('user');
  const messageIds = ids('message');
  const communityPostIds = ids('community_post');
  const commentIds = ids('comment');
  const [posts, users, messages, communityPosts, comments] = await Promise.all([
    postIds.length
      ? db
          .selectFrom('posts as p')
          .leftJoin('profiles as pr', 'pr.id', 'p.user_id')
          .select(['p.id', 'p.kind', 'p.title', 'p.description', 'p.user_id', 'pr.full_name', 'pr.business_name', 'p.is_active', 'p.removed_at'])
          .where('p.id', 'in', postIds)
          .execute()
      : [],
    userIds.length ? db.selectFrom('user').select(['id', 'name', 'email', 'banned']).where('id', 'in', userIds).execute() : [],
    messageIds.length
      ? db
          .selectFrom('messages as m')
          .leftJoin('user as u', 'u.id', 'm.sender_id')
          .select(['m.id', 'm.body', 'm.sender_id', 'u.name', 'm.created_at'])
          .where('m.id', 'in', messageIds)
          .execute()
      : [],
    communityPostIds.length
      ? communityPostsWithAuthor(db)
          .select(COMMUNITY_ITEM_COLUMNS)
          .where('a.id', 'in', communityPostIds)
          .execute()
      : [],
    commentIds.length
      ? commentsWithAuthor(db)
          .innerJoin('community_posts as p', 'p.id', 'a.post_id')
          .innerJoin('communities as c', 'c.id', 'p.community_id')
          .leftJoin('profiles as ppr', 'ppr.id', 'p.author_id')
          .leftJoin('user as pu', 'pu.id', 'p.author_id')
          .select(REPORT_COLUMNS)
          .where('a.id', 'in', commentIds)
          .execute()
      : [],
  ]);
  const targets = new Map<string, TReportTarget>();
  for (const post of posts) {
    targets.set(`post:${post.id}`, {
      type: 'post',
      id: post.id,
      kind: post.kind,
      title: post.title,
      description: post.description.slice(0, 500),
      path: postPath(post.kind, post.id),
      author: { id: post.user_id, name: post.business_name || post.full_name || '' },
      isRemoved: post.removed_at !== null,
      isActive: post.is_active,
    });
  }
  for (const user of users) {
    targets.set(`user:${user.id}`, { type: 'user', id: user.id, name: user.name, email: user.email, isSuspended: user.banned === true });
  }
  for (const message of messages) {
    targets.set(`message:${message.id}`, {
      type: 'message',
      id: message.id,
      body: message.body.slice(0, 1000),
      author: { id: message.sender_id, name: message.name ?? '' },
      createdAt: isoOf(message.created_at),
    });
  }
  for (const item of communityPosts) {
    targets.set(`community_post:${item.id}`, { type: 'community_post', ...communityItemFields(item) });
  }
  for (const item of comments) {
    targets.set(`comment:${item.id}`, {
      type: 'comment',
      ...communityItemFields(item),
      post: { id: item.post_id, body: item.post_body.slice(0, 300), authorName: item.post_author_name, isRemoved: item.post_is_removed },
    });
  }
  return targets;
}

/** The reports queue, newest first: pending ones, or those already handled. */
export async function listReports(ctx: AppContext, options: { status: 'pending' | 'handled'; cursor?: string }): Promise<TAdminPage<TAdminReport>> {
  const query = ctx.database.db
    .selectFrom('reports as r')
    .leftJoin('user as u', 'u.id', 'r.reporter_id')
    .select([
      'r.id',
      'r.status',
      'r.reason',
      'r.details',
      'r.reporter_id',
      'u.name as reporter_name',
      'r.target_type',
      'r.target_id',
      'r.resolution',
      'r.created_at',
      'r.handled_at',
    ])
    .where('r.status', '=', options.status);
  const { rows, nextCursor } = await readNewestFirst(query, { alias: 'r', cursor: options.cursor, size: ADMIN_PAGE_SIZE });
  const targets = await loadReportTargets(
    ctx,
    rows.map((row) => ({ type: row.target_type as TReportTargetType, id: row.target_id })),
  );
  const items = rows.map((row): TAdminReport => {
    const target: TReportTarget = targets.get(`${row.target_type}:${row.target_id}`) ?? {
      type: 'missing',
      id: row.target_id,
      targetType: row.target_type as TReportTargetType,
    };
    return {
      id: row.id,
      status: row.status as 'pending' | 'handled',
      reason: row.reason as TReportReason,
      details: row.details,
      reporter: { id: row.reporter_id, name: row.reporter_name ?? '' },
      resolution: row.resolution,
      createdAt: isoOf(row.created_at as unknown as Date),
      handledAt: isoOf(row.handled_at as unknown as Date | null),
      target,
      actions: actionsFor(target),
    };
  });
  return { items, nextCursor };
}
