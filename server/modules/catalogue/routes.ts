import { Hono } from 'hono';
import { ZPostListQuery, ZVendorListQuery } from '#common/schemas/catalogue.ts';
import type { AppContext } from '#server/context.ts';
import { validate } from '#server/lib/validate.ts';
import { getSeller } from './get-seller.ts';
import { listBestAds } from './list-best-ads.ts';
import { listBanners, listCategories } from './list-categories.ts';
import { listPosts } from './list-posts.ts';
import { listFeaturedVendors, listVendors } from './list-vendors.ts';

// GET /posts/:id belongs to the posts module; only the lists live here.
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
  app.get('/home/best-ads', async (c) => c.json(await listBestAds(ctx)));
  app.get('/vendors/featured', async (c) => {
    c.header('cache-control', 'no-cache');
    return c.json(await listFeaturedVendors(ctx));
  });
  app.get('/vendors', validate('query', ZVendorListQuery), async (c) => c.json(await listVendors(ctx, c.req.valid('query'))));
  app.get('/posts', validate('query', ZPostListQuery), async (c) => c.json(await listPosts(ctx, c.req.valid('query'))));
  app.get('/sellers/:id', async (c) => c.json(await getSeller(ctx, c.req.param('id'))));
  return app;
}
