import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from '#common/constants/categories.ts';
import { GOVERNORATE_IDS } from '#common/constants/governorates.ts';
import { bannerPicture, type TBannerWithVariants } from '#common/banner-picture.ts';
import { categoryPicture } from '#common/category-picture.ts';
import type { TCategory } from '#common/schemas/categories.ts';
import { runMigrations } from '#server/db/migrate.ts';
import type { StoredImage } from '#server/db/column-types.ts';
import { createTestApp, TEST_ORIGIN, useTestApp, type TestApp } from '#server/test/test-app.ts';
import { buildCategory } from '#server/test/catalogue-factories.ts';
import { DEMO_CATALOGUE } from './demo-catalogue.ts';
import { SEED_CATEGORIES } from './reference-data.ts';
import { seedDatabase } from './seed.ts';
import { seedReferenceData } from './seed-reference-data.ts';
import { IMAGE_BUCKET } from './store-artwork.ts';

async function countRows(t: TestApp): Promise<Record<string, number>> {
  const { db } = t.ctx.database;
  const tables = ['categories', 'subcategories', 'banners', 'profiles', 'images'] as const;
  const counts = await Promise.all(
    tables.map((table) => db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()),
  );
  const posts = await db.selectFrom('posts').select(['kind', (eb) => eb.fn.countAll<number>().as('count')]).groupBy('kind').execute();
  const ofKind = (kind: string) => Number(posts.find((row) => row.kind === kind)?.count ?? 0);
  return { ...Object.fromEntries(tables.map((table, index) => [table, Number(counts[index]!.count)])), products: ofKind('product'), listings: ofKind('listing') };
}

/** Fetches a public storage URL through the app, as a browser would. */
async function fetchImage(t: TestApp, url: string) {
  return t.app.request(new URL(url, TEST_ORIGIN).pathname);
}

/** Width and height of the image at a public storage URL, or undefined when there is none. */
async function imageSize(t: TestApp, url: string): Promise<[number, number] | undefined> {
  const response = await fetchImage(t, url);
  if (response.status !== 200) return undefined;
  const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return [width, height];
}

/** The [address, width] of every copy a category's tile offers, smallest first. */
function tileCandidates(category: Pick<TCategory, 'imageUrl' | 'imageVariants'>): [string, number][] {
  const srcSet = categoryPicture(category, false).srcSet ?? '';
  return srcSet
    .split(', ')
    .filter(Boolean)
    .map((candidate) => candidate.split(' '))
    .map(([url, width]) => [url!, Number.parseInt(width!, 10)]);
}

