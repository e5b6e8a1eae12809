import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '#common/errors.ts';
import { MESSAGE_SEND_LIMIT } from '#common/limits.ts';
import type { TConversationList, TMessage, TMessagePage, TThread } from '#common/schemas/messages.ts';
import type { TNotificationList } from '#common/schemas/notifications.ts';
import type { TPostRef } from '#common/schemas/posts.ts';
import { insertCategories, insertImage, postInput } from '#server/test/post-fixtures.ts';
import { buildUser, resetRateLimits, type BuiltUser } from '#server/test/factories.ts';
import { requestAs, useTestApp } from '#server/test/test-app.ts';

const t = useTestApp();
let amal: BuiltUser;
let basel: BuiltUser;
let carla: BuiltUser;

beforeAll(async () => {
  await insertCategories(t);
  amal = await buildUser(t, { name: 'Amal' });
  basel = await buildUser(t, { name: 'Basel', locale: 'en' });
  carla = await buildUser(t, { name: 'Carla' });
});
afterEach(() => resetRateLimits(t));

const call = (path: string, method: string, user: BuiltUser, body?: unknown) =>
  requestAs(t, path, method, user, body);
const json = async <T>(response: Response) => (await response.json()) as T;
let sends = 0;
const clientId = () => `client-${Date.now()}-${(sends += 1)}`;

async function sendText(from: BuiltUser, to: BuiltUser, text: string, extra: Record<string, unknown> = {}): Promise<TMessage> {
  const response = await call('/api/v1/messages', 'POST', from, { to: to.user.id, clientId: clientId(), text, ...extra });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<TMessage>(response);
}

const storedCount = async () => Number((await t.ctx.database.db.selectFrom('messages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const unread = async (user: BuiltUser) => (await json<{ count: number }>(await call('/api/v1/messages/unread-count', 'GET', user))).count;

describe('sending', () => {
  it('stores a message in the pair’s one conversation, whoever writes first', async () => {
    const first = await sendText(amal, basel, 'مرحبا، هل القماش متوفر؟');
    const reply = await sendText(basel, amal, 'Yes, 300 metres.');
    expect(reply.conversationId).toBe(first.conversationId);
    expect(first).toMatchObject({ senderId: amal.user.id, receiverId: basel.user.id, text: 'مرحبا، هل القماش متوفر؟', status: 'sent' });
  });

  it('returns the same message when a send is retried with its client id', async () => {
    const id = clientId();
    const body = { to: carla.user.id, clientId: id, text: 'once only' };
    const before = await storedCount();
    const first = await call('/api/v1/messages', 'POST', amal, body);
    const again = await call('/api/v1/messages', 'POST', amal, body);
    const [a, b] = await Promise.all([json<TMessage>(first), json<TMessage>(again)]);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(b.id).toBe(a.id);
    expect(await storedCount()).toBe(before + 1);
    // Another sender may use the same client id: ids are unique per sender.
    const other = await call('/api/v1/messages', 'POST', basel, { ...body, to: carla.user.id });
    expect(other.status).toBe(201);
  });

  it('refuses empty, blank, over-long, to-self and to-unknown sends with a message key, storing nothing', async () => {
    const before = await storedCount();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ to: basel.user.id, text: '' }, 'text', 'messages.errors.textRequired'],
      [{ to: basel.user.id, text: ' \n\t ' }, 'text', 'messages.errors.textRequired'],
      [{ to: basel.user.id, text: 'x'.repeat(4001) }, 'text', 'messages.errors.textTooLong'],
      [{ to: amal.user.id, text: 'me' }, 'to', 'messages.errors.toSelf'],
      [{ to: 'no-such-user', text: 'hello' }, 'to', 'messages.errors.recipientUnknown'],
    ];
    for (const [body, field, key] of cases) {
      const response = await call('/api/v1/messages', 'POST', amal, { clientId: clientId(), ...body });
      expect(response.status).toBe(400);
      expect((await json<ErrorBody>(response)).error.fields?.[field]).toBe(key);
    }
    expect((await sendText(amal, basel, 'x'.repeat(4000))).text).toHaveLength(4000);
    expect(await storedCount()).toBe(before + 1);
  });

  it('keeps text as the user typed it, markup included', async () => {
    const message = await sendText(amal, basel, '<img src=x onerror=alert(1)>');
    expect(message.text).toBe('<img src=x onerror=alert(1)>');
  });

  it('carries one of the sender’s pictures, and refuses someone else’s', async () => {
    const own = await insertImage(t, amal.user.id);
    const message = await sendText(amal, basel, '', { imageId: own });
    expect(message.image?.id).toBe(own);
    const foreign = await insertImage(t, basel.user.id);
    const refused = await call('/api/v1/messages', 'POST', amal, { to: basel.user.id, clientId: clientId(), text: 'x', imageId: foreign });
    expect((await json<ErrorBody>(refused)).error.fields).toEqual({ imageId: 'messages.errors.imageInvalid' });
  });

  it('heads the thread with the post it was sent about, in every spelling of the post reference', async () => {
    const created = await call('/api/v1/posts', 'POST', basel, postInput('product'));
    expect(created.status).toBe(201);
    const postId = (await json<TPostRef>(created)).id;
    for (const ref of [`supplier:${postId}`, `product:${postId}`, postId]) {
      const thread = await json<TThread>(await call(`/api/v1/messages/with/${basel.user.id}?post=${encodeURIComponent(ref)}`, 'GET', amal));
      expect(thread.post).toMatchObject({ id: postId, kind: 'product', url: `/supplier/${postId}` });
    }
    await sendText(amal, basel, 'About your fabric', { post: `product:${postId}` });
    const thread = await json<TThread>(await call(`/api/v1/messages/with/${amal.user.id}`, 'GET', basel));
    expect(thread.post?.id).toBe(postId);
  });

  it('limits sends per user', async () => {
    let last = 0;
    for (let index = 0; index <= MESSAGE_SEND_LIMIT.perUser; index += 1) {
      last = (await call('/api/v1/messages', 'POST', carla, { to: amal.user.id, clientId: clientId(), text: `n${index}` })).status;
    }
    expect(last).toBe(429);
  });
});

