import type { MiddlewareHandler } from 'hono';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { isAdmin } from './is-admin.ts';
import { getSessionUser, type UserEnv } from './require-user.ts';

/** Answers 401 without a session and 403 for a signed-in user who is not an admin. */
export function requireAdmin(ctx: AppContext): MiddlewareHandler<UserEnv> {
  return async (c, next) => {
    const user = await getSessionUser(ctx, c);
    if (!user) throw new AppError(401, 'unauthenticated', 'Sign in to do this');
    if (!(await isAdmin(ctx, user.id))) throw new AppError(403, 'forbidden', 'Admins only');
    c.set('user', user);
    await next();
  };
}
