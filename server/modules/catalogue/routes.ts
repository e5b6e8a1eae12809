import { Hono } from 'hono';
import type { AppContext } from '#server/context.ts';
import { listBanners, listCategories } from './list-categories.ts';

export function catalogueRoutes(ctx: AppContext) {
  const app = new Hono();
  app.get('/categories', async (c) => {
    c.header('cache-control', 'public, max-age=300');
    return c.json(await listCategories(ctx));
  });
  app.get('/banners', async (c) => {
    c.header('cache-control', 'public, max-age=300');
    return c.json(await listBanners(ctx));
  });
  return app;
}
