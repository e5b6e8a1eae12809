import { Hono } from 'hono';
import type { AppContext } from '#server/context.ts';
import { getSiteInfo } from '#server/lib/settings/get-site-info.ts';

export function settingsRoutes(ctx: AppContext) {
  const app = new Hono();
  app.get('/site', async (c) => {
    c.header('cache-control', 'no-cache');
    return c.json(await getSiteInfo(ctx));
  });
  return app;
}
