import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildUser, cookiesOf, fromAddress } from '#server/test/factories.ts';
import { TEST_ORIGIN, useTestApp } from '#server/test/test-app.ts';
import { secretOf, totpCode } from '#server/test/totp-code.ts';

const t = useTestApp();
let ip = 0;
const client = () => fromAddress(`203.0.114.${(ip += 1)}`);

const baseHeaders = { origin: TEST_ORIGIN, host: 'localhost:3000' };

/** The content types better-auth reads a body under, in the casings a client may send. */
const CONTENT_TYPES = [
  'application/json',
  'Application/JSON',
  'APPLICATION/JSON; charset=UTF-8',
  'application/x-www-form-urlencoded',
  'Application/X-WWW-Form-URLEncoded; charset=utf-8',
] as const;

function encode(contentType: string, fields: Record<string, string>): string {
  return contentType.toLowerCase().includes('json') ? JSON.stringify(fields) : new URLSearchParams(fields).toString();
}

function send(path: string, contentType: string, fields: Record<string, string>, options: { cookie?: string; env?: object } = {}) {
  return t.app.request(
    path,
    {
      method: 'POST',
      headers: { ...baseHeaders, 'content-type': contentType, ...(options.cookie ? { cookie: options.cookie } : {}) },
      body: encode(contentType, fields),
    },
    options.env ?? client(),
  );
}

/** A body stream that records whether anyone read from it. */
function watchedStream(bytes: number) {
  const state = { pulled: 0 };
  const chunk = new Uint8Array(16 * 1024).fill(0x20);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled * chunk.byteLength >= bytes) {
        controller.close();
        return;
      }
      state.pulled += 1;
      controller.enqueue(chunk);
    },
  }, { highWaterMark: 0 });
  return { stream, state };
}

function streamRequest(path: string, body: ReadableStream<Uint8Array>) {
  return new Request(new URL(path, TEST_ORIGIN), {
    method: 'POST',
    headers: { ...baseHeaders, 'content-type': 'application/json' },
    body,
    duplex: 'half',
  } as RequestInit);
}

describe('request body limit on /api', () => {
  it('answers 413 to a declared body over the limit without reading it', async () => {
    const response = await t.app.request(
      '/api/auth/sign-in/email',
      { method: 'POST', headers: { ...baseHeaders, 'content-type': 'application/json', 'content-length': String(60 * 1024 * 1024) }, body: '{}' },
      client(),
    );
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
  });

  it('answers 413 to a chunked body as soon as it passes the limit, on auth routes and on the portal sign-up', async () => {
    for (const path of ['/api/auth/sign-in/email', '/api/auth/request-password-reset', '/api/v1/auth/sign-up']) {
      const { stream, state } = watchedStream(5 * 1024 * 1024);
      const response = await t.app.request(streamRequest(path, stream), undefined, client());
      expect(response.status, path).toBe(413);
      // Reading stopped at the limit (64 KiB), far from the 5 MiB sent.
      expect(state.pulled * 16).toBeLessThanOrEqual(64 + 16 * 2);
    }
  });

  it('counts a client over the sign-in limit before reading any of its body', async () => {
    const env = fromAddress('192.0.2.201');
    await sql`INSERT INTO rate_limits (key, hits, window_ends_at) VALUES ('sign-in:client:192.0.2.201', 30, now() + interval '15 minutes')`.execute(
      t.ctx.database.db,
    );
    const { stream, state } = watchedStream(1024 * 1024);
    const response = await t.app.request(streamRequest('/api/auth/sign-in/email', stream), undefined, env);
    expect(response.status).toBe(429);
    expect(state.pulled).toBe(0);
  });
});

describe('the account a request is about, read as better-auth reads it', () => {
  it('counts wrong e-mail sign-ins per account under every content type', async () => {
    const { user } = await buildUser(t);
    // Five wrong passwords in every encoding; then unknown clients wait.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const type = CONTENT_TYPES[attempt % CONTENT_TYPES.length] ?? 'application/json';
      const response = await send('/api/auth/sign-in/email', type, { email: user.email, password: 'wrong-pass-1' });
      expect(response.status, type).toBe(401);
    }
    for (const type of CONTENT_TYPES) {
      const response = await send('/api/auth/sign-in/email', type, { email: user.email, password: 'wrong-pass-1' });
      expect(response.status, type).toBe(429);
    }
  });

  it('counts wrong phone sign-ins per account under every content type', async () => {
    const phone = '0944 555 121';
    await buildUser(t, { phone });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const type = CONTENT_TYPES[attempt % CONTENT_TYPES.length] ?? 'application/json';
      const response = await send('/api/auth/sign-in/phone-number', type, { phoneNumber: phone, password: 'wrong-pass-1' });
      expect(response.status, type).toBe(401);
    }
    for (const type of CONTENT_TYPES) {
      const response = await send('/api/auth/sign-in/phone-number', type, { phoneNumber: '+963944555121', password: 'wrong-pass-1' });
      expect(response.status, type).toBe(429);
    }
  });

  it('counts reset requests per account under every content type', async () => {
    const { user } = await buildUser(t);
    const statuses: number[] = [];
    const env = client();
    for (const type of CONTENT_TYPES) {
      statuses.push((await send('/api/auth/request-password-reset', type, { email: user.email, redirectTo: '/reset-password' }, { env })).status);
    }
    // Three per hour from one client; the rest are refused whatever their encoding.
    expect(statuses.slice(3)).toEqual([429, 429]);
  });

  it('refuses a body under a media type better-auth would not read', async () => {
    const { user } = await buildUser(t);
    const response = await t.app.request(
      '/api/auth/sign-in/email',
      { method: 'POST', headers: { ...baseHeaders, 'content-type': 'text/plain' }, body: JSON.stringify({ email: user.email, password: 'x' }) },
      client(),
    );
    expect(response.status).toBe(415);
  });

  it('accepts a two-factor code once whatever the casing of its content type', async () => {
    const built = await buildUser(t);
    const enable = await send('/api/auth/two-factor/enable', 'application/json', { password: built.password }, { cookie: built.cookie });
    const enabled = (await enable.json()) as { totpURI: string };
    expect(enable.status, JSON.stringify(enabled)).toBe(200);
    const secret = secretOf(enabled.totpURI);
    // Both codes from one moment: a 30-second step turning over mid-test cannot push the second out of range.
    const now = Date.now();
    expect((await send('/api/auth/two-factor/verify-totp', 'application/json', { code: totpCode(secret, { time: now }) }, { cookie: built.cookie })).status).toBe(200);

    const pendingSignIn = async () => cookiesOf(await send('/api/auth/sign-in/email', 'application/json', { email: built.user.email, password: built.password }));
    const code = totpCode(secret, { time: now, stepOffset: 1 });
    const first = await send('/api/auth/two-factor/verify-totp', 'application/json', { code }, { cookie: await pendingSignIn() });
    expect(first.status).toBe(200);
    for (const type of CONTENT_TYPES) {
      const replay = await send('/api/auth/two-factor/verify-totp', type, { code }, { cookie: await pendingSignIn() });
      expect(replay.status, type).not.toBe(200);
    }
  });
});
