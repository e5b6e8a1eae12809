import { Hono } from 'hono';
import type { AppContext } from '#server/context.ts';
import { isAdmin } from './is-admin.ts';
import { requireUser, type UserEnv } from './require-user.ts';

/** better-auth's endpoints, mounted as they are. */
export function authRoutes(ctx: AppContext) {
  const app = new Hono();
  app.on(['GET', 'POST'], '/auth/*', (c) => ctx.auth.handler(c.req.raw));
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