describe('reading', () => {
  it('lists conversations newest first with the last message and the unread count', async () => {
    const dana = await buildUser(t, { name: 'Dana' });
    const eyad = await buildUser(t, { name: 'Eyad' });
    await sendText(eyad, dana, 'first from Eyad');
    await sendText(amal, dana, 'one');
    await sendText(amal, dana, 'two');
    const list = await json<TConversationList>(await call('/api/v1/messages/conversations', 'GET', dana));
    expect(list.items.map((item) => [item.peer.name, item.lastMessage?.text, item.unreadCount])).toEqual([
      [expect.stringContaining('Amal'), 'two', 2],
      [expect.stringContaining('Eyad'), 'first from Eyad', 1],
    ]);
    expect(await unread(dana)).toBe(3);
  });

  it('shows only a validated profile photo of the other party, never the account’s own image column', async () => {
    const iman = await buildUser(t, { name: 'Iman' });
    const jad = await buildUser(t, { name: 'Jad' });
    // better-auth's `image` is written by a Google sign-in (and by its own update-user, closed
    // here); the portal never checked it, so it must not reach another user's screen.
    await t.ctx.database.db.updateTable('user').set({ image: 'https://evil.example/track.png' }).where('id', '=', jad.user.id).execute();
    await sendText(jad, iman, 'hello');
    const list = await json<TConversationList>(await call('/api/v1/messages/conversations', 'GET', iman));
    expect(list.items.find((item) => item.peer.id === jad.user.id)?.peer.avatarUrl).toBeNull();
    const thread = await json<TThread>(await call(`/api/v1/messages/with/${jad.user.id}`, 'GET', iman));
    expect(thread.peer.avatarUrl).toBeNull();
  });

  it('pages a long thread from the newest back', async () => {
    const fadi = await buildUser(t);
    const gina = await buildUser(t);
    for (let index = 1; index <= 35; index += 1) {
      if (index === 20) await resetRateLimits(t);
      await sendText(fadi, gina, `m${index}`);
    }
    const thread = await json<TThread>(await call(`/api/v1/messages/with/${fadi.user.id}`, 'GET', gina));
    const first = await json<TMessagePage>(await call(`/api/v1/messages/conversations/${thread.conversationId}/messages`, 'GET', gina));
    expect(first.items.map((m) => m.text).slice(0, 2)).toEqual(['m35', 'm34']);
    expect(first.items).toHaveLength(30);
    const older = await json<TMessagePage>(await call(`/api/v1/messages/conversations/${thread.conversationId}/messages?before=${first.nextBefore}`, 'GET', gina));
    expect(older.items.map((m) => m.text)).toEqual(['m5', 'm4', 'm3', 'm2', 'm1']);
    expect(older.nextBefore).toBeNull();
  });

  it('answers 404 to anyone outside the conversation', async () => {
    const message = await sendText(amal, basel, 'private');
    const outsider = await call(`/api/v1/messages/conversations/${message.conversationId}/messages`, 'GET', carla);
    expect(outsider.status).toBe(404);
    const read = await call(`/api/v1/messages/conversations/${message.conversationId}/read`, 'POST', carla);
    expect((await json<{ changed: number }>(read)).changed).toBe(0);
    const visitor = await t.app.request(`/api/v1/messages/conversations/${message.conversationId}/messages`);
    expect(visitor.status).toBe(401);
  });

  it('goes sent, delivered, read; reading all brings the count to 0', async () => {
    const hala = await buildUser(t);
    const message = await sendText(amal, hala, 'status?');
    await call('/api/v1/messages/delivered', 'POST', hala);
    const page = async () =>
      json<TMessagePage>(await call(`/api/v1/messages/conversations/${message.conversationId}/messages`, 'GET', amal));
    expect((await page()).items[0]?.status).toBe('delivered');
    expect(await unread(hala)).toBe(1);
    await call('/api/v1/messages/read-all', 'POST', hala);
    expect((await page()).items[0]?.status).toBe('read');
    expect(await unread(hala)).toBe(0);
  });
});

