import { randomUUID } from 'node:crypto';
import type { StoredImage } from '#server/db/types.ts';
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

/** An active product offer (a `suppliers` row). */
export async function buildProduct(
  db: Db,
  options: {
    userId: string;
    category: string;
    subcategory?: string | null;
    productName?: string;
    description?: string;
    priceMin?: number | null;
    priceMax?: number | null;
    currency?: 'USD' | 'EUR' | 'SYP';
    location?: string | null;
    isActive?: boolean;
    createdAt?: Date;
    images?: StoredImage[];
  },
): Promise<{ id: string }> {
  const row = await db
    .insertInto('suppliers')
    .values({
      user_id: options.userId,
      product_name: options.productName ?? `Product ${next()}`,
      description: options.description ?? 'A product for tests.',
      product_category: options.category,
      subcategory_id: options.subcategory ?? null,
      price_range_min: options.priceMin === undefined ? 10 : options.priceMin,
      price_range_max: options.priceMax === undefined ? 20 : options.priceMax,
      currency: options.currency ?? 'USD',
      location: options.location === undefined ? 'damascus' : options.location,
      company_name: 'Test Company',
      images: JSON.stringify(options.images ?? []),
      is_active: options.isActive ?? true,
      created_at: options.createdAt ?? new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row;
}

/** An active classified listing. */
export async function buildListing(
  db: Db,
  options: {
    userId: string;
    category: string;
    subcategory?: string | null;
    title?: string;
    price?: number | null;
    currency?: 'USD' | 'EUR' | 'SYP';
    location?: string | null;
    isActive?: boolean;
    createdAt?: Date;
    images?: StoredImage[];
  },
): Promise<{ id: string }> {
  return db
    .insertInto('listings')
    .values({
      user_id: options.userId,
      title: options.title ?? `Listing ${next()}`,
      description: 'A listing for tests.',
      category_id: options.category,
      subcategory_id: options.subcategory ?? null,
      price: options.price === undefined ? 15 : options.price,
      currency: options.currency ?? 'USD',
      location: options.location === undefined ? 'damascus' : options.location,
      images: JSON.stringify(options.images ?? []),
      is_active: options.isActive ?? true,
      created_at: options.createdAt ?? new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A moment `minutes` before a fixed base, so that orderings in tests are explicit. */
export function minutesAgo(minutes: number, base = Date.UTC(2026, 0, 15, 12)): Date {
  return new Date(base - minutes * 60_000);
}
