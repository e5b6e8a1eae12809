import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '#common/errors.ts';
import { POST_KINDS } from '#common/constants/post-kinds.ts';
import type { TMyPosts, TPostDetail, TPostKind, TPostRef } from '#common/schemas/posts.ts';
import { buildListing, buildProduct, buildProfile } from '#server/test/catalogue-factories.ts';
import { buildUser, resetRateLimits, type BuiltUser } from '#server/test/factories.ts';
import { insertCategories, insertDocument, insertImage, listingInput, postInput, productInput } from '#server/test/post-fixtures.ts';
import { jsonHeaders, useTestApp } from '#server/test/test-app.ts';

const t = useTestApp();
let owner: BuiltUser;
let other: BuiltUser;

beforeAll(async () => {
  await insertCategories(t);
  owner = await buildUser(t, { name: 'Rami' });
  other = await buildUser(t);
  // Sign-up already wrote the profile; these are the details the tests read back.
  await t.ctx.database.db
    .updateTable('profiles')
    .set({ full_name: 'Rami Haddad', business_name: 'Haddad Textiles', phone: '+963944123456', governorate: 'aleppo' })
    .where('id', '=', owner.user.id)
    .execute();
});
afterEach(() => resetRateLimits(t));

const send = (path: string, method: string, headers: Record<string, string>, body?: unknown) =>
  t.app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });

async function create(user: BuiltUser, body: unknown): Promise<string> {
  const response = await send('/api/v1/posts', 'POST', user.headers, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as TPostRef).id;
}

const row = (id: string) => t.ctx.database.db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
const read = async (id: string, query = '', headers: Record<string, string> = {}) =>
  (await (await t.app.request(`/api/v1/posts/${id}${query}`, { headers })).json()) as TPostDetail;
const fieldsOf = async (response: Response) => ((await response.json()) as ErrorBody).error.fields;

