import { beforeAll, describe, expect, it } from 'vitest';
import type { TPostListItem, TPostPage } from '#common/schemas/catalogue.ts';
import { buildCategory, buildImage, buildListing, buildProduct, buildProfile, minutesAgo } from '#server/test/catalogue-factories.ts';
import { createTestApp, useTestApp } from '#server/test/test-app.ts';

const t = useTestApp();
let verified: string;
let plain: string;
const clothing = 'clothing-textiles';
const food = 'food-agricultural';

beforeAll(async () => {
  const { db } = t.ctx.database;
  await buildCategory(db, { id: clothing, subcategories: 2 });
  await buildCategory(db, { id: food, subcategories: 1 });
  verified = (await buildProfile(db, { isVerified: true })).id;
  plain = (await buildProfile(db)).id;
});

async function get<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await t.app.request(path);
  return { status: response.status, body: (await response.json()) as T };
}

describe('GET /api/v1/home/best-ads', () => {
  it('answers the 30 newest active products, paused ones excluded', async () => {
    const fresh = await createTestApp();
    try {
      const { db } = fresh.ctx.database;
      await buildCategory(db, { id: clothing });
      const { id: seller } = await buildProfile(db);
      const active: string[] = [];
      for (let index = 0; index < 34; index += 1) {
        const { id } = await buildProduct(db, { userId: seller, category: clothing, createdAt: minutesAgo(index * 2), images: [buildImage()] });
        active.push(id);
      }
      // Paused products newer than all the active ones must not push any of them out.
      for (let index = 0; index < 3; index += 1) {
        await buildProduct(db, { userId: seller, category: clothing, createdAt: minutesAgo(-10 - index), isActive: false });
      }
      const response = await fresh.app.request('/api/v1/home/best-ads');
      const body = (await response.json()) as TPostListItem[];
      expect(response.status).toBe(200);
      expect(body.map((item) => item.id)).toEqual(active.slice(0, 30));
      expect(body[0]!.image?.variants).toEqual([320, 640, 1280]);
    } finally {
      await fresh.close();
    }
  });
});

