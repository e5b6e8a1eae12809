import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppContext } from '#server/context.ts';

/** GET /api/health: 200 with the database status when the portal can serve, 503 otherwise. */
export function healthRoutes(ctx: AppContext) {
  const app = new Hono();
  app.get('/health', async (c) => {
    try {
      await sql`SELECT 1`.execute(ctx.database.db);
      return c.json({ status: 'ok', database: { status: 'up', kind: ctx.database.kind } });
    } catch (error) {
      ctx.logger.warn('health check failed', { error });
      return c.json({ status: 'error', database: { status: 'down', kind: ctx.database.kind } }, 503);
    }
  });
  return app;
}
