import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { createHash, randomBytes } from 'node:crypto';
import { normalizeSyrianPhone } from '#common/schemas/phone.ts';
import { z } from 'zod';
import { ZEmail, ZPassword, ZPhoneSignInRequest, ZSignUpRequest } from '#common/schemas/auth.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { parseWith, validate } from '#server/lib/validate.ts';
import { accountKey, hitRateLimit, rateLimit, rateLimited, requestClientKey } from '#server/lib/rate-limit.ts';
import { notify } from '#server/lib/notify/notify.ts';
import { toPortalError } from './auth-errors.ts';
import { signUpState, VERIFY_EMAIL_PATH } from './auth.ts';
import { clearSignInFailures } from './clear-sign-in-failures.ts';
import { deleteSessionByToken } from './delete-session-by-token.ts';
import { deleteUserSessions } from './delete-user-sessions.ts';
import { confirmedEmail } from './confirmed-email.ts';
import { findResetOwner } from './find-reset-owner.ts';
import { findUserByPhone } from './find-user-by-phone.ts';
import { isAdmin } from '#server/lib/is-admin.ts';
import { isKnownSignInClient } from './is-known-sign-in-client.ts';
import { authBodyField, readAuthBody } from './read-auth-body.ts';
import { recordSignInFailure } from './record-sign-in-failure.ts';
import { signInCounter } from './sign-in-delay.ts';
import { releaseTotpCode } from '#server/lib/auth/release-totp-code.ts';
import { rememberSignInClients } from './remember-sign-in-clients.ts';
import { requireUser, type UserEnv } from '#server/lib/require-user.ts';
import { reserveTotpCode } from '#server/lib/auth/reserve-totp-code.ts';
import { takeSignInTurn } from './take-sign-in-turn.ts';

const ZResetRequest = z.object({ email: ZEmail, redirectTo: z.string().max(2000).optional() });
const ZNewPassword = z.object({ newPassword: ZPassword });

