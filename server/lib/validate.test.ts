import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '#common/errors.ts';
import { buildUser, fromAddress, type BuiltUser } from '#server/test/factories.ts';
import { insertCategories, postInput } from '#server/test/post-fixtures.ts';
import { jsonHeaders, useTestApp } from '#server/test/test-app.ts';
import { fieldWithNul, NUL_CHARACTER_KEY } from './validate.ts';

const t = useTestApp({ ADMIN_EMAILS: 'nul-admin@example.com' });
const NUL = '\u0000';

describe('a NUL character', () => {
  it('is found in any string, key or nested value, and named by its top-level field', () => {
    expect(fieldWithNul({ a: 'fine', b: ['x', `y${NUL}`] })).toBe('b');
    expect(fieldWithNul({ deep: { deeper: { text: NUL } } })).toBe('deep');
    expect(fieldWithNul({ [`k${NUL}`]: 'v' })).toBe(`k${NUL}`);
    expect(fieldWithNul(`a${NUL}`)).toBe('_');
    expect(fieldWithNul({ a: 1, b: null, c: ['ok'] })).toBeUndefined();
  });

  it('answers 400 with the field’s message on every route that takes text, never 500', async () => {
    await insertCategories(t);
    const user: BuiltUser = await buildUser(t);
    const other = await buildUser(t);
    const admin = await buildUser(t, { email: 'nul-admin@example.com' });
    const post = await t.app.request('/api/v1/posts', { method: 'POST', headers: user.headers, body: JSON.stringify(postInput('product', { title: 'A fine olive press' })) });
    expect(post.status).toBe(201);
    const { id: postId } = (await post.json()) as { id: string };
    const q = encodeURIComponent(`soap${NUL}`);
    const cases: Array<[string, string, BuiltUser | null, unknown, string]> = [
      ['GET', `/api/v1/search?q=${q}`, null, undefined, 'q'],
      ['GET', `/api/v1/search/suggest?q=${q}`, null, undefined, 'q'],
      ['GET', `/api/v1/vendors?q=${q}`, null, undefined, 'q'],
      ['GET', `/api/v1/posts?q=${q}`, null, undefined, 'q'],
      ['GET', `/api/v1/sellers/${q}`, null, undefined, 'path'],
      ['GET', `/api/v1/messages/with/${q}`, user, undefined, 'path'],
      ['POST', '/api/v1/messages', user, { to: other.user.id, clientId: 'nul-1', text: `hi${NUL}` }, 'text'],
      ['PATCH', '/api/v1/me/profile', user, { fullName: `Nul${NUL}Name` }, 'fullName'],
      ['POST', '/api/v1/posts', user, postInput('product', { title: `Olive${NUL} press` }), 'title'],
      ['POST', '/api/v1/reports', user, { targetType: 'post', targetId: postId, reason: 'other', details: `bad${NUL}` }, 'details'],
      ['POST', '/api/v1/enquiries', user, { title: 'A question', description: `Tell me more${NUL} please` }, 'description'],
      ['PUT', `/api/v1/blocks/${q}`, user, undefined, 'path'],
      ['GET', `/api/v1/admin/users?q=${q}`, admin, undefined, 'q'],
      ['POST', '/api/auth/sign-in/email', null, { email: `a${NUL}@example.com`, password: 'whatever-1' }, 'email'],
      ['POST', '/api/auth/request-password-reset', null, { email: `a${NUL}@example.com` }, 'email'],
    ];
    let address = 0;
    for (const [method, path, as, body, field] of cases) {
      const response = await t.app.request(
        path,
        { method, headers: as ? as.headers : jsonHeaders(), body: body === undefined ? undefined : JSON.stringify(body) },
        fromAddress(`198.51.120.${(address += 1)}`),
      );
      expect(response.status, `${method} ${path}`).toBe(400);
      const error = ((await response.json()) as ErrorBody).error;
      expect(error.code, path).toBe('validation_failed');
      expect(error.fields, path).toEqual({ [field]: NUL_CHARACTER_KEY });
    }
  }, 60_000);
});
