import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '#server/db/migrate.ts';
import type { Database } from '#server/db/pool.ts';
import { createTestDatabase } from '#server/test/test-database.ts';

// A database as the release before 0006 leaves it: products in `suppliers`, listings in
// `listings`. The rows below cover every column of both old tables, both listing intents, paused
// posts, SYP prices, subcategories, open price ranges and images in a given order.
const IMAGE_A = { id: '0b8f0f7e-5a55-4c7e-9a43-3e0a8f0a0001', url: '/storage/images/a', width: 1200, height: 800, variants: [320, 640, 1280] };
const IMAGE_B = { id: '0b8f0f7e-5a55-4c7e-9a43-3e0a8f0a0002', url: '/storage/images/b', width: 640, height: 640, variants: [320, 640] };

/** Each post as 0006 must leave it; `PRODUCT_COLUMNS` and `LISTING_COLUMNS` give its old columns. */
const PRODUCTS = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    user_id: 'seller-a',
    title: 'زيت زيتون بكر',
    description: 'Cold pressed, 2025 harvest',
    category_id: 'food-agriculture',
    subcategory_id: 'food-olive-oil',
    price_min: 12.5,
    price_max: 40,
    currency: 'USD',
    min_order_quantity: 100,
    unit: 'litre',
    governorate: 'idlib',
    company_name: 'معاصر إدلب',
    images: [IMAGE_B, IMAGE_A],
    is_active: true,
    created_at: '2025-03-01T10:00:00.123456Z',
    updated_at: '2025-03-02T11:00:00.654321Z',
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    user_id: 'seller-b',
    title: 'Cement',
    description: '',
    category_id: 'construction-building-materials',
    subcategory_id: null,
    price_min: 150000,
    price_max: null,
    currency: 'SYP',
    min_order_quantity: null,
    unit: null,
    governorate: null,
    company_name: '',
    images: [],
    is_active: false,
    created_at: '2024-12-31T23:59:59.999999Z',
    updated_at: '2025-01-01T00:00:00Z',
  },
];

const LISTINGS = [
  {
    id: '33333333-3333-4333-8333-333333333333',
    user_id: 'seller-a',
    title: 'مولدة 50 كيلو',
    description: 'Barely used',
    intent: 'offer',
    offer_type: 'rent',
    category_id: 'machinery-equipment',
    subcategory_id: 'machinery-generators',
    price_min: 2500000.75,
    is_negotiable: true,
    currency: 'SYP',
    quantity: 2,
    unit: 'piece',
    governorate: 'aleppo',
    condition: 'used',
    images: [IMAGE_A],
    is_active: false,
    created_at: '2025-04-05T06:07:08.000001Z',
    updated_at: '2025-04-06T06:07:08Z',
  },
  {
    id: '44444444-4444-4444-8444-444444444444',
    user_id: 'seller-c',
    title: 'Wanted: steel rebar',
    description: 'Request for quotation',
    intent: 'request',
    offer_type: null,
    category_id: 'construction-building-materials',
    subcategory_id: null,
    price_min: null,
    is_negotiable: false,
    currency: 'EUR',
    quantity: null,
    unit: null,
    governorate: null,
    condition: null,
    images: [],
    is_active: true,
    created_at: '2025-05-01T00:00:00Z',
    updated_at: '2025-05-01T00:00:00Z',
  },
];

/** The columns of `suppliers` and `listings` that 0006 renames; the others keep their names. */
const PRODUCT_COLUMNS: Record<string, string> = {
  title: 'product_name',
  category_id: 'product_category',
  price_min: 'price_range_min',
  price_max: 'price_range_max',
  governorate: 'location',
};
const LISTING_COLUMNS: Record<string, string> = { intent: 'kind', price_min: 'price', governorate: 'location' };

/** A post written with the old table's column names. */
function asOldRow(post: Record<string, unknown>, columns: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(post).map(([column, value]) => [columns[column] ?? column, value]));
}

const NULL_PRODUCT_COLUMNS = { min_order_quantity: null, company_name: null };
const NULL_LISTING_COLUMNS = { intent: null, offer_type: null, is_negotiable: null, quantity: null, condition: null };

async function insertRow(database: Database, table: string, row: Record<string, unknown>) {
  const columns = Object.keys(row);
  const values = columns.map((column) => (column === 'images' ? JSON.stringify(row[column]) : row[column]));
  await database.pool.query(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
    values,
  );
}