async function getCategories(t: TestApp): Promise<TCategory[]> {
  return (await (await t.app.request('/api/v1/categories')).json()) as TCategory[];
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
    const categories = await getCategories(t);
    for (const category of categories) {
      expect(category.imageUrl).toMatch(/-640\.webp$/);
      const image = await fetchImage(t, category.imageUrl);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      const bytes = new Uint8Array(await image.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe('WEBP');
    }
  });

  it('gives every category picture copies for its tile at 1x, 2x and 3x, each as wide as its name says', async () => {
    for (const category of await getCategories(t)) {
      expect(category.imageVariants, category.id).toEqual([80, 160, 240, 640]);
      const candidates = tileCandidates(category);
      expect(candidates.map(([, width]) => width)).toEqual([80, 160, 240, 640]);
      expect(candidates.at(-1)![0]).toBe(category.imageUrl);
      // The 4:3 artwork, 60 px tall at 80 px: it covers the 56 px square slot at 1x.
      for (const [url, width] of candidates) expect(await imageSize(t, url), url).toEqual([width, (width * 3) / 4]);
    }
  });

  it('has four banners, each opening a category supplier page, with an image', async () => {
    const banners = (await (await t.app.request('/api/v1/banners')).json()) as TBannerWithVariants[];
    expect(banners).toHaveLength(4);
    for (const banner of banners) {
      expect(banner.titleEn).not.toBe('');
      expect(banner.titleAr).toMatch(/[\u0600-\u06ff]/);
      expect(banner.link).toMatch(new RegExp(`^/category/suppliers/(${CATEGORY_IDS.join('|')})$`));
      const image = await fetchImage(t, banner.imageUrl);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      // Phone-sized copies beside it, each as wide as its name says.
      expect(banner.imageVariants).toEqual([640, 960, 1280]);
      const candidates = bannerPicture(banner, false).srcSet!.split(', ').map((candidate) => candidate.split(' '));
      expect(candidates.map(([, width]) => width)).toEqual(['640w', '960w', '1280w']);
      for (const [url, width] of candidates) {
        const copy = await fetchImage(t, url!);
        expect(copy.status).toBe(200);
        expect((await sharp(Buffer.from(await copy.arrayBuffer())).metadata()).width).toBe(Number.parseInt(width!, 10));
      }
    }
  });

  it('adds no demo rows when SEED_DEMO is off', async () => {
    const counts = await countRows(t);
    expect(counts).toMatchObject({ profiles: 0, products: 0, listings: 0, images: 0 });
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

describe('categories of a data directory from before 0018', () => {
  const t = useTestApp();
  beforeAll(async () => {
    await seedReferenceData(t.ctx);
  });

  it('get the copies of the seed’s pictures at the next start; a picture the seed did not draw is left alone', async () => {
    const { db, pool } = t.ctx.database;
    const { storage } = t.ctx;
    // An admin replaced one picture; a category the seed does not know names a seed-like address.
    const replaced = '/storage/v1/object/public/images/uploads/olive-press-640.webp';
    await db.updateTable('categories').set({ image_url: replaced }).where('id', '=', 'food-agricultural').execute();
    await buildCategory(db, { id: 'local-crafts', subcategories: 0 });
    const unknown = storage.publicUrl(IMAGE_BUCKET, 'seed/categories/local-crafts-640.webp');
    await db.updateTable('categories').set({ image_url: unknown }).where('id', '=', 'local-crafts').execute();
    // As the release before 0018 left it: no widths column, and the 640 px file of each picture only.
    await pool.query('ALTER TABLE categories DROP COLUMN image_variants');
    await pool.query(`DELETE FROM schema_migrations WHERE name = '0018_category_variants.sql'`);
    for (const category of SEED_CATEGORIES) {
      for (const width of [80, 160, 240]) await storage.delete(IMAGE_BUCKET, `seed/categories/${category.id}-${width}.webp`);
    }

    expect(await runMigrations(pool)).toEqual(['0018_category_variants.sql']);
    const migrated = await getCategories(t);
    expect(migrated).toHaveLength(SEED_CATEGORIES.length + 1);
    for (const category of migrated) {
      // Each still shows its one file.
      expect(category.imageVariants, category.id).toEqual([]);
      expect(tileCandidates(category)).toEqual([]);
      expect(categoryPicture(category, false)).toEqual({ src: category.imageUrl });
    }
    const clothing = migrated.find((category) => category.id === 'clothing-textiles')!;
    expect(await imageSize(t, clothing.imageUrl)).toEqual([640, 480]);
    expect(await imageSize(t, clothing.imageUrl.replace(/-640\.webp$/, '-80.webp'))).toBeUndefined();

    // The seed step of the next start.
    expect(await seedReferenceData(t.ctx)).toMatchObject({ categories: 0, subcategories: 0, banners: 0, categoryCopies: SEED_CATEGORIES.length - 1 });
    for (const category of await getCategories(t)) {
      if (category.id === 'food-agricultural') expect(category).toMatchObject({ imageUrl: replaced, imageVariants: [] });
      else if (category.id === 'local-crafts') expect(category).toMatchObject({ imageUrl: unknown, imageVariants: [] });
      else {
        expect(category.imageVariants, category.id).toEqual([80, 160, 240, 640]);
        for (const [url, width] of tileCandidates(category)) expect(await imageSize(t, url), url).toEqual([width, (width * 3) / 4]);
      }
    }
    // No copies of a picture nobody shows any more.
    expect(await storage.get(IMAGE_BUCKET, 'seed/categories/food-agricultural-80.webp')).toBeUndefined();
    // Nothing is left to draw after that.
    expect((await seedReferenceData(t.ctx)).categoryCopies).toBe(0);
  });
});

describe('demo catalogue', () => {
  it('names only subcategories that exist', () => {
    for (const category of SEED_CATEGORIES) {
      const slugs = new Set(category.subcategories.map((sub) => sub.slug));
      for (const product of DEMO_CATALOGUE[category.id].products) expect(slugs, `${category.id}: ${product.sub}`).toContain(product.sub);
    }
  });
});

describe('demo market', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
    await seedDatabase(t.ctx);
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates about forty businesses, two hundred products and two hundred listings', async () => {
    const counts = await countRows(t);
    expect(counts.profiles).toBeGreaterThanOrEqual(35);
    expect(counts.profiles).toBeLessThanOrEqual(45);
    expect(counts.products).toBeGreaterThanOrEqual(180);
    expect(counts.products).toBeLessThanOrEqual(220);
    expect(counts.listings).toBeGreaterThanOrEqual(180);
    expect(counts.listings).toBeLessThanOrEqual(220);
  });

  it('fills the profiles as a business would, a third of them verified', async () => {
    const profiles = await t.ctx.database.db.selectFrom('profiles').selectAll().execute();
    const verified = profiles.filter((profile) => profile.is_verified).length;
    expect(verified).toBeGreaterThan(profiles.length * 0.2);
    expect(verified).toBeLessThan(profiles.length * 0.5);
    for (const profile of profiles) {
      expect(profile.id).toMatch(/^demo-\d{4}$/);
      expect(profile.full_name).not.toBe('');
      expect(profile.phone).toMatch(/^\+9639\d{8}$/);
      expect(profile.whatsapp).toMatch(/^\+9639\d{8}$/);
      expect(GOVERNORATE_IDS).toContain(profile.governorate);
      if (profile.business_type !== 'buyer') {
        expect(profile.business_name).toBeTruthy();
        expect(profile.company_description).toBeTruthy();
      }
    }
    const governorates = new Set(profiles.map((profile) => profile.governorate));
    expect(governorates.size).toBe(14);
  });

  it('uses every category and all three currencies, and prices in new Syrian pounds', async () => {
    const { db } = t.ctx.database;
    const columns = ['category_id', 'currency', 'price_min', 'price_max', 'governorate', 'images', 'intent', 'offer_type', 'is_active'] as const;
    const products = await db.selectFrom('posts').select(columns).where('kind', '=', 'product').execute();
    const listings = await db.selectFrom('posts').select(columns).where('kind', '=', 'listing').execute();
    expect(new Set(products.map((row) => row.category_id))).toEqual(new Set(CATEGORY_IDS));
    expect(new Set(listings.map((row) => row.category_id))).toEqual(new Set(CATEGORY_IDS));
    expect(new Set(products.map((row) => row.currency))).toEqual(new Set(['USD', 'EUR', 'SYP']));
    expect(new Set(listings.map((row) => row.currency))).toEqual(new Set(['USD', 'EUR', 'SYP']));
    for (const row of listings) expect(row.price_max).toBe(row.price_min);
    for (const row of products) {
      if (row.price_min !== null && row.price_max !== null) expect(row.price_max).toBeGreaterThanOrEqual(row.price_min);
      // Old pounds would put a kilo of anything in the thousands; nothing here costs 10 million new pounds.
      if (row.currency === 'SYP' && row.price_max !== null) expect(row.price_max).toBeLessThan(10_000_000);
      expect(row.images.length).toBeGreaterThanOrEqual(1);
      expect(row.images.length).toBeLessThanOrEqual(3);
    }
    const requests = listings.filter((row) => row.intent === 'request').length;
    expect(requests / listings.length).toBeGreaterThan(0.15);
    expect(requests / listings.length).toBeLessThan(0.35);
    expect(new Set(listings.filter((row) => row.intent === 'offer').map((row) => row.offer_type))).toEqual(new Set(['sell', 'rent', 'service']));
    expect(listings.some((row) => !row.is_active)).toBe(true);
    expect(listings.filter((row) => row.images.length > 0).length).toBeGreaterThan(listings.length / 2);
  });

  it('writes mostly Arabic, some English', async () => {
    const names = (await t.ctx.database.db.selectFrom('posts').select('title').where('kind', '=', 'product').execute()).map((row) => row.title);
    const arabic = names.filter((name) => /[\u0600-\u06ff]/.test(name)).length / names.length;
    expect(arabic).toBeGreaterThan(0.6);
    expect(arabic).toBeLessThan(0.9);
  });

  it('serves the product images at every listed width', async () => {
    const rows = await t.ctx.database.db.selectFrom('posts').select('images').where('kind', '=', 'product').limit(20).execute();
    const images = new Map<string, StoredImage>();
    for (const row of rows) for (const image of row.images) images.set(image.url, image);
    expect(images.size).toBeGreaterThan(1);
    for (const image of images.values()) {
      expect(image.variants).toEqual([320, 640, 1280]);
      expect(image.url).not.toMatch(/\.webp$/);
      expect(image.width).toBe(1280);
      expect(image.height).toBe(960);
      for (const width of image.variants) {
        const response = await fetchImage(t, `${image.url}-${width}.webp`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/webp');
      }
    }
    const stored = await t.ctx.database.db.selectFrom('images').select('id').where('id', 'in', [...images.values()].map((image) => image.id)).execute();
    expect(stored).toHaveLength(images.size);
  });

  it('is not created twice', async () => {
    const before = await countRows(t);
    await seedDatabase(t.ctx);
    expect(await countRows(t)).toEqual(before);
  });
});

describe('demo market on a database that has posts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is not created', async () => {
    await seedReferenceData(t.ctx);
    await t.ctx.database.db
      .insertInto('posts')
      .values({ kind: 'listing', user_id: 'someone', title: 'مطلوب زيت زيتون', category_id: 'food-agricultural', intent: 'request', is_negotiable: true })
      .execute();
    await seedDatabase(t.ctx);
    const counts = await countRows(t);
    expect(counts).toMatchObject({ listings: 1, products: 0, profiles: 0, images: 0 });
  });
});
