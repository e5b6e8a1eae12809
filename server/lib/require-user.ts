import type { Context, MiddlewareHandler } from 'hono';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';

/** Who is making the request, as the server knows it from the session (never from the body). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** The token of the session the request came with (long-lived answers end with it). */
  sessionToken: string;
}

export type UserEnv = { Variables: { user: SessionUser } };

/** The signed-in user of a request, or null; reads the session cookie. */
export async function getSessionUser(ctx: AppContext, c: Context): Promise<SessionUser | null> {
  const session = await ctx.auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) return null;
  return { id: session.user.id, email: session.user.email, name: session.user.name, sessionToken: session.session.token };
}

/** Answers 401 unless the request has a session; sets `c.get('user')` for the handler. */
export function requireUser(ctx: AppContext): MiddlewareHandler<UserEnv> {
  return async (c, next) => {
    const user = await getSessionUser(ctx, c);
    if (!user) throw new AppError(401, 'unauthenticated', 'Sign in to do this');
    c.set('user', user);
    await next();
  };
}
