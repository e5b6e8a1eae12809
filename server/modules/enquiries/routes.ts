import { Hono } from 'hono';
import { ZCreateEnquiryRequest } from '#common/schemas/enquiries.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireUser, type UserEnv } from '#server/modules/auth/require-user.ts';
import { createEnquiry } from './create-enquiry.ts';

export function enquiryRoutes(ctx: AppContext) {
  const app = new Hono<UserEnv>();
  app.post('/enquiries', requireUser(ctx), async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const parsed = ZCreateEnquiryRequest.safeParse(body);
    if (!parsed.success) {
      const fields = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'body'), issue.message]));
      throw new AppError(400, 'validation_failed', 'The inquiry is not valid', fields);
    }
    const user = c.get('user');
    const created = await createEnquiry(ctx, { userId: user.id, email: user.email, request: parsed.data });
    return c.json(created, 201);
  });
  return app;
}
