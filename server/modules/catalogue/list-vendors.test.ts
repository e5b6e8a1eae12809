import { beforeAll, describe, expect, it } from 'vitest';
import type { TVendor, TVendorPage } from '#common/schemas/catalogue.ts';
import { buildCategory, buildListing, buildProduct, buildProfile, minutesAgo } from '#server/test/catalogue-factories.ts';
import { createTestApp, useTestApp } from '#server/test/test-app.ts';

const t = useTestApp();
const ids: Record<string, string> = {};

beforeAll(async () => {
  const { db } = t.ctx.database;
  await buildCategory(db, { id: 'food-agricultural' });
  await buildCategory(db, { id: 'tools-industrial' });
  // Crafted so that each ordering rule of section 7 decides at least one pair:
  // A and B share the newest post; B has more posts, so B comes first.
  // C and D share their latest date and count; C is verified, so C comes before D (even though
  // D's id sorts first).
  // E is verified but older than everyone: verification never beats a newer post.
  // F has only paused posts and must not appear; G has posts but no profile and must not appear.
  ids.a = (await buildProfile(db, { fullName: 'Alpha Trading', governorate: 'aleppo' })).id;
  ids.b = (await buildProfile(db, { fullName: 'Beta Mills', governorate: 'damascus' })).id;
  ids.c = (await buildProfile(db, { id: 'vendor-z-gamma', fullName: 'Gamma Foods', isVerified: true, governorate: 'homs' })).id;
  ids.d = (await buildProfile(db, { id: 'vendor-a-delta', fullName: 'Delta Tools', governorate: 'homs' })).id;
  ids.e = (await buildProfile(db, { fullName: 'مصنع الأمل', isVerified: true, businessName: 'شركة النور', governorate: 'hama' })).id;
  ids.f = (await buildProfile(db, { fullName: 'Paused Only' })).id;
  const food = 'food-agricultural';
  const tools = 'tools-industrial';
  await buildProduct(db, { userId: ids.a, category: food, createdAt: minutesAgo(1) });
  await buildListing(db, { userId: ids.b, category: food, createdAt: minutesAgo(1) });
  await buildProduct(db, { userId: ids.b, category: food, createdAt: minutesAgo(50) });
  await buildListing(db, { userId: ids.d, category: tools, createdAt: minutesAgo(10) });
  await buildProduct(db, { userId: ids.d, category: tools, createdAt: minutesAgo(30) });
  await buildProduct(db, { userId: ids.c, category: food, createdAt: minutesAgo(10) });
  await buildListing(db, { userId: ids.c, category: food, createdAt: minutesAgo(40) });
  for (let index = 0; index < 5; index += 1) await buildProduct(db, { userId: ids.e, category: tools, createdAt: minutesAgo(100 + index) });
  await buildListing(db, { userId: ids.e, category: food, createdAt: minutesAgo(5), isActive: false });
  await buildProduct(db, { userId: ids.f, category: food, createdAt: minutesAgo(0), isActive: false });
  await buildProduct(db, { userId: 'no-profile-account', category: food, createdAt: minutesAgo(0) });
});

async function get<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await t.app.request(path);
  return { status: response.status, body: (await response.json()) as T };
}

