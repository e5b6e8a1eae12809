import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildUser, fromAddress } from '#server/test/factories.ts';
import { jsonHeaders, useTestApp } from '#server/test/test-app.ts';
import { signInDelaySeconds } from './sign-in-delay.ts';

const t = useTestApp({ TRUSTED_PROXIES: '10.20.0.0/16, fd00:1::/32' });
let ip = 0;
const client = () => fromAddress(`198.51.101.${(ip += 1)}`);

const signIn = (body: Record<string, string>, options: { env?: object; headers?: Record<string, string> } = {}) =>
  t.app.request('/api/auth/sign-in/email', { method: 'POST', headers: { ...jsonHeaders(), ...options.headers }, body: JSON.stringify(body) }, options.env ?? client());

describe('growing delays instead of an account lockout', () => {
  it('grows from 15 seconds, doubling, to at most 15 minutes', () => {
    expect([4, 5, 6, 7, 10, 20].map(signInDelaySeconds)).toEqual([0, 15, 30, 60, 480, 900]);
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
