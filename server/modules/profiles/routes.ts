import { Hono } from 'hono';
import { ZUpdateProfileRequest } from '#common/schemas/profiles.ts';
import type { AppContext } from '#server/context.ts';
import { rateLimit } from '#server/lib/rate-limit.ts';
import { requireUser, type UserEnv } from '#server/modules/auth/require-user.ts';
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
    rateLimit(ctx, { name: 'profile-write', windowSeconds: 60, perClient: 30 }),
    async (c) => {
      const changes = parseBody(ZUpdateProfileRequest, await c.req.json().catch(() => null));
      await updateMyProfile(ctx, { userId: c.get('user').id, changes });
      return c.json(await getMyProfile(ctx, { userId: c.get('user').id }));
    },
  );
  return app;
}
