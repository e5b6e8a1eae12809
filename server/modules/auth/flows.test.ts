import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser, confirmPhone, cookiesOf, fromAddress } from '#server/test/factories.ts';
import { createTestApp, jsonHeaders, TEST_ORIGIN, type TestApp, useTestApp } from '#server/test/test-app.ts';
import { readMail } from '#server/test/read-mail.ts';
import { secretOf, totpCode } from '#server/test/totp-code.ts';

const t = useTestApp();
let ip = 0;
/** A fresh client address per call, so that one test's rate-limit counters do not spill into another's. */
const client = () => fromAddress(`203.0.113.${(ip += 1)}`);

async function post(path: string, body: unknown, options: { cookie?: string; env?: object; headers?: Record<string, string> } = {}) {
  return t.app.request(
    path,
    { method: 'POST', headers: { ...jsonHeaders(options.cookie ? { cookie: options.cookie } : {}), ...options.headers }, body: JSON.stringify(body) },
    options.env ?? client(),
  );
}

async function signUp(fields: Record<string, unknown> = {}) {
  const email = `new-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const body = {
    fullName: 'Rami Haddad',
    businessName: 'Haddad Textiles',
    businessType: 'factory',
    email,
    governorate: 'aleppo',
    password: 'strong-pass-1',
    ...fields,
  };
  const response = await post('/api/v1/auth/sign-up', body);
  return { response, email: String(body.email).toLowerCase(), password: String(body.password) };
}

async function mailTo(email: string) {
  const mails = (await t.outbox()).map(readMail).filter((mail) => mail.to.includes(email));
  return mails.at(-1);
}

const signInEmail = (email: string, password: string, options: { cookie?: string; env?: object } = {}) =>
  post('/api/auth/sign-in/email', { email, password }, options);

async function session(cookie: string) {
  const response = await t.app.request('/api/auth/get-session', { headers: { cookie } });
  return (await response.json()) as { user: { id: string; email: string } } | null;
}

describe('sign-up and e-mail confirmation', () => {
  it('creates the account and its profile, mails a link in Arabic, and the link signs the user in', async () => {
    const { response, email, password } = await signUp({ phone: '0944 123 456' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'confirmation_sent', email });

    const mail = await mailTo(email);
    expect(mail?.subject).toBe('أكّد بريدك الإلكتروني في بوابة الأعمال السورية');
    expect(mail?.text).toContain('مرحبًا Rami Haddad');
    const link = mail?.links.find((url) => url.includes('/api/auth/verify-email'));
    expect(link).toBeDefined();

    // Not confirmed yet: the right password is refused with its own code.
    const early = await signInEmail(email, password);
    expect(early.status).toBe(403);
    expect(((await early.json()) as { error: { code: string } }).error.code).toBe('email_not_verified');

    const url = new URL(link ?? '');
    const verified = await t.app.request(url.pathname + url.search, { headers: { host: 'localhost:3000' } });
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/verify-email');
    const cookie = cookiesOf(verified);
    expect((await session(cookie))?.user.email).toBe(email);

    const profile = await t.app.request('/api/v1/me/profile', { headers: { cookie } });
    expect(await profile.json()).toMatchObject({
      email,
      emailVerified: true,
      fullName: 'Rami Haddad',
      businessName: 'Haddad Textiles',
      businessType: 'factory',
      governorate: 'aleppo',
      phone: '+963944123456',
      isVerified: false,
    });
  });

  it('mails in English when the user signed up in English', async () => {
    const { response, email } = await signUp({ locale: 'en' });
    expect(response.status).toBe(200);
    const mail = await mailTo(email);
    expect(mail?.subject).toBe('Confirm your email for Syria Business Portal');
  });

  it('answers a sign-up with a known e-mail exactly like a new one, and creates nothing', async () => {
    const first = await signUp();
    const again = await post('/api/v1/auth/sign-up', {
      fullName: 'Someone Else',
      businessType: 'buyer',
      email: first.email,
      governorate: 'homs',
      password: 'other-pass-2',
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: 'confirmation_sent', email: first.email });
    const rows = await t.ctx.database.db.selectFrom('user').select('id').where('email', '=', first.email).execute();
    expect(rows).toHaveLength(1);
  });

  it('validates the fields: required e-mail, password rule, business name unless buyer, Syrian phone', async () => {
    const blank = await post('/api/v1/auth/sign-up', { fullName: 'A', businessType: 'factory', email: '  ', governorate: 'homs', password: 'short' });
    expect(blank.status).toBe(400);
    const body = (await blank.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields).toMatchObject({
      email: 'auth.validation.emailRequired',
      password: 'auth.validation.passwordRule',
      businessName: 'auth.validation.businessNameRequired',
    });
    const noDigit = await signUp({ password: 'onlyletters' });
    expect(noDigit.response.status).toBe(400);
    const badPhone = await signUp({ phone: '+44 20 7946 0000' });
    expect(((await badPhone.response.json()) as { error: { fields: Record<string, string> } }).error.fields.phone).toBe('auth.validation.phoneInvalid');
    const buyer = await signUp({ businessType: 'buyer', businessName: undefined });
    expect(buyer.response.status).toBe(200);
  });

  it('keeps a phone number to one account, without telling a sign-up that another account uses it', async () => {
    const first = await buildUser(t, { phone: '+963 933 000 111' });
    expect((await confirmPhone(t, first)).status).toBe(200);
    // A number confirmed by another account, and a free one: the same answer, and neither signs in.
    const taken = await signUp({ phone: '0933000111' });
    const free = await signUp({ phone: '0933000112' });
    expect(taken.response.status).toBe(200);
    expect(free.response.status).toBe(200);
    expect(await taken.response.json()).toEqual({ status: 'confirmation_sent', email: taken.email });
    expect(await free.response.json()).toEqual({ status: 'confirmation_sent', email: free.email });
    const owner = await t.ctx.database.db.selectFrom('user').select('id').where('phoneNumber', '=', '+963933000111').execute();
    expect(owner).toEqual([{ id: first.user.id }]);
    const signedIn = await post('/api/auth/sign-in/phone-number', { phoneNumber: '0933000111', password: first.password });
    expect((await session(cookiesOf(signedIn)))?.user.id).toBe(first.user.id);
  });

  it('refuses the bare better-auth sign-up that would skip the business details', async () => {
    const response = await post('/api/auth/sign-up/email', { email: 'x@example.com', password: 'strong-pass-1', name: 'X' });
    expect(response.status).toBe(404);
  });

  it('resends the confirmation mail', async () => {
    const { email } = await signUp();
    const before = (await t.outbox()).length;
    const response = await post('/api/auth/send-verification-email', { email, callbackURL: '/verify-email' });
    expect(response.status).toBe(200);
    expect((await t.outbox()).length).toBe(before + 1);
  });
});

describe('sign-in', () => {
  it('answers a wrong password and an unknown e-mail the same way, with the same password work', async () => {
    const { user, password } = await buildUser(t);
    // Counts the sign-in library's password hashing (scrypt, the slow part of a sign-in) without
    // changing it: an unknown e-mail must cost one hash too, or its quicker answer would tell an
    // attacker which e-mails have accounts.
    const { password: hasher } = await t.ctx.auth.$context;
    const hash = vi.spyOn(hasher, 'hash');
    const verify = vi.spyOn(hasher, 'verify');
    const work = async (email: string, typed: string) => {
      hash.mockClear();
      verify.mockClear();
      const response = await signInEmail(email, typed);
      return { response, hashes: hash.mock.calls.length + verify.mock.calls.length };
    };
    try {
      const wrong = await work(user.email, `${password}x`);
      const unknown = await work(`nobody-${Date.now()}@example.com`, password);
      expect(wrong.response.status).toBe(401);
      expect(unknown.response.status).toBe(401);
      expect(await wrong.response.json()).toEqual(await unknown.response.json());
      expect(wrong.hashes).toBe(1);
      expect(unknown.hashes).toBe(1);
    } finally {
      hash.mockRestore();
      verify.mockRestore();
    }
  });

  it('signs in by a confirmed phone, written as 09… or +963…', async () => {
    const built = await buildUser(t, { phone: '0955 444 333' });
    const { user, password } = built;
    // Not confirmed yet: the right password is answered like a wrong one.
    const early = await post('/api/auth/sign-in/phone-number', { phoneNumber: '0955444333', password });
    expect(early.status).toBe(401);
    expect(((await early.json()) as { error: { code: string } }).error.code).toBe('invalid_credentials');
    expect((await confirmPhone(t, built)).status).toBe(200);
    for (const phoneNumber of ['0955444333', '+963 955 444 333']) {
      const response = await post('/api/auth/sign-in/phone-number', { phoneNumber, password });
      expect(response.status).toBe(200);
      expect((await session(cookiesOf(response)))?.user.id).toBe(user.id);
    }
    const wrong = await post('/api/auth/sign-in/phone-number', { phoneNumber: '0955444333', password: 'wrong-pass-1' });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe('invalid_credentials');
  });

  it('rotates the session at sign-in: the session held before is ended', async () => {
    const built = await buildUser(t);
    const again = await signInEmail(built.user.email, built.password, { cookie: built.cookie });
    expect(again.status).toBe(200);
    const fresh = cookiesOf(again);
    expect(fresh).not.toBe(built.cookie);
    expect(await session(built.cookie)).toBeNull();
    expect((await session(fresh))?.user.id).toBe(built.user.id);
  });

  it('keeps the session token out of JavaScript: no bearer token header, and a bearer token is not a session', async () => {
    const built = await buildUser(t);
    const response = await signInEmail(built.user.email, built.password);
    expect(response.headers.get('set-auth-token')).toBeNull();
    const token = built.cookie.match(/sbp\.session_token=([^;]+)/)?.[1] ?? '';
    const profile = await t.app.request('/api/v1/me/profile', { headers: { authorization: `Bearer ${decodeURIComponent(token)}` } });
    expect(profile.status).toBe(401);
  });
});

describe('rate limits', () => {
  it('spaces out wrong passwords on an account whatever X-Forwarded-For says, with a retry time', async () => {
    const { user } = await buildUser(t);
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let attempt = 0; attempt < 7; attempt += 1) {
      last = await post(
        '/api/auth/sign-in/email',
        { email: user.email, password: 'wrong-pass-1' },
        { env: client(), headers: { 'x-forwarded-for': `10.9.8.${attempt}` } },
      );
      statuses.push(last.status);
    }
    // Five failures are free; then an unknown client waits (15 s, doubling).
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await last?.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
  });

  it('limits per client address; a forged X-Forwarded-For does not reset the count', async () => {
    const env = client();
    let status = 0;
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const response = await post(
        '/api/auth/sign-in/email',
        { email: `nobody-${attempt}-${Date.now()}@example.com`, password: 'wrong-pass-1' },
        { env, headers: { 'x-forwarded-for': `198.51.100.${attempt}` } },
      );
      status = response.status;
    }
    expect(status).toBe(429);
  }, 120_000);

  it('limits password reset requests per account: three from one client, ten from all strangers', async () => {
    const { user } = await buildUser(t);
    const env = client();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await post('/api/auth/request-password-reset', { email: user.email, redirectTo: '/reset-password' }, { env })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const fromMany: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      fromMany.push((await post('/api/auth/request-password-reset', { email: user.email, redirectTo: '/reset-password' })).status);
    }
    // Three counted already (the refused one too), so seven more reach the ten.
    expect(fromMany).toEqual([200, 200, 200, 200, 200, 200, 200, 429]);
  });

  it('limits sign-ups per client address', async () => {
    const env = client();
    let status = 0;
    for (let attempt = 0; attempt < 21; attempt += 1) {
      // Invalid bodies still count: the limit comes before any work.
      status = (await post('/api/v1/auth/sign-up', { email: '' }, { env })).status;
    }
    expect(status).toBe(429);
  });
});

describe('trusted proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUSTED_PROXIES: '10.0.0.1' });
  });
  afterAll(async () => {
    await proxied.close();
  });

  it('counts the address the proxy saw, not the one the client wrote in front of it', async () => {
    let status = 0;
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const response = await proxied.app.request(
        '/api/auth/sign-in/email',
        {
          method: 'POST',
          // The client forges the left part; the proxy appends the real address on the right.
          headers: jsonHeaders({ 'x-forwarded-for': `192.0.2.${attempt}, 203.0.113.77` }),
          body: JSON.stringify({ email: `nobody-${attempt}@example.com`, password: 'wrong-pass-1' }),
        },
        fromAddress('10.0.0.1'),
      );
      status = response.status;
    }
    expect(status).toBe(429);
    // Another real client behind the same proxy is not affected.
    const other = await proxied.app.request(
      '/api/auth/sign-in/email',
      {
        method: 'POST',
        headers: jsonHeaders({ 'x-forwarded-for': '203.0.113.78' }),
        body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-pass-1' }),
      },
      fromAddress('10.0.0.1'),
    );
    expect(other.status).toBe(401);
  }, 120_000);
});

describe('password reset', () => {
  async function requestReset(email: string) {
    const response = await post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    expect(response.status).toBe(200);
    // The answer comes at once; the mail follows.
    const mail = await vi.waitFor(
      async () => {
        const found = await mailTo(email);
        if (!found?.links.some((url) => url.includes('/api/auth/reset-password/'))) throw new Error('no reset mail yet');
        return found;
      },
      { timeout: 60_000, interval: 100 },
    );
    const link = new URL(mail.links.find((url) => url.includes('/api/auth/reset-password/')) ?? '');
    const landing = await t.app.request(link.pathname + link.search);
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get('location') ?? '', TEST_ORIGIN);
    expect(target.pathname).toBe('/reset-password');
    return target.searchParams.get('token') ?? '';
  }

  it('sets a new password once per link, ends every session, and refuses the reused link', async () => {
    const built = await buildUser(t, { locale: 'en' });
    const token = await requestReset(built.user.email);
    expect((await mailTo(built.user.email))?.subject).toBe('Reset your Syria Business Portal password');
    const reset = await post('/api/auth/reset-password', { token, newPassword: 'brand-new-pass-9' });
    expect(reset.status).toBe(200);
    expect(await session(built.cookie)).toBeNull();
    expect((await signInEmail(built.user.email, 'brand-new-pass-9')).status).toBe(200);

    const reused = await post('/api/auth/reset-password', { token, newPassword: 'another-pass-9' });
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { error: { code: string } }).error.code).toBe('invalid_token');
  });

  it('refuses an expired link', async () => {
    const built = await buildUser(t);
    const token = await requestReset(built.user.email);
    await t.ctx.database.pool.query(`UPDATE verification SET "expiresAt" = now() - interval '1 minute' WHERE identifier LIKE $1`, [
      `%${token}%`,
    ]);
    const response = await post('/api/auth/reset-password', { token, newPassword: 'brand-new-pass-9' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('invalid_token');
  });

  it('answers an unknown e-mail like a known one', async () => {
    const response = await post('/api/auth/request-password-reset', { email: `nobody-${Date.now()}@example.com`, redirectTo: '/reset-password' });
    expect(response.status).toBe(200);
  });
});

describe('open redirects and cross-origin requests', () => {
  it('refuses a reset link that would lead to another site', async () => {
    const { user } = await buildUser(t);
    const response = await post('/api/auth/request-password-reset', { email: user.email, redirectTo: 'https://evil.example/steal' });
    expect(response.status).toBe(403);
  });

  it('refuses a sign-in callback to another site', async () => {
    const { user, password } = await buildUser(t);
    const response = await post('/api/auth/sign-in/email', { email: user.email, password, callbackURL: 'https://evil.example/' });
    expect(response.status).toBe(403);
  });

  it('refuses a confirmation link whose callback leads to another site', async () => {
    const { email } = await signUp();
    const link = new URL((await mailTo(email))?.links.find((url) => url.includes('/verify-email')) ?? '');
    link.searchParams.set('callbackURL', 'https://evil.example/');
    const response = await t.app.request(link.pathname + link.search);
    expect(response.headers.get('location') ?? '').not.toContain('evil.example');
  });

  it('refuses a state-changing request with a session cookie from another origin', async () => {
    const built = await buildUser(t);
    const response = await t.app.request(
      '/api/auth/sign-out',
      { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example', cookie: built.cookie }, body: '{}' },
      client(),
    );
    expect(response.status).toBe(403);
    expect(await session(built.cookie)).not.toBeNull();
  });
});

describe('sessions and sign-out', () => {
  it('signing out ends this session and every other one of the account', async () => {
    const built = await buildUser(t);
    const other = cookiesOf(await signInEmail(built.user.email, built.password));
    expect(await session(other)).not.toBeNull();
    const out = await post('/api/auth/sign-out', {}, { cookie: built.cookie });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((line) => line.startsWith('sbp.session_token=;') || /sbp\.session_token=.*Max-Age=0/.test(line))).toBe(true);
    expect(await session(built.cookie)).toBeNull();
    expect(await session(other)).toBeNull();
    expect((await t.app.request('/api/v1/me/profile', { headers: { cookie: built.cookie } })).status).toBe(401);
  });

  it('lists sessions and ends one of them', async () => {
    const built = await buildUser(t);
    const other = cookiesOf(await signInEmail(built.user.email, built.password));
    const list = (await (await t.app.request('/api/auth/list-sessions', { headers: { cookie: built.cookie } })).json()) as Array<{ token: string }>;
    expect(list.length).toBe(2);
    const otherToken = other.split('=')[1]?.split('.')[0];
    const revoke = await post('/api/auth/revoke-session', { token: otherToken }, { cookie: built.cookie });
    expect(revoke.status).toBe(200);
    expect(await session(other)).toBeNull();
    expect(await session(built.cookie)).not.toBeNull();
  });

  it('changing the password ends the other sessions', async () => {
    const built = await buildUser(t);
    const other = cookiesOf(await signInEmail(built.user.email, built.password));
    const change = await post('/api/auth/change-password', { currentPassword: built.password, newPassword: 'changed-pass-4' }, { cookie: built.cookie });
    expect(change.status).toBe(200);
    expect(await session(other)).toBeNull();
    expect(await session(cookiesOf(change) || built.cookie)).not.toBeNull();
  });
});

describe('two-factor sign-in', () => {
  it('turns on with an authenticator code, then asks for a code at sign-in and accepts each code once', async () => {
    const built = await buildUser(t);
    const enable = await post('/api/auth/two-factor/enable', { password: built.password }, { cookie: built.cookie });
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    expect(backupCodes.length).toBeGreaterThan(5);
    const secret = secretOf(totpURI);
    // Both codes from one moment: a 30-second step turning over mid-test cannot push the second out of range.
    const now = Date.now();
    const confirm = await post('/api/auth/two-factor/verify-totp', { code: totpCode(secret, { time: now }) }, { cookie: built.cookie });
    expect(confirm.status).toBe(200);

    const signIn = await signInEmail(built.user.email, built.password);
    expect(await signIn.clone().json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookiesOf(signIn);
    expect(await session(pending)).toBeNull();
    const code = totpCode(secret, { time: now, stepOffset: 1 });
    const verified = await post('/api/auth/two-factor/verify-totp', { code }, { cookie: pending });
    expect(verified.status).toBe(200);
    expect((await session(cookiesOf(verified)))?.user.id).toBe(built.user.id);

    // The same code, seen by someone else, does not open a second sign-in.
    const second = cookiesOf(await signInEmail(built.user.email, built.password));
    const replay = await post('/api/auth/two-factor/verify-totp', { code }, { cookie: second });
    expect(replay.status).toBe(401);
    expect(((await replay.json()) as { error: { code: string } }).error.code).toBe('invalid_code');

    // A backup code works once.
    const backup = await post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] }, { cookie: second });
    expect(backup.status).toBe(200);
    const third = cookiesOf(await signInEmail(built.user.email, built.password));
    const backupAgain = await post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] }, { cookie: third });
    expect(backupAgain.status).toBe(401);
  });
});

describe('profile', () => {
  it('lets the owner edit the profile, never is_verified, and no photo from another site', async () => {
    const built = await buildUser(t);
    const patch = (body: unknown) => t.app.request('/api/v1/me/profile', { method: 'PATCH', headers: built.headers, body: JSON.stringify(body) }, client());
    const ok = await patch({
      companyDescription: 'Cotton fabrics since 1990',
      whatsapp: '0988 777 666',
      website: 'haddad.example.sy',
      governorate: 'homs',
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      companyDescription: 'Cotton fabrics since 1990',
      whatsapp: '+963988777666',
      website: 'https://haddad.example.sy/',
      governorate: 'homs',
      isVerified: false,
    });
    expect((await patch({ isVerified: true })).status).toBe(400);
    expect((await patch({ avatarUrl: 'https://evil.example/a.png' })).status).toBe(400);
    const row = await t.ctx.database.db.selectFrom('profiles').select('is_verified').where('id', '=', built.user.id).executeTakeFirst();
    expect(row?.is_verified).toBe(false);
  });

  it('refuses a visitor', async () => {
    expect((await t.app.request('/api/v1/me/profile')).status).toBe(401);
  });
});

describe('admin', () => {
  it("answers 404 on the auth library's own admin API, to admins too: admin actions go through the audited admin routes", async () => {
    const plain = await buildUser(t);
    const response = await t.app.request('/api/auth/admin/list-users', { headers: { cookie: plain.cookie } });
    expect(response.status).toBe(404);
    const admin = await buildUser(t, { admin: true });
    expect((await t.app.request('/api/auth/admin/list-users', { headers: { cookie: admin.cookie } })).status).toBe(404);
    expect((await t.app.request('/api/v1/admin/users', { headers: { cookie: admin.cookie } })).status).toBe(200);
  });
});
