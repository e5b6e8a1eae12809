import { Hono } from 'hono';
import { PHONE_CODE_CONFIRM_LIMIT, PHONE_CODE_SEND_LIMIT, PROFILE_WRITE_LIMIT } from '#common/limits.ts';
import { ZConfirmPhoneRequest, ZUpdateProfileRequest } from '#common/schemas/profiles.ts';
import type { AppContext } from '#server/context.ts';
import { rateLimited } from '#server/lib/rate-limit.ts';
import { validate } from '#server/lib/validate.ts';
import { requireUser, type UserEnv } from '#server/lib/require-user.ts';
import { userRateLimit } from '#server/lib/user-rate-limit.ts';
import { confirmPhone } from './confirm-phone.ts';
import { getMyProfile } from './get-my-profile.ts';
import { sendPhoneCode } from './send-phone-code.ts';
import { updateMyProfile } from './update-my-profile.ts';

/**
 * The signed-in user's own profile (owner from the session): GET and PATCH /api/v1/me/profile, and
 * confirming its phone: POST /api/v1/me/phone/code sends a code by SMS, POST /api/v1/me/phone/confirm
 * takes it and answers the profile.
 */
export function profileRoutes(ctx: AppContext) {
  const app = new Hono<UserEnv>();
  app.get('/me/profile', requireUser(ctx), async (c) => {
    c.header('cache-control', 'private, no-store');
    return c.json(await getMyProfile(ctx, { userId: c.get('user').id }));
  });
  app.patch(
    '/me/profile',
    requireUser(ctx),
    userRateLimit(ctx, PROFILE_WRITE_LIMIT),
    validate('json', ZUpdateProfileRequest),
    async (c) => {
      const changes = c.req.valid('json');
      await updateMyProfile(ctx, { userId: c.get('user').id, changes });
      return c.json(await getMyProfile(ctx, { userId: c.get('user').id }));
    },
  );
  app.post('/me/phone/code', requireUser(ctx), userRateLimit(ctx, PHONE_CODE_SEND_LIMIT), async (c) => {
    const result = await sendPhoneCode(ctx, { userId: c.get('user').id });
    if (result.status === 'limited') return rateLimited(c, result.retryAfterSeconds);
    return c.json(result);
  });
  app.post(
    '/me/phone/confirm',
    requireUser(ctx),
    userRateLimit(ctx, PHONE_CODE_CONFIRM_LIMIT),
    validate('json', ZConfirmPhoneRequest),
    async (c) => {
      await confirmPhone(ctx, { userId: c.get('user').id, code: c.req.valid('json').code });
      return c.json(await getMyProfile(ctx, { userId: c.get('user').id }));
    },
  );
  return app;
}
