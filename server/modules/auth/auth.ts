import { AsyncLocalStorage } from 'node:async_hooks';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { getMigrations } from 'better-auth/db/migration';
import { deleteSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';
import { admin, genericOAuth, phoneNumber, twoFactor } from 'better-auth/plugins';
import { SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS } from '#common/constants/session.ts';
import type { TSignUpData } from '#common/schemas/auth.ts';
import type { AppContext } from '#server/context.ts';
import { linkMail, mailLocale } from '#server/lib/mail/mail-texts.ts';
import { hashPassword, verifyPassword } from '#server/lib/auth/password-hash.ts';

/** What auth needs; the realtime hub is absent in scripts that only create the tables. */
export type AuthDeps = Omit<AppContext, 'auth' | 'realtime' | 'sms'> & Partial<Pick<AppContext, 'realtime'>>;

/** Where the confirmation link lands (specification, section 2). A reset link lands where the reset form asks (redirectTo). */
export const VERIFY_EMAIL_PATH = '/verify-email';
/** Where a Google sign-in of an account with two-factor on continues: the sign-in page's code step. */
export const TWO_FACTOR_PATH = '/sign-in?step=two-factor';
/** better-auth's routes that would sign in or link an account with a client-held ID token. */
const ID_TOKEN_PATHS = new Set(['/sign-in/social', '/link-social']);
/** How long a pending two-factor sign-in waits for its code (better-auth's default). */
const TWO_FACTOR_PENDING_SECONDS = 600;

/**
 * What one sign-up request carries besides better-auth's own fields, and what happened while
 * better-auth handled it. better-auth sends the confirmation mail after creating the user and only
 * logs a failure; this lets the sign-up route tell the user (specification, section 8).
 */
export interface SignUpState {
  profile: TSignUpData;
  mailFailed: boolean;
}
export const signUpState = new AsyncLocalStorage<SignUpState>();

/**
 * The secret that signs sessions: AUTH_SECRET when set, else one generated on first start and kept
 * in the database, so that every server process on one database shares it and restarts keep
 * sessions valid.
 */
async function resolveSecret(deps: AuthDeps): Promise<string> {
  if (deps.config.authSecret) return deps.config.authSecret;
  const { db } = deps.database;
  const generated = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
  await db
    .insertInto('site_settings')
    .values({ key: 'auth_secret', value: JSON.stringify(generated) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', 'auth_secret').executeTakeFirstOrThrow();
  return row.value as string;
}

/** Thrown from the mail callbacks so that the route answers `mail_failed` instead of a 500. */
function mailFailed(): APIError {
  return new APIError('SERVICE_UNAVAILABLE', { code: 'MAIL_FAILED', message: 'The e-mail could not be sent' });
}

export function authOptions(deps: AuthDeps, secret: string) {
  const { config, database, mailer, logger } = deps;
  const isListedAdmin = (email: string) => config.adminEmails.includes(email.toLowerCase());
  const brandFor = (locale: 'ar' | 'en') => (locale === 'ar' ? config.brandAr : config.brandEn);

  return {
    appName: config.brandEn,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.publicUrl],
    // On the embedded database there is one connection: nested transactions would wait on it.
    database: { db: database.db, type: 'postgres' as const, transaction: database.kind === 'postgres' },
    user: {
      additionalFields: {
        /** The language of this account's mails; chosen at sign-up from the page's language. */
        locale: { type: 'string' as const, required: false, defaultValue: 'ar', input: true },
      },
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN_SECONDS,
      // A session used after a day is extended, so an active user never meets its expiry.
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      // No cookie cache: a signed-out or revoked session ends at once on every server process.
      cookieCache: { enabled: false },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, url }: { user: { email: string; name: string } & Record<string, unknown>; url: string }) {
        const locale = mailLocale(user.locale);
        const mail = linkMail({
          locale,
          brand: brandFor(locale),
          name: user.name,
          subjectKey: 'auth.mail.resetSubject',
          bodyKey: 'auth.mail.resetBody',
          actionKey: 'auth.mail.resetAction',
          ignoreKey: 'auth.mail.resetIgnore',
          url,
        });
        try {
          await mailer.send({ to: user.email, ...mail });
        } catch (error) {
          logger.error('password reset mail failed', { error });
          throw mailFailed();
        }
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      async sendVerificationEmail({ user, url }: { user: { email: string; name: string } & Record<string, unknown>; url: string }) {
        const locale = mailLocale(user.locale);
        const mail = linkMail({
          locale,
          brand: brandFor(locale),
          name: user.name,
          subjectKey: 'auth.mail.verifySubject',
          bodyKey: 'auth.mail.verifyBody',
          actionKey: 'auth.mail.verifyAction',
          ignoreKey: 'auth.mail.verifyIgnore',
          url,
        });
        try {
          await mailer.send({ to: user.email, ...mail });
        } catch (error) {
          logger.error('confirmation mail failed', { error });
          const state = signUpState.getStore();
          if (state) state.mailFailed = true;
          throw mailFailed();
        }
      },
    },
    account: {
      accountLinking: { enabled: true, trustedProviders: ['google'] },
    },
    databaseHooks: {
      session: {
        delete: {
          /** A session that ends (signed out, revoked, password reset, ban) loses its sockets at once. */
          async after(session: { userId: string }) {
            await deps.realtime?.sessionsChanged(session.userId);
          },
        },
      },
      user: {
        create: {
          async before(user: { email: string } & Record<string, unknown>) {
            return { data: { ...user, role: isListedAdmin(user.email) ? 'admin' : 'user' } };
          },
          /**
           * Every account has a profile row; a sign-up fills it with the business details at once.
           * A phone given at sign-up stays unconfirmed there until a code sent to it is confirmed.
           */
          async after(user: { id: string; name: string }) {
            const pending = signUpState.getStore()?.profile;
            await database.db
              .insertInto('profiles')
              .values({
                id: user.id,
                full_name: pending?.fullName ?? user.name,
                business_name: pending?.businessType === 'buyer' ? null : (pending?.businessName ?? null),
                business_type: pending?.businessType ?? null,
                governorate: pending?.governorate ?? null,
                phone: pending?.phone ?? null,
              })
              .onConflict((oc) => oc.column('id').doNothing())
              .execute();
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // The portal signs in with Google only through the redirect flow, whose callback asks for
        // the second factor. A token handed in by a client would sign in without it, and again from
        // any other client (there is no nonce): refused on every route that takes one (issue 24).
        if (ID_TOKEN_PATHS.has(ctx.path) && ctx.body && typeof ctx.body === 'object' && 'idToken' in ctx.body) {
          throw new APIError('NOT_FOUND', { code: 'ID_TOKEN_NOT_SUPPORTED', message: 'Sign in with Google through its sign-in page' });
        }
        // Changing the password ends every other session, whatever the client asked for.
        if (ctx.path === '/change-password' && ctx.body && typeof ctx.body === 'object') {
          (ctx.body as Record<string, unknown>).revokeOtherSessions = true;
        }
      }),
      /**
       * A Google sign-in of an account with two-factor on ends like a password sign-in: the new
       * session is dropped, a pending two-factor sign-in is opened (the same cookie and record the
       * two-factor plugin uses), and the browser goes to the code step of the sign-in page.
       */
      after: createAuthMiddleware(async (ctx) => {
        if (!ctx.path.startsWith('/callback/') && !ctx.path.startsWith('/oauth2/callback/') && !ID_TOKEN_PATHS.has(ctx.path)) return;
        const data = ctx.context.newSession;
        if (!data || !(data.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled) return;
        deleteSessionCookie(ctx, true);
        await ctx.context.internalAdapter.deleteSession(data.session.token);
        ctx.context.setNewSession(null);
        const identifier = `2fa-${generateRandomString(20)}`;
        const expiresAt = new Date(Date.now() + TWO_FACTOR_PENDING_SECONDS * 1000);
        await ctx.context.internalAdapter.createVerificationValue({ value: data.user.id, identifier, expiresAt });
        await ctx.context.internalAdapter.createVerificationValue({ value: '0', identifier: `2fa-attempts-${identifier}`, expiresAt });
        const cookie = ctx.context.createAuthCookie('two_factor', { maxAge: TWO_FACTOR_PENDING_SECONDS });
        await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
        throw ctx.redirect(new URL(TWO_FACTOR_PATH, config.publicUrl).toString());
      }),
    },
    // The portal's own limiter (server/lib/rate-limit.ts) counts in the database for every process.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'sbp',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { sameSite: 'lax' as const, httpOnly: true },
      // The client address comes from the socket, not from headers a client can forge.
      ipAddress: { disableIpTracking: true },
      // Callback and redirect URLs are checked against the portal's origin in every environment,
      // tests included (better-auth would skip the check under a test runner).
      disableOriginCheck: false,
    },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      twoFactor({ issuer: config.brandEn, skipVerificationOnEnable: false }),
      // Sign-in by phone goes through the portal's own route (routes.ts), and phones are confirmed
      // by the portal's own codes (server/modules/profiles); this plugin keeps the unique phone
      // column and its confirmed flag. Its own SMS endpoints are closed.
      phoneNumber({
        sendOTP() {
          throw new APIError('NOT_IMPLEMENTED', { code: 'SMS_UNAVAILABLE', message: 'Codes by SMS are not available' });
        },
      }),
      ...(config.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  clientId: config.google.clientId,
                  clientSecret: config.google.clientSecret,
                  discoveryUrl: `${(config.google.issuer ?? 'https://accounts.google.com').replace(/\/+$/, '')}/.well-known/openid-configuration`,
                  scopes: ['openid', 'email', 'profile'],
                  accessType: 'offline',
                  prompt: 'consent' as const,
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  };
}

export async function createAuth(deps: AuthDeps) {
  const secret = await resolveSecret(deps);
  return betterAuth(authOptions(deps, secret));
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

/** Creates and updates better-auth's tables (user, session, account, verification, plugin tables). */
export async function runAuthMigrations(deps: AuthDeps): Promise<void> {
  const { runMigrations } = await getMigrations(authOptions(deps, 'migration-only'));
  await runMigrations();
}
