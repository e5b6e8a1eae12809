import { Hono } from 'hono';
import { ZCreateEnquiryRequest } from '#common/schemas/enquiries.ts';
import type { AppContext } from '#server/context.ts';
import { validate } from '#server/lib/validate.ts';
import { requireUser, type UserEnv } from '#server/lib/require-user.ts';
import { createEnquiry } from './create-enquiry.ts';

export function enquiryRoutes(ctx: AppContext) {
  const app = new Hono<UserEnv>();
  app.post('/enquiries', requireUser(ctx), validate('json', ZCreateEnquiryRequest), async (c) => {
    const user = c.get('user');
    const created = await createEnquiry(ctx, { userId: user.id, email: user.email, request: c.req.valid('json') });
    return c.json(created, 201);
  });
  return app;
}
