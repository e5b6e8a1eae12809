import { sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ErrorBody } from '#common/errors.ts';
import { translator } from '#common/i18n/setup.ts';
import { notificationText } from '#common/notification-text.ts';
import {
  COMMUNITY_COMMENT_MAX,
  COMMUNITY_POST_MAX,
  NEW_ACCOUNT_DAILY_POSTS,
  type TCommentPage,
  type TCommunity,
  type TCommunityComment,
  type TCommunityFeed,
  type TCommunityList,
  type TCommunityLiveEvent,
  type TCommunityPost,
} from '#common/schemas/communities.ts';
import type { TNotificationList } from '#common/schemas/notifications.ts';
import { buildUser, resetRateLimits, type BuiltUser } from '#server/test/factories.ts';
import { insertCategories, insertImage } from '#server/test/post-fixtures.ts';
import { requestAs, useTestApp } from '#server/test/test-app.ts';
import { subscribeCommunity } from '#server/lib/communities/community-live.ts';

const t = useTestApp();
let amal: BuiltUser;
let basel: BuiltUser;
let carla: BuiltUser;
let admin: BuiltUser;

const SECTOR = 'sector-clothing-textiles';
const REGION = 'region-aleppo';

beforeAll(async () => {
  await insertCategories(t);
  await t.ctx.database.db
    .insertInto('communities')
    .values([
      { id: SECTOR, kind: 'sector', category_id: 'clothing-textiles', name_ar: 'مجتمع الألبسة والنسيج', name_en: 'Clothing & Textiles community', description_ar: 'وصف', description_en: 'About' },
      { id: REGION, kind: 'region', governorate: 'aleppo', name_ar: 'تجار حلب', name_en: 'Aleppo traders', description_ar: 'وصف', description_en: 'About' },
    ])
    .execute();
  amal = await buildUser(t, { name: 'Amal' });
  basel = await buildUser(t, { name: 'Basel', locale: 'en' });
  carla = await buildUser(t, { name: 'Carla' });
  admin = await buildUser(t, { name: 'Admin', admin: true });
  // Established accounts: confirmed more than a day ago (the daily limit of new ones has its own test).
  await t.ctx.database.db.updateTable('user').set({ createdAt: sql`now() - interval '30 days'` }).execute();
});
afterEach(() => resetRateLimits(t));

const call = (path: string, method: string, user: BuiltUser | null, body?: unknown) =>
  requestAs(t, path, method, user, body);
const json = async <T>(response: Response) => (await response.json()) as T;
const join = (user: BuiltUser, id = SECTOR) => call(`/api/v1/communities/${id}/membership`, 'PUT', user);
const leave = (user: BuiltUser, id = SECTOR) => call(`/api/v1/communities/${id}/membership`, 'DELETE', user);

async function post(user: BuiltUser, body: string, extra: Record<string, unknown> = {}, id = SECTOR): Promise<TCommunityPost> {
  const response = await call(`/api/v1/communities/${id}/posts`, 'POST', user, { body, ...extra });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<TCommunityPost>(response);
}
async function comment(user: BuiltUser, postId: string, body: string): Promise<TCommunityComment> {
  const response = await call(`/api/v1/community-posts/${postId}/comments`, 'POST', user, { body });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<TCommunityComment>(response);
}
const feed = async (user: BuiltUser, id = SECTOR, cursor?: string) =>
  json<TCommunityFeed>(await call(`/api/v1/communities/${id}/posts${cursor ? `?cursor=${cursor}` : ''}`, 'GET', user));
