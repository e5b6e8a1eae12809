import { Hono } from 'hono';
import { PROFILE_WRITE_LIMIT } from '#common/limits.ts';
import { ZUpdateProfileRequest } from '#common/schemas/profiles.ts';
import type { AppContext } from '#server/context.ts';
import { requireUser, type UserEnv } from '#server/modules/auth/require-user.ts';
import { userRateLimit } from '#server/modules/auth/user-rate-limit.ts';
import { parseBody } from '#server/modules/auth/validation.ts';
import { getMyProfile } from './get-my-profile.ts';
import { updateMyProfile } from './update-my-profile.ts';

/** GET and PATCH /api/v1/me/profile: the signed-in user's own profile (owner from the session). */
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
    async (c) => {
      const changes = parseBody(ZUpdateProfileRequest, await c.req.json().catch(() => null));
      await updateMyProfile(ctx, { userId: c.get('user').id, changes });
      return c.json(await getMyProfile(ctx, { userId: c.get('user').id }));
    },
  );
  return app;
}
