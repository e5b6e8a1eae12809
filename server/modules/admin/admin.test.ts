import { sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { translator } from '#common/i18n/setup.ts';
import { notificationText } from '#common/notification-text.ts';
import type { TAdminAuditEntry, TAdminEnquiry, TAdminPage, TAdminReport, TAdminUser, TAdminVerification, TMyVerification, TSearchMiss } from '#common/schemas/admin.ts';
import type { TSellerProfile } from '#common/schemas/catalogue.ts';
import type { TCommentPage, TCommunityComment, TCommunityFeed, TCommunityLiveEvent, TCommunityPost } from '#common/schemas/communities.ts';
import type { TMyProfile } from '#common/schemas/profiles.ts';
import type { TPostRef } from '#common/schemas/posts.ts';
import { ZUploadedDocument } from '#common/schemas/uploads.ts';
import { REALTIME_CLOSE } from '#common/schemas/realtime.ts';
import { readMail, type ReadMail } from '#server/test/read-mail.ts';
import { makeJpeg, makePng, upload } from '#server/test/test-images.ts';
import { buildUser, fromAddress, resetRateLimits, type BuiltUser } from '#server/test/factories.ts';
import { subscribeCommunity } from '#server/lib/communities/community-live.ts';
import { insertCategories, productInput } from '#server/test/post-fixtures.ts';
import { openSocket } from '#server/test/realtime-client.ts';
import { createTestApp, jsonHeaders, requestAs, useTestApp } from '#server/test/test-app.ts';

const t = useTestApp();
let admin: BuiltUser;
let seller: BuiltUser;
let buyer: BuiltUser;

beforeAll(async () => {
  await insertCategories(t);
  admin = await buildUser(t, { name: 'Admin Amal', admin: true });
  seller = await buildUser(t, { name: 'Seller Samir', locale: 'en', phone: '0944555666' });
  buyer = await buildUser(t, { name: 'Buyer Bana' });
});
afterEach(() => resetRateLimits(t));

const send = (path: string, method: string, user: BuiltUser | undefined, body?: unknown) =>
  requestAs(t, path, method, user, body);
async function json<T>(path: string, user: BuiltUser | undefined, method = 'GET', body?: unknown): Promise<T> {
  const response = await send(path, method, user, body);
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as T;
}
async function ok(path: string, user: BuiltUser, body: unknown = {}, method = 'POST') {
  const response = await send(path, method, user, body);
  expect(response.status, await response.clone().text()).toBe(204);
}
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
async function uploadDocument(user: BuiltUser, bytes: Uint8Array = PDF, name = 'register.pdf') {
  const response = await upload(t, '/api/v1/uploads/documents', user, { bytes, name });
  expect(response.status, await response.clone().text()).toBe(201);
  return ZUploadedDocument.parse(await response.json());
}
async function createPost(user: BuiltUser, title: string): Promise<string> {
  return (await json<TPostRef>('/api/v1/posts', user, 'POST', productInput({ title }))).id;
}
/** The outbox is written after the commit is announced; waits for the mail the user would wait for. */
async function mailTo(email: string, subjectPart: string): Promise<ReadMail> {
  for (;;) {
    const found = (await t.outbox()).map(readMail).find((mail) => mail.to.includes(email) && mail.subject.includes(subjectPart));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const notificationsOf = (userId: string) =>
  t.ctx.database.db.selectFrom('notifications').select(['type', 'data']).where('user_id', '=', userId).orderBy('created_at').execute();

describe('who may use the admin panel', () => {
  const fakeId = '00000000-0000-4000-8000-000000000000';
  const routes: Array<[string, string, unknown?]> = [
    ['GET', '/api/v1/admin/verifications'],
    ['GET', '/api/v1/admin/verifications?status=rejected'],
    ['POST', `/api/v1/admin/verifications/${fakeId}/approve`, {}],
    ['POST', `/api/v1/admin/verifications/${fakeId}/reject`, { reason: 'Blurred papers' }],
    ['GET', `/api/v1/admin/documents/${fakeId}`],
    ['GET', '/api/v1/admin/enquiries'],
    ['POST', `/api/v1/admin/enquiries/${fakeId}/handled`, { handled: true }],
    ['GET', '/api/v1/admin/reports'],
    ['POST', `/api/v1/admin/reports/${fakeId}/resolve`, { action: 'dismiss' }],
    ['GET', '/api/v1/admin/users?q=a'],
    ['POST', '/api/v1/admin/users/someone/role', { isAdmin: true }],
    ['POST', '/api/v1/admin/users/someone/suspend', { reason: 'Spam everywhere' }],
    ['POST', '/api/v1/admin/users/someone/unsuspend', {}],
    ['GET', '/api/v1/admin/settings'],
    ['PUT', '/api/v1/admin/settings/maintenance', { maintenance: false }],
    ['GET', '/api/v1/admin/audit'],
    ['GET', '/api/v1/admin/synonyms'],
    ['POST', '/api/v1/admin/synonyms', { words: ['قلم', 'pen'] }],
    ['PUT', '/api/v1/admin/synonyms/1', { words: ['قلم', 'pen'] }],
    ['DELETE', '/api/v1/admin/synonyms/1'],
    ['GET', '/api/v1/admin/search-misses'],
    ['POST', '/api/v1/admin/search-misses/synonyms', { query: 'قلم', words: ['pen'] }],
    ['PUT', '/api/v1/admin/plurals', { plural: 'أقلام', singular: 'قلم' }],
    ['GET', '/api/v1/admin/no-such-route'],
    // better-auth's own admin endpoints do not exist for anyone.
    ['POST', '/api/auth/admin/set-role', { userId: 'x', role: 'admin' }],
    ['GET', '/api/auth/admin/list-users'],
  ];

  it('answers 404, as for nothing, to visitors and to signed-in users who are not admins', async () => {
    for (const [method, path, body] of routes) {
      for (const user of [undefined, buyer]) {
        const response = await send(path, method, user, body);
        expect(response.status, `${method} ${path} as ${user ? 'user' : 'visitor'}`).toBe(404);
        expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
      }
    }
    // Nothing changed on the way.
    expect(await t.ctx.database.db.selectFrom('admin_actions').select('id').execute()).toEqual([]);
  });

  it('lets an admin through, and answers the same 404 for a route that does not exist', async () => {
    expect((await send('/api/v1/admin/settings', 'GET', admin)).status).toBe(200);
    expect((await send('/api/v1/admin/no-such-route', 'GET', admin)).status).toBe(404);
    expect((await send('/api/auth/admin/list-users', 'GET', admin)).status).toBe(404);
  });

  it('treats an account in ADMIN_EMAILS as an admin', async () => {
    const configured = await createTestApp({ ADMIN_EMAILS: 'boss@example.com' });
    try {
      const boss = await buildUser(configured, { email: 'boss@example.com' });
      await configured.ctx.database.db.updateTable('user').set({ role: 'user' }).where('id', '=', boss.user.id).execute();
      expect((await configured.app.request('/api/v1/admin/settings', { headers: boss.headers })).status).toBe(200);
      // The role cannot be taken from an admin by configuration.
      const refused = await configured.app.request(`/api/v1/admin/users/${boss.user.id}/role`, {
        method: 'POST',
        headers: boss.headers,
        body: JSON.stringify({ isAdmin: false }),
      });
      expect(refused.status).toBe(409);
    } finally {
      await configured.close();
    }
  });
});

describe('verification', () => {
  it('keeps the documents private: the owner and admins read them, nobody else, never publicly', async () => {
    const document = await uploadDocument(seller);
    expect((await t.app.request(document.url, { headers: { cookie: seller.cookie } })).status).toBe(200);
    expect((await t.app.request(document.url, { headers: { cookie: buyer.cookie } })).status).toBe(404);
    const adminUrl = `/api/v1/admin/documents/${document.id}`;
    const asAdmin = await t.app.request(adminUrl, { headers: { cookie: admin.cookie } });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('content-type')).toBe('application/pdf');
    expect(asAdmin.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await asAdmin.arrayBuffer())).toEqual(PDF);
    expect((await t.app.request(adminUrl, { headers: { cookie: buyer.cookie } })).status).toBe(404);
    expect((await t.app.request(adminUrl, { headers: { cookie: seller.cookie } })).status).toBe(404);
    expect((await t.app.request(adminUrl)).status).toBe(404);
    const row = await t.ctx.database.db.selectFrom('images').select(['bucket', 'path']).where('id', '=', document.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ bucket: 'private' });
    for (const bucket of ['private', 'images']) {
      expect((await t.app.request(`/storage/v1/object/public/${bucket}/${row.path}`)).status).toBe(404);
    }
  });

  it('refuses the verification folder in the public images bucket, and AVIF or other files as documents', async () => {
    const refused = await upload(t, '/api/v1/uploads/images', seller, { bytes: await makeJpeg(400, 300), name: 'register.jpg' }, { folder: 'verification' });
    expect(refused.status).toBe(400);
    const rows = await t.ctx.database.db.selectFrom('images').select('path').where('bucket', '=', 'images').execute();
    expect(rows.filter((row) => row.path.startsWith('verification/'))).toEqual([]);
    const text = await upload(t, '/api/v1/uploads/documents', seller, { bytes: new TextEncoder().encode('hello'), name: 'a.pdf' });
    expect(text.status).toBe(415);
    const png = await uploadDocument(seller, await makePng(300, 300), 'licence.png');
    expect(png.kind).toBe('image');
  });

  it('goes from request to approval: the profile is verified with its date, the user is told and mailed in English', async () => {
    const register = await uploadDocument(seller);
    const licence = await uploadDocument(seller);
    const foreign = await uploadDocument(buyer);
    // Someone else's document is not accepted as one's own.
    const stolen = await send('/api/v1/me/verification', 'POST', seller, { businessName: 'Samir Soap', commercialRegisterId: foreign.id });
    expect(stolen.status).toBe(400);
    expect(await stolen.json()).toMatchObject({ error: { code: 'validation_failed', fields: { commercialRegisterId: 'admin.errors.documentRequired' } } });
    const invalid = await send('/api/v1/me/verification', 'POST', seller, { businessName: 'S', commercialRegisterId: 'nope' });
    expect(invalid.status).toBe(400);

    const created = await json<TMyVerification>('/api/v1/me/verification', seller, 'POST', {
      businessName: 'Samir Soap Works',
      registrationNumber: 'DAM-12345',
      commercialRegisterId: register.id,
      industrialLicenceId: licence.id,
    });
    expect(created).toMatchObject({ status: 'pending', businessName: 'Samir Soap Works', reason: null });
    // One pending request at a time.
    expect((await send('/api/v1/me/verification', 'POST', seller, { businessName: 'Again', commercialRegisterId: register.id })).status).toBe(409);

    const queue = await json<TAdminPage<TAdminVerification>>('/api/v1/admin/verifications', admin);
    const item = queue.items.find((entry) => entry.id === created.id);
    expect(item).toMatchObject({
      user: { id: seller.user.id, email: seller.user.email },
      registrationNumber: 'DAM-12345',
      commercialRegister: { id: register.id, kind: 'pdf', url: `/api/v1/admin/documents/${register.id}` },
      industrialLicence: { id: licence.id },
    });

    await ok(`/api/v1/admin/verifications/${created.id}/approve`, admin);
    // Decided once: a second decision finds nothing pending.
    expect((await send(`/api/v1/admin/verifications/${created.id}/reject`, 'POST', admin, { reason: 'Too late' })).status).toBe(404);

    const profile = await json<TMyProfile>('/api/v1/me/profile', seller);
    expect(profile.isVerified).toBe(true);
    expect(profile.verifiedAt).toEqual(expect.any(String));
    const page = await json<TSellerProfile>(`/api/v1/sellers/${seller.user.id}`, undefined);
    expect(page).toMatchObject({ isVerified: true, verifiedAt: profile.verifiedAt });
    expect(await json<TMyVerification>('/api/v1/me/verification', seller)).toMatchObject({ status: 'approved' });
    expect(await notificationsOf(seller.user.id)).toEqual([{ type: 'verification_approved', data: { businessName: 'Samir Soap Works' } }]);
    const mail = await mailTo(seller.user.email, 'Your business is verified on Syria Business Portal');
    expect(mail.links).toContain('http://localhost:3000/account#verification');
    // A verified business does not ask again.
    expect((await send('/api/v1/me/verification', 'POST', seller, { businessName: 'Again', commercialRegisterId: register.id })).status).toBe(409);
  });

  it('rejects with a reason the user reads, in Arabic mail, and lets the user ask again', async () => {
    const register = await uploadDocument(buyer);
    const first = await json<TMyVerification>('/api/v1/me/verification', buyer, 'POST', { businessName: 'Bana Trading', commercialRegisterId: register.id });
    expect((await send(`/api/v1/admin/verifications/${first.id}/reject`, 'POST', admin, { reason: '' })).status).toBe(400);
    await ok(`/api/v1/admin/verifications/${first.id}/reject`, admin, { reason: 'The register page is unreadable' });
    expect(await json<TMyVerification>('/api/v1/me/verification', buyer)).toMatchObject({
      status: 'rejected',
      reason: 'The register page is unreadable',
      decidedAt: expect.any(String),
    });
    expect(await notificationsOf(buyer.user.id)).toEqual([
      { type: 'verification_rejected', data: { businessName: 'Bana Trading', reason: 'The register page is unreadable' } },
    ]);
    const mail = await mailTo(buyer.user.email, 'طلب التوثيق في بوابة الأعمال السورية');
    expect(mail.html).toContain('dir="rtl"');
    const rejected = await json<TAdminPage<TAdminVerification>>('/api/v1/admin/verifications?status=rejected', admin);
    expect(rejected.items.map((entry) => entry.id)).toContain(first.id);
    const again = await json<TMyVerification>('/api/v1/me/verification', buyer, 'POST', { businessName: 'Bana Trading', commercialRegisterId: register.id });
    expect(again.status).toBe('pending');
    expect((await json<TMyProfile>('/api/v1/me/profile', buyer)).isVerified).toBe(false);
  });
});