describe('GET /api/v1/posts?kind=', () => {
  it('pages through a category newest first with no duplicates and no gaps, even with equal timestamps', async () => {
    const { db } = t.ctx.database;
    const expected: string[] = [];
    // Groups of four share one created_at, so only the id orders them.
    for (let index = 0; index < 37; index += 1) {
      const { id } = await buildProduct(db, { userId: plain, category: clothing, createdAt: minutesAgo(Math.floor(index / 4)) });
      expected.push(id);
    }
    await buildProduct(db, { userId: plain, category: food, createdAt: minutesAgo(0) });
    await buildProduct(db, { userId: plain, category: clothing, createdAt: minutesAgo(0), isActive: false });
    const seen: TPostListItem[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const { status, body }: { status: number; body: TPostPage } = await get<TPostPage>(
        `/api/v1/posts?kind=product&category=${clothing}&limit=10${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(status).toBe(200);
      seen.push(...body.items);
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(4);
    expect(seen).toHaveLength(37);
    expect(new Set(seen.map((item) => item.id))).toEqual(new Set(expected));
    expect(seen.every((item) => item.kind === 'product')).toBe(true);
    const keys = seen.map((item) => [item.createdAt, item.id] as const);
    const sorted = [...keys].sort((x, y) => (x[0] === y[0] ? (x[1] < y[1] ? 1 : -1) : x[0] < y[0] ? 1 : -1));
    expect(keys).toEqual(sorted);
  });

  it('filters by subcategory, governorate, currency, price range, verified sellers and seller', async () => {
    const fresh = await createTestApp();
    try {
      const { db } = fresh.ctx.database;
      await buildCategory(db, { id: clothing, subcategories: 2 });
      const v = (await buildProfile(db, { isVerified: true })).id;
      const p = (await buildProfile(db)).id;
      const sub1 = `${clothing}-sub-1`;
      const a = await buildProduct(db, { userId: v, category: clothing, subcategory: sub1, governorate: 'aleppo', priceMin: 100, priceMax: 200, currency: 'USD' });
      const b = await buildProduct(db, { userId: p, category: clothing, subcategory: sub1, governorate: 'damascus', priceMin: 300, priceMax: 400, currency: 'USD' });
      const c = await buildProduct(db, { userId: p, category: clothing, governorate: 'aleppo', priceMin: 50, priceMax: null, currency: 'EUR' });
      const d = await buildProduct(db, { userId: v, category: clothing, subcategory: sub1, isActive: false });
      const ids = async (query: string) =>
        ((await (await fresh.app.request(`/api/v1/posts?kind=product&${query}`)).json()) as TPostPage).items.map((item) => item.id).sort();
      expect(await ids(`category=${clothing}`)).toEqual([a.id, b.id, c.id].sort());
      expect(await ids(`subcategory=${sub1}`)).toEqual([a.id, b.id].sort());
      expect(await ids('governorate=aleppo')).toEqual([a.id, c.id].sort());
      expect(await ids('currency=EUR')).toEqual([c.id]);
      expect(await ids('currency=USD&minPrice=150&maxPrice=250')).toEqual([a.id]);
      expect(await ids('minPrice=250')).toEqual([b.id]);
      expect(await ids('maxPrice=60')).toEqual([c.id]);
      expect(await ids('verified=true')).toEqual([a.id]);
      expect(await ids(`seller=${p}`)).toEqual([b.id, c.id].sort());
      expect(await ids(`seller=${v}`)).not.toContain(d.id);

      const l1 = await buildListing(db, { userId: v, category: clothing, subcategory: sub1, price: 30, currency: 'SYP', governorate: 'homs' });
      const l2 = await buildListing(db, { userId: p, category: clothing, price: null, governorate: 'homs' });
      await buildListing(db, { userId: p, category: clothing, isActive: false });
      const listingIds = async (query: string) =>
        ((await (await fresh.app.request(`/api/v1/posts?kind=listing&${query}`)).json()) as TPostPage).items.map((item) => item.id).sort();
      expect(await listingIds(`category=${clothing}`)).toEqual([l1.id, l2.id].sort());
      expect(await listingIds(`category=${clothing}&subcategory=${sub1}`)).toEqual([l1.id]);
      expect(await listingIds('currency=SYP&minPrice=10')).toEqual([l1.id]);
      expect(await listingIds('verified=1')).toEqual([l1.id]);
      expect(await listingIds('governorate=homs&maxPrice=0')).toEqual([l2.id]);
    } finally {
      await fresh.close();
    }
  });

  it('returns card fields only, the shared core and those of the kind, with the verified flag of the seller', async () => {
    const { db } = t.ctx.database;
    const core = ['kind', 'id', 'userId', 'title', 'categoryId', 'subcategoryId', 'priceMin', 'priceMax', 'currency', 'governorate', 'image', 'isVerified', 'createdAt'];
    const { id } = await buildListing(db, { userId: verified, category: food, title: 'Olive oil, 20 tins', images: [buildImage(), buildImage()] });
    const { body } = await get<TPostPage>(`/api/v1/posts?kind=listing&category=${food}`);
    const item = body.items.find((entry) => entry.id === id)!;
    expect(item).toMatchObject({ kind: 'listing', title: 'Olive oil, 20 tins', isVerified: true, currency: 'USD', priceMin: 15, priceMax: 15, intent: 'offer', offerType: 'sell' });
    expect(Object.keys(item).sort()).toEqual([...core, 'intent', 'offerType', 'isNegotiable', 'quantity', 'condition'].sort());
    expect(item.image).not.toBeNull();

    const { id: productId } = await buildProduct(db, { userId: verified, category: food, title: 'Olive oil tins' });
    const products = await get<TPostPage>(`/api/v1/posts?kind=product&category=${food}`);
    const product = products.body.items.find((entry) => entry.id === productId)!;
    expect(product).toMatchObject({ kind: 'product', title: 'Olive oil tins', priceMin: 10, priceMax: 20, companyName: 'Test Company' });
    expect(Object.keys(product).sort()).toEqual([...core, 'companyName', 'minOrderQuantity'].sort());
    expect(products.body.items.map((entry) => entry.id)).not.toContain(id);
  });

  it('refuses bad filters with validation_failed and a message per field', async () => {
    const { status, body } = await get<{ error: { code: string; fields: Record<string, string> } }>(
      '/api/v1/posts?kind=product&currency=GBP&minPrice=-1&limit=1000&verified=yes',
    );
    expect(status).toBe(400);
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields).sort()).toEqual(['currency', 'limit', 'minPrice', 'verified']);
    const swapped = await get<{ error: { fields: Record<string, string> } }>('/api/v1/posts?kind=listing&minPrice=10&maxPrice=5');
    expect(swapped.status).toBe(400);
    expect(Object.keys(swapped.body.error.fields)).toEqual(['maxPrice']);
    const forged = Buffer.from(JSON.stringify(['yesterday', 'x'])).toString('base64url');
    expect((await get(`/api/v1/posts?kind=product&cursor=${forged}`)).status).toBe(400);
    const noKind = await get<{ error: { fields: Record<string, string> } }>('/api/v1/posts');
    expect(noKind.status).toBe(400);
    expect(Object.keys(noKind.body.error.fields)).toEqual(['kind']);
  });
});

describe('GET /api/v1/sellers/:id', () => {
  it('answers the profile with counts of active posts only', async () => {
    const fresh = await createTestApp();
    try {
      const { db } = fresh.ctx.database;
      await buildCategory(db, { id: food });
      const { id } = await buildProfile(db, { fullName: 'Hama Dairy', isVerified: true, governorate: 'hama' });
      await buildProduct(db, { userId: id, category: food });
      await buildProduct(db, { userId: id, category: food, isActive: false });
      await buildListing(db, { userId: id, category: food });
      const response = await fresh.app.request(`/api/v1/sellers/${id}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ id, fullName: 'Hama Dairy', isVerified: true, governorate: 'hama', productCount: 1, listingCount: 1 });
      const missing = await fresh.app.request('/api/v1/sellers/nobody');
      expect(missing.status).toBe(404);
      expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('not_found');
    } finally {
      await fresh.close();
    }
  });
});
