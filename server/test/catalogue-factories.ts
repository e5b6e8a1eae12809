import { randomUUID } from 'node:crypto';
import type { StoredImage } from '#server/db/column-types.ts';
import type { TestApp } from './test-app.ts';

let counter = 0;
const next = () => (counter += 1);

type Db = TestApp['ctx']['database']['db'];


/** A category with its subcategories (`${id}-sub-1`, …), unless it exists already. */
export async function buildCategory(
  db: Db,
  options: { id?: string; nameEn?: string; nameAr?: string; subcategories?: number } = {},
): Promise<{ id: string; subcategoryIds: string[] }> {
  const id = options.id ?? `category-${next()}`;
  await db
    .insertInto('categories')
    .values({ id, name_en: options.nameEn ?? `Category ${id}`, name_ar: options.nameAr ?? `فئة ${id}`, image_url: `/images/categories/${id}.webp` })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const subcategoryIds = Array.from({ length: options.subcategories ?? 2 }, (_, index) => `${id}-sub-${index + 1}`);
  if (subcategoryIds.length > 0) {
    await db
      .insertInto('subcategories')
      .values(subcategoryIds.map((sub, index) => ({ id: sub, category_id: id, name_en: `Sub ${sub}`, name_ar: `فرع ${sub}`, sort_order: index })))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  return { id, subcategoryIds };
}

/** A profile row (an account's public face); the id need not belong to a real account. */
export async function buildProfile(
  db: Db,
  options: { id?: string; fullName?: string; businessName?: string | null; isVerified?: boolean; governorate?: string | null; createdAt?: Date } = {},
): Promise<{ id: string }> {
  const id = options.id ?? `profile-${next()}-${randomUUID().slice(0, 8)}`;
  await db
    .insertInto('profiles')
    .values({
      id,
      full_name: options.fullName ?? `Trader ${id}`,
      business_name: options.businessName === undefined ? `Business ${id}` : options.businessName,
      business_type: 'supplier',
      is_verified: options.isVerified ?? false,
      governorate: options.governorate === undefined ? 'damascus' : options.governorate,
      created_at: options.createdAt ?? new Date(),
    })
    .execute();
  return { id };
}

export function buildImage(url = `/storage/v1/object/public/images/posts/${randomUUID()}`): StoredImage {
  return { id: randomUUID(), url, width: 1600, height: 1200, variants: [320, 640, 1280] };
}

interface PostOptions {
  userId: string;
  category: string;
  subcategory?: string | null;
  title?: string;
  description?: string;
  currency?: 'USD' | 'EUR' | 'SYP';
  governorate?: string | null;
  isActive?: boolean;
  createdAt?: Date;
  images?: StoredImage[];
}

/** An active post of either kind with the shared fields filled for tests. */
async function buildPost(db: Db, kind: 'product' | 'listing', options: PostOptions, kindColumns: object): Promise<{ id: string }> {
  return db
    .insertInto('posts')
    .values({
      kind,
      user_id: options.userId,
      title: options.title ?? `${kind === 'product' ? 'Product' : 'Listing'} ${next()}`,
      description: options.description ?? `A ${kind} for tests.`,
      category_id: options.category,
      subcategory_id: options.subcategory ?? null,
      currency: options.currency ?? 'USD',
      governorate: options.governorate === undefined ? 'damascus' : options.governorate,
      images: JSON.stringify(options.images ?? []),
      is_active: options.isActive ?? true,
      created_at: options.createdAt ?? new Date(),
      ...kindColumns,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** An active product (the specification's `suppliers` row). */
export function buildProduct(db: Db, options: PostOptions & { priceMin?: number | null; priceMax?: number | null }): Promise<{ id: string }> {
  return buildPost(db, 'product', options, {
    price_min: options.priceMin === undefined ? 10 : options.priceMin,
    price_max: options.priceMax === undefined ? 20 : options.priceMax,
    company_name: 'Test Company',
  });
}

/** An active listing offering something for sale. */
export function buildListing(db: Db, options: PostOptions & { price?: number | null }): Promise<{ id: string }> {
  const price = options.price === undefined ? 15 : options.price;
  return buildPost(db, 'listing', options, { price_min: price, price_max: price, intent: 'offer', offer_type: 'sell', is_negotiable: false });
}

/** A moment `minutes` before a fixed base, so that orderings in tests are explicit. */
export function minutesAgo(minutes: number, base = Date.UTC(2026, 0, 15, 12)): Date {
  return new Date(base - minutes * 60_000);
}
