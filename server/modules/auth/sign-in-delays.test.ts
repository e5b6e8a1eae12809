import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { buildUser, cookiesOf, fromAddress } from '#server/test/factories.ts';
import { readMail } from '#server/test/read-mail.ts';
import { jsonHeaders, TEST_ORIGIN, useTestApp } from '#server/test/test-app.ts';
import { KNOWN_FREE_SIGN_IN_FAILURES, signInDelaySeconds } from './sign-in-delay.ts';

const t = useTestApp({ TRUSTED_PROXIES: '10.20.0.0/16, fd00:1::/32' });
let ip = 0;
const client = () => fromAddress(`198.51.101.${(ip += 1)}`);

const signIn = (body: Record<string, string>, options: { env?: object; headers?: Record<string, string> } = {}) =>
  t.app.request('/api/auth/sign-in/email', { method: 'POST', headers: { ...jsonHeaders(), ...options.headers }, body: JSON.stringify(body) }, options.env ?? client());

describe('growing delays instead of an account lockout', () => {
  it('grows from 15 seconds, doubling, to at most 15 minutes', () => {
    expect([4, 5, 6, 7, 10, 20].map((failures) => signInDelaySeconds(failures))).toEqual([0, 15, 30, 60, 480, 900]);
    // Clients that signed in before: ten free failures, then the same growth.
    expect([9, 10, 11].map((failures) => signInDelaySeconds(failures, KNOWN_FREE_SIGN_IN_FAILURES))).toEqual([0, 15, 30]);
  });

  it('never refuses the right password from the client the user signs in from, while others must wait', async () => {
    const built = await buildUser(t);
    const usualEnv = fromAddress('198.51.102.7');
    // The user signs in once from the usual browser (address and device cookie become known).
    const usual = await signIn({ email: built.user.email, password: built.password }, { env: usualEnv });
    expect(usual.status).toBe(200);
    const device = usual.headers.getSetCookie().find((line) => line.startsWith('sbp.device='))?.split(';')[0] ?? '';
    expect(device).not.toBe('');

    // Someone elsewhere tries many wrong passwords.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      statuses.push((await signIn({ email: built.user.email, password: 'wrong-pass-1' })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);

    // The right password from an unknown client waits too ...
    expect((await signIn({ email: built.user.email, password: built.password })).status).toBe(429);
    // ... but the usual browser is let in, by its device cookie from a new address ...
    const byDevice = await signIn({ email: built.user.email, password: built.password }, { headers: { cookie: device } });
    expect(byDevice.status).toBe(200);
    // ... and by its address without the cookie.
    expect((await signIn({ email: built.user.email, password: built.password }, { env: usualEnv })).status).toBe(200);
  }, 120_000);

  it('lets one attempt through per delay even when unknown clients send them in parallel', async () => {
    const built = await buildUser(t);
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn({ email: built.user.email, password: 'wrong-pass-1' });
    // The delay has passed.
    await sql`UPDATE sign_in_failures SET next_attempt_at = now() - interval '1 second'`.execute(t.ctx.database.db);
    const answers = await Promise.all(Array.from({ length: 4 }, () => signIn({ email: built.user.email, password: 'wrong-pass-1' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([401, 429, 429, 429]);
  });
});

describe('the owner always has a way in, and guessing stays slow from everywhere', () => {
  const post = (path: string, body: unknown, env: object, cookie?: string) =>
    t.app.request(path, { method: 'POST', headers: jsonHeaders(cookie ? { cookie } : {}), body: JSON.stringify(body) }, env);
  const deviceOf = (response: Response) => response.headers.getSetCookie().find((line) => line.startsWith('sbp.device='))?.split(';')[0];
  const strangersFail = async (email: string, times: number) => {
    for (let attempt = 0; attempt < times; attempt += 1) await signIn({ email, password: 'wrong-pass-1' });
  };
  const linkTo = (email: string, part: string) =>
    vi.waitFor(
      async () => {
        const link = (await t.outbox()).map(readMail).filter((mail) => mail.to.includes(email)).flatMap((mail) => mail.links).find((url) => url.includes(part));
        if (!link) throw new Error(`no ${part} link yet`);
        return new URL(link);
      },
      { timeout: 60_000, interval: 100 },
    );

  it('gives a browser that signed in before its own limit: looser than strangers’, but a limit', async () => {
    const built = await buildUser(t);
    const usualEnv = fromAddress('198.51.103.7');
    const usual = await signIn({ email: built.user.email, password: built.password }, { env: usualEnv });
    const device = deviceOf(usual) ?? '';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 13; attempt += 1) {
      statuses.push((await signIn({ email: built.user.email, password: 'wrong-pass-1' }, { env: usualEnv, headers: { cookie: device } })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(new Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429, 429]);
    // Strangers were not counted on the owner's counter, nor the owner's on theirs.
    expect((await signIn({ email: built.user.email, password: 'wrong-pass-1' })).status).toBe(401);
  }, 120_000);

  it('forgets the failures and knows the browser after a completed password reset', async () => {
    const built = await buildUser(t);
    await strangersFail(built.user.email, 6);
    const ownerEnv = fromAddress('198.51.104.9');
    expect((await signIn({ email: built.user.email, password: built.password }, { env: ownerEnv })).status).toBe(429);
    // Others used up their reset requests for this account; the owner's browser still has its own.
    const attackerEnv = fromAddress('198.51.104.66');
    const attempts: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      attempts.push((await post('/api/auth/request-password-reset', { email: built.user.email, redirectTo: '/reset-password' }, attackerEnv)).status);
    }
    expect(attempts).toEqual([200, 200, 200, 429]);
    expect((await post('/api/auth/request-password-reset', { email: built.user.email, redirectTo: '/reset-password' }, ownerEnv)).status).toBe(200);
    const link = await linkTo(built.user.email, '/api/auth/reset-password/');
    const landing = await t.app.request(link.pathname + link.search, {}, ownerEnv);
    const token = new URL(landing.headers.get('location') ?? '', TEST_ORIGIN).searchParams.get('token') ?? '';
    const reset = await post('/api/auth/reset-password', { token, newPassword: 'fresh-pass-42' }, ownerEnv);
    expect(reset.status).toBe(200);
    const device = deviceOf(reset);
    expect(device).toBeDefined();
    // From the same browser on another network, by its device cookie: in at once.
    const again = await signIn({ email: built.user.email, password: 'fresh-pass-42' }, { headers: { cookie: device ?? '' } });
    expect(again.status).toBe(200);
  }, 120_000);

  it('forgets the failures and knows the browser after the e-mail address is confirmed', async () => {
    const email = `confirm-${Date.now()}@example.com`;
    const signUp = await post(
      '/api/v1/auth/sign-up',
      { fullName: 'Hala Confirm', businessType: 'buyer', email, governorate: 'hama', password: 'confirm-pass-1', locale: 'en' },
      fromAddress('198.51.105.1'),
    );
    expect(signUp.status).toBe(200);
    await strangersFail(email, 6);
    const link = await linkTo(email, '/api/auth/verify-email');
    const ownerEnv = fromAddress('198.51.105.2');
    const confirmed = await t.app.request(link.pathname + link.search, { headers: { host: 'localhost:3000' } }, ownerEnv);
    expect(confirmed.status).toBe(302);
    const device = deviceOf(confirmed);
    expect(device).toBeDefined();
    expect(cookiesOf(confirmed)).toContain('sbp.session_token=');
    const signedIn = await signIn({ email, password: 'confirm-pass-1' }, { headers: { cookie: device ?? '' } });
    expect(signedIn.status).toBe(200);
  }, 120_000);
});

describe('client keys', () => {
  it('believes X-Forwarded-For from a proxy inside a TRUSTED_PROXIES range', async () => {
    const env = fromAddress('10.20.3.4');
    let last = 0;
    for (let attempt = 0; attempt < 31; attempt += 1) {
      last = (await signIn({ email: `nobody-${attempt}@example.com`, password: 'wrong-pass-1' }, { env, headers: { 'x-forwarded-for': '192.0.2.90' } })).status;
    }
    expect(last).toBe(429);
    // Another client behind a proxy of the same range is counted on its own.
    const other = await signIn({ email: 'nobody@example.com', password: 'wrong-pass-1' }, { env: fromAddress('10.20.9.9'), headers: { 'x-forwarded-for': '192.0.2.91' } });
    expect(other.status).toBe(401);
  }, 120_000);

  it('counts IPv6 clients by their /64 network', async () => {
    let last = 0;
    for (let attempt = 0; attempt < 31; attempt += 1) {
      // A new address inside the same /64 for every request.
      last = (await signIn({ email: `nobody-${attempt}@example.com`, password: 'wrong-pass-1' }, { env: fromAddress(`2001:db8:5:7:${attempt.toString(16)}::1`) })).status;
    }
    expect(last).toBe(429);
    const neighbour = await signIn({ email: 'nobody@example.com', password: 'wrong-pass-1' }, { env: fromAddress('2001:db8:5:8::1') });
    expect(neighbour.status).toBe(401);
  }, 120_000);
});

describe('profile changes only through the portal', () => {
  it("answers 404 on better-auth's update-user, so no image URL or name bypasses PATCH /me/profile", async () => {
    const built = await buildUser(t);
    const response = await t.app.request(
      '/api/auth/update-user',
      { method: 'POST', headers: built.headers, body: JSON.stringify({ image: 'https://evil.example/x.png', name: 'x'.repeat(5000) }) },
      client(),
    );
    expect(response.status).toBe(404);
    const user = await t.ctx.database.db.selectFrom('user').select(['image', 'name']).where('id', '=', built.user.id).executeTakeFirstOrThrow();
    expect(user.image).toBeNull();
    expect(user.name).toBe(built.user.name);
  });
});
