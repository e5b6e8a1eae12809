import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { sql } from 'kysely';
import type { ErrorBody } from '#common/errors.ts';
import type { AppContext } from '#server/context.ts';

/**
 * The address of the client that made a request: the socket's peer, or, when that peer is one of
 * the configured proxies (TRUSTED_PROXIES), the right-most X-Forwarded-For hop that is not itself
 * a trusted proxy. A client cannot choose its key by sending its own X-Forwarded-For.
 */
export function clientAddress(c: Context, trustedProxies: readonly string[]): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined;
  }
  peer = peer ? stripMappedIpv4(peer) : undefined;
  if (peer && trustedProxies.includes(peer)) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => stripMappedIpv4(hop.trim()))
      .filter(Boolean);
    for (let index = hops.length - 1; index >= 0; index -= 1) {
      const hop = hops[index];
      if (hop && !trustedProxies.includes(hop)) return hop;
    }
  }
  return peer ?? 'unknown';
}

function stripMappedIpv4(address: string): string {
  return address.startsWith('::ffff:') ? address.slice(7) : address;
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
  /** The account a request is about (an e-mail, a phone number, a user id), if any. */
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

/**
 * Hono middleware limiting requests per client address and, optionally, per account. Over the
 * limit it answers 429 `rate_limited` with a Retry-After header (seconds), and the request goes
 * no further.
 *
 * @example app.post('/things', rateLimit(ctx, { name: 'things', windowSeconds: 60, perClient: 30 }), handler)
 */
export function rateLimit(ctx: AppContext, options: RateLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    const checks: Array<{ key: string; max: number }> = [
      { key: `${options.name}:client:${clientAddress(c, ctx.config.trustedProxies)}`, max: options.perClient },
    ];
    if (options.account && options.perAccount !== undefined) {
      const account = await options.account(c);
      if (account) checks.push({ key: `${options.name}:account:${account.trim().toLowerCase()}`, max: options.perAccount });
    }
    let retryAfter = 0;
    for (const check of checks) {
      const { allowed, retryAfterSeconds } = await hitRateLimit(ctx, check.key, check.max, options.windowSeconds);
      if (!allowed) retryAfter = Math.max(retryAfter, retryAfterSeconds);
    }
    if (retryAfter > 0) {
      return c.json<ErrorBody>(
        { error: { code: 'rate_limited', message: `Too many requests. Try again in ${retryAfter} seconds.` } },
        429,
        { 'retry-after': String(retryAfter) },
      );
    }
    await next();
  };
}

/** Reads one string field of a JSON body without consuming the request for later handlers. */
export async function readJsonField(c: Context, field: string): Promise<string | undefined> {
  if (!c.req.header('content-type')?.includes('application/json')) return undefined;
  try {
    const body = (await c.req.raw.clone().json()) as Record<string, unknown>;
    const value = body[field];
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}