describe.each(POST_KINDS)('a post of kind %s', (kind: TPostKind) => {
  const otherKind: TPostKind = kind === 'product' ? 'listing' : 'product';

  it('is published with its images in order and read back with the reader-dependent phone', async () => {
    const first = await insertImage(t, owner.user.id);
    const second = await insertImage(t, owner.user.id);
    const id = await create(owner, postInput(kind, { imageIds: [second, first] }));

    const stored = await row(id);
    expect(stored).toMatchObject({ kind, user_id: owner.user.id, governorate: kind === 'product' ? 'aleppo' : 'damascus', is_active: true });
    expect(stored?.images.map((image) => image.id)).toEqual([second, first]);
    expect(stored?.images[0]?.url).toMatch(/^\/storage\/v1\/object\/public\/images\/posts\/[0-9a-f-]{36}$/);

    const asVisitor = await read(id, `?kind=${kind}`);
    expect(asVisitor).toMatchObject({ kind, id, title: postInput(kind).title, isOwner: false });
    expect(asVisitor.images.map((image) => image.id)).toEqual([second, first]);
    expect(asVisitor.seller.name).toBe('Haddad Textiles');
    expect(asVisitor.seller.phone).toBeNull();
    const asMember = await read(id, '', other.headers);
    expect(asMember.seller.phone).toBe('+963944123456');
    expect(asMember.seller.whatsapp).toBe('+963944123456');
    expect((await read(id, '', owner.headers)).isOwner).toBe(true);
  });

  it(`is not found as a ${otherKind}, and keeps its kind on update`, async () => {
    const id = await create(owner, postInput(kind));
    const wrongPage = await t.app.request(`/api/v1/posts/${id}?kind=${otherKind}`);
    expect(wrongPage.status).toBe(404);
    expect(((await wrongPage.json()) as ErrorBody).error.code).toBe('not_found');
    const before = await row(id);
    expect((await send(`/api/v1/posts/${id}`, 'PATCH', owner.headers, postInput(otherKind))).status).toBe(404);
    expect(await row(id)).toEqual(before);
  });

  it('stores a price typed in old Syrian pounds in new pounds', async () => {
    const typed = kind === 'product' ? { priceMin: 150_000, priceMax: 250_050 } : { price: 250_050 };
    const id = await create(owner, { ...postInput(kind, { currency: 'SYP', sypUnit: 'old' }), ...typed });
    const stored = await row(id);
    expect(stored?.currency).toBe('SYP');
    expect(stored?.price_min).toBe(kind === 'product' ? 1500 : 2500.5);
    expect(stored?.price_max).toBe(2500.5);
    const inNew = await create(owner, { ...postInput(kind, { currency: 'SYP', sypUnit: 'new' }), ...(kind === 'product' ? { priceMin: 1500, priceMax: 1500 } : { price: 1500 }) });
    expect((await row(inNew))?.price_min).toBe(1500);
  });

  it('refuses a visitor with 401 and changes nothing', async () => {
    const count = () => t.ctx.database.db.selectFrom('posts').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const before = await count();
    expect((await send('/api/v1/posts', 'POST', jsonHeaders(), postInput(kind))).status).toBe(401);
    expect(await count()).toEqual(before);
  });

  it('refuses fields a user may not set, with 400', async () => {
    for (const extra of [{ user_id: other.user.id }, { is_verified: true }, { id: crypto.randomUUID() }, { created_at: '2020-01-01' }, { isActive: false }]) {
      const response = await send('/api/v1/posts', 'POST', owner.headers, { ...postInput(kind), ...extra });
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.fields?.[Object.keys(extra)[0]!]).toBe('errors.unknown_field');
    }
    // The other kind's fields are unknown fields of this kind.
    const mixed = kind === 'product' ? { intent: 'offer' } : { companyName: 'Haddad & Sons' };
    expect(await fieldsOf(await send('/api/v1/posts', 'POST', owner.headers, { ...postInput(kind), ...mixed }))).toEqual({ [Object.keys(mixed)[0]!]: 'errors.unknown_field' });
  });

  it('answers each invalid shared field with its message key', async () => {
    const response = await send('/api/v1/posts', 'POST', owner.headers, {
      ...postInput(kind),
      title: '  a ',
      description: 'x'.repeat(5001),
      governorate: 'atlantis',
      imageIds: Array.from({ length: 9 }, () => crypto.randomUUID()),
    });
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toEqual({
      title: 'postForm.errors.titleMin',
      description: 'postForm.errors.descriptionMax',
      governorate: 'postForm.errors.governorateUnknown',
      imageIds: 'postForm.errors.imagesMax',
    });
    const sypUnit = await send('/api/v1/posts', 'POST', owner.headers, postInput(kind, { currency: 'USD', sypUnit: 'old' }));
    expect(await fieldsOf(sypUnit)).toEqual({ sypUnit: 'postForm.errors.sypUnitOnlySyp' });
    const noKind = await send('/api/v1/posts', 'POST', owner.headers, { ...postInput(kind), kind: 'supplier' });
    expect(await fieldsOf(noKind)).toEqual({ kind: 'postForm.errors.required' });
  });

  it('refuses a subcategory of another category and an unknown category', async () => {
    const mismatch = await send('/api/v1/posts', 'POST', owner.headers, postInput(kind, { subcategoryId: 'food-agricultural-oils' }));
    expect(mismatch.status).toBe(400);
    expect(await fieldsOf(mismatch)).toEqual({ subcategoryId: 'postForm.errors.subcategoryMismatch' });
    const unknown = await send('/api/v1/posts', 'POST', owner.headers, postInput(kind, { categoryId: 'nothing', subcategoryId: 'nothing-x' }));
    expect(await fieldsOf(unknown)).toEqual({ categoryId: 'postForm.errors.categoryUnknown' });
  });

  it('refuses images the user does not own or that do not exist', async () => {
    const theirs = await insertImage(t, other.user.id);
    const mine = await insertImage(t, owner.user.id);
    const document = await insertDocument(t, owner.user.id);
    for (const imageIds of [[mine, theirs], [crypto.randomUUID()], [mine, mine], [document]]) {
      const response = await send('/api/v1/posts', 'POST', owner.headers, postInput(kind, { imageIds }));
      expect(response.status).toBe(400);
      expect((await fieldsOf(response))?.imageIds).toMatch(/^postForm\.errors\.image/);
    }
  });

  it('lets only the owner edit, pause, activate and delete; others get 404, visitors 401', async () => {
    const id = await create(owner, postInput(kind));
    const image = await insertImage(t, owner.user.id);
    const before = await row(id);
    for (const [path, method, body] of [
      [`/api/v1/posts/${id}`, 'PATCH', postInput(kind, { title: 'Taken over' })],
      [`/api/v1/posts/${id}/pause`, 'POST', undefined],
      [`/api/v1/posts/${id}/activate`, 'POST', undefined],
      [`/api/v1/posts/${id}`, 'DELETE', undefined],
    ] as const) {
      const response = await send(path, method, other.headers, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(((await response.json()) as ErrorBody).error.code).toBe('not_found');
      expect((await send(path, method, jsonHeaders(), body)).status).toBe(401);
    }
    expect(await row(id)).toEqual(before);

    const edited = await send(`/api/v1/posts/${id}`, 'PATCH', owner.headers, postInput(kind, { title: 'Linen rolls', imageIds: [image] }));
    expect(edited.status).toBe(200);
    expect(await edited.json()).toEqual({ id, kind, isActive: true });
    expect(await row(id)).toMatchObject({ kind, title: 'Linen rolls' });
    expect((await row(id))?.images.map((entry) => entry.id)).toEqual([image]);
  });

  it('pauses: public 404, still visible to the owner and in their posts; re-activates; deletes', async () => {
    const id = await create(owner, postInput(kind));
    expect(await (await send(`/api/v1/posts/${id}/pause`, 'POST', owner.headers)).json()).toEqual({ id, kind, isActive: false });

    const publicRead = await t.app.request(`/api/v1/posts/${id}`);
    expect(publicRead.status).toBe(404);
    expect(((await publicRead.json()) as ErrorBody).error.code).toBe('not_found');
    expect((await t.app.request(`/api/v1/posts/${id}`, { headers: other.headers })).status).toBe(404);
    expect(await read(id, `?kind=${kind}`, owner.headers)).toMatchObject({ isActive: false, isOwner: true });

    const mine = (await (await t.app.request('/api/v1/me/posts', { headers: owner.headers })).json()) as TMyPosts;
    expect(mine[kind].find((post) => post.id === id)).toMatchObject({ kind, isActive: false });
    expect(mine[otherKind].map((post) => post.kind)).not.toContain(kind);
    const theirs = (await (await t.app.request('/api/v1/me/posts', { headers: other.headers })).json()) as TMyPosts;
    expect(theirs[kind].map((post) => post.id)).not.toContain(id);
    expect((await t.app.request('/api/v1/me/posts')).status).toBe(401);

    expect(await (await send(`/api/v1/posts/${id}/activate`, 'POST', owner.headers)).json()).toEqual({ id, kind, isActive: true });
    expect((await t.app.request(`/api/v1/posts/${id}`)).status).toBe(200);

    expect((await send(`/api/v1/posts/${id}`, 'DELETE', owner.headers)).status).toBe(204);
    expect(await row(id)).toBeUndefined();
    expect((await t.app.request(`/api/v1/posts/${id}`, { headers: owner.headers })).status).toBe(404);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await t.app.request(`/api/v1/posts/${crypto.randomUUID()}?kind=${kind}`)).status).toBe(404);
    expect((await t.app.request('/api/v1/posts/not-a-uuid')).status).toBe(404);
    expect((await send('/api/v1/posts/not-a-uuid', 'DELETE', owner.headers)).status).toBe(404);
    expect((await t.app.request(`/api/v1/posts/${crypto.randomUUID()}?kind=supplier`)).status).toBe(400);
  });

  it('lists similar active posts of the same kind and category, without the post itself or paused ones', async () => {
    const food = { categoryId: 'food-agricultural', subcategoryId: 'food-agricultural-oils' };
    const a = await create(other, postInput(kind, food));
    const b = await create(other, postInput(kind, food));
    const c = await create(other, postInput(kind, food));
    await create(other, postInput(otherKind, food));
    await send(`/api/v1/posts/${c}/pause`, 'POST', other.headers);
    const similar = (await read(a)).similar;
    expect(similar[0]?.id).toBe(b);
    expect(similar.map((post) => post.id)).not.toContain(a);
    expect(similar.map((post) => post.id)).not.toContain(c);
    expect(new Set(similar.map((post) => post.kind))).toEqual(new Set([kind]));
  });
});

