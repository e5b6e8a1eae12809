import { Hono, type MiddlewareHandler } from 'hono';
import { SEARCH_LIMIT, SUGGEST_LIMIT } from '#common/limits.ts';
import { ZSearchQuery, ZSuggestQuery } from '#common/schemas/search.ts';
import type { AppContext } from '#server/context.ts';
import { rateLimit } from '#server/lib/rate-limit.ts';
import { validate } from '#server/lib/validate.ts';
import { isRenderRequest } from '#server/render-page.ts';
import { search } from './search.ts';
import { searchGate } from './search-gate.ts';
import { suggest } from './suggest.ts';

/** A per-client limit, except for the page renderer's own requests (counted as the reader's page). */
function clientLimit(ctx: AppContext, limit: { name: string; windowSeconds: number; perClient: number }): MiddlewareHandler {
  const counted = rateLimit(ctx, limit);
  return (c, next) => (isRenderRequest(c.req.raw) ? next() : counted(c, next));
}

export function searchRoutes(ctx: AppContext) {
  const app = new Hono();
  const gate = searchGate(ctx.database);
  app.get('/search', clientLimit(ctx, SEARCH_LIMIT), validate('query', ZSearchQuery), async (c) => {
    const query = c.req.valid('query');
    return c.json(await gate.run(() => search(ctx, query)));
  });
  app.get('/search/suggest', clientLimit(ctx, SUGGEST_LIMIT), validate('query', ZSuggestQuery), async (c) => {
    const { q } = c.req.valid('query');
    c.header('cache-control', 'public, max-age=30');
    return c.json(await gate.run(() => suggest(ctx, q)));
  });
  return app;
}
