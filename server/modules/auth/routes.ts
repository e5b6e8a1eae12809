import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { sql } from 'kysely';
import { normalizeSyrianPhone } from '#common/schemas/phone.ts';
import { ZPhoneSignInRequest, ZSignUpRequest } from '#common/schemas/auth.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { rateLimit, readJsonField } from '#server/lib/rate-limit.ts';
import { toPortalError } from './auth-errors.ts';
import { signUpState, VERIFY_EMAIL_PATH } from './auth.ts';
import { isAdmin } from './is-admin.ts';
import { requireUser, type UserEnv } from './require-user.ts';
import { parseBody } from './validation.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** A POST to another better-auth path with a JSON body, keeping the caller's headers (cookies, origin). */
function jsonRequest(original: Request, path: string, body: unknown): Request {
  const headers = new Headers(original.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return new Request(new URL(path, original.url), { method: 'POST', headers, body: JSON.stringify(body) });
}

/** The token part of a signed better-auth cookie (`token.signature`). */
function unsignedValue(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const dot = value.lastIndexOf('.');
  return dot > 0 ? value.slice(0, dot) : value;
}

/**
 * better-auth's endpoints under /api/auth, with the portal's rules in front of them: rate limits,
 * phone sign-in through the e-mail path, session rotation at sign-in, global sign-out, two-factor
 * codes accepted once, and errors in the portal's shape. Sign-up goes through POST /api/v1/auth/sign-up.
 */
export function authRoutes(ctx: AppContext) {
  const app = new Hono();
  const { db } = ctx.database;
  const secure = ctx.config.publicUrl.startsWith('https://');
  const cookieName = (name: string) => `${secure ? '__Secure-' : ''}sbp.${name}`;

  const forward = async (request: Request) => toPortalError(await ctx.auth.handler(request));

  /** Signs in, then ends the session the browser held before, so a planted session id never becomes a signed-in one. */
  const forwardSignIn = async (c: Context, request: Request) => {
    const previous = unsignedValue(getCookie(c, cookieName('session_token')));
    const response = await forward(request);
    if (response.ok && previous) {
      await db.deleteFrom('session').where('token', '=', previous).execute();
    }
    return response;
  };

  /** The user a two-factor request is about: the session's, or the pending sign-in's. */
  const twoFactorUserId = async (c: Context): Promise<string | undefined> => {
    const session = await ctx.auth.api.getSession({ headers: c.req.raw.headers });
    if (session) return session.user.id;
    const identifier = unsignedValue(getCookie(c, cookieName('two_factor')));
    if (!identifier) return undefined;
    const context = await ctx.auth.$context;
    const pending = await context.internalAdapter.findVerificationValue(identifier);
    return pending?.value ?? undefined;
  };

  const emailField = (c: Context) => readJsonField(c, 'email');
  const signInLimit = rateLimit(ctx, { name: 'sign-in', windowSeconds: 15 * MINUTE, perClient: 30, perAccount: 10, account: emailField });
  const signUpLimit = rateLimit(ctx, { name: 'sign-up', windowSeconds: HOUR, perClient: 20, perAccount: 5, account: emailField });
  const resetLimit = rateLimit(ctx, { name: 'reset', windowSeconds: HOUR, perClient: 10, perAccount: 3, account: emailField });
  const resetSubmitLimit = rateLimit(ctx, { name: 'reset-submit', windowSeconds: 15 * MINUTE, perClient: 20 });
  const resendLimit = rateLimit(ctx, { name: 'verify-mail', windowSeconds: HOUR, perClient: 10, perAccount: 3, account: emailField });
  const twoFactorLimit = rateLimit(ctx, {
    name: 'two-factor',
    windowSeconds: 15 * MINUTE,
    perClient: 30,
    perAccount: 10,
    account: twoFactorUserId,
  });
  const passwordLimit = rateLimit(ctx, { name: 'password', windowSeconds: 15 * MINUTE, perClient: 20 });

  // Sign-up: only through the portal's route, which also writes the business details.
  app.post('/auth/sign-up/email', () => {
    throw new AppError(404, 'not_found', 'Sign up with POST /api/v1/auth/sign-up');
  });
  app.post('/v1/auth/sign-up', signUpLimit, async (c) => {
    const data = parseBody(ZSignUpRequest, await c.req.json().catch(() => null));
    if (data.phone) {
      const taken = await db.selectFrom('user').select('id').where(sql.ref('phoneNumber'), '=', data.phone).executeTakeFirst();
      if (taken) throw new AppError(409, 'phone_taken', 'Another account uses this phone number', { phone: 'auth.validation.phoneTaken' });
    }
    const state = { profile: data, mailFailed: false };
    const request = jsonRequest(c.req.raw, '/api/auth/sign-up/email', {
      name: data.fullName,
      email: data.email,
      password: data.password,
      locale: data.locale,
      callbackURL: VERIFY_EMAIL_PATH,
    });
    const response = await signUpState.run(state, () => forward(request));
    if (!response.ok) return response;
    if (state.mailFailed) throw new AppError(503, 'mail_failed', 'Error sending confirmation email');
    // The same answer whether or not the address already had an account.
    return c.json({ status: 'confirmation_sent' as const, email: data.email });
  });

  app.post('/auth/sign-in/email', signInLimit, (c) => forwardSignIn(c, c.req.raw));

  // Phone + password: the account is found by its phone, then signed in exactly like by e-mail
  // (same checks, same timing, same two-factor step). An unknown phone gets the same answer.
  app.post('/auth/sign-in/phone-number', async (c, next) => {
    if (!ctx.config.authPhoneEnabled) {
      throw new AppError(403, 'phone_login_disabled', 'Phone logins are not available. Please use email to sign in.');
    }
    await next();
  });
  app.post(
    '/auth/sign-in/phone-number',
    rateLimit(ctx, {
      name: 'sign-in',
      windowSeconds: 15 * MINUTE,
      perClient: 30,
      perAccount: 10,
      account: async (c) => normalizeSyrianPhone((await readJsonField(c, 'phoneNumber')) ?? '') ?? undefined,
    }),
    async (c) => {
      const body = parseBody(ZPhoneSignInRequest, await c.req.json().catch(() => null));
      const phone = normalizeSyrianPhone(body.phoneNumber);
      const owner = phone
        ? await db.selectFrom('user').select('email').where(sql.ref('phoneNumber'), '=', phone).executeTakeFirst()
        : undefined;
      const request = jsonRequest(c.req.raw, '/api/auth/sign-in/email', {
        // `.invalid` never resolves: an unknown phone runs the same password hashing as a wrong password.
        email: owner?.email ?? 'no-account@phone.invalid',
        password: body.password,
        rememberMe: body.rememberMe,
        callbackURL: body.callbackURL,
      });
      return forwardSignIn(c, request);
    },
  );

  app.post('/auth/request-password-reset', resetLimit, (c) => forward(c.req.raw));
  app.post('/auth/reset-password', resetSubmitLimit, (c) => forward(c.req.raw));
  app.post('/auth/send-verification-email', resendLimit, (c) => forward(c.req.raw));
  app.post('/auth/change-password', passwordLimit, (c) => forward(c.req.raw));

  app.post('/auth/two-factor/*', twoFactorLimit);
  // A code from an authenticator app is accepted once: reserve it for the user before checking it.
  app.post('/auth/two-factor/verify-totp', async (c) => {
    const code = (await readJsonField(c, 'code'))?.trim();
    const userId = await twoFactorUserId(c);
    if (!code || !userId) return forward(c.req.raw);
    await sql`DELETE FROM two_factor_used_codes WHERE user_id = ${userId} AND used_at < now() - interval '5 minutes'`.execute(db);
    const reserved = await sql`INSERT INTO two_factor_used_codes (user_id, code) VALUES (${userId}, ${code})
      ON CONFLICT DO NOTHING RETURNING user_id`.execute(db);
    if (reserved.rows.length === 0) throw new AppError(401, 'invalid_code', 'This code was already used');
    const response = await forward(c.req.raw);
    if (!response.ok) await sql`DELETE FROM two_factor_used_codes WHERE user_id = ${userId} AND code = ${code}`.execute(db);
    return response;
  });

  // Signing out ends every session of the account, on every device and server process (global scope).
  app.post('/auth/sign-out', async (c) => {
    const session = await ctx.auth.api.getSession({ headers: c.req.raw.headers });
    if (session) await db.deleteFrom('session').where('userId', '=', session.user.id).execute();
    return forward(c.req.raw);
  });

  // One-time codes by SMS are not offered (no SMS provider).
  app.all('/auth/phone-number/*', () => {
    throw new AppError(404, 'not_found', 'Codes by SMS are not available');
  });

  app.on(['GET', 'POST'], '/auth/*', (c) => forward(c.req.raw));
  return app;
}

/** The signed-in user's own facts that the client needs. */
export function meRoutes(ctx: AppContext) {
  const app = new Hono<UserEnv>();
  app.get('/me/is-admin', requireUser(ctx), async (c) => {
    c.header('cache-control', 'private, no-store');
    return c.json({ isAdmin: await isAdmin(ctx, c.get('user').id) });
  });
  return app;
}
