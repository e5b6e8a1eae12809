import { Hono } from 'hono';
import { ZSearchQuery, ZSuggestQuery } from '#common/schemas/search.ts';
import type { AppContext } from '#server/context.ts';
import { validate } from '#server/lib/validate.ts';
import { search } from './search.ts';
import { suggest } from './suggest.ts';

export function searchRoutes(ctx: AppContext) {
  const app = new Hono();
  app.get('/search', validate('query', ZSearchQuery), async (c) => c.json(await search(ctx, c.req.valid('query'))));
  app.get('/search/suggest', validate('query', ZSuggestQuery), async (c) => {
    c.header('cache-control', 'public, max-age=30');
    return c.json(await suggest(ctx, c.req.valid('query').q));
  });
  return app;
}
