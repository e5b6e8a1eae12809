import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from '#common/constants/categories.ts';
import type { TBanner, TCategory } from '#common/schemas/categories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { seedDatabase } from './seed.ts';

async function countRows(t: TestApp) {
  const { db } = t.ctx.database;
  const tables = ['categories', 'subcategories', 'banners', 'profiles', 'images', 'suppliers', 'listings'] as const;
  const counts = await Promise.all(
    tables.map((table) => db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()),
  );
  return Object.fromEntries(tables.map((table, index) => [table, Number(counts[index]!.count)]));
}

/** Fetches a public storage URL through the app, as a browser would. */
async function fetchImage(t: TestApp, url: string) {
  return t.app.request(new URL(url).pathname);
}

describe('reference data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDatabase(t.ctx);
  });
  afterAll(async () => {
    await t.close();
  });

  it('has the twelve categories of the specification, in order, with both names and 4 to 8 subcategories', async () => {
    const response = await t.app.request('/api/v1/categories');
    expect(response.status).toBe(200);
    const categories = (await response.json()) as TCategory[];
    expect(categories.map((category) => category.id)).toEqual([...CATEGORY_IDS]);
    for (const category of categories) {
      expect(category.nameEn).toMatch(/^[A-Z]/);
      expect(category.nameAr).toMatch(/[\u0600-\u06ff]/);
      expect(category.subcategories.length).toBeGreaterThanOrEqual(4);
      expect(category.subcategories.length).toBeLessThanOrEqual(8);
      for (const sub of category.subcategories) {
        expect(sub.id.startsWith(`${category.id}-`)).toBe(true);
        expect(sub.nameEn).not.toBe('');
        expect(sub.nameAr).toMatch(/[\u0600-\u06ff]/);
      }
    }
  });

  it('serves every category image as WebP', async () => {
    const categories = (await (await t.app.request('/api/v1/categories')).json()) as TCategory[];
    for (const category of categories) {
      expect(category.imageUrl).toMatch(/-640\.webp$/);
      const image = await fetchImage(t, category.imageUrl);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      const bytes = new Uint8Array(await image.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe('WEBP');
    }
  });

  it('has four banners, each opening a category supplier page, with an image', async () => {
    const banners = (await (await t.app.request('/api/v1/banners')).json()) as TBanner[];
    expect(banners).toHaveLength(4);
    for (const banner of banners) {
      expect(banner.titleEn).not.toBe('');
      expect(banner.titleAr).toMatch(/[\u0600-\u06ff]/);
      expect(banner.link).toMatch(new RegExp(`^/category/suppliers/(${CATEGORY_IDS.join('|')})$`));
      const image = await fetchImage(t, banner.imageUrl);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
    }
  });

  it('adds no demo rows when SEED_DEMO is off', async () => {
    const counts = await countRows(t);
    expect(counts).toMatchObject({ profiles: 0, suppliers: 0, listings: 0, images: 0 });
  });

  it('changes nothing when run again', async () => {
    const before = await countRows(t);
    const firstUrls = (await t.ctx.database.db.selectFrom('categories').select('image_url').orderBy('id').execute()).map((row) => row.image_url);
    await seedDatabase(t.ctx);
    expect(await countRows(t)).toEqual(before);
    const secondUrls = (await t.ctx.database.db.selectFrom('categories').select('image_url').orderBy('id').execute()).map((row) => row.image_url);
    expect(secondUrls).toEqual(firstUrls);
  });

  it('puts back a subcategory that is missing and leaves edited rows alone', async () => {
    const { db } = t.ctx.database;
    await db.updateTable('categories').set({ name_en: 'Textiles' }).where('id', '=', 'clothing-textiles').execute();
    await db.deleteFrom('subcategories').where('id', '=', 'clothing-textiles-fabrics').execute();
    await seedDatabase(t.ctx);
    const category = await db.selectFrom('categories').select('name_en').where('id', '=', 'clothing-textiles').executeTakeFirstOrThrow();
    expect(category.name_en).toBe('Textiles');
    const sub = await db.selectFrom('subcategories').select('name_ar').where('id', '=', 'clothing-textiles-fabrics').executeTakeFirst();
    expect(sub?.name_ar).toBe('الأقمشة');
  });
});