describe('blocking and reporting', () => {
  it('refuses a blocked user’s send and delivers nothing, until unblocked', async () => {
    const iman = await buildUser(t);
    const jad = await buildUser(t);
    expect((await call(`/api/v1/blocks/${jad.user.id}`, 'PUT', iman)).status).toBe(204);
    const before = await storedCount();
    const refused = await call('/api/v1/messages', 'POST', jad, { to: iman.user.id, clientId: clientId(), text: 'hello?' });
    expect(refused.status).toBe(403);
    expect((await json<ErrorBody>(refused)).error.code).toBe('blocked_by_recipient');
    const own = await call('/api/v1/messages', 'POST', iman, { to: jad.user.id, clientId: clientId(), text: 'x' });
    expect((await json<ErrorBody>(own)).error.code).toBe('recipient_blocked');
    expect(await storedCount()).toBe(before);
    expect(await unread(iman)).toBe(0);
    const thread = await json<TThread>(await call(`/api/v1/messages/with/${iman.user.id}`, 'GET', jad));
    expect(thread).toMatchObject({ isBlockedBy: true, hasBlocked: false });
    expect((await call(`/api/v1/blocks/${jad.user.id}`, 'DELETE', iman)).status).toBe(204);
    await sendText(jad, iman, 'now it works');
  });

  it('stores a report of a user for the admin queue, once while pending', async () => {
    const body = { targetType: 'user', targetId: basel.user.id, reason: 'spam', details: 'Sends the same advert' };
    const first = await call('/api/v1/reports', 'POST', amal, body);
    const again = await call('/api/v1/reports', 'POST', amal, { ...body, reason: 'fraud' });
    expect([first.status, again.status]).toEqual([201, 201]);
    const rows = await t.ctx.database.db.selectFrom('reports').selectAll().where('reporter_id', '=', amal.user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ target_type: 'user', target_id: basel.user.id, reason: 'fraud', status: 'pending' });
    const self = await call('/api/v1/reports', 'POST', amal, { ...body, targetId: amal.user.id });
    expect(self.status).toBe(400);
    const badReason = await call('/api/v1/reports', 'POST', amal, { ...body, reason: 'boring' });
    expect((await json<ErrorBody>(badReason)).error.fields).toEqual({ reason: 'reports.errors.reason' });
  });

  it('stores a report of a message only from one of its two people, and of a post only when it exists', async () => {
    const message = await sendText(amal, basel, 'a message to report');
    const outsider = await buildUser(t);
    const before = await t.ctx.database.db.selectFrom('reports').select('id').execute();
    for (const [who, targetType, targetId] of [
      [outsider, 'message', message.id],
      [basel, 'message', '00000000-0000-4000-8000-000000000000'],
      [basel, 'message', 'not-a-uuid'],
      [basel, 'post', '00000000-0000-4000-8000-000000000000'],
      [basel, 'post', 'not-a-uuid'],
      [basel, 'user', 'no-such-user'],
    ] as const) {
      const response = await call('/api/v1/reports', 'POST', who, { targetType, targetId, reason: 'spam' });
      expect(response.status, `${targetType} ${targetId}`).toBe(404);
      expect(await json<ErrorBody>(response)).toMatchObject({ error: { code: 'not_found' } });
    }
    expect(await t.ctx.database.db.selectFrom('reports').select('id').execute()).toEqual(before);
    expect((await call('/api/v1/reports', 'POST', basel, { targetType: 'message', targetId: message.id, reason: 'abuse' })).status).toBe(201);
    expect((await call('/api/v1/reports', 'POST', amal, { targetType: 'message', targetId: message.id, reason: 'other' })).status).toBe(201);
  });
});