const counts = async () => ({
  posts: Number((await t.ctx.database.db.selectFrom('community_posts').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  comments: Number((await t.ctx.database.db.selectFrom('community_comments').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
});
async function expectRefused(response: Response, status: number, field: string) {
  expect(response.status).toBe(status);
  const body = await json<ErrorBody>(response);
  expect(Object.values(body.error.fields ?? {})).toContain(field);
}

describe('communities', () => {
  it('lists approved communities with member counts, joined first, searchable by name in either language', async () => {
    await join(amal, REGION);
    await join(basel, REGION);
    const list = await json<TCommunityList>(await call('/api/v1/communities', 'GET', amal));
    expect(list.items[0]).toMatchObject({ id: REGION, isMember: true, memberCount: 2 });
    const byArabic = await json<TCommunityList>(await call(`/api/v1/communities?q=${encodeURIComponent('الألبسة')}`, 'GET', amal));
    expect(byArabic.items.map((item) => item.id)).toEqual([SECTOR]);
    const byEnglish = await json<TCommunityList>(await call('/api/v1/communities?q=aleppo', 'GET', amal));
    expect(byEnglish.items.map((item) => item.id)).toEqual([REGION]);
    // LIKE wildcards are literal.
    expect((await json<TCommunityList>(await call('/api/v1/communities?q=%25', 'GET', amal))).items).toEqual([]);
  });

  it('refuses visitors on every community route', async () => {
    for (const [path, method] of [
      ['/api/v1/communities', 'GET'],
      [`/api/v1/communities/${SECTOR}`, 'GET'],
      [`/api/v1/communities/${SECTOR}/posts`, 'GET'],
      [`/api/v1/communities/${SECTOR}/membership`, 'PUT'],
    ] as const) {
      const response = await call(path, method, null);
      expect(response.status, path).toBe(401);
    }
  });

  it('stores a proposal as pending and keeps it hidden until approved', async () => {
    const response = await call('/api/v1/communities', 'POST', carla, {
      name: 'Olive oil exporters',
      description: 'Exporters of olive oil from the coast and Idlib.',
      kind: 'sector',
      categoryId: 'food-agricultural',
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const { id, status } = await json<{ id: string; status: string }>(response);
    expect(status).toBe('pending');
    const row = await t.ctx.database.db.selectFrom('communities').select(['status', 'proposed_by', 'refusal_reason']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', proposed_by: carla.user.id, refusal_reason: null });
    const list = await json<TCommunityList>(await call('/api/v1/communities', 'GET', carla));
    expect(list.items.some((item) => item.id === id)).toBe(false);
    expect((await call(`/api/v1/communities/${id}`, 'GET', carla)).status).toBe(404);
    expect((await join(carla, id)).status).toBe(404);
  });

  it('refuses a proposal without its sector or region, or with markup', async () => {
    await expectRefused(
      await call('/api/v1/communities', 'POST', carla, { name: 'Traders', description: 'Traders of the region.', kind: 'region' }),
      400,
      'communities.errors.governorate',
    );
    await expectRefused(
      await call('/api/v1/communities', 'POST', carla, { name: '<b>Bold</b>', description: 'A description long enough.', kind: 'sector', categoryId: 'clothing-textiles' }),
      400,
      'communities.errors.html',
    );
  });
});

describe('posts and comments', () => {
  it('lets members post (with images) and readers page the feed newest first', async () => {
    await join(amal);
    const image = await insertImage(t, amal.user.id);
    const first = await post(amal, 'أول منشور', { imageIds: [image] });
    const second = await post(amal, 'Second post');
    expect(first.images).toHaveLength(1);
    // A signed-in non-member reads.
    const page = await feed(carla);
    expect(page.items.slice(0, 2).map((item) => item.id)).toEqual([second.id, first.id]);
    expect(page.items[0]?.author).toMatchObject({ id: amal.user.id });
  });

  it('pages a long feed without repeats', async () => {
    await join(basel, REGION);
    for (let index = 0; index < 23; index += 1) await post(basel, `Message ${index}`, {}, REGION);
    const first = await feed(basel, REGION);
    expect(first.items).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    const second = await feed(basel, REGION, first.nextCursor!);
    const all = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(all).size).toBe(all.length);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses empty, over-long and markup-bearing posts and comments, storing nothing', async () => {
    await join(amal);
    const target = await post(amal, 'A post to comment on');
    const before = await counts();
    await expectRefused(await call(`/api/v1/communities/${SECTOR}/posts`, 'POST', amal, { body: '   ' }), 400, 'communities.errors.bodyRequired');
    await expectRefused(await call(`/api/v1/communities/${SECTOR}/posts`, 'POST', amal, { body: 'x'.repeat(COMMUNITY_POST_MAX + 1) }), 400, 'communities.errors.bodyTooLong');
    await expectRefused(await call(`/api/v1/communities/${SECTOR}/posts`, 'POST', amal, { body: 'hi <script>alert(1)</script>' }), 400, 'communities.errors.html');
    await expectRefused(await call(`/api/v1/communities/${SECTOR}/posts`, 'POST', amal, { body: 'five', imageIds: Array.from({ length: 5 }, () => crypto.randomUUID()) }), 400, 'communities.errors.tooManyImages');
    await expectRefused(await call(`/api/v1/community-posts/${target.id}/comments`, 'POST', amal, { body: '' }), 400, 'communities.errors.commentRequired');
    await expectRefused(await call(`/api/v1/community-posts/${target.id}/comments`, 'POST', amal, { body: 'y'.repeat(COMMUNITY_COMMENT_MAX + 1) }), 400, 'communities.errors.commentTooLong');
    await expectRefused(await call(`/api/v1/community-posts/${target.id}/comments`, 'POST', amal, { body: '<img src=x onerror=alert(1)>' }), 400, 'communities.errors.html');
    expect(await counts()).toEqual(before);
  });

  it('keeps text with angle brackets that is not markup, as written', async () => {
    await join(amal);
    const written = await post(amal, 'Price < 5$ and quantity > 10');
    expect(written.body).toBe('Price < 5$ and quantity > 10');
  });

  it('refuses a non-member, and a member who left, to post or comment', async () => {
    await join(carla);
    const target = await post(carla, 'Carla writes');
    await leave(carla);
    const before = await counts();
    await expectRefused(await call(`/api/v1/communities/${SECTOR}/posts`, 'POST', carla, { body: 'after leaving' }), 403, 'communities.errors.notMember');
    await expectRefused(await call(`/api/v1/community-posts/${target.id}/comments`, 'POST', carla, { body: 'after leaving' }), 403, 'communities.errors.notMember');
    expect(await counts()).toEqual(before);
    await join(carla);
  });

  it('lets authors edit and delete their own posts and comments, and no one else', async () => {
    await join(amal);
    await join(basel);
    const mine = await post(amal, 'Original text');
    const reply = await comment(basel, mine.id, 'A reply');
    await expectRefused(await call(`/api/v1/community-posts/${mine.id}`, 'PATCH', basel, { body: 'Hijacked' }), 404, 'communities.errors.notYours');
    await expectRefused(await call(`/api/v1/community-posts/${mine.id}`, 'DELETE', basel), 404, 'communities.errors.notYours');
    await expectRefused(await call(`/api/v1/community-comments/${reply.id}`, 'PATCH', amal, { body: 'Hijacked' }), 404, 'communities.errors.notYours');
    const edited = await json<TCommunityPost>(await call(`/api/v1/community-posts/${mine.id}`, 'PATCH', amal, { body: 'Edited text' }));
    expect(edited).toMatchObject({ body: 'Edited text', isEdited: true });
    const editedReply = await json<TCommunityComment>(await call(`/api/v1/community-comments/${reply.id}`, 'PATCH', basel, { body: 'Edited reply' }));
    expect(editedReply).toMatchObject({ body: 'Edited reply', isEdited: true });
    expect((await call(`/api/v1/community-comments/${reply.id}`, 'DELETE', basel)).status).toBe(204);
    expect((await call(`/api/v1/community-posts/${mine.id}`, 'DELETE', amal)).status).toBe(204);
    expect((await feed(amal)).items.some((item) => item.id === mine.id)).toBe(false);
  });

  it('lets moderators and admins remove posts and comments; a removed post takes no comment', async () => {
    await join(amal);
    await join(basel);
    await t.ctx.database.db.updateTable('community_members').set({ role: 'moderator' }).where('community_id', '=', SECTOR).where('user_id', '=', basel.user.id).execute();
    const target = await post(amal, 'To be moderated');
    const reply = await comment(amal, target.id, 'Own reply');
    expect((await call(`/api/v1/community-comments/${reply.id}/remove`, 'POST', carla)).status).toBe(403);
    expect((await call(`/api/v1/community-comments/${reply.id}/remove`, 'POST', admin)).status).toBe(204);
    expect((await call(`/api/v1/community-posts/${target.id}/remove`, 'POST', carla)).status).toBe(403);
    expect((await call(`/api/v1/community-posts/${target.id}/remove`, 'POST', basel)).status).toBe(204);
    expect((await feed(amal)).items.some((item) => item.id === target.id)).toBe(false);
    const before = await counts();
    await expectRefused(await call(`/api/v1/community-posts/${target.id}/comments`, 'POST', amal, { body: 'Too late' }), 409, 'communities.errors.postRemoved');
    expect(await counts()).toEqual(before);
    await t.ctx.database.db.updateTable('community_members').set({ role: 'member' }).where('user_id', '=', basel.user.id).execute();
  });

  it('notifies the post’s author of replies in one growing notification, not of their own', async () => {
    await join(amal);
    await join(basel);
    await join(carla);
    const target = await post(amal, 'Who sells cotton?');
    await comment(basel, target.id, 'I do');
    await comment(carla, target.id, 'Me too');
    await comment(amal, target.id, 'Thanks');
    const list = await json<TNotificationList>(await call('/api/v1/notifications', 'GET', amal));
    const replies = list.items.filter((item) => item.type === 'community_reply' && item.link.includes(target.id));
    expect(replies).toHaveLength(1);
    expect(replies[0]?.count).toBe(2);
    // The text names the latest replier, read through the real catalogues.
    expect(replies[0]?.data.name).toBe('Carla');
    const reply = replies[0];
    if (!reply) throw new Error('no reply notification');
    expect(notificationText(reply, translator('en'))).toBe('Carla replied in a thread you posted in');
    expect(notificationText(reply, translator('ar'))).not.toContain('{{');
    expect(notificationText(reply, translator('ar'))).toContain('Carla');
    const page = await json<TCommentPage>(await call(`/api/v1/community-posts/${target.id}/comments`, 'GET', carla));
    expect(page.items.map((item) => item.body)).toEqual(['Thanks', 'Me too', 'I do']);
    expect((await feed(amal)).items.find((item) => item.id === target.id)?.commentCount).toBe(3);
  });

  it('files reports of a community post, a comment and a user for the admin queue', async () => {
    await join(amal);
    const target = await post(amal, 'Spam?');
    const reply = await comment(amal, target.id, 'More spam');
    for (const [targetType, targetId] of [
      ['community_post', target.id],
      ['comment', reply.id],
      ['user', amal.user.id],
    ] as const) {
      const response = await call('/api/v1/reports', 'POST', carla, { targetType, targetId, reason: 'spam' });
      expect(response.status, targetType).toBe(201);
    }
    const rows = await t.ctx.database.db.selectFrom('reports').select(['target_type', 'target_id']).where('reporter_id', '=', carla.user.id).execute();
    expect(rows).toHaveLength(3);
  });

  it('answers 404 in the one error shape for a community post or comment that does not exist, storing nothing', async () => {
    const before = await t.ctx.database.db.selectFrom('reports').select('id').execute();
    for (const [targetType, targetId] of [
      ['community_post', '00000000-0000-4000-8000-000000000000'],
      ['comment', '00000000-0000-4000-8000-000000000000'],
      ['community_post', 'not-a-uuid'],
      ['comment', 'not-a-uuid'],
    ] as const) {
      const response = await call('/api/v1/reports', 'POST', carla, { targetType, targetId, reason: 'spam' });
      expect(response.status, `${targetType} ${targetId}`).toBe(404);
      expect(await json<ErrorBody>(response)).toMatchObject({ error: { code: 'not_found' } });
    }
    expect(await t.ctx.database.db.selectFrom('reports').select('id').execute()).toEqual(before);
  });

  it('keeps what a moderator removed: its author can no longer delete it', async () => {
    await join(amal);
    const target = await post(amal, 'Removed evidence');
    const reply = await comment(amal, target.id, 'Removed reply');
    expect((await call(`/api/v1/community-comments/${reply.id}/remove`, 'POST', admin)).status).toBe(204);
    expect((await call(`/api/v1/community-posts/${target.id}/remove`, 'POST', admin)).status).toBe(204);
    const before = await counts();
    await expectRefused(await call(`/api/v1/community-comments/${reply.id}`, 'DELETE', amal), 409, 'communities.errors.removedByModeration');
    await expectRefused(await call(`/api/v1/community-posts/${target.id}`, 'DELETE', amal), 409, 'communities.errors.removedByModeration');
    expect(await counts()).toEqual(before);
    // Someone else still learns nothing about it.
    await expectRefused(await call(`/api/v1/community-posts/${target.id}`, 'DELETE', basel), 404, 'communities.errors.notYours');
  });

  it('hides the posts and comments of a suspended account until the suspension is lifted', async () => {
    const dana = await buildUser(t, { name: 'Dana' });
    await join(dana);
    await join(amal);
    const hers = await post(dana, 'Miracle fabric, pay upfront');
    const host = await post(amal, 'Who dyes wool?');
    const reply = await comment(dana, host.id, 'Pay upfront and I will');
    const visible = async () => {
      const page = await feed(amal);
      const comments = await json<TCommentPage>(await call(`/api/v1/community-posts/${host.id}/comments`, 'GET', amal));
      return {
        posts: page.items.map((item) => item.id).filter((id) => id === hers.id || id === host.id),
        comments: comments.items.map((item) => item.id),
        count: page.items.find((item) => item.id === host.id)?.commentCount,
      };
    };
    expect(await visible()).toEqual({ posts: [host.id, hers.id], comments: [reply.id], count: 1 });

    expect((await call(`/api/v1/admin/users/${dana.user.id}/suspend`, 'POST', admin, { reason: 'Advance-fee fraud' })).status).toBe(204);
    expect(await visible()).toEqual({ posts: [host.id], comments: [], count: 0 });
    expect((await call(`/api/v1/community-posts/${hers.id}/comments`, 'GET', amal)).status).toBe(404);

    expect((await call(`/api/v1/admin/users/${dana.user.id}/unsuspend`, 'POST', admin, {})).status).toBe(204);
    expect(await visible()).toEqual({ posts: [host.id, hers.id], comments: [reply.id], count: 1 });
  });

  it('limits a new account to a few community posts a day', async () => {
    const fresh = await buildUser(t, { name: 'Fresh' });
    await join(fresh, REGION);
    for (let index = 0; index < NEW_ACCOUNT_DAILY_POSTS; index += 1) await post(fresh, `New ${index}`, {}, REGION);
    await expectRefused(await call(`/api/v1/communities/${REGION}/posts`, 'POST', fresh, { body: 'One too many' }), 429, 'communities.errors.dailyLimit');
    // A day after confirming the e-mail, the limit no longer applies.
    await t.ctx.database.db.updateTable('user').set({ createdAt: sql`now() - interval '2 days'` }).where('id', '=', fresh.user.id).execute();
    await post(fresh, 'Established now', {}, REGION);
  });

  it('answers a community with the reader’s membership and moderation right', async () => {
    await join(amal);
    const seen = await json<TCommunity>(await call(`/api/v1/communities/${SECTOR}`, 'GET', amal));
    expect(seen).toMatchObject({ id: SECTOR, isMember: true, canModerate: false });
    const byAdmin = await json<TCommunity>(await call(`/api/v1/communities/${SECTOR}`, 'GET', admin));
    expect(byAdmin.canModerate).toBe(true);
  });

  it('tells the readers of a community of its new posts and comments once they are stored, and no one else', async () => {
    const events: TCommunityLiveEvent[] = [];
    const elsewhere: TCommunityLiveEvent[] = [];
    const stop = await subscribeCommunity(t.ctx.database, SECTOR, (event) => events.push(event));
    const stopElsewhere = await subscribeCommunity(t.ctx.database, REGION, (event) => elsewhere.push(event));
    try {
      await join(amal);
      const written = await post(amal, 'Live post');
      const reply = await comment(amal, written.id, 'Live reply');
      await vi.waitFor(() =>
        expect(events).toEqual([
          { type: 'post.created', postId: written.id },
          { type: 'comment.created', postId: written.id, commentId: reply.id },
        ]),
      );
      // A refused write announces nothing.
      await call(`/api/v1/communities/${SECTOR}/posts`, 'POST', amal, { body: '<b>no</b>' });
      expect(events).toHaveLength(2);
      expect(elsewhere).toEqual([]);
    } finally {
      stop();
      stopElsewhere();
    }
  });
});

describe('the live feed', () => {
  /** Opens the feed as the user and resolves once its `ready` event came; `ended` resolves when it closes. */
  async function openFeed(user: BuiltUser) {
    const response = await t.app.request(`/api/v1/communities/${SECTOR}/live`, { headers: { cookie: user.cookie } });
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('event: ready')) {
      const chunk = await reader.read();
      if (chunk.done) throw new Error('the feed closed before it was ready');
      text += decoder.decode(chunk.value);
    }
    const ended = (async () => {
      for (;;) if ((await reader.read()).done) return true;
    })();
    return { ended };
  }

  it('ends when its user signs out, changes the password, is suspended or deletes the account', async () => {
    const actions: Array<[string, (user: BuiltUser) => Promise<Response>]> = [
      ['signs out', (user) => call('/api/auth/sign-out', 'POST', user, {})],
      ['changes the password', (user) => call('/api/auth/change-password', 'POST', user, { currentPassword: user.password, newPassword: 'another-pass-9' })],
      ['is suspended', (user) => call(`/api/v1/admin/users/${user.user.id}/suspend`, 'POST', admin, { reason: 'Spam in the feed' })],
      ['deletes the account', (user) => call('/api/v1/me/delete-account', 'POST', user, { password: user.password })],
    ];
    for (const [label, act] of actions) {
      const user = await buildUser(t, { name: `Feed reader ${label}` });
      const feed = await openFeed(user);
      const response = await act(user);
      expect(response.status, label).toBeLessThan(300);
      expect(await feed.ended, label).toBe(true);
    }
  }, 60_000);
});
