import { Hono } from 'hono';
import { FAVORITE_WRITE_LIMIT } from '#common/limits.ts';
import { ZFavoriteListQuery } from '#common/schemas/favorites.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { validate } from '#server/lib/validate.ts';
import { requireUser, type UserEnv } from '#server/lib/require-user.ts';
import { userRateLimit } from '#server/lib/user-rate-limit.ts';
import { assertPostId } from '#server/lib/posts/check-post-refs.ts';
import { countFavorites } from './count-favorites.ts';
import { countPostFavorites } from './count-post-favorites.ts';
import { listFavoriteIds } from './list-favorite-ids.ts';
import { listFavoritePosts } from './list-favorite-posts.ts';
import { listFavoriteSellers } from './list-favorite-sellers.ts';
import { removeFavoriteEntry } from './remove-favorite-entry.ts';
import { removePostFavorite } from './remove-post-favorite.ts';
import { removeSellerFavorite } from './remove-seller-favorite.ts';
import { savePostFavorite } from './save-post-favorite.ts';
import { saveSellerFavorite } from './save-seller-favorite.ts';

const SELLER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Favourites of the signed-in user (/api/v1/me/favorites/...): saving is PUT and unsaving DELETE on
 * the post or seller, so that a retried tap lands on the same state. The user is always the
 * session's, in the WHERE clause of every query.
 */
export function favoriteRoutes(ctx: AppContext) {
  const app = new Hono<UserEnv>();
  const auth = requireUser(ctx);
  const write = userRateLimit(ctx, FAVORITE_WRITE_LIMIT);
  const postId = (raw: string) => {
    assertPostId(raw);
    return raw;
  };
  const sellerId = (raw: string) => {
    if (!SELLER_ID.test(raw)) throw new AppError(404, 'not_found', 'No such seller');
    return raw;
  };
  const noStore = { 'cache-control': 'private, no-store' };

  app.get('/me/favorites/ids', auth, async (c) => c.json(await listFavoriteIds(ctx, c.get('user').id), 200, noStore));
  app.get('/me/favorites/counts', auth, async (c) => c.json(await countFavorites(ctx, c.get('user').id), 200, noStore));
  app.get('/me/favorites', auth, validate('query', ZFavoriteListQuery), async (c) => {
    const { tab, cursor } = c.req.valid('query');
    const userId = c.get('user').id;
    const page =
      tab === 'sellers'
        ? await listFavoriteSellers(ctx, { userId, cursor })
        : await listFavoritePosts(ctx, { userId, kind: tab === 'products' ? 'product' : 'listing', cursor });
    return c.json(page, 200, noStore);
  });
  app.put('/me/favorites/posts/:id', auth, write, async (c) => c.json(await savePostFavorite(ctx, { userId: c.get('user').id, postId: postId(c.req.param('id')) })));
  app.delete('/me/favorites/posts/:id', auth, write, async (c) => {
    await removePostFavorite(ctx, { userId: c.get('user').id, postId: postId(c.req.param('id')) });
    return c.body(null, 204);
  });
  app.delete('/me/favorites/entries/:id', auth, write, async (c) => {
    await removeFavoriteEntry(ctx, { userId: c.get('user').id, id: postId(c.req.param('id')) });
    return c.body(null, 204);
  });
  app.put('/me/favorites/sellers/:id', auth, write, async (c) =>
    c.json(await saveSellerFavorite(ctx, { userId: c.get('user').id, sellerId: sellerId(c.req.param('id')) })),
  );
  app.delete('/me/favorites/sellers/:id', auth, write, async (c) => {
    await removeSellerFavorite(ctx, { userId: c.get('user').id, sellerId: sellerId(c.req.param('id')) });
    return c.body(null, 204);
  });
  app.get('/posts/:id/favorite-count', auth, async (c) =>
    c.json(await countPostFavorites(ctx, { userId: c.get('user').id, postId: postId(c.req.param('id')) }), 200, noStore),
  );
  return app;
}
