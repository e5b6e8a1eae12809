import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type BuiltUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { decodeAccountCursor, decodePostCursor, decodeVendorCursor, encodeCursor } from './cursor.ts';

const forge = (values: unknown) => Buffer.from(JSON.stringify(values)).toString('base64url');
const ID = '0b6f8a34-5a7c-4a8e-9c1e-2f4d6b8a0c1e';

describe('cursors', () => {
  it('round-trip the positions the lists write', () => {
    const at = '2026-03-01 10:20:30.123456+00';
    expect(decodePostCursor(encodeCursor([at, ID]))).toEqual({ at, id: ID });
    expect(decodeVendorCursor(encodeCursor([at, 16, true, 'user-1']))).toEqual([at, 16, true, 'user-1']);
    expect(decodeAccountCursor(encodeCursor([at, 'Xy7abc']))).toEqual({ at, id: 'Xy7abc' });
  });

  it.each([
    ['not base64 JSON', '%%%'],
    ['a date that does not exist', forge(['2026-13-45 10:00:00+00', ID])],
    ['a time that does not exist', forge(['2026-02-01 25:61:00+00', ID])],
    ['a time zone that does not exist', forge(['2026-02-01 10:00:00+99', ID])],
    ['a time zone minute that does not exist', forge(['2026-02-01 10:00:00+05:99', ID])],
    ['an id that is not a uuid', forge(['2026-02-01 10:00:00+00', 'x'])],
    ['the wrong number of values', forge(['2026-02-01 10:00:00+00'])],
  ])('refuse a post cursor with %s as a 400', (_name, cursor) => {
    expect(() => decodePostCursor(cursor)).toThrow(expect.objectContaining({ status: 400, code: 'validation_failed', fields: { cursor: 'validation.cursor' } }));
  });

  it.each([
    ['a date that does not exist', forge(['2026-02-30 10:00:00+00', 3, true, 'u'])],
    ['text where the time goes', forge(['yesterday', 3, true, 'u'])],
    ['a count that is not a whole number', forge(['2026-02-01 10:00:00+00', 1.5, true, 'u'])],
    ['an endless count', Buffer.from('["2026-02-01 10:00:00+00",1e999,true,"u"]').toString('base64url')],
    ['a negative count', forge(['2026-02-01 10:00:00+00', -1, true, 'u'])],
  ])('refuse a vendor cursor with %s as a 400', (_name, cursor) => {
    expect(() => decodeVendorCursor(cursor)).toThrow(expect.objectContaining({ status: 400, code: 'validation_failed' }));
  });

  it.each([
    ['a date that does not exist', forge(['2026-02-30 10:00:00+00', 'u'])],
    ['text where the time goes', forge(['not a time', 'u'])],
    ['an empty id', forge(['2026-02-01 10:00:00+00', ''])],
    ['an id longer than an account id', forge(['2026-02-01 10:00:00+00', 'u'.repeat(101)])],
  ])('refuse an account cursor with %s as a 400', (_name, cursor) => {
    expect(() => decodeAccountCursor(cursor)).toThrow(expect.objectContaining({ status: 400, code: 'validation_failed', fields: { cursor: 'validation.cursor' } }));
  });
});

describe('malformed cursors over HTTP', () => {
  let t: TestApp;
  let user: BuiltUser;
  let admin: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await buildUser(t);
    admin = await buildUser(t, { admin: true });
  });
  afterAll(() => t?.close());

  it.each(['/api/v1/posts?kind=product', '/api/v1/posts?kind=listing'])('%s answers 400 in the one error shape for a date that does not exist', async (path) => {
    const response = await t.app.request(`${path}&cursor=${forge(['2026-13-45 10:00:00+00', ID])}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'validation_failed', message: 'The cursor is not valid', fields: { cursor: 'validation.cursor' } } });
  });

  it('GET /api/v1/vendors answers 400 for an endless count', async () => {
    const cursor = Buffer.from('["2026-02-01 10:00:00+00",1e999,true,"u"]').toString('base64url');
    const response = await t.app.request(`/api/v1/vendors?cursor=${cursor}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('validation_failed');
  });

  const INVALID = { error: { code: 'validation_failed', message: 'The cursor is not valid', fields: { cursor: 'validation.cursor' } } };
  const notATime = ['not a time', '2026-02-30 10:00:00+00', '2026-02-01 10:00:00+16'];

  // Every list with a keyset cursor, with the cursor it writes broken where its time goes.
  const lists: Array<[string, 'anyone' | 'user' | 'admin', (at: string) => unknown[]]> = [
    ['/api/v1/posts?kind=product&', 'anyone', (at) => [at, ID]],
    ['/api/v1/vendors?', 'anyone', (at) => [at, 3, true, 'u']],
    ['/api/v1/me/favorites?tab=products&', 'user', (at) => [at, ID]],
    ['/api/v1/me/favorites?tab=sellers&', 'user', (at) => [at, 'u']],
    ['/api/v1/notifications?', 'user', (at) => [at, ID]],
    ['/api/v1/messages/conversations?', 'user', (at) => [at, ID]],
    ['/api/v1/admin/verifications?', 'admin', (at) => [at, ID]],
    ['/api/v1/admin/enquiries?', 'admin', (at) => [at, ID]],
    ['/api/v1/admin/reports?', 'admin', (at) => [at, ID]],
    ['/api/v1/admin/users?', 'admin', (at) => [at, 'u']],
    ['/api/v1/admin/audit?', 'admin', (at) => [at, ID]],
  ];
  it.each(lists.flatMap(([path, who, shape]) => notATime.map((at) => [`${path}cursor=[${at}, …]`, path, who, forge(shape(at))] as const)))(
    '%s answers 400 with the i18n key of the cursor',
    async (_name, path, who, cursor) => {
      const headers = who === 'user' ? user.headers : who === 'admin' ? admin.headers : undefined;
      const response = await t.app.request(`${path}cursor=${cursor}`, { headers });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(INVALID);
    },
  );

  it('GET /api/v1/admin/synonyms answers 400 with the i18n key of the cursor', async () => {
    const response = await t.app.request('/api/v1/admin/synonyms?cursor=abc', { headers: admin.headers });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(INVALID);
  });
});
