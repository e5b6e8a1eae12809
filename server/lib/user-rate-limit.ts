import type { Context, MiddlewareHandler } from 'hono';
import type { WriteLimit } from '#common/limits.ts';
import type { AppContext } from '#server/context.ts';
import { rateLimit } from '#server/lib/rate-limit.ts';
import type { UserEnv } from './require-user.ts';

/**
 * A write limit per signed-in user and per client address; goes after requireUser, which sets the
 * user. Over either count it answers 429 `rate_limited` with Retry-After.
 *
 * @example app.post('/suppliers', requireUser(ctx), userRateLimit(ctx, POST_WRITE_LIMIT), handler)
 */
export function userRateLimit(ctx: AppContext, limit: WriteLimit): MiddlewareHandler<UserEnv> {
  return rateLimit(ctx, {
    name: limit.name,
    windowSeconds: limit.windowSeconds,
    perClient: limit.perClient,
    perAccount: limit.perUser,
    account: (c: Context) => (c as Context<UserEnv>).get('user').id,
  });
}