const MINUTE = 60;
const HOUR = 60 * MINUTE;
/** How long the device cookie that marks a browser as an account's usual client lives. */
const DEVICE_COOKIE_SECONDS = 400 * 24 * HOUR;

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
  // Answers about accounts and sessions are never stored by browsers or proxies.
  const noStore: MiddlewareHandler = async (c, next) => {
    await next();
    try {
      c.res.headers.set('cache-control', 'no-store');
    } catch {
      // Headers of a fetched response are immutable: answer with a copy.
      const copy = new Response(c.res.body, c.res);
      copy.headers.set('cache-control', 'no-store');
      c.res = undefined;
      c.res = copy;
    }
  };
  app.use('/auth/*', noStore);
  app.use('/v1/auth/*', noStore);
  const secure = ctx.config.publicUrl.startsWith('https://');
  const cookieName = (name: string) => `${secure ? '__Secure-' : ''}sbp.${name}`;

  const isOwnUrl = (target: string) => {
    try {
      return new URL(target, ctx.config.publicUrl).origin === new URL(ctx.config.publicUrl).origin;
    } catch {
      return false;
    }
  };

  const forward = async (request: Request) => toPortalError(await ctx.auth.handler(request));

  /** The clients a request comes from: this browser's device cookie (hashed) and its address key. */
  const clientsOf = (c: Context): string[] => {
    const device = getCookie(c, cookieName('device'));
    return [
      `address:${requestClientKey(ctx, c)}`,
      ...(device ? [`device:${createHash('sha256').update(device).digest('base64url')}`] : []),
    ];
  };

  /**
   * Marks this browser as one its owner uses for the account `key` names: its clients (address and
   * device cookie) become known and, when it has no device cookie yet, the answer gives it one.
   * Called once the owner proved who they are (the right password, a completed password reset, a
   * confirmed e-mail address), which also forgets the account's failed sign-ins.
   */
  const knowThisBrowser = async (c: Context, key: string, response: Response): Promise<Response> => {
    await clearSignInFailures(ctx, key);
    const clients = clientsOf(c);
    if (getCookie(c, cookieName('device'))) {
      await rememberSignInClients(ctx, key, clients);
      return response;
    }
    const device = randomBytes(32).toString('base64url');
    await rememberSignInClients(ctx, key, [...clients, `device:${createHash('sha256').update(device).digest('base64url')}`]);
    const answer = new Response(response.body, response);
    answer.headers.append(
      'set-cookie',
      generateCookie(cookieName('device'), device, { httpOnly: true, secure, sameSite: 'Lax', path: '/', maxAge: DEVICE_COOKIE_SECONDS }),
    );
    return answer;
  };

  /**
   * Signs in to the account `account` (an e-mail or phone) names: failed passwords space out the
   * next attempts (15 s, doubling, up to 15 minutes) after five failures from strangers, and after
   * ten from the clients that signed in to this account before, who are counted apart so that
   * strangers never hold the owner back. After the right password the session the browser held
   * before ends (so a planted session id never becomes a signed-in one) and the browser becomes
   * known (knowThisBrowser).
   */
  const signIn = async (c: Context, account: string, request: Request) => {
    const key = accountKey(account);
    const counter = signInCounter(key, await isKnownSignInClient(ctx, key, clientsOf(c)));
    const turn = await takeSignInTurn(ctx, counter.key, counter.free);
    if (!turn.allowed) return rateLimited(c, turn.retryAfterSeconds);
    const previous = unsignedValue(getCookie(c, cookieName('session_token')));
    const response = await forward(request);
    if (response.status === 401) await recordSignInFailure(ctx, counter.key, counter.free);
    if (!response.ok) return response;
    if (previous) await deleteSessionByToken(ctx, previous);
    return knowThisBrowser(c, key, response);
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

  const emailField = (c: Context) => authBodyField(c, 'email');
  // Sign-in: per client here; per account by growing delays in signIn().
  const signInLimit = rateLimit(ctx, { name: 'sign-in', windowSeconds: 15 * MINUTE, perClient: 30 });
  const signUpLimit = rateLimit(ctx, { name: 'sign-up', windowSeconds: HOUR, perClient: 20, perAccount: 5, account: emailField });
  /**
   * Reset requests: 10 an hour per client; 3 an hour per account from each client; and, from
   * clients that never signed in to the account, 10 an hour per account in all. So a stranger's
   * requests cannot use up the quota of the owner's own browser, and mail to one address stays
   * bounded.
   */
  const resetLimit: MiddlewareHandler = async (c, next) => {
    const client = requestClientKey(ctx, c);
    const perClient = await hitRateLimit(ctx, `reset:client:${client}`, 10, HOUR);
    if (!perClient.allowed) return rateLimited(c, perClient.retryAfterSeconds);
    const email = await emailField(c);
    if (email) {
      const key = accountKey(email);
      const perPair = await hitRateLimit(ctx, `reset:pair:${accountKey(`${key} ${client}`)}`, 3, HOUR);
      if (!perPair.allowed) return rateLimited(c, perPair.retryAfterSeconds);
      if (!(await isKnownSignInClient(ctx, key, clientsOf(c)))) {
        const perAccount = await hitRateLimit(ctx, `reset:account:${key}`, 10, HOUR);
        if (!perAccount.allowed) return rateLimited(c, perAccount.retryAfterSeconds);
      }
    }
    await next();
  };
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
  // Names and photos change only through PATCH /api/v1/me/profile, which validates them.
  app.post('/auth/update-user', () => {
    throw new AppError(404, 'not_found', 'Change the profile with PATCH /api/v1/me/profile');
  });
  app.post('/v1/auth/sign-up', signUpLimit, validate('json', ZSignUpRequest), async (c) => {
    const data = c.req.valid('json');
    // The phone goes to the profile unconfirmed, whether or not another account uses it: the
    // answer says nothing about other accounts, and the number signs in only once confirmed.
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
    // The same answer whether or not the address (or the phone) already had an account.
    return c.json({ status: 'confirmation_sent' as const, email: data.email });
  });

  // Every way into an account counts against one per-client sign-in limit: passwords (e-mail and
  // phone), Google's start and its callbacks, and any sign-in route better-auth adds (issue 24).
  app.post('/auth/sign-in/*', signInLimit);
  app.on(['GET', 'POST'], ['/auth/callback/*', '/auth/oauth2/callback/*'], signInLimit);
  app.post('/auth/sign-in/email', async (c) => signIn(c, (await emailField(c)) ?? '', c.req.raw));

  // Phone + password: the account is found by its confirmed phone, then signed in exactly like by
  // e-mail (same checks, same timing, same two-factor step, same delays). An unknown or unconfirmed
  // phone gets the same answer as a wrong password.
  app.post('/auth/sign-in/phone-number', async (c, next) => {
    if (!ctx.config.authPhoneEnabled) {
      throw new AppError(403, 'phone_login_disabled', 'Phone logins are not available. Please use email to sign in.');
    }
    await next();
  });
  app.post('/auth/sign-in/phone-number', async (c) => {
    // Read like every other sign-in body (JSON or a form), then checked against the contract.
    const body = parseWith(ZPhoneSignInRequest, await readAuthBody(c));
    const phone = normalizeSyrianPhone(body.phoneNumber);
    const owner = phone ? await findUserByPhone(ctx, phone) : undefined;
    const request = jsonRequest(c.req.raw, '/api/auth/sign-in/email', {
      // `.invalid` never resolves: an unknown phone runs the same password hashing as a wrong password.
      email: owner?.email ?? 'no-account@phone.invalid',
      password: body.password,
      rememberMe: body.rememberMe,
      callbackURL: body.callbackURL,
    });
    return signIn(c, owner?.email ?? phone ?? body.phoneNumber, request);
  });

  // A reset request is answered at once and the same way for every address; the account lookup
  // and the mail happen afterwards, so neither the answer, its timing nor a mail failure tells
  // whether the address has an account.
  app.post('/auth/request-password-reset', resetLimit, async (c) => {
    const body = parseWith(ZResetRequest, await readAuthBody(c));
    // The link may lead only to this portal (better-auth checks this too, but only afterwards).
    if (body.redirectTo !== undefined && !isOwnUrl(body.redirectTo)) {
      throw new AppError(403, 'forbidden', 'The reset link may only lead to this portal');
    }
    const request = jsonRequest(c.req.raw, '/api/auth/request-password-reset', body);
    void forward(request).then(
      (response) => {
        if (!response.ok) ctx.logger.warn('password reset request failed', { status: response.status });
      },
      (error: unknown) => ctx.logger.error('password reset request failed', { error }),
    );
    return c.json({ status: true, message: 'If this email exists in our system, check your email for the reset link' });
  });
  // The password rule of sign-up (8-128 characters, a letter and a digit) holds for every new password.
  // A completed reset proves the owner: the account's failed sign-ins are forgotten and this
  // browser becomes known (issue 24).
  app.post('/auth/reset-password', resetSubmitLimit, async (c) => {
    parseWith(ZNewPassword, await readAuthBody(c));
    const token = (await authBodyField(c, 'token')) ?? c.req.query('token');
    const owner = token ? await findResetOwner(ctx, token) : undefined;
    const response = await forward(c.req.raw);
    return response.ok && owner ? knowThisBrowser(c, accountKey(owner.email), response) : response;
  });
  // So does a confirmed e-mail address, in the browser that opened the link.
  app.get('/auth/verify-email', async (c) => {
    const response = await forward(c.req.raw);
    const email = confirmedEmail(c.req.query('token'), response);
    return email ? knowThisBrowser(c, accountKey(email), response) : response;
  });
  app.post('/auth/send-verification-email', resendLimit, (c) => forward(c.req.raw));
  // A changed password is told to the user (a notification, and an e-mail in their language).
  app.post('/auth/change-password', passwordLimit, async (c) => {
    parseWith(ZNewPassword, await readAuthBody(c));
    const session = await ctx.auth.api.getSession({ headers: c.req.raw.headers });
    const response = await forward(c.req.raw);
    if (response.ok && session) {
      await notify(ctx.database.db, { userId: session.user.id, type: 'password_changed', data: {}, link: '/account-security' });
    }
    return response;
  });

  app.post('/auth/two-factor/*', twoFactorLimit);
  // A code from an authenticator app is accepted once: reserve it for the user before checking it.
  app.post('/auth/two-factor/verify-totp', async (c) => {
    const code = (await authBodyField(c, 'code'))?.trim();
    const userId = await twoFactorUserId(c);
    if (!code || !userId) return forward(c.req.raw);
    if (!(await reserveTotpCode(ctx, userId, code))) throw new AppError(401, 'invalid_code', 'This code was already used');
    const response = await forward(c.req.raw);
    if (!response.ok) await releaseTotpCode(ctx, userId, code);
    return response;
  });

  // Signing out ends every session of the account, on every device and server process (global scope).
  app.post('/auth/sign-out', async (c) => {
    const session = await ctx.auth.api.getSession({ headers: c.req.raw.headers });
    if (session) {
      await deleteUserSessions(ctx, session.user.id);
      await ctx.realtime.sessionsChanged(session.user.id);
    }
    return forward(c.req.raw);
  });

  // better-auth's own admin endpoints are not used: the admin API is /api/v1/admin (with its audit
  // log and rules); to everyone these paths do not exist.
  app.all('/auth/admin/*', () => {
    throw new AppError(404, 'not_found', 'No such API route');
  });

  // better-auth's own phone endpoints are not used: phones are confirmed through
  // POST /api/v1/me/phone/code and /confirm (server/modules/profiles).
  app.all('/auth/phone-number/*', () => {
    throw new AppError(404, 'not_found', 'Confirm a phone number with POST /api/v1/me/phone/code');
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
