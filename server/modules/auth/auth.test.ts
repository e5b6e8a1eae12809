import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '#server/test/factories.ts';
import { createTestApp, jsonHeaders, type TestApp, useTestApp } from '#server/test/test-app.ts';

const t = useTestApp({ ADMIN_EMAILS: 'boss@example.com' });

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

describe('behind HTTPS, with phone sign-in turned off', () => {
  const origin = 'https://portal.example';
  const headers = { 'content-type': 'application/json', origin, host: 'portal.example' };
  let secure: TestApp;
  beforeAll(async () => {
    secure = await createTestApp({ PUBLIC_URL: origin, AUTH_PHONE_ENABLED: 'false' });
  });
  afterAll(async () => {
    await secure.close();
  });

  it('marks the session cookie Secure, HttpOnly and SameSite=Lax', async () => {
    const email = `secure-${Date.now()}@example.com`;
    const signUp = await secure.app.request(origin + '/api/v1/auth/sign-up', {
      method: 'POST',
      headers,
      body: JSON.stringify({ fullName: 'Lina', businessType: 'buyer', email, governorate: 'hama', password: 'secure-pass-1' }),
    });
    expect(signUp.status).toBe(200);
    await secure.ctx.database.db.updateTable('user').set({ emailVerified: true }).where('email', '=', email).execute();
    const signIn = await secure.app.request(origin + '/api/auth/sign-in/email', {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: 'secure-pass-1' }),
    });
    expect(signIn.status).toBe(200);
    const sessionCookie = signIn.headers.getSetCookie().find((line) => line.startsWith('__Secure-sbp.session_token='));
    expect(sessionCookie).toMatch(/; Secure/i);
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
  });

  it('answers phone sign-in with the specification text when phone logins are off', async () => {
    const response = await secure.app.request(origin + '/api/auth/sign-in/phone-number', {
      method: 'POST',
      headers,
      body: JSON.stringify({ phoneNumber: '0944123456', password: 'whatever-1' }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: 'phone_login_disabled', message: 'Phone logins are not available. Please use email to sign in.' },
    });
  });
});