describe('notifications of new messages', () => {
  it('keeps one unread notification per conversation, counting, until it is read', async () => {
    const kinan = await buildUser(t);
    await sendText(amal, kinan, 'one');
    await sendText(amal, kinan, 'two');
    await sendText(basel, kinan, 'other conversation');
    const list = await json<TNotificationList>(await call('/api/v1/notifications', 'GET', kinan));
    expect(list.items.map((item) => [item.type, item.count, item.isRead, item.link])).toEqual([
      ['new_message', 1, false, `/messages?to=${basel.user.id}`],
      ['new_message', 2, false, `/messages?to=${amal.user.id}`],
    ]);
    expect(list.items[1]?.data).toMatchObject({ name: expect.stringContaining('Amal'), preview: 'two' });
    const conversation = (await json<TConversationList>(await call('/api/v1/messages/conversations', 'GET', kinan))).items.find(
      (item) => item.peer.id === amal.user.id,
    );
    await call(`/api/v1/messages/conversations/${conversation?.id}/read`, 'POST', kinan);
    const count = await json<{ count: number }>(await call('/api/v1/notifications/unread-count', 'GET', kinan));
    expect(count.count).toBe(1);
    await sendText(amal, kinan, 'three');
    const after = await json<TNotificationList>(await call('/api/v1/notifications', 'GET', kinan));
    expect(after.items.filter((item) => !item.isRead)).toHaveLength(2);
  });

  it('marks one or all read, only the reader’s own', async () => {
    const lina = await buildUser(t);
    await sendText(amal, lina, 'a');
    await sendText(basel, lina, 'b');
    const list = await json<TNotificationList>(await call('/api/v1/notifications', 'GET', lina));
    const first = list.items[0]?.id;
    expect((await json<{ changed: number }>(await call(`/api/v1/notifications/${first}/read`, 'POST', amal))).changed).toBe(0);
    expect((await json<{ changed: number }>(await call(`/api/v1/notifications/${first}/read`, 'POST', lina))).changed).toBe(1);
    expect((await json<{ changed: number }>(await call('/api/v1/notifications/read-all', 'POST', lina))).changed).toBe(1);
    expect((await json<{ count: number }>(await call('/api/v1/notifications/unread-count', 'GET', lina))).count).toBe(0);
  });
});
