import { sql } from 'kysely';
import { expect } from 'vitest';
import type { ErrorBody } from '#common/errors.ts';
import type { WriteLimit } from '#common/limits.ts';
import type { TestApp } from './test-app.ts';
import { jsonHeaders } from './test-app.ts';

let counter = 0;

export interface BuiltUser {
  user: { id: string; email: string; name: string };
  password: string;
  /** The session cookie, as a browser would send it. */
  cookie: string;
  /** Same-origin JSON request headers carrying the session cookie. */
  headers: Record<string, string>;
}

/**
 * The bindings `app.request` passes as the Node socket: each built user comes from its own client
 * address, so that tests building many users stay under the per-client sign-in limits.
 */
export function fromAddress(address: string) {
  return { incoming: { socket: { remoteAddress: address } } };
}

/**
 * Creates a confirmed account through the real sign-up and sign-in endpoints and returns its
 * session. `admin: true` grants the admin role the way `npm run admin:grant` does. The e-mail is
 * marked confirmed directly, as if the link in the confirmation mail had been followed.
 */
export async function buildUser(
  t: TestApp,
  overrides: {
    email?: string;
    password?: string;
    name?: string;
    admin?: boolean;
    phone?: string;
    businessType?: 'factory' | 'supplier' | 'wholesaler' | 'company' | 'trader' | 'buyer';
    businessName?: string;
    governorate?: string;
    locale?: 'ar' | 'en';
  } = {},
): Promise<BuiltUser> {
  counter += 1;
  const email = overrides.email ?? `user${counter}-${Date.now()}@example.com`;
  const password = overrides.password ?? 'correct-horse-7';
  const name = overrides.name ?? `Test User ${counter}`;
  const env = fromAddress(`198.18.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`);
  const signUp = await t.app.request(
    '/api/v1/auth/sign-up',
    {
      method: 'POST',
      headers: jsonHeaders(),
      body: JSON.stringify({
        fullName: name,
        email,
        password,
        businessType: overrides.businessType ?? 'trader',
        businessName: overrides.businessName ?? `${name} Trading`,
        governorate: overrides.governorate ?? 'damascus',
        phone: overrides.phone,
        locale: overrides.locale ?? 'ar',
      }),
    },
    env,
  );
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const { db } = t.ctx.database;
  await db.updateTable('user').set({ emailVerified: true }).where('email', '=', email.toLowerCase()).execute();
  if (overrides.admin) await db.updateTable('user').set({ role: 'admin' }).where('email', '=', email.toLowerCase()).execute();
  const signIn = await t.app.request(
    '/api/auth/sign-in/email',
    { method: 'POST', headers: jsonHeaders(), body: JSON.stringify({ email, password }) },
    env,
  );
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = cookiesOf(signIn);
  const body = (await signIn.json()) as { user: { id: string; email: string; name: string } };
  return {
    user: { id: body.user.id, email: body.user.email, name: body.user.name },
    password,
    cookie,
    headers: jsonHeaders({ cookie }),
  };
}

/** The `Cookie` header a browser would send after this response: its set cookies, less the ones it cleared. */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .filter((pair) => !pair?.endsWith('='))
    .join('; ');
}

let phoneClient = 0;

/**
 * Confirms the user's profile phone as a person would: asks for a code, reads it from the SMS
 * outbox and sends it back. Answers the confirming response (200 with the profile when it worked).
 */
export async function confirmPhone(t: TestApp, user: BuiltUser): Promise<Response> {
  const env = fromAddress(`198.19.${Math.floor(phoneClient / 250) % 250}.${(phoneClient++ % 250) + 1}`);
  const sent = await t.app.request('/api/v1/me/phone/code', { method: 'POST', headers: user.headers }, env);
  if (!sent.ok) throw new Error(`sending a phone code failed: ${sent.status} ${await sent.text()}`);
  const { phone } = (await sent.json()) as { phone: string };
  const code = (await t.smsOutbox()).filter((sms) => sms.to === phone).at(-1)?.code;
  if (!code) throw new Error(`no code for ${phone} in the SMS outbox`);
  return t.app.request('/api/v1/me/phone/confirm', { method: 'POST', headers: user.headers, body: JSON.stringify({ code }) }, env);
}

/**
 * Forgets every rate-limit counter, so that a test file doing many writes as one user starts each
 * test under the limits; the limits themselves are tested on their own.
 */
export async function resetRateLimits(t: TestApp): Promise<void> {
  await sql`DELETE FROM rate_limits`.execute(t.ctx.database.db);
}

/** Asserts a 429 `rate_limited` answer whose Retry-After falls inside the limit's window. */
export async function expectLimited(response: Response, limit: WriteLimit): Promise<void> {
  expect(response.status).toBe(429);
  expect(((await response.json()) as ErrorBody).error.code).toBe('rate_limited');
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(limit.windowSeconds);
}
