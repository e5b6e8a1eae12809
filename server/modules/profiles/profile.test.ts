import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '#common/errors.ts';
import { PROFILE_WRITE_LIMIT } from '#common/limits.ts';
import { ZMyProfile } from '#common/schemas/profiles.ts';
import { ZUploadedImage, type TUploadedImage } from '#common/schemas/uploads.ts';
import { buildUser, fromAddress, type BuiltUser } from '#server/test/factories.ts';
import { TEST_ORIGIN, useTestApp } from '#server/test/test-app.ts';
import { makeJpeg, upload } from '#server/test/test-images.ts';

const t = useTestApp();
let owner: BuiltUser;
let other: BuiltUser;
let address = 0;

beforeAll(async () => {
  owner = await buildUser(t);
  other = await buildUser(t);
});

/** PATCH /api/v1/me/profile from a fresh client address, so that only the limit test reaches the limit. */
const patch = (user: BuiltUser, body: unknown, client = `198.51.100.${(address += 1)}`, headers: Record<string, string> = {}) =>
  t.app.request('/api/v1/me/profile', { method: 'PATCH', headers: { ...user.headers, ...headers }, body: JSON.stringify(body) }, fromAddress(client));

async function profileOf(user: BuiltUser) {
  return ZMyProfile.parse(await (await t.app.request('/api/v1/me/profile', { headers: user.headers })).json());
}

async function uploadAs(user: BuiltUser, folder: string): Promise<TUploadedImage> {
  const response = await upload(t, '/api/v1/uploads/images', user, { bytes: await makeJpeg(400, 300), name: 'me.jpg', type: 'image/jpeg' }, { folder });
  expect(response.status).toBe(201);
  return ZUploadedImage.parse(await response.json());
}

async function expectRefusedAvatar(response: Response) {
  expect(response.status).toBe(400);
  const { error } = (await response.json()) as ErrorBody;
  expect(error.code).toBe('validation_failed');
  expect(error.fields).toEqual({ avatarUrl: 'account.avatarNotOwned' });
}

describe('profile avatar', () => {
  it('takes the URL of the user’s own uploaded avatar and answers its variants; null removes it', async () => {
    const image = await uploadAs(owner, 'avatars');
    const saved = await patch(owner, { avatarUrl: image.url });
    expect(saved.status).toBe(200);
    expect(ZMyProfile.parse(await saved.json())).toMatchObject({
      avatarUrl: image.url,
      avatar: { baseUrl: image.baseUrl, width: 400, height: 300, variants: [320] },
    });
    expect((await profileOf(owner)).avatarUrl).toBe(image.url);
    // The account's image follows, so sign-in answers and seller cards show it too.
    const user = await t.ctx.database.db.selectFrom('user').select('image').where('id', '=', owner.user.id).executeTakeFirst();
    expect(user?.image).toBe(image.url);

    const removed = await patch(owner, { avatarUrl: null });
    expect(removed.status).toBe(200);
    expect(ZMyProfile.parse(await removed.json())).toMatchObject({ avatarUrl: null, avatar: null });
  });

  it('refuses another user’s avatar image, and changes nothing', async () => {
    const theirs = await uploadAs(other, 'avatars');
    const mine = await uploadAs(owner, 'avatars');
    expect((await patch(owner, { avatarUrl: mine.url })).status).toBe(200);
    await expectRefusedAvatar(await patch(owner, { avatarUrl: theirs.url, fullName: 'Changed Name' }));
    const profile = await profileOf(owner);
    expect(profile.avatarUrl).toBe(mine.url);
    expect(profile.fullName).not.toBe('Changed Name');
  });

  it('refuses addresses that are not exactly one of the user’s uploaded avatars', async () => {
    const mine = await uploadAs(owner, 'avatars');
    const postPhoto = await uploadAs(owner, 'posts');
    const refused = [
      'https://evil.example/a.png',
      // A well-formed path of this portal's storage that no upload made.
      `/storage/v1/object/public/images/avatars/${'0'.repeat(32)}-1700000000000.jpg`,
      // The right image under another origin, or under the portal's origin rather than the
      // same-origin path the upload answered.
      `https://evil.example${mine.url}`,
      `${TEST_ORIGIN}${mine.url}`,
      // One of its variants rather than the URL the upload answered.
      `${mine.baseUrl}-320.webp`,
      // The user's own image, but a post photo rather than an avatar.
      postPhoto.url,
      `${mine.url}?x=1`,
    ];
    for (const avatarUrl of refused) await expectRefusedAvatar(await patch(owner, { avatarUrl }));
  });

  it('shows no avatar variants once the image is deleted', async () => {
    const mine = await uploadAs(owner, 'avatars');
    expect((await patch(owner, { avatarUrl: mine.url })).status).toBe(200);
    const deleted = await t.app.request(`/api/v1/uploads/images/${mine.id}`, { method: 'DELETE', headers: owner.headers });
    expect(deleted.status).toBe(204);
    expect((await profileOf(owner)).avatar).toBeNull();
  });
});

describe('profile write limit', () => {
  it('answers 429 with Retry-After after the limit, per user and per client, whatever X-Forwarded-For says', async () => {
    const user = await buildUser(t);
    const client = '192.0.2.30';
    for (let used = 0; used < PROFILE_WRITE_LIMIT.perUser; used += 1) {
      expect((await patch(user, { companyDescription: `Edit ${used}` }, client)).status).toBe(200);
    }
    const limited = [
      await patch(user, { companyDescription: 'One more' }, client),
      await patch(user, { companyDescription: 'Forged' }, client, { 'x-forwarded-for': '203.0.113.5' }),
      await patch(user, { companyDescription: 'Elsewhere' }, '192.0.2.31'),
      await patch(await buildUser(t), { companyDescription: 'Neighbour' }, client),
    ];
    for (const response of limited) {
      expect(response.status).toBe(429);
      expect(((await response.json()) as ErrorBody).error.code).toBe('rate_limited');
      const retryAfter = Number(response.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(PROFILE_WRITE_LIMIT.windowSeconds);
    }
    expect((await profileOf(user)).companyDescription).toBe(`Edit ${PROFILE_WRITE_LIMIT.perUser - 1}`);
  });
});
