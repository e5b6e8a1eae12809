import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '#common/errors.ts';
import type { TFavoriteCounts, TFavoriteIds, TFavoritePostPage, TFavoriteSellerPage } from '#common/schemas/favorites.ts';
import type { TNotificationList } from '#common/schemas/notifications.ts';
import type { TPostRef } from '#common/schemas/posts.ts';
import { buildUser, resetRateLimits, type BuiltUser } from '#server/test/factories.ts';
import { insertCategories, listingInput, productInput } from '#server/test/post-fixtures.ts';
import { requestAs, useTestApp } from '#server/test/test-app.ts';

const t = useTestApp();
let seller: BuiltUser;
let buyer: BuiltUser;
let other: BuiltUser;

beforeAll(async () => {
  await insertCategories(t);
  seller = await buildUser(t, { name: 'Seller' });
  buyer = await buildUser(t, { name: 'Buyer' });
  other = await buildUser(t, { name: 'Other' });
});
afterEach(() => resetRateLimits(t));

const call = (path: string, method: string, user: BuiltUser | null, body?: unknown) =>
  requestAs(t, path, method, user, body);
const json = async <T>(response: Response) => (await response.json()) as T;

async function createPost(kind: 'product' | 'listing', title: string): Promise<string> {
  const input = kind === 'product' ? productInput({ title }) : listingInput({ title });
  const response = await call('/api/v1/posts', 'POST', seller, input);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<TPostRef>(response)).id;
}

const ids = async (user: BuiltUser) => json<TFavoriteIds>(await call('/api/v1/me/favorites/ids', 'GET', user));
const tab = async (user: BuiltUser, name: 'products' | 'listings') => json<TFavoritePostPage>(await call(`/api/v1/me/favorites?tab=${name}`, 'GET', user));