describe('a product', () => {
  it('takes the profile business name unless a company name is typed', async () => {
    const id = await create(owner, productInput());
    expect((await row(id))?.company_name).toBe('Haddad Textiles');
    expect(await read(id)).toMatchObject({ kind: 'product', companyName: 'Haddad Textiles', minOrderQuantity: 100, priceMin: 2.5, priceMax: 4 });
    const typed = await create(owner, productInput({ companyName: 'Haddad & Sons' }));
    expect((await row(typed))?.company_name).toBe('Haddad & Sons');
  });

  it('answers its own invalid fields with their message keys', async () => {
    const response = await send('/api/v1/posts', 'POST', owner.headers, { ...productInput(), priceMin: 10, priceMax: 5, minOrderQuantity: 0 });
    expect(await fieldsOf(response)).toEqual({ minOrderQuantity: 'postForm.errors.quantityMin', priceMax: 'postForm.errors.priceRange' });
    const range = await send('/api/v1/posts', 'POST', owner.headers, productInput({ priceMin: 10, priceMax: 5 }));
    expect(await fieldsOf(range)).toEqual({ priceMax: 'postForm.errors.priceRange' });
  });
});

describe('a listing', () => {
  it('publishes an offer with its offer type, one price at both ends', async () => {
    const id = await create(owner, listingInput());
    expect(await row(id)).toMatchObject({ intent: 'offer', offer_type: 'sell', price_min: 1200, price_max: 1200, is_negotiable: false, company_name: null });
    expect(await read(id)).toMatchObject({ kind: 'listing', intent: 'offer', offerType: 'sell', priceMin: 1200, priceMax: 1200, condition: 'used', quantity: 1 });
  });

  it('publishes a negotiable buy request without a price, and an offer can become a request', async () => {
    const id = await create(owner, listingInput({ intent: 'request', offerType: null, price: null, isNegotiable: true, condition: null }));
    expect(await row(id)).toMatchObject({ intent: 'request', offer_type: null, price_min: null, price_max: null, is_negotiable: true });
    const offer = await create(owner, listingInput());
    expect((await send(`/api/v1/posts/${offer}`, 'PATCH', owner.headers, listingInput({ intent: 'request', offerType: null }))).status).toBe(200);
    expect(await row(offer)).toMatchObject({ intent: 'request', offer_type: null });
  });

  it('needs a price unless negotiable, an offer type for offers and none for requests', async () => {
    const noPrice = await send('/api/v1/posts', 'POST', owner.headers, listingInput({ price: null, isNegotiable: false }));
    expect(await fieldsOf(noPrice)).toEqual({ price: 'postForm.errors.priceOrNegotiable' });
    const noType = await send('/api/v1/posts', 'POST', owner.headers, listingInput({ offerType: null }));
    expect(await fieldsOf(noType)).toEqual({ offerType: 'postForm.errors.required' });
    const typedRequest = await send('/api/v1/posts', 'POST', owner.headers, listingInput({ intent: 'request', offerType: 'rent' }));
    expect(await fieldsOf(typedRequest)).toEqual({ offerType: 'postForm.errors.offerTypeOnlyOffer' });
    const bad = await send('/api/v1/posts', 'POST', owner.headers, { ...listingInput(), quantity: 1.5, price: -1 });
    expect(await fieldsOf(bad)).toEqual({ quantity: 'postForm.errors.quantityInvalid', price: 'postForm.errors.priceMin' });
  });
});

