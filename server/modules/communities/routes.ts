import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { COMMUNITY_WRITE_LIMIT } from '#common/limits.ts';
import {
  ZCommunityCommentInput,
  ZCommunityListQuery,
  ZCommunityPostInput,
  ZProposeCommunityRequest,
  type TCommunityLiveEvent,
} from '#common/schemas/communities.ts';
import { ZPageQuery } from '#common/schemas/pages.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { validate } from '#server/lib/validate.ts';
import { requireUser, type UserEnv } from '#server/lib/require-user.ts';
import { userRateLimit } from '#server/lib/user-rate-limit.ts';
import { assertPostId } from '#server/lib/posts/check-post-refs.ts';
import { subscribeCommunity } from '#server/lib/communities/community-live.ts';
import { createComment } from './create-comment.ts';
import { createCommunityPost } from './create-community-post.ts';
import { deleteComment } from './delete-comment.ts';
import { deleteCommunityPost } from './delete-community-post.ts';
import { getCommunity } from './get-community.ts';
import { joinCommunity } from './join-community.ts';
import { leaveCommunity } from './leave-community.ts';
import { listComments } from './list-comments.ts';
import { listCommunities } from './list-communities.ts';
import { listCommunityPosts } from './list-community-posts.ts';
import { proposeCommunity } from './propose-community.ts';
import { removeComment } from './remove-comment.ts';
import { removeCommunityPost } from './remove-community-post.ts';
import { updateComment } from './update-comment.ts';
import { updateCommunityPost } from './update-community-post.ts';

const COMMUNITY_ID = /^[a-z0-9-]{1,64}$/;
/** A comment line keeps proxies from closing a quiet live feed. */
const KEEP_ALIVE_MS = 25_000;

/**
 * Communities (/api/v1/communities/...), community posts and comments. Every route needs a
 * session (visitors cannot open communities, specification section 6); members write; authors
 * edit and delete their own; moderators and admins remove.
 */
export function communityRoutes(ctx: AppContext) {
  const app = new Hono<UserEnv>();
  const auth = requireUser(ctx);
  const write = userRateLimit(ctx, COMMUNITY_WRITE_LIMIT);
  const noStore = { 'cache-control': 'private, no-store' };
  const communityId = (raw: string) => {
    if (!COMMUNITY_ID.test(raw)) throw new AppError(404, 'not_found', 'No such community');
    return raw;
  };
  const id = (raw: string) => {
    assertPostId(raw);
    return raw;
  };

  app.get('/communities', auth, validate('query', ZCommunityListQuery), async (c) =>
    c.json(await listCommunities(ctx, { userId: c.get('user').id, q: c.req.valid('query').q || undefined }), 200, noStore),
  );
  app.post('/communities', auth, write, validate('json', ZProposeCommunityRequest), async (c) =>
    c.json(await proposeCommunity(ctx, { userId: c.get('user').id, input: c.req.valid('json') }), 201),
  );
  app.get('/communities/:id', auth, async (c) => c.json(await getCommunity(ctx, { userId: c.get('user').id, id: communityId(c.req.param('id')) }), 200, noStore));
  app.put('/communities/:id/membership', auth, write, async (c) => {
    await joinCommunity(ctx, { userId: c.get('user').id, communityId: communityId(c.req.param('id')) });
    return c.body(null, 204);
  });
  app.delete('/communities/:id/membership', auth, write, async (c) => {
    await leaveCommunity(ctx, { userId: c.get('user').id, communityId: communityId(c.req.param('id')) });
    return c.body(null, 204);
  });
  app.get('/communities/:id/posts', auth, validate('query', ZPageQuery), async (c) => {
    const target = communityId(c.req.param('id'));
    await getCommunity(ctx, { userId: c.get('user').id, id: target });
    return c.json(await listCommunityPosts(ctx, { communityId: target, cursor: c.req.valid('query').cursor }), 200, noStore);
  });
  app.post('/communities/:id/posts', auth, write, validate('json', ZCommunityPostInput), async (c) =>
    c.json(await createCommunityPost(ctx, { userId: c.get('user').id, communityId: communityId(c.req.param('id')), input: c.req.valid('json') }), 201),
  );
  app.get('/communities/:id/live', auth, async (c) => {
    const target = communityId(c.req.param('id'));
    await getCommunity(ctx, { userId: c.get('user').id, id: target });
    c.header('cache-control', 'no-store');
    const user = c.get('user');
    return streamSSE(c, async (stream) => {
      const queue: TCommunityLiveEvent[] = [];
      let wake: (() => void) | null = null;
      // The feed ends with its session, as the realtime socket does (issue 24).
      let sessionEnded = false;
      const unwatch = ctx.realtime.watchSession({ userId: user.id, token: user.sessionToken }, () => {
        sessionEnded = true;
        wake?.();
      });
      const unsubscribe = await subscribeCommunity(ctx.database, target, (event) => {
        queue.push(event);
        wake?.();
      });
      stream.onAbort(() => {
        unsubscribe();
        wake?.();
      });
      await stream.writeSSE({ event: 'ready', data: '{}' });
      while (!stream.aborted && !stream.closed && !sessionEnded) {
        const event = queue.shift();
        if (event) {
          await stream.writeSSE({ event: 'change', data: JSON.stringify(event) });
          continue;
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, KEEP_ALIVE_MS);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
        if (queue.length === 0 && !stream.aborted && !sessionEnded) await stream.write(': keep-alive\n\n');
      }
      unwatch();
      unsubscribe();
    });
  });

  app.patch('/community-posts/:id', auth, write, validate('json', ZCommunityPostInput), async (c) =>
    c.json(await updateCommunityPost(ctx, { userId: c.get('user').id, id: id(c.req.param('id')), input: c.req.valid('json') })),
  );
  app.delete('/community-posts/:id', auth, write, async (c) => {
    await deleteCommunityPost(ctx, { userId: c.get('user').id, id: id(c.req.param('id')) });
    return c.body(null, 204);
  });
  app.post('/community-posts/:id/remove', auth, write, async (c) => {
    await removeCommunityPost(ctx, { userId: c.get('user').id, id: id(c.req.param('id')) });
    return c.body(null, 204);
  });
  app.get('/community-posts/:id/comments', auth, validate('query', ZPageQuery), async (c) =>
    c.json(await listComments(ctx, { postId: id(c.req.param('id')), cursor: c.req.valid('query').cursor }), 200, noStore),
  );
  app.post('/community-posts/:id/comments', auth, write, validate('json', ZCommunityCommentInput), async (c) =>
    c.json(await createComment(ctx, { userId: c.get('user').id, postId: id(c.req.param('id')), input: c.req.valid('json') }), 201),
  );
  app.patch('/community-comments/:id', auth, write, validate('json', ZCommunityCommentInput), async (c) =>
    c.json(await updateComment(ctx, { userId: c.get('user').id, id: id(c.req.param('id')), input: c.req.valid('json') })),
  );
  app.delete('/community-comments/:id', auth, write, async (c) => {
    await deleteComment(ctx, { userId: c.get('user').id, id: id(c.req.param('id')) });
    return c.body(null, 204);
  });
  app.post('/community-comments/:id/remove', auth, write, async (c) => {
    await removeComment(ctx, { userId: c.get('user').id, id: id(c.req.param('id')) });
    return c.body(null, 204);
  });
  return app;
}
