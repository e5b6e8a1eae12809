import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { sql } from 'kysely';
import type { ErrorBody } from '#common/errors.ts';
import type { AppContext } from '#server/context.ts';
import { clientAddress, clientKey, trustedProxies, type ProxyTrust } from './client-address.ts';

/** An account's part of a counter key: a hash, so that a key has a fixed length whatever was sent. */
export function accountKey(account: string): string {
  return createHash('sha256').update(account.trim().toLowerCase()).digest('base64url');
}

const proxyTrusts = new WeakMap<AppContext, ProxyTrust>();
/** The client key of a request under this portal's TRUSTED_PROXIES. */
export function requestClientKey(ctx: AppContext, c: Context): string {
  let trust = proxyTrusts.get(ctx);
  if (!trust) {
    trust = trustedProxies(ctx.config.trustedProxies);
    proxyTrusts.set(ctx, trust);
  }
  return clientKey(clientAddress(c, trust));
}

export interface RateLimitOptions {
  /** Names the counter, e.g. `sign-in`; limits with different names count separately. */
  name: string;
  /** Length of one counting window. */
  windowSeconds: number;
  /** Requests allowed per client address in one window. */
  perClient: number;
  /** Requests allowed per account in one window (needs `account`). */
  perAccount?: number;
  /**
   * The account a request is about (an e-mail, a phone number, a user id), if any. Called only
   * after the client's count is under its limit, so a refused request's body is never read.
   */
  account?: (c: Context) => Promise<string | undefined> | string | undefined;
}

/**
 * Counts one hit on a key and tells whether it is over the limit. The counter lives in the
 * database, so that every server process shares it. Fixed windows: the first hit opens a window.
 */
export async function hitRateLimit(
  ctx: AppContext,
  key: string,
  max: number,
  windowSeconds: number,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const result = await sql<{ hits: number; window_ends_at: Date }>`
    INSERT INTO rate_limits (key, hits, window_ends_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limits.window_ends_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
      window_ends_at = CASE WHEN rate_limits.window_ends_at <= now()
        THEN now() + make_interval(secs => ${windowSeconds}) ELSE rate_limits.window_ends_at END
    RETURNING hits, window_ends_at`.execute(ctx.database.db);
  const row = result.rows[0];
  if (!row) return { allowed: true, retryAfterSeconds: 0 };
  const retryAfterSeconds = Math.max(1, Math.ceil((new Date(row.window_ends_at).getTime() - Date.now()) / 1000));
  // Now and then, forget windows that ended long ago.
  if (Math.random() < 0.01) {
    await sql`DELETE FROM rate_limits WHERE window_ends_at < now() - interval '1 day'`.execute(ctx.database.db);
  }
  return { allowed: row.hits <= max, retryAfterSeconds };
}

/** The 429 answer of every limit. */
export function rateLimited(c: Context, retryAfter: number): Response {
  return c.json<ErrorBody>(
    { error: { code: 'rate_limited', message: `Too many requests. Try again in ${retryAfter} seconds.` } },
    429,
    { 'retry-after': String(retryAfter) },
  );
}

/**
 * Hono middleware limiting requests per client address and, optionally, per account. The client
 * is counted first, before anything reads the body; over the limit it answers 429 `rate_limited`
 * with a Retry-After header (seconds), and the request goes no further.
 *
 * @example app.post('/things', rateLimit(ctx, { name: 'things', windowSeconds: 60, perClient: 30 }), handler)
 */
export function rateLimit(ctx: AppContext, options: RateLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    const client = await hitRateLimit(ctx, `${options.name}:client:${requestClientKey(ctx, c)}`, options.perClient, options.windowSeconds);
    if (!client.allowed) return rateLimited(c, client.retryAfterSeconds);
    if (options.account && options.perAccount !== undefined) {
      const account = await options.account(c);
      if (account) {
        const hit = await hitRateLimit(ctx, `${options.name}:account:${accountKey(account)}`, options.perAccount, options.windowSeconds);
        if (!hit.allowed) return rateLimited(c, hit.retryAfterSeconds);
      }
    }
    await next();
  };
}