describe('the seller card of a detail page', () => {
  it('counts the active posts of both kinds', async () => {
    const seller = await buildUser(t);
    const { db } = t.ctx.database;
    const a = await buildListing(db, { userId: seller.user.id, category: 'food-agricultural' });
    await buildListing(db, { userId: seller.user.id, category: 'food-agricultural', isActive: false });
    await buildProduct(db, { userId: seller.user.id, category: 'food-agricultural' });
    expect((await read(a.id)).seller.listingCount).toBe(2);
  });

  it('shows only the profile’s validated photo, never the account’s own image column', async () => {
    const seller = await buildUser(t);
    const { db } = t.ctx.database;
    // better-auth's `image` (a Google picture, or anything its update-user took) was never checked.
    await db.updateTable('user').set({ image: 'https://evil.example/track.png' }).where('id', '=', seller.user.id).execute();
    const post = await buildListing(db, { userId: seller.user.id, category: 'food-agricultural' });
    expect((await read(post.id)).seller.avatarUrl).toBeNull();
  });

  it('shows a business that has a profile and no account (the demo market) as its seller page does', async () => {
    const { db } = t.ctx.database;
    const since = new Date(Date.UTC(2024, 4, 12, 9));
    const { id: seller } = await buildProfile(db, {
      id: 'demo-0001',
      fullName: 'Rami Haddad',
      businessName: 'Haddad Textiles',
      isVerified: true,
      governorate: 'aleppo',
      createdAt: since,
    });
    await db.updateTable('profiles').set({ phone: '+963944123456', avatar_url: '/images/avatars/haddad.webp' }).where('id', '=', seller).execute();
    const post = await buildProduct(db, { userId: seller, category: 'clothing-textiles' });
    await buildListing(db, { userId: seller, category: 'clothing-textiles' });

    const reader = await buildUser(t);
    const card = (await read(post.id, '', reader.headers)).seller;
    expect(card).toEqual({
      id: seller,
      name: 'Haddad Textiles',
      avatarUrl: '/images/avatars/haddad.webp',
      isVerified: true,
      governorate: 'aleppo',
      memberSince: since.toISOString(),
      listingCount: 2,
      phone: '+963944123456',
      whatsapp: '+963944123456',
      // Verified before the portal recorded the date of a verification.
      verifiedAt: null,
    });
    const page = (await (await t.app.request(`/api/v1/sellers/${seller}`)).json()) as { businessName: string; memberSince: string; isVerified: boolean };
    expect(page).toMatchObject({ businessName: card.name, memberSince: card.memberSince, isVerified: card.isVerified });
  });
});
