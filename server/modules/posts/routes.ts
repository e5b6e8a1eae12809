import { Hono } from 'hono';
import { POST_WRITE_LIMIT } from '#common/limits.ts';
import { ZPostGetQuery, ZPostInput } from '#common/schemas/posts.ts';
import type { AppContext } from '#server/context.ts';
import { validate } from '#server/lib/validate.ts';
import { getSessionUser, requireUser, type UserEnv } from '#server/lib/require-user.ts';
import { userRateLimit } from '#server/lib/user-rate-limit.ts';
import { assertPostId } from '#server/lib/posts/check-post-refs.ts';
import { createPost } from './create-post.ts';
import { deletePost } from './delete-post.ts';
import { getPost } from './get-post.ts';
import { listMyPosts } from './list-my-posts.ts';
import { setPostActive } from './set-post-active.ts';
import { updatePost } from './update-post.ts';

/**
 * Writing posts of either kind and reading one: /api/v1/posts and /api/v1/me/posts (the lists are
 * the catalogue's). The owner is always the session's user, never a field of the body. Writes are
 * limited by POST_WRITE_LIMIT (common/limits.ts).
 */
export function postsRoutes(ctx: AppContext) {
  const app = new Hono<UserEnv>();
  const auth = requireUser(ctx);
  // Every write, of either kind, counts against one limit per user and per client.
  const write = userRateLimit(ctx, POST_WRITE_LIMIT);
  // Post ids are uuids; anything else cannot exist, so it answers 404 like an unknown id.
  const id = (raw: string) => {
    assertPostId(raw);
    return raw;
  };

  app.post('/posts', auth, write, validate('json', ZPostInput), async (c) =>
    c.json(await createPost(ctx, { userId: c.get('user').id, input: c.req.valid('json') }), 201),
  );
  app.patch('/posts/:id', auth, write, validate('json', ZPostInput), async (c) =>
    c.json(await updatePost(ctx, { userId: c.get('user').id, id: id(c.req.param('id')), input: c.req.valid('json') })),
  );
  for (const [action, isActive] of [['pause', false], ['activate', true]] as const) {
    app.post(`/posts/:id/${action}`, auth, write, async (c) =>
      c.json(await setPostActive(ctx, { userId: c.get('user').id, id: id(c.req.param('id')), isActive })),
    );
  }
  app.delete('/posts/:id', auth, write, async (c) => {
    await deletePost(ctx, { userId: c.get('user').id, id: id(c.req.param('id')) });
    return c.body(null, 204);
  });
  app.get('/posts/:id', validate('query', ZPostGetQuery), async (c) => {
    const viewer = await getSessionUser(ctx, c);
    // Detail pages carry the phone only for signed-in readers, so an answer is never shared.
    c.header('cache-control', 'private, no-store');
    return c.json(await getPost(ctx, { id: c.req.param('id'), kind: c.req.valid('query').kind, viewerId: viewer?.id ?? null }));
  });

  app.get('/me/posts', auth, async (c) => {
    c.header('cache-control', 'private, no-store');
    return c.json(await listMyPosts(ctx, c.get('user').id));
  });
  return app;
}
