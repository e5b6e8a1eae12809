import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '#common/errors.ts';
import type { TListingDetail, TMyPosts, TPostRef } from '#common/schemas/posts.ts';
import { buildUser, resetRateLimits, type BuiltUser } from '#server/test/factories.ts';
import { createTestApp, jsonHeaders, type TestApp } from '#server/test/test-app.ts';
import { insertCategories, insertImage, listingInput } from './post-fixtures.ts';

let t: TestApp;
let owner: BuiltUser;
let other: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  await insertCategories(t);
  owner = await buildUser(t);
  other = await buildUser(t);
});
afterEach(() => resetRateLimits(t));
afterAll(async () => {
  await t?.close();
});

const send = (path: string, method: string, headers: Record<string, string>, body?: unknown) =>
  t.app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });

async function create(user: BuiltUser, body: unknown = listingInput()): Promise<string> {
  const response = await send('/api/v1/listings', 'POST', user.headers, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as TPostRef).id;
}

const row = (id: string) => t.ctx.database.db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirst();

describe('listings', () => {
  it('publishes an offer with images in order and shows it to visitors without the phone', async () => {
    const images = [await insertImage(t, owner.user.id), await insertImage(t, owner.user.id)];
    const id = await create(owner, listingInput({ imageIds: images }));
    const stored = await row(id);
    expect(stored?.user_id).toBe(owner.user.id);
    expect(stored?.kind).toBe('offer');
    expect(stored?.offer_type).toBe('sell');
    expect(stored?.images.map((image) => image.id)).toEqual(images);
    const detail = (await (await t.app.request(`/api/v1/listings/${id}`)).json()) as TListingDetail;
    expect(detail).toMatchObject({ kind: 'listing', title: 'Used knitting machine', price: 1200, condition: 'used', isOwner: false });
    expect(detail.seller.phone).toBeNull();
  });

  it('publishes a negotiable buy request without a price', async () => {
    const id = await create(owner, listingInput({ kind: 'request', offerType: null, price: null, isNegotiable: true, condition: null }));
    expect(await row(id)).toMatchObject({ kind: 'request', offer_type: null, price: null, is_negotiable: true });
  });

  it('needs a price unless negotiable, an offer type for offers and none for requests', async () => {
    const noPrice = await send('/api/v1/listings', 'POST', owner.headers, listingInput({ price: null, isNegotiable: false }));
    expect(((await noPrice.json()) as ErrorBody).error.fields).toEqual({ price: 'postForm.errors.priceOrNegotiable' });
    const noType = await send('/api/v1/listings', 'POST', owner.headers, listingInput({ offerType: null }));
    expect(((await noType.json()) as ErrorBody).error.fields).toEqual({ offerType: 'postForm.errors.required' });
    const typedRequest = await send('/api/v1/listings', 'POST', owner.headers, listingInput({ kind: 'request', offerType: 'rent' }));
    expect(((await typedRequest.json()) as ErrorBody).error.fields).toEqual({ offerType: 'postForm.errors.offerTypeOnlyOffer' });
    const nowhere = await send('/api/v1/listings', 'POST', owner.headers, { ...listingInput(), governorate: 'atlantis' });
    expect(((await nowhere.json()) as ErrorBody).error.fields).toEqual({ governorate: 'postForm.errors.governorateUnknown' });
    const short = await send('/api/v1/listings', 'POST', owner.headers, { ...listingInput(), title: '  a ', quantity: 1.5, price: -1 });
    expect(((await short.json()) as ErrorBody).error.fields).toEqual({
      title: 'postForm.errors.titleMin',
      quantity: 'postForm.errors.quantityInvalid',
      price: 'postForm.errors.priceMin',
    });
  });

  it('stores a price typed in old Syrian pounds in new pounds', async () => {
    const id = await create(owner, listingInput({ currency: 'SYP', sypUnit: 'old', price: 12_345_678 }));
    expect((await row(id))?.price).toBe(123456.78);
  });

  it('refuses a visitor, forbidden fields and images of someone else', async () => {
    expect((await send('/api/v1/listings', 'POST', jsonHeaders(), listingInput())).status).toBe(401);
    const forged = await send('/api/v1/listings', 'POST', owner.headers, { ...listingInput(), user_id: other.user.id });
    expect(forged.status).toBe(400);
    const theirs = await insertImage(t, other.user.id);
    const stolen = await send('/api/v1/listings', 'POST', owner.headers, listingInput({ imageIds: [theirs] }));
    expect(((await stolen.json()) as ErrorBody).error.fields).toEqual({ imageIds: 'postForm.errors.imageNotOwned' });
  });

  it('lets only the owner edit, pause, activate and delete', async () => {
    const id = await create(owner);
    const before = await row(id);
    for (const [path, method, body] of [
      [`/api/v1/listings/${id}`, 'PATCH', listingInput({ title: 'Taken over' })],
      [`/api/v1/listings/${id}/pause`, 'POST', undefined],
      [`/api/v1/listings/${id}/activate`, 'POST', undefined],
      [`/api/v1/listings/${id}`, 'DELETE', undefined],
    ] as const) {
      const response = await send(path, method, other.headers, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(((await response.json()) as ErrorBody).error.code).toBe('not_found');
      expect((await send(path, method, jsonHeaders(), body)).status).toBe(401);
    }
    expect(await row(id)).toEqual(before);

    const edited = await send(`/api/v1/listings/${id}`, 'PATCH', owner.headers, listingInput({ title: 'Knitting machine, serviced', kind: 'request', offerType: null }));
    expect(edited.status).toBe(200);
    expect(await row(id)).toMatchObject({ title: 'Knitting machine, serviced', kind: 'request', offer_type: null });
  });

  it('pauses: public 404, owner still sees it; re-activates; deletes', async () => {
    const id = await create(owner);
    expect(await (await send(`/api/v1/listings/${id}/pause`, 'POST', owner.headers)).json()).toEqual({ id, isActive: false });
    expect((await t.app.request(`/api/v1/listings/${id}`)).status).toBe(404);
    expect((await t.app.request(`/api/v1/listings/${id}`, { headers: other.headers })).status).toBe(404);
    const ownerView = (await (await t.app.request(`/api/v1/listings/${id}`, { headers: owner.headers })).json()) as TListingDetail;
    expect(ownerView.isActive).toBe(false);
    const mine = (await (await t.app.request('/api/v1/me/posts', { headers: owner.headers })).json()) as TMyPosts;
    expect(mine.listings.find((post) => post.id === id)).toMatchObject({ kind: 'listing', isActive: false });
    expect((await t.app.request('/api/v1/me/posts')).status).toBe(401);

    await send(`/api/v1/listings/${id}/activate`, 'POST', owner.headers);
    expect((await t.app.request(`/api/v1/listings/${id}`)).status).toBe(200);
    expect((await send(`/api/v1/listings/${id}`, 'DELETE', owner.headers)).status).toBe(204);
    expect(await row(id)).toBeUndefined();
  });

  it('counts active posts of both kinds on the seller card', async () => {
    const seller = await buildUser(t);
    const a = await create(seller);
    const b = await create(seller);
    await send('/api/v1/suppliers', 'POST', seller.headers, {
      productName: 'Olive oil',
      description: '',
      categoryId: 'food-agricultural',
      subcategoryId: 'food-agricultural-oils',
      priceMin: null,
      priceMax: null,
      currency: 'EUR',
      minOrderQuantity: null,
      unit: '',
      governorate: 'idlib',
      companyName: '',
      imageIds: [],
    });
    await send(`/api/v1/listings/${b}/pause`, 'POST', seller.headers);
    const detail = (await (await t.app.request(`/api/v1/listings/${a}`)).json()) as TListingDetail;
    expect(detail.seller.listingCount).toBe(2);
  });
});
