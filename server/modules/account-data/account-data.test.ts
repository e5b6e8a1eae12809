import { sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '#common/errors.ts';
import { ACCOUNT_DELETE_LIMIT } from '#common/limits.ts';
import type { TDeletionRequirements } from '#common/schemas/account-data.ts';
import type { TConversationList, TMessagePage, TThread } from '#common/schemas/messages.ts';
import { ZUploadedImage, type TUploadedImage } from '#common/schemas/uploads.ts';
import { secretOf, totpCode } from '#server/test/totp-code.ts';
import { imageObjectPaths } from '#server/lib/storage/store-image.ts';
import { buildUser, confirmPhone, expectLimited, resetRateLimits, type BuiltUser } from '#server/test/factories.ts';
import { insertCategories, postInput } from '#server/test/post-fixtures.ts';
import { readMail } from '#server/test/read-mail.ts';
import { readTarGz } from '#server/test/read-tar.ts';
import { jsonHeaders, requestAs, useTestApp } from '#server/test/test-app.ts';
import { makeJpeg, storedFiles, upload } from '#server/test/test-images.ts';

const t = useTestApp();
const COMMUNITY = 'traders-of-aleppo';

beforeAll(async () => {
  await insertCategories(t);
  await t.ctx.database.db
    .insertInto('communities')
    .values({ id: COMMUNITY, kind: 'region', governorate: 'aleppo', name_ar: 'تجار حلب', name_en: 'Aleppo traders' })
    .execute();
});
afterEach(() => resetRateLimits(t));

const call = (path: string, method: string, user: BuiltUser | { headers: Record<string, string> }, body?: unknown) =>
  requestAs(t, path, method, user, body);
const json = async <T>(response: Response) => (await response.json()) as T;
let sends = 0;

async function expectOk(response: Response, status = 200): Promise<Response> {
  expect(response.status, await response.clone().text()).toBe(status);
  return response;
}

async function uploadPhoto(user: BuiltUser, folder: string): Promise<TUploadedImage> {
  const response = await upload(t, '/api/v1/uploads/images', user, { bytes: await makeJpeg(360, 240), name: 'photo.jpg', type: 'image/jpeg' }, { folder });
  expect(response.status).toBe(201);
  return ZUploadedImage.parse(await response.json());
}

async function createPost(user: BuiltUser, kind: 'product' | 'listing', title: string, imageIds: string[] = []): Promise<string> {
  const response = await expectOk(await call('/api/v1/posts', 'POST', user, postInput(kind, { title, imageIds })), 201);
  return (await json<{ id: string }>(response)).id;
}

async function sendMessage(from: BuiltUser, to: BuiltUser, text: string, imageId?: string) {
  await expectOk(await call('/api/v1/messages', 'POST', from, { to: to.user.id, clientId: `account-data-${(sends += 1)}`, text, imageId }), 201);
}

/** A seller with an avatar, a photo of each kind of post, a picture in a message, a favourite, a community post and comment. */
async function buildActiveUser(name: string, locale: 'ar' | 'en' = 'ar') {
  const user = await buildUser(t, { name, locale, phone: `+9639${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` });
  const avatar = await uploadPhoto(user, 'avatars');
  await expectOk(await call('/api/v1/me/profile', 'PATCH', user, { avatarUrl: avatar.url, companyDescription: `${name} makes olive soap` }));
  const postPhoto = await uploadPhoto(user, 'posts');
  const product = await createPost(user, 'product', `${name} laurel soap`, [postPhoto.id]);
  const listing = await createPost(user, 'listing', `${name} wants a press`);
  await expectOk(await call(`/api/v1/communities/${COMMUNITY}/membership`, 'PUT', user), 204);
  const communityPost = await json<{ id: string }>(
    await expectOk(await call(`/api/v1/communities/${COMMUNITY}/posts`, 'POST', user, { body: `${name} says hello to Aleppo` }), 201),
  );
  await expectOk(await call(`/api/v1/community-posts/${communityPost.id}/comments`, 'POST', user, { body: `${name} comments here` }), 201);
  return { user, avatar, postPhoto, product, listing, communityPostId: communityPost.id };
}

async function exportOf(user: BuiltUser) {
  const response = await expectOk(await t.app.request('/api/v1/me/export', { headers: user.headers }));
  const files = readTarGz(new Uint8Array(await response.arrayBuffer()));
  const data = JSON.parse(files.get('data.json')?.toString('utf8') ?? 'null') as Record<string, unknown>;
  return { response, files, data, text: files.get('data.json')?.toString('utf8') ?? '' };
}

/** The account-deleted mails sent to a user (the outbox also holds the sign-up confirmation). */
const deletionMails = async (user: BuiltUser) =>
  (await t.outbox())
    .map(readMail)
    .filter((mail) => mail.to.includes(user.user.email) && /deleted|حُذف/.test(mail.subject));

const rowCount = async (table: string, column: string, value: string) =>
  Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${value}`.execute(t.ctx.database.db)).rows[0]?.n);

describe('signed out', () => {
  it('answers 401 to every route of the user’s own data', async () => {
    const visitor = { headers: jsonHeaders() };
    for (const [method, path] of [
      ['GET', '/api/v1/me/export'],
      ['GET', '/api/v1/me/delete-account'],
      ['POST', '/api/v1/me/delete-account'],
    ] as const) {
      const response = await call(path, method, visitor, method === 'POST' ? { password: 'whatever-1' } : undefined);
      expect(response.status, path).toBe(401);
      expect((await json<ErrorBody>(response)).error.code).toBe('unauthenticated');
    }
  });
});

describe('download my data', () => {
  it('is one tar.gz attachment with exactly the user’s data and stored files, and nothing of another user', async () => {
    const amal = await buildActiveUser('Amal');
    const basel = await buildActiveUser('Basel', 'en');
    const amalMessagePhoto = await uploadPhoto(amal.user, 'messages');
    await sendMessage(amal.user, basel.user, 'Amal asks about the price', amalMessagePhoto.id);
    await sendMessage(basel.user, amal.user, 'Basel private answer 42');
    await expectOk(await call(`/api/v1/me/favorites/posts/${basel.product}`, 'PUT', amal.user));
    await expectOk(await call(`/api/v1/me/favorites/sellers/${basel.user.user.id}`, 'PUT', amal.user));

    const { response, files, data, text } = await exportOf(amal.user);
    expect(response.headers.get('content-type')).toBe('application/gzip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="account-data-\d{4}-\d{2}-\d{2}\.tar\.gz"$/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');

    // Exactly Amal's stored images (avatar, post photo, message picture), one file each.
    const amalImages = await t.ctx.database.db.selectFrom('images').select(['id', 'bucket', 'path']).where('owner_id', '=', amal.user.user.id).execute();
    expect(amalImages).toHaveLength(3);
    expect([...files.keys()].sort()).toEqual(['data.json', ...amalImages.map((image) => `images/${image.path.split('/')[0]}/${image.id}.jpg`)].sort());
    for (const image of amalImages) {
      const stored = await t.ctx.storage.get(image.bucket, image.path);
      expect(files.get(`images/${image.path.split('/')[0]}/${image.id}.jpg`)).toEqual(Buffer.from(stored?.body ?? []));
    }

    expect(data).toMatchObject({
      format: 1,
      // A number becomes the account's sign-in phone only once confirmed by SMS; until then it is the profile's.
      account: { id: amal.user.user.id, email: amal.user.user.email, phone: null, signInMethods: ['password'] },
      profile: { phone: expect.stringMatching(/^\+9639/), fullName: 'Amal', companyDescription: 'Amal makes olive soap', avatarUrl: amal.avatar.url },
      posts: [
        { id: amal.product, kind: 'product', title: 'Amal laurel soap', images: [`images/posts/${amal.postPhoto.id}.jpg`] },
        { id: amal.listing, kind: 'listing', title: 'Amal wants a press', images: [] },
      ],
      messagesSent: [{ text: 'Amal asks about the price', toUserId: basel.user.user.id, image: `images/messages/${amalMessagePhoto.id}.jpg` }],
      favourites: { posts: [{ postId: basel.product, kind: 'product' }], sellers: [{ sellerId: basel.user.user.id }] },
      communities: {
        memberships: [{ communityId: COMMUNITY }],
        posts: [{ id: amal.communityPostId, text: 'Amal says hello to Aleppo' }],
        comments: [{ text: 'Amal comments here' }],
      },
    });
    expect((data.account as { createdAt: string }).createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Of Basel, ids only: not his e-mail, name, texts, posts or files.
    for (const theirs of [basel.user.user.email, 'Basel private answer 42', 'Basel laurel soap', 'Basel says hello', 'Basel makes', basel.postPhoto.id, basel.avatar.id]) {
      expect(text, theirs).not.toContain(theirs);
    }
    expect([...files.keys()].some((name) => name.includes(basel.postPhoto.id) || name.includes(basel.avatar.id))).toBe(false);
  });
});

describe('delete my account', () => {
  it('tells what it asks for: the password of an account that has one', async () => {
    const user = await buildUser(t);
    expect(await json<TDeletionRequirements>(await call('/api/v1/me/delete-account', 'GET', user))).toEqual({ password: true, code: false, confirmation: false });
  });

  it('with a wrong or missing password changes nothing', async () => {
    const { user, product, postPhoto } = await buildActiveUser('Carla');
    const filesBefore = await storedFiles(t);
    const wrong = await call('/api/v1/me/delete-account', 'POST', user, { password: 'not-the-password-1' });
    expect(wrong.status).toBe(403);
    expect((await json<ErrorBody>(wrong)).error.code).toBe('invalid_password');
    const missing = await call('/api/v1/me/delete-account', 'POST', user, {});
    expect(missing.status).toBe(400);
    expect((await json<ErrorBody>(missing)).error.fields).toEqual({ password: 'account.data.passwordRequired' });

    expect((await t.app.request('/api/v1/me/profile', { headers: user.headers })).status).toBe(200);
    expect((await t.app.request(`/api/v1/posts/${product}`)).status).toBe(200);
    expect(await rowCount('images', 'id', postPhoto.id)).toBe(1);
    expect(await storedFiles(t)).toEqual(filesBefore);
    expect(await deletionMails(user)).toHaveLength(0);
  });

  it('removes posts, images, sessions, profile, favourites and memberships; keeps messages to others from a deleted user; sends the mail', async () => {
    const dana = await buildActiveUser('Dana');
    const emad = await buildActiveUser('Emad', 'en');
    const danaMessagePhoto = await uploadPhoto(dana.user, 'messages');
    await sendMessage(dana.user, emad.user, 'Dana’s question stays', danaMessagePhoto.id);
    await sendMessage(emad.user, dana.user, 'Emad replies');
    await expectOk(await call(`/api/v1/me/favorites/posts/${emad.product}`, 'PUT', dana.user));
    await expectOk(await call(`/api/v1/me/favorites/posts/${dana.product}`, 'PUT', emad.user));
    await expectOk(await call(`/api/v1/me/favorites/sellers/${dana.user.user.id}`, 'PUT', emad.user));
    // A comment of Emad's under Dana's community post goes with her post; his own post stays.
    await expectOk(await call(`/api/v1/community-posts/${dana.communityPostId}/comments`, 'POST', emad.user, { body: 'Emad under Dana' }), 201);
    const danaId = dana.user.user.id;
    const keptImage = await t.ctx.database.db.selectFrom('images').select(['path', 'variants']).where('id', '=', danaMessagePhoto.id).executeTakeFirstOrThrow();
    const goneImages = await t.ctx.database.db.selectFrom('images').select(['path', 'variants']).where('owner_id', '=', danaId).where('id', '!=', danaMessagePhoto.id).execute();
    expect(goneImages).toHaveLength(2);

    await expectOk(await call('/api/v1/me/delete-account', 'POST', dana.user, { password: dana.user.password }), 204);

    // Signed out everywhere, and the account cannot sign in again.
    expect((await t.app.request('/api/v1/me/profile', { headers: dana.user.headers })).status).toBe(401);
    const signIn = await t.app.request('/api/auth/sign-in/email', { method: 'POST', headers: jsonHeaders(), body: JSON.stringify({ email: dana.user.user.email, password: dana.user.password }) });
    expect(signIn.status).toBe(401);
    // Her rows are gone.
    for (const [table, column] of [
      ['user', 'id'],
      ['profiles', 'id'],
      ['session', 'userId'],
      ['account', 'userId'],
      ['posts', 'user_id'],
      ['post_favorites', 'user_id'],
      ['seller_favorites', 'seller_id'],
      ['community_members', 'user_id'],
      ['community_posts', 'author_id'],
      ['community_comments', 'author_id'],
      ['notifications', 'user_id'],
    ]) {
      expect(await rowCount(table!, column!, danaId), `${table}.${column}`).toBe(0);
    }
    expect(await rowCount('community_comments', 'body', 'Emad under Dana')).toBe(0);
    expect(await rowCount('community_posts', 'id', emad.communityPostId)).toBe(1);
    expect((await t.app.request(`/api/v1/posts/${dana.product}`)).status).toBe(404);
    // Her photos are gone from storage; the picture in her kept message stays.
    const files = await storedFiles(t);
    for (const image of goneImages) for (const objectPath of imageObjectPaths(image)) expect(files).not.toContain(`images/${objectPath}`);
    for (const objectPath of imageObjectPaths(keptImage)) expect(files).toContain(`images/${objectPath}`);
    // Emad's favourite of her post shows as unavailable, without her photo.
    const favourite = await t.ctx.database.db.selectFrom('post_favorites').select(['post_id', 'image']).where('user_id', '=', emad.user.user.id).where('title', '=', 'Dana laurel soap').executeTakeFirstOrThrow();
    expect(favourite).toEqual({ post_id: null, image: null });

    // Emad still has the conversation, with her message, from a deleted user whose id is no longer hers.
    const list = await json<TConversationList>(await call('/api/v1/messages/conversations', 'GET', emad.user));
    const conversation = list.items.find((item) => item.peer.isDeleted);
    expect(conversation?.peer).toEqual({ id: expect.stringMatching(/^deleted-/), name: '', avatarUrl: null, isVerified: false, isDeleted: true });
    const strangerId = conversation?.peer.id ?? '';
    expect(list.items.some((item) => item.peer.id === danaId)).toBe(false);
    const thread = await json<TThread>(await expectOk(await call(`/api/v1/messages/with/${strangerId}`, 'GET', emad.user)));
    expect(thread.peer.isDeleted).toBe(true);
    const page = await json<TMessagePage>(await call(`/api/v1/messages/conversations/${thread.conversationId}/messages`, 'GET', emad.user));
    expect(page.items.map((message) => message.text)).toEqual(['Emad replies', 'Dana’s question stays']);
    expect(page.items[1]?.image?.id).toBe(danaMessagePhoto.id);
    // Nobody can write to or block the deleted account, by either id.
    for (const id of [danaId, strangerId]) {
      const reply = await call('/api/v1/messages', 'POST', emad.user, { to: id, clientId: `account-data-${(sends += 1)}`, text: 'Hello?' });
      expect(reply.status).toBe(400);
      expect((await call(`/api/v1/blocks/${id}`, 'PUT', emad.user)).status).toBe(404);
    }

    // The confirmation mail, in her language (Arabic).
    const mails = await deletionMails(dana.user);
    expect(mails.map((mail) => mail.subject)).toEqual(['حُذف حسابك في بوابة الأعمال السورية']);
    expect(mails[0]?.text).toContain('مستخدم محذوف');
  });

  it('with two-factor sign-in on, asks for the password and a current code, each code once', async () => {
    const user = await buildUser(t, { locale: 'en' });
    const enable = await call('/api/auth/two-factor/enable', 'POST', user, { password: user.password });
    const secret = secretOf((await json<{ totpURI: string }>(await expectOk(enable))).totpURI);
    // Every code of this test is taken from one moment, so that a 30-second step turning over while
    // it runs changes nothing: the first code stays the used one, the next step's stays valid.
    const now = Date.now();
    const firstCode = totpCode(secret, { time: now });
    const confirm = await expectOk(await call('/api/auth/two-factor/verify-totp', 'POST', user, { code: firstCode }));
    const cookie = confirm.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .filter((pair) => !pair?.endsWith('='))
      .join('; ');
    const signedIn = { headers: jsonHeaders({ cookie: cookie || user.cookie }) };
    expect(await json<TDeletionRequirements>(await call('/api/v1/me/delete-account', 'GET', signedIn))).toEqual({ password: true, code: true, confirmation: false });

    const withoutCode = await call('/api/v1/me/delete-account', 'POST', signedIn, { password: user.password });
    expect((await json<ErrorBody>(withoutCode)).error.fields).toEqual({ code: 'security.validation.codeRequired' });
    const wrongCode = await call('/api/v1/me/delete-account', 'POST', signedIn, { password: user.password, code: ['000000', totpCode(secret, { time: now, stepOffset: 1 })].includes(firstCode) ? '111111' : '000000' });
    expect(wrongCode.status).toBe(403);
    expect((await json<ErrorBody>(wrongCode)).error.code).toBe('invalid_code');
    // The code that turned two-factor on was used already.
    const used = await call('/api/v1/me/delete-account', 'POST', signedIn, { password: user.password, code: firstCode });
    expect((await json<ErrorBody>(used)).error.code).toBe('invalid_code');
    expect(await rowCount('user', 'id', user.user.id)).toBe(1);

    await expectOk(await call('/api/v1/me/delete-account', 'POST', signedIn, { password: user.password, code: totpCode(secret, { time: now, stepOffset: 1 }) }), 204);
    expect(await rowCount('user', 'id', user.user.id)).toBe(0);
    expect(await rowCount('twoFactor', 'userId', user.user.id)).toBe(0);
    expect((await deletionMails(user)).map((mail) => mail.subject)).toEqual(['Your Syria Business Portal account has been deleted']);
  });

  it('for an account without a password (Google only), asks for its e-mail from a recent session', async () => {
    const user = await buildUser(t);
    const { db } = t.ctx.database;
    await sql`UPDATE account SET "providerId" = 'google', password = NULL WHERE "userId" = ${user.user.id}`.execute(db);
    expect(await json<TDeletionRequirements>(await call('/api/v1/me/delete-account', 'GET', user))).toEqual({ password: false, code: false, confirmation: true });

    const mistyped = await call('/api/v1/me/delete-account', 'POST', user, { confirmation: 'someone@example.com' });
    expect(mistyped.status).toBe(400);
    expect((await json<ErrorBody>(mistyped)).error.fields).toEqual({ confirmation: 'account.data.confirmationMismatch' });
    await db.updateTable('session').set({ createdAt: new Date(Date.now() - 60 * 60_000) } as never).where('userId', '=', user.user.id).execute();
    const stale = await call('/api/v1/me/delete-account', 'POST', user, { confirmation: user.user.email });
    expect(stale.status).toBe(403);
    expect((await json<ErrorBody>(stale)).error.code).toBe('session_not_fresh');
    expect(await rowCount('user', 'id', user.user.id)).toBe(1);

    await db.updateTable('session').set({ createdAt: new Date() } as never).where('userId', '=', user.user.id).execute();
    await expectOk(await call('/api/v1/me/delete-account', 'POST', user, { confirmation: user.user.email.toUpperCase() }), 204);
    expect(await rowCount('user', 'id', user.user.id)).toBe(0);
  });

  it('limits attempts per user', async () => {
    const user = await buildUser(t);
    for (let attempt = 0; attempt < ACCOUNT_DELETE_LIMIT.perUser; attempt += 1) {
      expect((await call('/api/v1/me/delete-account', 'POST', user, { password: `wrong-guess-${attempt}` })).status).toBe(403);
    }
    await expectLimited(await call('/api/v1/me/delete-account', 'POST', user, { password: user.password }), ACCOUNT_DELETE_LIMIT);
    expect(await rowCount('user', 'id', user.user.id)).toBe(1);
  });
});

describe('nothing personal remains', () => {
  it('after deleting an account that used every feature, no table holds its id, e-mail, phone or names', async () => {
    const phoneDigits = `9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const user = await buildUser(t, { name: 'Zubaida Qandeelawi', businessName: 'Yarmoukline Looms', locale: 'en', phone: `+963${phoneDigits}` });
    const other = await buildActiveUser('Widad');
    const admin = await buildUser(t, { admin: true });
    // Profile with avatar, phone confirmed by SMS.
    const avatar = await uploadPhoto(user, 'avatars');
    await expectOk(await call('/api/v1/me/profile', 'PATCH', user, { avatarUrl: avatar.url, companyDescription: 'Zubaida weaves Yarmoukline carpets' }));
    await expectOk(await confirmPhone(t, user));
    // Posts with images, a community post and comments, favourites both ways.
    const photo = await uploadPhoto(user, 'posts');
    const product = await createPost(user, 'product', 'Wool carpet', [photo.id]);
    await createPost(user, 'listing', 'Qandeelawi wants wool');
    await expectOk(await call(`/api/v1/communities/${COMMUNITY}/membership`, 'PUT', user), 204);
    const ownPost = await json<{ id: string }>(await expectOk(await call(`/api/v1/communities/${COMMUNITY}/posts`, 'POST', user, { body: 'Zubaida greets Aleppo' }), 201));
    await expectOk(await call(`/api/v1/community-posts/${other.communityPostId}/comments`, 'POST', user, { body: 'Zubaida answers Widad' }), 201);
    await expectOk(await call(`/api/v1/community-posts/${ownPost.id}/comments`, 'POST', other.user, { body: 'Widad under Zubaida' }), 201);
    await expectOk(await call(`/api/v1/me/favorites/posts/${other.product}`, 'PUT', user));
    await expectOk(await call(`/api/v1/me/favorites/sellers/${other.user.user.id}`, 'PUT', user));
    await expectOk(await call(`/api/v1/me/favorites/posts/${product}`, 'PUT', other.user));
    await expectOk(await call(`/api/v1/me/favorites/sellers/${user.user.id}`, 'PUT', other.user));
    // Messages both ways, with a picture; a block; reports by and about the user; an enquiry.
    const picture = await uploadPhoto(user, 'messages');
    // What the two wrote to each other stays with Widad; the texts name no one here.
    await sendMessage(user, other.user, 'Do you ship to Homs?', picture.id);
    await sendMessage(other.user, user, 'Yes, every week');
    await expectOk(await call(`/api/v1/blocks/${admin.user.id}`, 'PUT', user), 204);
    await expectOk(await call('/api/v1/reports', 'POST', user, { targetType: 'post', targetId: other.product, reason: 'other', details: 'Zubaida Qandeelawi thinks this is fake' }), 201);
    await expectOk(await call('/api/v1/reports', 'POST', other.user, { targetType: 'user', targetId: user.user.id, reason: 'spam', details: 'Widad reports someone' }), 201);
    await expectOk(await call('/api/v1/enquiries', 'POST', user, { title: 'Zubaida asks', description: 'Qandeelawi would like to know more' }), 201);
    // A verification request with both documents; an admin rejects it (the audit log names the user).
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const register = await json<{ id: string }>(await expectOk(await upload(t, '/api/v1/uploads/documents', user, { bytes: pdf, name: 'register.pdf', type: 'application/pdf' }), 201));
    const licence = await json<{ id: string }>(
      await expectOk(await upload(t, '/api/v1/uploads/documents', user, { bytes: await makeJpeg(300, 200), name: 'licence.jpg', type: 'image/jpeg' }), 201),
    );
    const request = await json<{ id: string }>(
      await expectOk(
        await call('/api/v1/me/verification', 'POST', user, { businessName: 'Yarmoukline Looms', registrationNumber: 'Z-77', notes: 'Zubaida’s notes', commercialRegisterId: register.id, industrialLicenceId: licence.id }),
        201,
      ),
    );
    await expectOk(await call(`/api/v1/admin/verifications/${request.id}/reject`, 'POST', admin, { reason: 'The register is unreadable' }), 204);
    await expectOk(await call('/api/v1/me/verification', 'POST', user, { businessName: 'Yarmoukline Looms', commercialRegisterId: register.id }), 201);
    // A second session, from another browser.
    const again = await t.app.request('/api/auth/sign-in/email', { method: 'POST', headers: jsonHeaders(), body: JSON.stringify({ email: user.user.email, password: user.password }) });
    expect(again.status).toBe(200);

    await expectOk(await call('/api/v1/me/delete-account', 'POST', user, { password: user.password }), 204);

    const { db } = t.ctx.database;
    const columns = await sql<{ table_name: string; column_name: string }>`
      SELECT c.table_name, c.column_name FROM information_schema.columns c
      JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name AND tb.table_type = 'BASE TABLE'
      WHERE c.table_schema = current_schema()
        AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'tsvector')
      ORDER BY c.table_name, c.column_name`.execute(db);
    expect(columns.rows.length).toBeGreaterThan(50);
    const needles = [user.user.id, user.user.email, phoneDigits, 'Zubaida', 'Qandeelawi', 'Yarmoukline'];
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns.rows) {
      const { rows } = await sql<{ value: string }>`
        SELECT ${sql.ref(column)}::text AS value FROM ${sql.table(table)}
        WHERE ${sql.ref(column)}::text ILIKE ANY (${needles.map((needle) => `%${needle}%`)}::text[])
        LIMIT 3`.execute(db);
      for (const row of rows) found.push(`${table}.${column}: ${row.value.slice(0, 200)}`);
    }
    expect(found).toEqual([]);
    // What others keep still works: Widad's conversation shows a deleted user.
    const list = await json<TConversationList>(await call('/api/v1/messages/conversations', 'GET', other.user));
    expect(list.items.map((item) => item.peer.isDeleted)).toContain(true);
  }, 180_000);
});
