import { Hono } from 'hono';
import { PROFILE_WRITE_LIMIT } from '#common/limits.ts';
import { ZCreateVerificationRequest } from '#common/schemas/admin.ts';
import type { AppContext } from '#server/context.ts';
import { validate } from '#server/lib/validate.ts';
import { requireUser, type UserEnv } from '#server/lib/require-user.ts';
import { userRateLimit } from '#server/lib/user-rate-limit.ts';
import { createVerificationRequest } from './create-verification-request.ts';
import { getMyVerification } from './get-my-verification.ts';

/**
 * The signed-in user's verification request (from /account):
 * - GET /me/verification → TMyVerification | null
 * - POST /me/verification (TCreateVerificationRequest) → 201 TMyVerification
 */
export function verificationRoutes(ctx: AppContext) {
  const app = new Hono<UserEnv>();
  app.get('/me/verification', requireUser(ctx), async (c) => {
    c.header('cache-control', 'private, no-store');
    return c.json(await getMyVerification(ctx, c.get('user').id));
  });
  app.post('/me/verification', requireUser(ctx), userRateLimit(ctx, PROFILE_WRITE_LIMIT), validate('json', ZCreateVerificationRequest), async (c) => {
    const body = c.req.valid('json');
    return c.json(await createVerificationRequest(ctx, { userId: c.get('user').id, ...body }), 201);
  });
  return app;
}
