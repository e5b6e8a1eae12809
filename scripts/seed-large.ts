// Seeds a large market for benchmarks: 2,000 businesses, 50,000 products and 50,000
// listings (about 5 % paused), spread over the twelve categories and fourteen governorates.
// Everything is generated inside the database with generate_series, so it takes seconds, not
// minutes. Rows it made before (ids and user ids starting with "bench-") are replaced.
//
//   DATA_DIR=./data-bench npm run seed:large        (embedded database; the portal must be stopped)
//   DATABASE_URL=postgres://… npm run seed:large
//   SEED_BUSINESSES=2000 SEED_PRODUCTS=50000 SEED_LISTINGS=50000 to change the sizes.
import path from 'node:path';
import { CATEGORY_IDS } from '#common/constants/categories.ts';
import { loadConfig } from '#server/config.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { openDatabase } from '#server/db/pool.ts';
import { lockDataDir } from '#server/lib/data-dir-lock.ts';

const GOVERNORATES = ['damascus', 'rif-dimashq', 'aleppo', 'homs', 'hama', 'latakia', 'tartus', 'idlib', 'deir-ez-zor', 'raqqa', 'al-hasakah', 'daraa', 'as-suwayda', 'quneitra'];

const config = loadConfig();
const businesses = Number.parseInt(process.env.SEED_BUSINESSES ?? '2000', 10);
const products = Number.parseInt(process.env.SEED_PRODUCTS ?? '50000', 10);
const listings = Number.parseInt(process.env.SEED_LISTINGS ?? '50000', 10);

const unlock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
const started = performance.now();
try {
  await runMigrations(database.pool);
  const client = await database.pool.connect();
  const step = async (label: string, text: string, values: unknown[] = []) => {
    const at = performance.now();
    const result = await client.query(text, values);
    console.log(`${label.padEnd(34)} ${String(result.rowCount ?? 0).padStart(7)} rows  ${((performance.now() - at) / 1000).toFixed(1)} s`);
  };
  try {
    await client.query('BEGIN');
    await step('categories (missing ones)', `
      INSERT INTO categories (id, name_en, name_ar, image_url, sort_order)
      SELECT id, initcap(replace(id, '-', ' ')), id, '/images/product-fallback.svg', ord
      FROM unnest($1::text[]) WITH ORDINALITY AS c(id, ord)
      ON CONFLICT (id) DO NOTHING`, [CATEGORY_IDS]);
    await step('benchmark subcategories', `
      INSERT INTO subcategories (id, category_id, name_en, name_ar, sort_order)
      SELECT c.id || '-bench-' || n, c.id, 'Bench ' || n, 'فرعي ' || n, 100 + n
      FROM unnest($1::text[]) AS c(id), generate_series(1, 4) AS n
      ON CONFLICT (id) DO NOTHING`, [CATEGORY_IDS]);
    await step('remove earlier posts', `DELETE FROM posts WHERE user_id LIKE 'bench-%'`);
    await step('remove earlier profiles', `DELETE FROM profiles WHERE id LIKE 'bench-%'`);
    await step('profiles', `
      INSERT INTO profiles (id, full_name, business_name, business_type, company_description, governorate, is_verified, created_at)
      SELECT 'bench-' || g, 'Trader ' || g, 'شركة رقم ' || g || ' Business ' || g,
             (ARRAY['factory','supplier','wholesaler','company','trader'])[1 + g % 5],
             'Wholesale supplier number ' || g, ($2::text[])[1 + g % 14], g % 5 = 0,
             now() - (g || ' hours')::interval
      FROM generate_series(1, $1::int) AS g`, [businesses, GOVERNORATES]);
    await step('products', `
      INSERT INTO posts (kind, user_id, title, description, category_id, subcategory_id, price_min,
                         price_max, currency, governorate, company_name, images, is_active, created_at, updated_at)
      SELECT 'product', 'bench-' || (1 + (g::bigint * 7919) % $2::int),
             'منتج ' || g || ' product ' || g,
             'Description of product ' || g || '. وصف المنتج.',
             ($3::text[])[1 + g % 12],
             ($3::text[])[1 + g % 12] || '-bench-' || (1 + g % 4),
             (g % 500) + 1, (g % 500) + 1 + (g % 3) * 10,
             (ARRAY['USD','EUR','SYP'])[1 + g % 3],
             ($4::text[])[1 + g % 14],
             'Business ' || g,
             jsonb_build_array(jsonb_build_object('id', gen_random_uuid(), 'url', '/storage/v1/object/public/images/bench/p' || g,
                                                  'width', 1280, 'height', 960, 'variants', jsonb_build_array(320, 640, 1280))),
             g % 20 <> 0,
             now() - (g * 17 || ' seconds')::interval,
             now() - (g * 17 || ' seconds')::interval
      FROM generate_series(1, $1::int) AS g`, [products, businesses, CATEGORY_IDS, GOVERNORATES]);
    await step('listings', `
      INSERT INTO posts (kind, user_id, title, description, intent, offer_type, category_id, subcategory_id, price_min,
                         price_max, is_negotiable, currency, governorate, condition, images, is_active, created_at, updated_at)
      SELECT 'listing', 'bench-' || (1 + (g::bigint * 104729) % $2::int),
             'إعلان ' || g || ' listing ' || g,
             'Description of listing ' || g,
             CASE WHEN g % 4 = 0 THEN 'request' ELSE 'offer' END,
             CASE WHEN g % 4 = 0 THEN NULL ELSE 'sell' END,
             ($3::text[])[1 + g % 12],
             ($3::text[])[1 + g % 12] || '-bench-' || (1 + g % 4),
             (g % 900) + 1,
             (g % 900) + 1,
             false,
             (ARRAY['USD','EUR','SYP'])[1 + g % 3],
             ($4::text[])[1 + g % 14],
             (ARRAY['new','used'])[1 + g % 2],
             '[]'::jsonb,
             g % 20 <> 0,
             now() - (g * 19 || ' seconds')::interval,
             now() - (g * 19 || ' seconds')::interval
      FROM generate_series(1, $1::int) AS g`, [listings, businesses, CATEGORY_IDS, GOVERNORATES]);
    await client.query('COMMIT');
    // Fresh statistics and a visibility map, as autovacuum would leave them on a server.
    await step('vacuum analyze posts', 'VACUUM ANALYZE posts');
    await step('analyze profiles', 'ANALYZE profiles');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  await database.checkpoint();
  console.log(`seeded ${businesses} businesses, ${products} products and ${listings} listings in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
  unlock?.();
}
