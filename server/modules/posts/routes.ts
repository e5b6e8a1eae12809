import { Hono } from 'hono';
import { POST_WRITE_LIMIT } from '#common/limits.ts';
import { ZListingInput, ZSupplierInput } from '#common/schemas/posts.ts';
import type { AppContext } from '#server/context.ts';
import { getSessionUser, requireUser, type UserEnv } from '#server/modules/auth/require-user.ts';
import { userRateLimit } from '#server/modules/auth/user-rate-limit.ts';
import { assertPostId } from './check-post-refs.ts';
import { createListing } from './create-listing.ts';
import { createSupplier } from './create-supplier.ts';
import { deleteListing } from './delete-listing.ts';
import { deleteSupplier } from './delete-supplier.ts';
import { getListing } from './get-listing.ts';
import { getSupplier } from './get-supplier.ts';
import { listMyPosts } from './list-my-posts.ts';
import { readBody } from './read-body.ts';
import { setListingActive } from './set-listing-active.ts';
import { setSupplierActive } from './set-supplier-active.ts';
import { updateListing } from './update-listing.ts';
import { updateSupplier } from './update-supplier.ts';

/**
 * Writing posts and reading one: /api/v1/suppliers (product offers), /api/v1/listings and
 * /api/v1/me/posts. The owner is always the session's user, never a field of the body. Writes are
 * limited by POST_WRITE_LIMIT (common/limits.ts).
 */
export function postsRoutes(ctx: AppContext) {
  const app = new Hono<UserEnv>();
  const auth = requireUser(ctx);
  // Every write, of either kind, counts against one limit per user and per client.
  const write = userRateLimit(ctx, POST_WRITE_LIMIT);
  const id = (raw: string) => {
    assertPostId(raw);
    return raw;
  };

  app.post('/suppliers', auth, write, async (c) => {
    const input = await readBody(c, ZSupplierInput);
    return c.json(await createSupplier(ctx, { userId: c.get('user').id, input }), 201);
  });
  app.patch('/suppliers/:id', auth, write, async (c) => {
    const input = await readBody(c, ZSupplierInput);
    return c.json(await updateSupplier(ctx, { userId: c.get('user').id, id: id(c.req.param('id')), input }));
  });
  app.post('/suppliers/:id/pause', auth, write, async (c) =>
    c.json(await setSupplierActive(ctx, { userId: c.get('user').id, id: id(c.req.param('id')), isActive: false })),
  );
  app.post('/suppliers/:id/activate', auth, write, async (c) =>
    c.json(await setSupplierActive(ctx, { userId: c.get('user').id, id: id(c.req.param('id')), isActive: true })),
  );
  app.delete('/suppliers/:id', auth, write, async (c) => {
    await deleteSupplier(ctx, { userId: c.get('user').id, id: id(c.req.param('id')) });
    return c.body(null, 204);
  });
  app.get('/suppliers/:id', async (c) => {
    const viewer = await getSessionUser(ctx, c);
    // Detail pages carry the phone only for signed-in readers, so an answer is never shared.
    c.header('cache-control', 'private, no-store');
    return c.json(await getSupplier(ctx, { id: c.req.param('id'), viewerId: viewer?.id ?? null }));
  });

  app.post('/listings', auth, write, async (c) => {
    const input = await readBody(c, ZListingInput);
    return c.json(await createListing(ctx, { userId: c.get('user').id, input }), 201);
  });
  app.patch('/listings/:id', auth, write, async (c) => {
    const input = await readBody(c, ZListingInput);
    return c.json(await updateListing(ctx, { userId: c.get('user').id, id: id(c.req.param('id')), input }));
  });
  app.post('/listings/:id/pause', auth, write, async (c) =>
    c.json(await setListingActive(ctx, { userId: c.get('user').id, id: id(c.req.param('id')), isActive: false })),
  );
  app.post('/listings/:id/activate', auth, write, async (c) =>
    c.json(await setListingActive(ctx, { userId: c.get('user').id, id: id(c.req.param('id')), isActive: true })),
  );
  app.delete('/listings/:id', auth, write, async (c) => {
    await deleteListing(ctx, { userId: c.get('user').id, id: id(c.req.param('id')) });
    return c.body(null, 204);
  });
  app.get('/listings/:id', async (c) => {
    const viewer = await getSessionUser(ctx, c);
    c.header('cache-control', 'private, no-store');
    return c.json(await getListing(ctx, { id: c.req.param('id'), viewerId: viewer?.id ?? null }));
  });

  app.get('/me/posts', auth, async (c) => {
    c.header('cache-control', 'private, no-store');
    return c.json(await listMyPosts(ctx, c.get('user').id));
  });
  return app;
}
