import { Hono } from 'hono';
import { SAFETY_WRITE_LIMIT } from '#common/limits.ts';
import { ZCreateReportRequest } from '#common/schemas/reports.ts';
import type { AppContext } from '#server/context.ts';
import { validate } from '#server/lib/validate.ts';
import { requireUser, type UserEnv } from '#server/lib/require-user.ts';
import { userRateLimit } from '#server/lib/user-rate-limit.ts';
import { createReport } from './create-report.ts';

/** Reports by signed-in users (posts, users, community posts, comments, messages) for the admin queue. */
export function reportRoutes(ctx: AppContext) {
  const app = new Hono<UserEnv>();
  app.post('/reports', requireUser(ctx), userRateLimit(ctx, SAFETY_WRITE_LIMIT), validate('json', ZCreateReportRequest), async (c) => {
    const body = c.req.valid('json');
    const report = await createReport(ctx, { reporterId: c.get('user').id, ...body });
    return c.json(report, 201);
  });
  return app;
}