describe('saving posts', () => {
  it('saves and unsaves a product, and the state survives (ids, counts, tab)', async () => {
    const id = await createPost('product', 'Cotton fabric');
    expect((await call(`/api/v1/me/favorites/posts/${id}`, 'PUT', buyer)).status).toBe(200);
    // A retried tap is the same state.
    expect((await call(`/api/v1/me/favorites/posts/${id}`, 'PUT', buyer)).status).toBe(200);
    expect((await ids(buyer)).posts).toContain(id);
    const counts = await json<TFavoriteCounts>(await call('/api/v1/me/favorites/counts', 'GET', buyer));
    expect(counts.products).toBe(1);
    const page = await tab(buyer, 'products');
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ postId: id, title: 'Cotton fabric', kind: 'product', isAvailable: true });

    expect((await call(`/api/v1/me/favorites/posts/${id}`, 'DELETE', buyer)).status).toBe(204);
    expect((await ids(buyer)).posts).not.toContain(id);
  });

  it('tells the owner once per post in one growing notification, not once per saver', async () => {
    const id = await createPost('listing', 'Used loom');
    await call(`/api/v1/me/favorites/posts/${id}`, 'PUT', buyer);
    await call(`/api/v1/me/favorites/posts/${id}`, 'PUT', buyer);
    await call(`/api/v1/me/favorites/posts/${id}`, 'PUT', other);
    const list = await json<TNotificationList>(await call('/api/v1/notifications', 'GET', seller));
    const about = list.items.filter((item) => item.type === 'post_favorited' && item.link === `/listing/${id}`);
    expect(about).toHaveLength(1);
    expect(about[0]?.count).toBe(2);
    expect(about[0]?.data).toMatchObject({ title: 'Used loom' });
  });

  it('shows the owner how many saved the post, and no one else', async () => {
    const id = await createPost('product', 'Olive oil');
    await call(`/api/v1/me/favorites/posts/${id}`, 'PUT', buyer);
    await call(`/api/v1/me/favorites/posts/${id}`, 'PUT', other);
    expect(await json(await call(`/api/v1/posts/${id}/favorite-count`, 'GET', seller))).toEqual({ count: 2 });
    expect((await call(`/api/v1/posts/${id}/favorite-count`, 'GET', buyer)).status).toBe(404);
  });

  it('keeps a paused and a deleted post in the list, marked unavailable, and removes a deleted one by its entry', async () => {
    const paused = await createPost('listing', 'Paused ad');
    const gone = await createPost('listing', 'Deleted ad');
    await call(`/api/v1/me/favorites/posts/${paused}`, 'PUT', other);
    await call(`/api/v1/me/favorites/posts/${gone}`, 'PUT', other);
    expect((await call(`/api/v1/posts/${paused}/pause`, 'POST', seller)).status).toBe(200);
    expect((await call(`/api/v1/posts/${gone}`, 'DELETE', seller)).status).toBe(204);

    const page = await tab(other, 'listings');
    const pausedEntry = page.items.find((item) => item.postId === paused);
    const goneEntry = page.items.find((item) => item.title === 'Deleted ad');
    expect(pausedEntry).toMatchObject({ isAvailable: false, title: 'Paused ad' });
    expect(goneEntry).toMatchObject({ isAvailable: false, postId: null, kind: 'listing' });

    // Someone else cannot remove it; its owner can.
    expect((await call(`/api/v1/me/favorites/entries/${goneEntry!.id}`, 'DELETE', buyer)).status).toBe(404);
    expect((await call(`/api/v1/me/favorites/entries/${goneEntry!.id}`, 'DELETE', other)).status).toBe(204);
    expect((await tab(other, 'listings')).items.some((item) => item.title === 'Deleted ad')).toBe(false);
  });

  it('refuses a paused post of someone else, an unknown post and a visitor', async () => {
    const paused = await createPost('product', 'Hidden product');
    await call(`/api/v1/posts/${paused}/pause`, 'POST', seller);
    expect((await call(`/api/v1/me/favorites/posts/${paused}`, 'PUT', buyer)).status).toBe(404);
    expect((await call(`/api/v1/me/favorites/posts/${crypto.randomUUID()}`, 'PUT', buyer)).status).toBe(404);
    expect((await call('/api/v1/me/favorites/posts/not-a-uuid', 'PUT', buyer)).status).toBe(404);
    const visitor = await call(`/api/v1/me/favorites/posts/${paused}`, 'PUT', null);
    expect(visitor.status).toBe(401);
    expect((await json<ErrorBody>(visitor)).error.code).toBe('unauthenticated');
    expect((await call('/api/v1/me/favorites?tab=products', 'GET', null)).status).toBe(401);
  });

  it('refuses an unknown tab with the one error shape', async () => {
    const response = await call('/api/v1/me/favorites?tab=cars', 'GET', buyer);
    expect(response.status).toBe(400);
    expect((await json<ErrorBody>(response)).error.code).toBe('validation_failed');
  });
});

describe('saving sellers', () => {
  it('saves a seller, lists it, and unsaves it; oneself is refused', async () => {
    expect((await call(`/api/v1/me/favorites/sellers/${seller.user.id}`, 'PUT', buyer)).status).toBe(200);
    const page = await json<TFavoriteSellerPage>(await call('/api/v1/me/favorites?tab=sellers', 'GET', buyer));
    expect(page.items.map((item) => item.id)).toEqual([seller.user.id]);
    expect((await ids(buyer)).sellers).toEqual([seller.user.id]);
    expect((await call(`/api/v1/me/favorites/sellers/${buyer.user.id}`, 'PUT', buyer)).status).toBe(400);
    expect((await call('/api/v1/me/favorites/sellers/nobody', 'PUT', buyer)).status).toBe(404);
    expect((await call(`/api/v1/me/favorites/sellers/${seller.user.id}`, 'DELETE', buyer)).status).toBe(204);
    expect((await ids(buyer)).sellers).toEqual([]);
  });

  it('keeps one user’s favourites from another', async () => {
    await call(`/api/v1/me/favorites/sellers/${seller.user.id}`, 'PUT', other);
    expect((await ids(buyer)).sellers).toEqual([]);
  });
});
