import { Hono } from 'hono';
import { ZPostListQuery, ZVendorListQuery } from '#common/schemas/catalogue.ts';
import type { AppContext } from '#server/context.ts';
import { getSeller } from './get-seller.ts';
import { listBestAds } from './list-best-ads.ts';
import { listBanners, listCategories } from './list-categories.ts';
import { listListings } from './list-listings.ts';
import { listProducts } from './list-products.ts';
import { listFeaturedVendors, listVendors } from './list-vendors.ts';
import { parseQuery } from './parse-query.ts';

// GET /suppliers/:id and /listings/:id belong to the posts module; only the lists live here.
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
  app.get('/vendors', async (c) => c.json(await listVendors(ctx, parseQuery(ZVendorListQuery, c.req.query()))));
  app.get('/suppliers', async (c) => c.json(await listProducts(ctx, parseQuery(ZPostListQuery, c.req.query()))));
  app.get('/listings', async (c) => c.json(await listListings(ctx, parseQuery(ZPostListQuery, c.req.query()))));
  app.get('/sellers/:id', async (c) => c.json(await getSeller(ctx, c.req.param('id'))));
  return app;
}
