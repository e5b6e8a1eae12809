import { betterAuth } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { admin, bearer } from 'better-auth/plugins';
import type { AppContext } from '#server/context.ts';

export type AuthDeps = Omit<AppContext, 'auth'>;

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

export function authOptions(deps: AuthDeps, secret: string) {
  const { config } = deps;
  return {
    appName: config.brandEn,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.publicUrl],
    // On the embedded database there is one connection: nested transactions would wait on it.
    database: { db: deps.database.db, type: 'postgres' as const, transaction: deps.database.kind === 'postgres' },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
    },
    advanced: {
      cookiePrefix: 'sbp',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { sameSite: 'lax' as const, httpOnly: true },
    },
    plugins: [admin(), bearer()],
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
