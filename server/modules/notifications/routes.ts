import { Hono } from 'hono';
import { z } from 'zod';
import { ZPageQuery } from '#common/schemas/pages.ts';
import type { AppContext } from '#server/context.ts';
import { validate } from '#server/lib/validate.ts';
import { requireUser, type UserEnv } from '#server/lib/require-user.ts';
import { countUnreadNotifications } from './count-unread-notifications.ts';
import { listNotifications } from './list-notifications.ts';
import { markNotificationsRead } from '#server/lib/notify/mark-notifications-read.ts';

const ZIdParam = z.object({ id: z.uuid() });

/** The notification centre of the signed-in user (/notifications and the bell's badge). */
export function notificationRoutes(ctx: AppContext) {
  const app = new Hono<UserEnv>();
  app.use('/notifications/*', requireUser(ctx));
  app.use('/notifications', requireUser(ctx));
  app.use('/notifications*', async (c, next) => {
    await next();
    c.header('cache-control', 'private, no-store');
  });
  app.get('/notifications', validate('query', ZPageQuery), async (c) =>
    c.json(await listNotifications(ctx, { userId: c.get('user').id, cursor: c.req.valid('query').cursor })),
  );
  app.get('/notifications/unread-count', async (c) => c.json({ count: await countUnreadNotifications(ctx, c.get('user').id) }));
  app.post('/notifications/read-all', async (c) => c.json({ changed: await markNotificationsRead(ctx.database.db, { userId: c.get('user').id }) }));
  app.post('/notifications/:id/read', validate('param', ZIdParam), async (c) => {
    const changed = await markNotificationsRead(ctx.database.db, { userId: c.get('user').id, ids: [c.req.valid('param').id] });
    return c.json({ changed });
  });
  return app;
}
