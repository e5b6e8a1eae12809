import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '#common/errors.ts';
import type { TMyPosts, TPostRef, TSupplierDetail } from '#common/schemas/posts.ts';
import { buildUser, resetRateLimits, type BuiltUser } from '#server/test/factories.ts';
import { createTestApp, jsonHeaders, type TestApp } from '#server/test/test-app.ts';
import { insertCategories, insertDocument, insertImage, supplierInput } from './post-fixtures.ts';

let t: TestApp;
let owner: BuiltUser;
let other: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
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
afterAll(async () => {
  await t?.close();
});

const send = (path: string, method: string, headers: Record<string, string>, body?: unknown) =>
  t.app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });

async function create(user: BuiltUser, body: unknown = supplierInput()): Promise<string> {
  const response = await send('/api/v1/suppliers', 'POST', user.headers, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as TPostRef).id;
}

async function row(id: string) {
  return t.ctx.database.db.selectFrom('suppliers').selectAll().where('id', '=', id).executeTakeFirst();
}

describe('product offers', () => {
  it('publishes an offer with images in order, the profile business name and the reader-dependent phone', async () => {
    const first = await insertImage(t, owner.user.id);
    const second = await insertImage(t, owner.user.id);
    const id = await create(owner, supplierInput({ imageIds: [second, first] }));

    const stored = await row(id);
    expect(stored?.user_id).toBe(owner.user.id);
    expect(stored?.company_name).toBe('Haddad Textiles');
    expect(stored?.images.map((image) => image.id)).toEqual([second, first]);
    expect(stored?.images[0]?.url).toMatch(/^http:\/\/localhost:3000\/storage\/v1\/object\/public\/images\/posts\/[0-9a-f-]{36}$/);

    const asVisitor = (await (await t.app.request(`/api/v1/suppliers/${id}`)).json()) as TSupplierDetail;
    expect(asVisitor.productName).toBe('Cotton fabric rolls');
    expect(asVisitor.priceMin).toBe(2.5);
    expect(asVisitor.seller.name).toBe('Haddad Textiles');
    expect(asVisitor.seller.listingCount).toBe(1);
    expect(asVisitor.seller.phone).toBeNull();
    expect(asVisitor.isOwner).toBe(false);

    const asMember = (await (await t.app.request(`/api/v1/suppliers/${id}`, { headers: other.headers })).json()) as TSupplierDetail;
    expect(asMember.seller.phone).toBe('+963944123456');
    expect(asMember.seller.whatsapp).toBe('+963944123456');
  });

  it('keeps a typed company name', async () => {
    const id = await create(owner, supplierInput({ companyName: 'Haddad & Sons' }));
    expect((await row(id))?.company_name).toBe('Haddad & Sons');
  });

  it('stores a price typed in old Syrian pounds in new pounds', async () => {
    const id = await create(owner, supplierInput({ currency: 'SYP', sypUnit: 'old', priceMin: 150_000, priceMax: 250_050 }));
    const stored = await row(id);
    expect(stored?.currency).toBe('SYP');
    expect(stored?.price_range_min).toBe(1500);
    expect(stored?.price_range_max).toBe(2500.5);
    const inNew = await create(owner, supplierInput({ currency: 'SYP', sypUnit: 'new', priceMin: 1500, priceMax: 1500 }));
    expect((await row(inNew))?.price_range_min).toBe(1500);
  });

  it('refuses a visitor with 401 and changes nothing', async () => {
    const before = await t.ctx.database.db.selectFrom('suppliers').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const response = await send('/api/v1/suppliers', 'POST', jsonHeaders(), supplierInput());
    expect(response.status).toBe(401);
    const after = await t.ctx.database.db.selectFrom('suppliers').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('refuses fields a user may not set, with 400', async () => {
    for (const extra of [{ user_id: other.user.id }, { is_verified: true }, { id: crypto.randomUUID() }, { created_at: '2020-01-01' }, { isActive: false }]) {
      const response = await send('/api/v1/suppliers', 'POST', owner.headers, { ...supplierInput(), ...extra });
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.fields?.[Object.keys(extra)[0]!]).toBe('postForm.errors.unknownField');
    }
  });

  it('answers each invalid field with its message key', async () => {
    const response = await send('/api/v1/suppliers', 'POST', owner.headers, {
      ...supplierInput(),
      productName: 'ab',
      description: 'x'.repeat(5001),
      priceMin: 10,
      priceMax: 5,
      minOrderQuantity: 0,
      imageIds: Array.from({ length: 9 }, () => crypto.randomUUID()),
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as ErrorBody;
    expect(error.fields).toEqual({
      productName: 'postForm.errors.titleMin',
      description: 'postForm.errors.descriptionMax',
      minOrderQuantity: 'postForm.errors.quantityMin',
      imageIds: 'postForm.errors.imagesMax',
    });
    const range = await send('/api/v1/suppliers', 'POST', owner.headers, { ...supplierInput(), priceMin: 10, priceMax: 5 });
    expect(((await range.json()) as ErrorBody).error.fields).toEqual({ priceMax: 'postForm.errors.priceRange' });
    const sypUnit = await send('/api/v1/suppliers', 'POST', owner.headers, { ...supplierInput(), currency: 'USD', sypUnit: 'old' });
    expect(((await sypUnit.json()) as ErrorBody).error.fields).toEqual({ sypUnit: 'postForm.errors.sypUnitOnlySyp' });
  });

  it('refuses a subcategory of another category and an unknown category', async () => {
    const mismatch = await send('/api/v1/suppliers', 'POST', owner.headers, supplierInput({ subcategoryId: 'food-agricultural-oils' }));
    expect(mismatch.status).toBe(400);
    expect(((await mismatch.json()) as ErrorBody).error.fields).toEqual({ subcategoryId: 'postForm.errors.subcategoryMismatch' });
    const unknown = await send('/api/v1/suppliers', 'POST', owner.headers, supplierInput({ categoryId: 'nothing', subcategoryId: 'nothing-x' }));
    expect(((await unknown.json()) as ErrorBody).error.fields).toEqual({ categoryId: 'postForm.errors.categoryUnknown' });
  });

  it('refuses images the user does not own or that do not exist', async () => {
    const theirs = await insertImage(t, other.user.id);
    const mine = await insertImage(t, owner.user.id);
    const document = await insertDocument(t, owner.user.id);
    for (const imageIds of [[mine, theirs], [crypto.randomUUID()], [mine, mine], [document]]) {
      const response = await send('/api/v1/suppliers', 'POST', owner.headers, supplierInput({ imageIds }));
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error.fields?.imageIds).toMatch(/^postForm\.errors\.image/);
    }
  });

  it('lets the owner edit; another user changes nothing and gets 404', async () => {
    const id = await create(owner);
    const image = await insertImage(t, owner.user.id);
    const edited = await send(`/api/v1/suppliers/${id}`, 'PATCH', owner.headers, supplierInput({ productName: 'Linen rolls', imageIds: [image] }));
    expect(edited.status).toBe(200);
    expect((await row(id))?.product_name).toBe('Linen rolls');
    expect((await row(id))?.images.map((i) => i.id)).toEqual([image]);

    const before = await row(id);
    const stolen = await send(`/api/v1/suppliers/${id}`, 'PATCH', other.headers, supplierInput({ productName: 'Stolen' }));
    expect(stolen.status).toBe(404);
    expect(((await stolen.json()) as ErrorBody).error.code).toBe('not_found');
    expect((await send(`/api/v1/suppliers/${id}/pause`, 'POST', other.headers)).status).toBe(404);
    expect((await send(`/api/v1/suppliers/${id}`, 'DELETE', other.headers)).status).toBe(404);
    expect(await row(id)).toEqual(before);
    const visitor = await send(`/api/v1/suppliers/${id}`, 'PATCH', jsonHeaders(), supplierInput());
    expect(visitor.status).toBe(401);
  });

  it('pauses: public 404, still visible to the owner and in their posts; re-activates; deletes', async () => {
    const id = await create(owner);
    const paused = await send(`/api/v1/suppliers/${id}/pause`, 'POST', owner.headers);
    expect(await paused.json()).toEqual({ id, isActive: false });

    const publicRead = await t.app.request(`/api/v1/suppliers/${id}`);
    expect(publicRead.status).toBe(404);
    expect(((await publicRead.json()) as ErrorBody).error.code).toBe('not_found');
    expect((await t.app.request(`/api/v1/suppliers/${id}`, { headers: other.headers })).status).toBe(404);
    const ownerRead = (await (await t.app.request(`/api/v1/suppliers/${id}`, { headers: owner.headers })).json()) as TSupplierDetail;
    expect(ownerRead.isActive).toBe(false);
    expect(ownerRead.isOwner).toBe(true);

    const mine = (await (await t.app.request('/api/v1/me/posts', { headers: owner.headers })).json()) as TMyPosts;
    expect(mine.suppliers.find((post) => post.id === id)?.isActive).toBe(false);
    const theirs = (await (await t.app.request('/api/v1/me/posts', { headers: other.headers })).json()) as TMyPosts;
    expect(theirs.suppliers).toEqual([]);

    const activated = await send(`/api/v1/suppliers/${id}/activate`, 'POST', owner.headers);
    expect(await activated.json()).toEqual({ id, isActive: true });
    expect((await t.app.request(`/api/v1/suppliers/${id}`)).status).toBe(200);

    expect((await send(`/api/v1/suppliers/${id}`, 'DELETE', owner.headers)).status).toBe(204);
    expect(await row(id)).toBeUndefined();
    expect((await t.app.request(`/api/v1/suppliers/${id}`, { headers: owner.headers })).status).toBe(404);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await t.app.request(`/api/v1/suppliers/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await t.app.request('/api/v1/suppliers/not-a-uuid')).status).toBe(404);
    expect((await send('/api/v1/suppliers/not-a-uuid', 'DELETE', owner.headers)).status).toBe(404);
  });

  it('lists similar active offers of the same category, without the post itself or paused ones', async () => {
    const a = await create(other, supplierInput({ categoryId: 'food-agricultural', subcategoryId: 'food-agricultural-oils' }));
    const b = await create(other, supplierInput({ categoryId: 'food-agricultural', subcategoryId: 'food-agricultural-oils' }));
    const c = await create(other, supplierInput({ categoryId: 'food-agricultural', subcategoryId: 'food-agricultural-oils' }));
    await send(`/api/v1/suppliers/${c}/pause`, 'POST', other.headers);
    const detail = (await (await t.app.request(`/api/v1/suppliers/${a}`)).json()) as TSupplierDetail;
    expect(detail.similar.map((post) => post.id)).toEqual([b]);
  });
});