describe('enquiries inbox', () => {
  it('lists the enquiry dialog rows newest first, a page at a time, and marks them handled', async () => {
    const { db } = t.ctx.database;
    const ids: string[] = [];
    for (let index = 0; index < 22; index += 1) {
      const row = await db
        .insertInto('enquiries')
        .values({
          title: `Question ${index}`,
          description: 'Where can I find olive oil in bulk?',
          user_id: buyer.user.id,
          email: buyer.user.email,
          created_at: sql`${new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString()}::timestamptz`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    const first = await json<TAdminPage<TAdminEnquiry>>('/api/v1/admin/enquiries', admin);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({ title: 'Question 21', userName: 'Buyer Bana', handled: false });
    expect(first.nextCursor).not.toBeNull();
    const second = await json<TAdminPage<TAdminEnquiry>>(`/api/v1/admin/enquiries?cursor=${first.nextCursor}`, admin);
    expect(second.items.map((item) => item.title)).toEqual(['Question 1', 'Question 0']);
    expect(second.nextCursor).toBeNull();

    await ok(`/api/v1/admin/enquiries/${ids[0]}/handled`, admin, { handled: true });
    const open = await json<TAdminPage<TAdminEnquiry>>('/api/v1/admin/enquiries', admin);
    expect(open.items.map((item) => item.id)).not.toContain(ids[0]);
    const handled = await json<TAdminPage<TAdminEnquiry>>('/api/v1/admin/enquiries?handled=true', admin);
    expect(handled.items.map((item) => item.id)).toEqual([ids[0]]);
    expect((await send('/api/v1/admin/enquiries?cursor=garbage', 'GET', admin)).status).toBe(400);
  });
});

describe('reports', () => {
  it('removes a reported post for everyone else, tells its author and the reporters, and restores it', async () => {
    const postId = await createPost(seller, 'Counterfeit soap');
    for (const reporter of [buyer, admin]) {
      expect((await send('/api/v1/reports', 'POST', reporter, { targetType: 'post', targetId: postId, reason: 'fraud', details: 'Fake brand' })).status).toBe(201);
    }
    const queue = await json<TAdminPage<TAdminReport>>('/api/v1/admin/reports', admin);
    const report = queue.items.find((item) => item.target.id === postId && item.reporter.id === buyer.user.id);
    expect(report).toMatchObject({
      reason: 'fraud',
      details: 'Fake brand',
      target: { type: 'post', title: 'Counterfeit soap', path: `/supplier/${postId}`, author: { id: seller.user.id }, isRemoved: false },
      actions: ['remove', 'dismiss'],
    });
    if (!report) throw new Error('report not listed');
    expect((await send(`/api/v1/admin/reports/${report.id}/resolve`, 'POST', admin, { action: 'remove' })).status).toBe(400);
    await ok(`/api/v1/admin/reports/${report.id}/resolve`, admin, { action: 'remove', reason: 'Counterfeit goods' });

    expect((await send(`/api/v1/posts/${postId}`, 'GET', undefined)).status).toBe(404);
    expect((await send(`/api/v1/posts/${postId}`, 'GET', buyer)).status).toBe(404);
    // Its owner cannot simply switch it back on.
    expect((await send(`/api/v1/posts/${postId}/activate`, 'POST', seller)).status).toBe(404);
    expect((await notificationsOf(seller.user.id)).at(-1)).toEqual({ type: 'post_removed', data: { title: 'Counterfeit soap', reason: 'Counterfeit goods' } });
    for (const reporter of [buyer, admin]) {
      expect((await notificationsOf(reporter.user.id)).at(-1)).toEqual({ type: 'report_handled', data: { targetType: 'post', resolution: 'removed', title: 'Counterfeit soap' } });
    }
    // Both reports of the item were handled together.
    const pending = await json<TAdminPage<TAdminReport>>('/api/v1/admin/reports', admin);
    expect(pending.items.filter((item) => item.target.id === postId)).toEqual([]);
    const handled = await json<TAdminPage<TAdminReport>>('/api/v1/admin/reports?status=handled', admin);
    const done = handled.items.find((item) => item.id === report.id);
    expect(done).toMatchObject({ resolution: 'removed', target: { isRemoved: true }, actions: ['restore', 'dismiss'] });

    await ok(`/api/v1/admin/reports/${report.id}/resolve`, admin, { action: 'restore' });
    expect((await send(`/api/v1/posts/${postId}`, 'GET', undefined)).status).toBe(200);
  });

  it('dismisses a report and tells the reporter, leaving the item as it was', async () => {
    const postId = await createPost(seller, 'Olive oil tins');
    const filed = await json<{ id: string }>('/api/v1/reports', buyer, 'POST', { targetType: 'post', targetId: postId, reason: 'spam' });
    await ok(`/api/v1/admin/reports/${filed.id}/resolve`, admin, { action: 'dismiss' });
    expect((await send(`/api/v1/posts/${postId}`, 'GET', undefined)).status).toBe(200);
    expect((await notificationsOf(buyer.user.id)).at(-1)).toEqual({ type: 'report_handled', data: { targetType: 'post', resolution: 'dismissed', title: 'Olive oil tins' } });
  });

  it('shows a reported community post and comment in context, removes them from the feed, tells authors and reporters, and restores them', async () => {
    const community = 'region-homs';
    await t.ctx.database.db.insertInto('communities').values({ id: community, kind: 'region', governorate: 'homs', name_ar: 'تجار حمص', name_en: 'Homs traders' }).execute();
    for (const user of [seller, buyer]) expect((await send(`/api/v1/communities/${community}/membership`, 'PUT', user)).status).toBeLessThan(300);
    const post = await json<TCommunityPost>(`/api/v1/communities/${community}/posts`, seller, 'POST', { body: 'Branded cotton, half price' });
    const reply = await json<TCommunityComment>(`/api/v1/community-posts/${post.id}/comments`, buyer, 'POST', { body: 'Call me on WhatsApp' });
    const postReport = await json<{ id: string }>('/api/v1/reports', buyer, 'POST', { targetType: 'community_post', targetId: post.id, reason: 'fraud' });
    const commentReport = await json<{ id: string }>('/api/v1/reports', seller, 'POST', { targetType: 'comment', targetId: reply.id, reason: 'spam' });

    const queue = await json<TAdminPage<TAdminReport>>('/api/v1/admin/reports', admin);
    const place = { id: community, nameAr: 'تجار حمص', nameEn: 'Homs traders' };
    expect(queue.items.find((item) => item.id === postReport.id)).toMatchObject({
      target: { type: 'community_post', id: post.id, body: 'Branded cotton, half price', author: { id: seller.user.id, name: 'Seller Samir' }, community: place, isRemoved: false },
      actions: ['remove', 'dismiss'],
    });
    expect(queue.items.find((item) => item.id === commentReport.id)).toMatchObject({
      target: {
        type: 'comment',
        id: reply.id,
        body: 'Call me on WhatsApp',
        author: { id: buyer.user.id, name: 'Buyer Bana' },
        community: place,
        post: { id: post.id, body: 'Branded cotton, half price', authorName: 'Seller Samir', isRemoved: false },
        isRemoved: false,
      },
      actions: ['remove', 'dismiss'],
    });

    const events: TCommunityLiveEvent[] = [];
    const stop = await subscribeCommunity(t.ctx.database, community, (event) => events.push(event));
    const feedIds = async () => (await json<TCommunityFeed>(`/api/v1/communities/${community}/posts`, buyer)).items.map((item) => item.id);
    const commentIds = async () => (await json<TCommentPage>(`/api/v1/community-posts/${post.id}/comments`, seller)).items.map((item) => item.id);
    try {
      await ok(`/api/v1/admin/reports/${commentReport.id}/resolve`, admin, { action: 'remove', reason: 'Moving buyers off the portal' });
      expect(await commentIds()).toEqual([]);
      await ok(`/api/v1/admin/reports/${postReport.id}/resolve`, admin, { action: 'remove', reason: 'Counterfeit goods' });
      expect(await feedIds()).not.toContain(post.id);
      await vi.waitFor(() =>
        expect(events).toEqual([
          { type: 'comment.deleted', postId: post.id, commentId: reply.id },
          { type: 'post.deleted', postId: post.id },
        ]),
      );
      expect(await notificationsOf(seller.user.id)).toContainEqual({
        type: 'post_removed',
        data: { targetType: 'community_post', title: 'Branded cotton, half price', reason: 'Counterfeit goods' },
      });
      expect(await notificationsOf(buyer.user.id)).toContainEqual({
        type: 'post_removed',
        data: { targetType: 'comment', title: 'Call me on WhatsApp', reason: 'Moving buyers off the portal' },
      });
      const handled = await json<TAdminPage<TAdminReport>>('/api/v1/admin/reports?status=handled', admin);
      expect(handled.items.find((item) => item.id === postReport.id)).toMatchObject({ resolution: 'removed', target: { isRemoved: true }, actions: ['restore', 'dismiss'] });

      await ok(`/api/v1/admin/reports/${postReport.id}/resolve`, admin, { action: 'restore' });
      await ok(`/api/v1/admin/reports/${commentReport.id}/resolve`, admin, { action: 'restore' });
      expect(await feedIds()).toContain(post.id);
      expect(await commentIds()).toEqual([reply.id]);
      await vi.waitFor(() => expect(events.slice(2)).toEqual([{ type: 'post.created', postId: post.id }, { type: 'comment.created', postId: post.id, commentId: reply.id }]));
    } finally {
      stop();
    }
  });

  it('tells each reporter what kind of thing they reported was reviewed, in both languages', async () => {
    const postId = await createPost(seller, 'Saffron by the kilo');
    for (const [targetType, targetId] of [
      ['post', postId],
      ['user', seller.user.id],
    ] as const) {
      const filed = await json<{ id: string }>('/api/v1/reports', buyer, 'POST', { targetType, targetId, reason: 'spam' });
      await ok(`/api/v1/admin/reports/${filed.id}/resolve`, admin, { action: 'dismiss' });
    }
    const texts = (await notificationsOf(buyer.user.id)).filter((row) => row.type === 'report_handled').slice(-2);
    expect(texts.map((row) => notificationText({ type: 'report_handled', data: row.data as Record<string, unknown> }, translator('en')))).toEqual([
      'A post you reported has been reviewed',
      'An account you reported has been reviewed',
    ]);
    expect(texts.map((row) => notificationText({ type: 'report_handled', data: row.data as Record<string, unknown> }, translator('ar')))).toEqual([
      'تمت مراجعة منشور أبلغت عنه',
      'تمت مراجعة حساب أبلغت عنه',
    ]);
  });
});

describe('users', () => {
  it('finds accounts by name, e-mail or phone as people type it', async () => {
    const byName = await json<TAdminPage<TAdminUser>>(`/api/v1/admin/users?q=${encodeURIComponent('samir')}`, admin);
    expect(byName.items.map((item) => item.id)).toEqual([seller.user.id]);
    const byEmail = await json<TAdminPage<TAdminUser>>(`/api/v1/admin/users?q=${encodeURIComponent(buyer.user.email)}`, admin);
    expect(byEmail.items.map((item) => item.id)).toEqual([buyer.user.id]);
    const byPhone = await json<TAdminPage<TAdminUser>>(`/api/v1/admin/users?q=${encodeURIComponent('+963 944 555 666')}`, admin);
    expect(byPhone.items).toMatchObject([{ id: seller.user.id, phone: '+963944555666', isAdmin: false, isSuspended: false }]);
    const wildcard = await json<TAdminPage<TAdminUser>>(`/api/v1/admin/users?q=${encodeURIComponent('%')}`, admin);
    expect(wildcard.items).toEqual([]);
  });

  it('makes and unmakes admins, but never removes the last one', async () => {
    expect((await send(`/api/v1/admin/users/${admin.user.id}/role`, 'POST', admin, { isAdmin: false })).status).toBe(409);
    await ok(`/api/v1/admin/users/${buyer.user.id}/role`, admin, { isAdmin: true });
    expect((await send('/api/v1/admin/settings', 'GET', buyer)).status).toBe(200);
    await ok(`/api/v1/admin/users/${buyer.user.id}/role`, admin, { isAdmin: false });
    expect((await send('/api/v1/admin/settings', 'GET', buyer)).status).toBe(404);
    expect((await send('/api/v1/admin/users/no-such-user/role', 'POST', admin, { isAdmin: true })).status).toBe(404);
  });

  it('suspends: sessions end at once, sign-in is refused with its own code, posts are hidden; unsuspending brings them back', async () => {
    const target = await buildUser(t, { name: 'Spammy Sam' });
    const live = await createPost(target, 'Miracle cream');
    const paused = await createPost(target, 'Old stock');
    expect((await send(`/api/v1/posts/${paused}/pause`, 'POST', target)).status).toBe(200);

    expect((await send(`/api/v1/admin/users/${target.user.id}/suspend`, 'POST', admin, { reason: '' })).status).toBe(400);
    expect((await send(`/api/v1/admin/users/${admin.user.id}/suspend`, 'POST', admin, { reason: 'Self' })).status).toBe(409);
    const base = await t.listen();
    const socket = await openSocket(base, { cookie: target.cookie });
    await socket.waitFor((frame) => frame.kind === 'hello');
    await ok(`/api/v1/admin/users/${target.user.id}/suspend`, admin, { reason: 'Repeated spam' });
    // The live socket closes at once, and no new one is let in.
    expect(await socket.closed).toBe(REALTIME_CLOSE.sessionEnded);
    await expect(openSocket(base, { cookie: target.cookie })).rejects.toThrow('refused: 401');

    expect((await send('/api/v1/me/profile', 'GET', target)).status).toBe(401);
    const signIn = await t.app.request(
      '/api/auth/sign-in/email',
      { method: 'POST', headers: jsonHeaders(), body: JSON.stringify({ email: target.user.email, password: target.password }) },
      fromAddress('198.51.100.77'),
    );
    expect(signIn.status).toBe(403);
    expect(await signIn.json()).toMatchObject({ error: { code: 'account_suspended' } });
    expect((await send(`/api/v1/posts/${live}`, 'GET', undefined)).status).toBe(404);
    const listed = await json<TAdminPage<TAdminUser>>(`/api/v1/admin/users?q=${encodeURIComponent('Spammy')}`, admin);
    expect(listed.items).toMatchObject([{ isSuspended: true, suspendReason: 'Repeated spam' }]);

    await ok(`/api/v1/admin/users/${target.user.id}/unsuspend`, admin);
    expect((await send(`/api/v1/posts/${live}`, 'GET', undefined)).status).toBe(200);
    // A post its owner had paused stays paused.
    const rows = await t.ctx.database.db.selectFrom('posts').select(['id', 'is_active']).where('user_id', '=', target.user.id).execute();
    expect(Object.fromEntries(rows.map((row) => [row.id, row.is_active]))).toEqual({ [live]: true, [paused]: false });
    const again = await t.app.request(
      '/api/auth/sign-in/email',
      { method: 'POST', headers: jsonHeaders(), body: JSON.stringify({ email: target.user.email, password: target.password }) },
      fromAddress('198.51.100.78'),
    );
    expect(again.status).toBe(200);
  });
});

describe('search synonyms', () => {
  it('adds, edits and deletes a group, and the search follows at once', async () => {
    const postId = await createPost(seller, 'Ballpoint pens in boxes');
    const found = async (q: string) =>
      ((await json<{ posts: Array<{ id: string }> }>(`/api/v1/search?q=${encodeURIComponent(q)}`, undefined)).posts ?? []).map((post) => post.id);
    expect(await found('طبلية')).not.toContain(postId);
    expect((await send('/api/v1/admin/synonyms', 'POST', admin, { words: ['طبلية'] })).status).toBe(400);
    const group = await json<{ id: string; words: string[] }>('/api/v1/admin/synonyms', admin, 'POST', { words: [' طبلية ', 'ballpoint', 'ballpoint'] });
    expect(group.words).toEqual(['طبلية', 'ballpoint']);
    expect(await found('طبلية')).toContain(postId);
    const listed = await json<TAdminPage<{ id: string; words: string[] }>>(`/api/v1/admin/synonyms?q=${encodeURIComponent('طبل')}`, admin);
    expect(listed.items.map((item) => item.id)).toEqual([group.id]);
    await json(`/api/v1/admin/synonyms/${group.id}`, admin, 'PUT', { words: ['طبلية', 'tray'] });
    expect(await found('طبلية')).not.toContain(postId);
    expect((await send(`/api/v1/admin/synonyms/${group.id}`, 'DELETE', admin)).status).toBe(204);
    expect((await send(`/api/v1/admin/synonyms/${group.id}`, 'DELETE', admin)).status).toBe(404);
    const page = await json<TAdminPage<{ id: string }>>('/api/v1/admin/synonyms', admin);
    expect(page.items).toHaveLength(20);
    expect(page.nextCursor).not.toBeNull();
  });
});

describe('searches that found nothing', () => {
  const searchIds = async (q: string, user?: BuiltUser, extra = '') =>
    (await json<{ posts: Array<{ id: string }> }>(`/api/v1/search?q=${encodeURIComponent(q)}${extra}`, user)).posts.map((post) => post.id);
  const misses = async () => (await json<{ items: TSearchMiss[] }>('/api/v1/admin/search-misses', admin)).items;

  it('counts them per day under the folded words, never with who searched, and purges counts after 90 days', async () => {
    const { db } = t.ctx.database;
    expect(await searchIds('الزعرور البري', buyer)).toEqual([]);
    expect(await searchIds('زعرور بري')).toEqual([]);
    expect(await searchIds('زعرورٌ البرّي', seller)).toEqual([]);
    // The same words again on another page, tab, order or with a filter are not counted again.
    await searchIds('زعرور بري', undefined, '&page=2');
    await searchIds('زعرور بري', undefined, '&tab=products');
    await searchIds('زعرور بري', undefined, '&sort=newest');
    await searchIds('زعرور بري', undefined, '&governorate=homs');
    expect((await misses()).find((miss) => miss.query === 'زعرور بري')).toEqual({ query: 'زعرور بري', misses: 3, finds: 0 });
    const columns = await sql<{ column_name: string }>`
      SELECT column_name FROM information_schema.columns WHERE table_name = 'search_misses' ORDER BY column_name
    `.execute(db);
    expect(columns.rows.map((row) => row.column_name)).toEqual(['day', 'finds', 'misses', 'query']);
    const stored = await sql<{ row: string }>`SELECT row_to_json(m)::text AS row FROM search_misses m`.execute(db);
    for (const { row } of stored.rows) for (const user of [buyer, seller]) expect(row).not.toContain(user.user.id);

    await sql`INSERT INTO search_misses (query, day, misses) VALUES ('old words', current_date - 91, 5), ('recent words', current_date - 89, 2),
              ('last month', current_date - 31, 9)`.execute(db);
    await searchIds('زعرور بري');
    const kept = await sql<{ query: string }>`SELECT query FROM search_misses WHERE query IN ('old words', 'recent words', 'last month') ORDER BY query`.execute(db);
    expect(kept.rows.map((row) => row.query)).toEqual(['last month', 'recent words']);
    // The list shows the last 30 days, the most frequent first.
    const listed = await misses();
    expect(listed.map((miss) => miss.query)).not.toContain('last month');
    expect(listed.map((miss) => miss.query)).not.toContain('recent words');
    expect(listed[0]).toEqual({ query: 'زعرور بري', misses: 4, finds: 0 });
  });

  it('adds the words of a counted search to a synonym group or as a plural, and counts the searches that find something since', async () => {
    const hawthorn = await createPost(seller, 'Wild hawthorn jam');
    expect(await searchIds('الزعرور البري')).toEqual([]);
    const bad = await send('/api/v1/admin/search-misses/synonyms', 'POST', admin, { query: 'زعرور بري', words: [] });
    expect(bad.status).toBe(400);
    const group = await json<{ id: string; words: string[] }>('/api/v1/admin/search-misses/synonyms', admin, 'POST', { query: 'زعرور بري', words: ['wild hawthorn'] });
    expect(group.words).toEqual(['wild hawthorn', 'زعرور بري']);
    expect(await searchIds('الزعرور البري', buyer)).toEqual([hawthorn]);
    expect(await searchIds('زعرور بري')).toEqual([hawthorn]);
    expect((await misses()).find((miss) => miss.query === 'زعرور بري')).toMatchObject({ finds: 2 });

    // Words that join a group already there: the group of شبشب takes مشايات.
    const slippers = await createPost(seller, 'شبشب جلد رجالي');
    expect(await searchIds('مشايات')).toEqual([]);
    const before = await t.ctx.database.db.selectFrom('search_synonyms').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    const joined = await json<{ id: string; words: string[] }>('/api/v1/admin/search-misses/synonyms', admin, 'POST', { query: 'مشايات', words: ['شِبشِب'] });
    expect(joined.words).toEqual(expect.arrayContaining(['شحاطة', 'شبشب', 'مشايات']));
    const after = await t.ctx.database.db.selectFrom('search_synonyms').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
    expect(await searchIds('مشايات')).toEqual([slippers]);

    // A plural pair: قناني is the plural of قنينة.
    const bottle = await createPost(seller, 'قنينة زجاج فارغة');
    expect(await searchIds('قناني')).toEqual([]);
    expect((await send('/api/v1/admin/plurals', 'PUT', admin, { plural: 'قناني زجاج', singular: 'قنينة' })).status).toBe(400);
    await ok('/api/v1/admin/plurals', admin, { plural: 'قناني', singular: 'قنينة' }, 'PUT');
    expect(await searchIds('قناني')).toEqual([bottle]);
    expect((await misses()).find((miss) => miss.query === 'قناني')).toEqual({ query: 'قناني', misses: 1, finds: 1 });
  });
});

describe('settings and the audit log', () => {
  it('turns the maintenance page off and on, and logs every action with who, what and why', async () => {
    expect(await json<{ maintenance: boolean }>('/api/v1/admin/settings', admin)).toEqual({ maintenance: true });
    await ok('/api/v1/admin/settings/maintenance', admin, { maintenance: false }, 'PUT');
    expect(await json<{ maintenance: boolean }>('/api/v1/site', undefined)).toMatchObject({ maintenance: false });
    await ok('/api/v1/admin/settings/maintenance', admin, { maintenance: true }, 'PUT');
    expect(await json<{ maintenance: boolean }>('/api/v1/site', undefined)).toMatchObject({ maintenance: true });

    const audit = await json<TAdminPage<TAdminAuditEntry>>('/api/v1/admin/audit', admin);
    expect(audit.items.slice(0, 2)).toMatchObject([
      { action: 'maintenance_on', admin: { id: admin.user.id, name: 'Admin Amal' }, targetType: 'setting' },
      { action: 'maintenance_off' },
    ]);
    const everything: TAdminAuditEntry[] = [...audit.items];
    let cursor = audit.nextCursor;
    while (cursor) {
      const next = await json<TAdminPage<TAdminAuditEntry>>(`/api/v1/admin/audit?cursor=${cursor}`, admin);
      everything.push(...next.items);
      cursor = next.nextCursor;
    }
    const actions = everything.map((entry) => entry.action);
    for (const action of ['verification_approved', 'verification_rejected', 'enquiry_handled', 'report_removed', 'report_restored', 'report_dismissed', 'admin_granted', 'admin_revoked', 'user_suspended', 'user_unsuspended', 'synonyms_added', 'synonyms_changed', 'synonyms_deleted', 'plural_saved']) {
      expect(actions).toContain(action);
    }
    expect(everything.find((entry) => entry.action === 'user_suspended')).toMatchObject({ reason: 'Repeated spam', targetLabel: 'Spammy Sam' });
  });
});
