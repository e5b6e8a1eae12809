import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, cookiesOf, fromAddress } from '#server/test/factories.ts';
import { jsonHeaders, useTestApp } from '#server/test/test-app.ts';
import { secretOf, totpCode } from '#server/test/totp-code.ts';

// A stand-in for accounts.google.com: its discovery document and signing keys, so that an ID token
// signed here is one the portal would accept as Google's. Any other request fails the test.
const CLIENT_ID = 'portal-client';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
let issuer = '';
let google: Server;
const unexpected: string[] = [];

function signIdToken(key: KeyObject, claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${encode({ alg: 'RS256', kid: 'test-key', typ: 'JWT' })}.${encode(claims)}`;
  const signature = createSign('RSA-SHA256').update(body).sign(key).toString('base64url');
  return `${body}.${signature}`;
}

const env: Record<string, string> = { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: 'portal-secret' };
beforeAll(async () => {
  google = createServer((request, response) => {
    const json = (value: unknown) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(value));
    };
    if (request.url === '/.well-known/openid-configuration') {
      return json({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        id_token_signing_alg_values_supported: ['RS256'],
      });
    }
    if (request.url === '/jwks') return json({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' }] });
    unexpected.push(request.url ?? '');
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(google.address() as AddressInfo).port}`;
  env.GOOGLE_ISSUER = issuer;
});
const t = useTestApp(env);
afterAll(async () => {
  await new Promise<void>((resolve) => google.close(() => resolve()));
  expect(unexpected).toEqual([]);
});

let ip = 0;
const client = () => fromAddress(`203.0.113.${(ip += 1)}`);

const idTokenFor = (email: string) =>
  signIdToken(privateKey, {
    iss: issuer,
    aud: CLIENT_ID,
    sub: `google-${email}`,
    email,
    email_verified: true,
    name: 'Google Name',
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 600,
  });

describe('Google ID tokens', () => {
  it('do not sign in, not even past two-factor: only the redirect flow, which asks for the code', async () => {
    const built = await buildUser(t);
    const enable = await t.app.request('/api/auth/two-factor/enable', { method: 'POST', headers: built.headers, body: JSON.stringify({ password: built.password }) }, client());
    expect(enable.status).toBe(200);
    const secret = secretOf(((await enable.json()) as { totpURI: string }).totpURI);
    const confirm = await t.app.request('/api/auth/two-factor/verify-totp', { method: 'POST', headers: built.headers, body: JSON.stringify({ code: totpCode(secret) }) }, client());
    expect(confirm.status).toBe(200);

    const token = idTokenFor(built.user.email);
    for (const path of ['/api/auth/sign-in/social', '/api/auth/sign-in/social/']) {
      const response = await t.app.request(path, { method: 'POST', headers: jsonHeaders(), body: JSON.stringify({ provider: 'google', idToken: { token } }) }, client());
      expect(response.status, path).not.toBe(200);
      expect(cookiesOf(response)).not.toContain('session_token');
    }
    // Linking a Google account by token to a signed-in account is closed the same way.
    const link = await t.app.request('/api/auth/link-social', { method: 'POST', headers: built.headers, body: JSON.stringify({ provider: 'google', idToken: { token } }) }, client());
    expect(link.status).not.toBe(200);
    const sessions = await t.ctx.database.db.selectFrom('session').select('id').where('userId', '=', built.user.id).execute();
    // Only the session the test signed in with (two-factor kept it) remains.
    expect(sessions.length).toBeLessThanOrEqual(2);
    const accounts = await sql<{ providerId: string }>`SELECT "providerId" FROM account WHERE "userId" = ${built.user.id}`.execute(t.ctx.database.db);
    expect(accounts.rows.map((account) => account.providerId)).toEqual(['credential']);
  });

  it('count every sign-in route against the same per-client limit', async () => {
    const env = client();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 16; attempt += 1) {
      statuses.push((await t.app.request('/api/auth/sign-in/email', { method: 'POST', headers: jsonHeaders(), body: JSON.stringify({ email: `nobody-${attempt}@example.com`, password: 'wrong-pass-1' }) }, env)).status);
      statuses.push((await t.app.request('/api/auth/sign-in/social', { method: 'POST', headers: jsonHeaders(), body: JSON.stringify({ provider: 'google', callbackURL: '/' }) }, env)).status);
    }
    expect(statuses.slice(0, 30).includes(429)).toBe(false);
    expect(statuses.slice(30)).toEqual([429, 429]);
    const callback = await t.app.request('/api/auth/callback/google?code=x&state=y', { headers: { host: 'localhost:3000' } }, env);
    expect(callback.status).toBe(429);
  }, 60_000);
});