describe('GET /api/v1/vendors/featured', () => {
  it('orders by latest post desc, then post count desc, then verified first, and counts only active posts', async () => {
    const { status, body } = await get<TVendor[]>('/api/v1/vendors/featured');
    expect(status).toBe(200);
    expect(body.map((vendor) => vendor.id)).toEqual([ids.b, ids.a, ids.c, ids.d, ids.e]);
    const byId = Object.fromEntries(body.map((vendor) => [vendor.id, vendor]));
    expect(byId[ids.b!]!.listingCount).toBe(2);
    expect(byId[ids.a!]!.listingCount).toBe(1);
    expect(byId[ids.e!]!.listingCount).toBe(5);
    expect(byId[ids.e!]!.latestListingAt).toBe(minutesAgo(100).toISOString());
    expect(byId[ids.c!]!.isVerified).toBe(true);
  });

  it('is empty when nobody has an active post', async () => {
    const empty = await createTestApp();
    try {
      const response = await empty.app.request('/api/v1/vendors/featured');
      expect(await response.json()).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});

describe('GET /api/v1/vendors', () => {
  it('lists the same order as the strip', async () => {
    const { body } = await get<TVendorPage>('/api/v1/vendors');
    expect(body.items.map((vendor) => vendor.id)).toEqual([ids.b, ids.a, ids.c, ids.d, ids.e]);
    expect(body.nextCursor).toBeNull();
  });

  it('searches names across Arabic spellings and filters by governorate, category and verified', async () => {
    expect((await get<TVendorPage>('/api/v1/vendors?q=beta')).body.items.map((v) => v.id)).toEqual([ids.b]);
    // "الامل" without hamza finds "الأمل"; the business name is searched too.
    expect((await get<TVendorPage>(`/api/v1/vendors?q=${encodeURIComponent('الامل')}`)).body.items.map((v) => v.id)).toEqual([ids.e]);
    expect((await get<TVendorPage>(`/api/v1/vendors?q=${encodeURIComponent('النور')}`)).body.items.map((v) => v.id)).toEqual([ids.e]);
    expect((await get<TVendorPage>('/api/v1/vendors?q=%25')).body.items).toEqual([]);
    expect((await get<TVendorPage>('/api/v1/vendors?governorate=homs')).body.items.map((v) => v.id)).toEqual([ids.c, ids.d]);
    expect((await get<TVendorPage>('/api/v1/vendors?verified=true')).body.items.map((v) => v.id)).toEqual([ids.c, ids.e]);
    // E's only food post is paused, so E is not a food vendor.
    expect((await get<TVendorPage>('/api/v1/vendors?category=food-agricultural')).body.items.map((v) => v.id)).toEqual([ids.b, ids.a, ids.c]);
    expect((await get<TVendorPage>('/api/v1/vendors?category=tools-industrial&verified=1')).body.items.map((v) => v.id)).toEqual([ids.e]);
  });

  it('refuses bad query parameters with validation_failed', async () => {
    const bad = await get<{ error: { code: string; fields: Record<string, string> } }>('/api/v1/vendors?verified=maybe&governorate=Not%20A%20Slug');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_failed');
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['governorate', 'verified']);
    const cursor = await get<{ error: { code: string } }>('/api/v1/vendors?cursor=garbage');
    expect(cursor.status).toBe(400);
  });
});

describe('vendor pages', () => {
  it('walks every business exactly once across keyset pages', async () => {
    const many = await createTestApp();
    try {
      const { db } = many.ctx.database;
      await buildCategory(db, { id: 'automotive-parts' });
      const expected: string[] = [];
      // 60 businesses; groups of three share a latest date so the count and verified ties matter.
      for (let index = 0; index < 60; index += 1) {
        const { id } = await buildProfile(db, { isVerified: index % 2 === 0 });
        expected.push(id);
        await buildListing(db, { userId: id, category: 'automotive-parts', createdAt: minutesAgo(Math.floor(index / 3)) });
      }
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const response = await many.app.request(`/api/v1/vendors${cursor ? `?cursor=${cursor}` : ''}`);
        const page = (await response.json()) as TVendorPage;
        seen.push(...page.items.map((vendor) => vendor.id));
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor && pages < 10);
      expect(pages).toBe(3);
      expect(seen).toHaveLength(60);
      expect(new Set(seen).size).toBe(60);
      const all = (await (await many.app.request('/api/v1/vendors/featured')).json()) as TVendor[];
      expect(seen.slice(0, all.length)).toEqual(all.map((vendor) => vendor.id));
      expect(new Set(seen)).toEqual(new Set(expected));
    } finally {
      await many.close();
    }
  });
});
