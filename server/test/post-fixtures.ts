import type { TListingInput, TPostInput, TPostKind, TProductInput } from '#common/schemas/posts.ts';
import type { TestApp } from '#server/test/test-app.ts';

/** Test data of the posts module: categories, uploaded images and valid forms of both kinds. */

/** Two categories with two subcategories each, as the seed shapes them. */
export async function insertCategories(t: TestApp): Promise<void> {
  const { db } = t.ctx.database;
  await db
    .insertInto('categories')
    .values([
      { id: 'clothing-textiles', name_en: 'Clothing & Textiles', name_ar: 'الألبسة والنسيج', image_url: '/c.webp' },
      { id: 'food-agricultural', name_en: 'Food & Agriculture', name_ar: 'الغذاء والزراعة', image_url: '/f.webp' },
    ])
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('subcategories')
    .values([
      { id: 'clothing-textiles-fabrics', category_id: 'clothing-textiles', name_en: 'Fabrics', name_ar: 'أقمشة' },
      { id: 'clothing-textiles-men', category_id: 'clothing-textiles', name_en: 'Men', name_ar: 'رجالي' },
      { id: 'food-agricultural-oils', category_id: 'food-agricultural', name_en: 'Oils', name_ar: 'زيوت' },
    ])
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** An uploaded image row owned by `ownerId`, as POST /api/v1/uploads/images records it. */
export async function insertImage(t: TestApp, ownerId: string): Promise<string> {
  const row = await t.ctx.database.db
    .insertInto('images')
    .values({ owner_id: ownerId, bucket: 'images', path: `posts/${crypto.randomUUID()}.jpg`, width: 800, height: 600, variants: [320, 640], bytes: 1234 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A private document row (no variants), as verification uploads record it. */
export async function insertDocument(t: TestApp, ownerId: string): Promise<string> {
  const row = await t.ctx.database.db
    .insertInto('images')
    .values({ owner_id: ownerId, bucket: 'private', path: `verifications/${crypto.randomUUID()}.pdf`, width: 0, height: 0, variants: [], bytes: 99 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function productInput(overrides: Partial<TProductInput> = {}): TProductInput {
  return {
    kind: 'product',
    title: 'Cotton fabric rolls',
    description: 'Pure Aleppo cotton, 150 cm wide.',
    categoryId: 'clothing-textiles',
    subcategoryId: 'clothing-textiles-fabrics',
    priceMin: 2.5,
    priceMax: 4,
    currency: 'USD',
    minOrderQuantity: 100,
    unit: 'metre',
    governorate: 'aleppo',
    companyName: '',
    imageIds: [],
    ...overrides,
  };
}

export function listingInput(overrides: Partial<TListingInput> = {}): TListingInput {
  return {
    kind: 'listing',
    title: 'Used knitting machine',
    description: 'Working, serviced last year.',
    intent: 'offer',
    offerType: 'sell',
    categoryId: 'clothing-textiles',
    subcategoryId: 'clothing-textiles-men',
    price: 1200,
    isNegotiable: false,
    currency: 'USD',
    quantity: 1,
    unit: '',
    governorate: 'damascus',
    condition: 'used',
    imageIds: [],
    ...overrides,
  };
}

type SharedInput = Pick<TProductInput, keyof TProductInput & keyof TListingInput>;

/** A valid form of either kind, with some of the fields every post has overridden. */
export function postInput(kind: TPostKind, overrides: Partial<Omit<SharedInput, 'kind'>> = {}): TPostInput {
  return kind === 'product' ? productInput(overrides) : listingInput(overrides);
}
