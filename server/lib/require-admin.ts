import type { MiddlewareHandler } from 'hono';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { isAdmin } from './is-admin.ts';
import { getSessionUser, type UserEnv } from './require-user.ts';

/**
 * Lets admins through and answers everyone else (signed out or not an admin) 404, exactly as for a
 * route that does not exist, so that the admin surface tells a non-admin nothing.
 */
export function requireAdmin(ctx: AppContext): MiddlewareHandler<UserEnv> {
  return async (c, next) => {
    const user = await getSessionUser(ctx, c);
    if (!user || !(await isAdmin(ctx, user.id))) throw new AppError(404, 'not_found', 'No such API route');
    c.set('user', user);
    await next();
  };
}