async function insertReferenceData(database: Database) {
  for (const [id, subcategories] of [
    ['food-agriculture', ['food-olive-oil']],
    ['construction-building-materials', []],
    ['machinery-equipment', ['machinery-generators']],
  ] as const) {
    await insertRow(database, 'categories', { id, name_en: id, name_ar: id, image_url: `/${id}.webp` });
    for (const subcategory of subcategories) {
      await insertRow(database, 'subcategories', { id: subcategory, category_id: id, name_en: subcategory, name_ar: subcategory });
    }
  }
}

interface PostRow {
  id: string;
  kind: string;
  user_id: string;
  title: string;
  description: string;
  category_id: string;
  subcategory_id: string | null;
  governorate: string | null;
  price_min: number | null;
  price_max: number | null;
  currency: string;
  images: unknown;
  is_active: boolean;
  created_at: string;
  updated_at: string;
  company_name: string | null;
  min_order_quantity: number | null;
  unit: string | null;
  intent: string | null;
  offer_type: string | null;
  is_negotiable: boolean | null;
  quantity: number | null;
  condition: string | null;
}

/** Timestamps as UTC text with every microsecond, so that the comparison is exact. */
const SELECT_POSTS = `
  SELECT id, kind, user_id, title, description, category_id, subcategory_id, governorate, price_min, price_max,
         currency, images, is_active, company_name, min_order_quantity, unit, intent, offer_type, is_negotiable,
         quantity, condition,
         to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at,
         to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS updated_at
  FROM posts ORDER BY id`;

function exactTime(iso: string): string {
  const [seconds, fraction = ''] = iso.replace('Z', '').split('.');
  return `${seconds}.${fraction.padEnd(6, '0')}Z`;
}

describe('0006_posts moves the products and listings of an earlier release into posts', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let rows: PostRow[];

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase({ upTo: '0005_catalogue_browse.sql' }));
    await insertReferenceData(database);
    for (const post of PRODUCTS) await insertRow(database, 'suppliers', asOldRow(post, PRODUCT_COLUMNS));
    for (const post of LISTINGS) await insertRow(database, 'listings', asOldRow(post, LISTING_COLUMNS));
    await runMigrations(database.pool);
    rows = (await database.pool.query<PostRow>(SELECT_POSTS)).rows;
  });
  afterAll(async () => {
    await drop();
  });

  it('keeps every product with its id and every value', () => {
    for (const product of PRODUCTS) {
      expect(rows.find((row) => row.id === product.id)).toEqual({
        ...NULL_LISTING_COLUMNS,
        ...product,
        kind: 'product',
        created_at: exactTime(product.created_at),
        updated_at: exactTime(product.updated_at),
      });
    }
  });

  it('keeps every listing with its id and every value, its single price at both ends', () => {
    for (const listing of LISTINGS) {
      expect(rows.find((row) => row.id === listing.id)).toEqual({
        ...NULL_PRODUCT_COLUMNS,
        ...listing,
        kind: 'listing',
        price_max: listing.price_min,
        created_at: exactTime(listing.created_at),
        updated_at: exactTime(listing.updated_at),
      });
    }
  });

  it('has moved nothing else and dropped the old tables', async () => {
    expect(rows).toHaveLength(PRODUCTS.length + LISTINGS.length);
    const tables = await database.pool.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_name IN ('suppliers', 'listings')`,
    );
    expect(tables.rows).toEqual([]);
  });

  it('refuses a row that mixes the columns of the two kinds', async () => {
    const base = `INSERT INTO posts (kind, user_id, title, category_id`;
    await expect(
      database.pool.query(`${base}, company_name, intent, is_negotiable) VALUES ('listing', 'x', 't', 'food-agriculture', 'Co', 'offer', false)`),
    ).rejects.toThrow(/posts_listing_columns/);
    await expect(
      database.pool.query(`${base}, company_name, condition) VALUES ('product', 'x', 't', 'food-agriculture', 'Co', 'new')`),
    ).rejects.toThrow(/posts_product_columns/);
    await expect(
      database.pool.query(`${base}, intent, is_negotiable, price_min, price_max) VALUES ('listing', 'x', 't', 'food-agriculture', 'offer', false, 1, 2)`),
    ).rejects.toThrow(/posts_listing_columns/);
  });
});
