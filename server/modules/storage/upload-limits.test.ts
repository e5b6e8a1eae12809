import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMIT } from '#common/limits.ts';
import { buildUser, expectLimited, fromAddress, type BuiltUser } from '#server/test/factories.ts';
import { TEST_ORIGIN, useTestApp } from '#server/test/test-app.ts';
import { makePng, storedFiles } from '#server/test/test-images.ts';

const t = useTestApp();

/** A multipart upload from a given client address; without `bytes` the form has no file (a 400 that still counts). */
function upload(user: BuiltUser, address: string, path: string, bytes?: Uint8Array, headers: Record<string, string> = {}) {
  const form = new FormData();
  if (bytes) form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], 'logo.png', { type: 'image/png' }));
  else form.append('folder', 'avatars');
  return t.app.request(
    path,
    { method: 'POST', body: form, headers: { origin: TEST_ORIGIN, host: 'localhost:3000', cookie: user.cookie, ...headers } },
    fromAddress(address),
  );
}

describe('upload limit', () => {
  it('counts image and document uploads per user and per client, answers 429 with Retry-After, and ignores a forged X-Forwarded-For', async () => {
    const owner = await buildUser(t);
    const address = '192.0.2.20';
    const png = await makePng(40, 30);
    expect((await upload(owner, address, '/api/v1/uploads/images', png)).status).toBe(201);
    expect((await upload(owner, address, '/api/v1/uploads/documents', png)).status).toBe(201);
    for (let used = 2; used < UPLOAD_LIMIT.perUser; used += 1) {
      expect((await upload(owner, address, used % 2 ? '/api/v1/uploads/images' : '/api/v1/uploads/documents')).status).toBe(400);
    }
    const filesAtLimit = await storedFiles(t);

    await expectLimited(await upload(owner, address, '/api/v1/uploads/images', png), UPLOAD_LIMIT);
    await expectLimited(await upload(owner, address, '/api/v1/uploads/documents', png), UPLOAD_LIMIT);
    await expectLimited(await upload(owner, address, '/api/v1/uploads/images', png, { 'x-forwarded-for': '203.0.113.9' }), UPLOAD_LIMIT);
    await expectLimited(await upload(owner, '192.0.2.21', '/api/v1/uploads/images', png), UPLOAD_LIMIT);
    const neighbour = await buildUser(t);
    await expectLimited(await upload(neighbour, address, '/api/v1/uploads/images', png), UPLOAD_LIMIT);
    // Refused uploads stored nothing.
    expect(await storedFiles(t)).toEqual(filesAtLimit);
    expect((await upload(neighbour, '192.0.2.22', '/api/v1/uploads/images', png)).status).toBe(201);
  });
});
