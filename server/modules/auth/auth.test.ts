import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '#server/test/factories.ts';
import { createTestApp, jsonHeaders, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@example.com' });
});
afterAll(async () => {
  await t.close();
});

describe('sessions', () => {
  it('signs in with e-mail and password and reads the session back', async () => {
    const { cookie, user } = await buildUser(t);
    const response = await t.app.request('/api/auth/get-session', { headers: { cookie } });
    const body = (await response.json()) as { user: { id: string } } | null;
    expect(body?.user.id).toBe(user.id);
  });

  it('issues an HttpOnly, SameSite=Lax session cookie', async () => {
    const email = `cookie-${Date.now()}@example.com`;
    await buildUser(t, { email, password: 'pass-word-123' });
    const signIn = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: jsonHeaders(),
      body: JSON.stringify({ email, password: 'pass-word-123' }),
    });
    const sessionCookie = signIn.headers.getSetCookie().find((line) => line.startsWith('sbp.session_token='));
    expect(sessionCookie).toBeDefined();
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).not.toMatch(/Secure/i);
  });
});

describe('is-admin', () => {
  it('refuses a visitor', async () => {
    const response = await t.app.request('/api/v1/me/is-admin');
    expect(response.status).toBe(401);
  });

  it('is false for a plain user, true for the admin role and for ADMIN_EMAILS', async () => {
    const plain = await buildUser(t);
    const role = await buildUser(t, { admin: true });
    const listed = await buildUser(t, { email: 'boss@example.com' });
    const read = async (cookie: string) =>
      ((await (await t.app.request('/api/v1/me/is-admin', { headers: { cookie } })).json()) as { isAdmin: boolean }).isAdmin;
    expect(await read(plain.cookie)).toBe(false);
    expect(await read(role.cookie)).toBe(true);
    expect(await read(listed.cookie)).toBe(true);
  });
});
