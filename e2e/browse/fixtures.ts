import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CATEGORY_IDS } from '#common/constants/categories.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { openDatabase } from '#server/db/pool.ts';
import { IMAGE_BUCKET, storeArtwork } from '#server/db/seed/store-artwork.ts';
import { createLocalStorage } from '#server/lib/storage/local-storage.ts';
import { buildCategory, buildImage, buildListing, buildProduct, buildProfile, minutesAgo } from '#server/test/catalogue-factories.ts';
import { startPortal, type RunningPortal } from '../support/server.ts';

export interface BrowseMarket {
  verifiedSeller: string;
  plainSeller: string;
  /** Newest first. */
  clothingProducts: string[];
  foodListing: string;
}

const NAMES: Record<string, [string, string]> = {
  'clothing-textiles': ['Clothing & Textiles', 'الملابس والمنسوجات'],
  'food-agricultural': ['Food & Agricultural', 'المواد الغذائية والزراعية'],
  'cleaning-personal-care': ['Cleaning & Personal Care', 'التنظيف والعناية الشخصية'],
  'furniture-home-decor': ['Furniture & Home Decor', 'الأثاث والديكور'],
  'tools-industrial': ['Tools & Industrial', 'الأدوات والمعدات الصناعية'],
  'packaging-printing': ['Packaging & Printing', 'التغليف والطباعة'],
};

/** A data directory with the catalogue migrated and a small crafted market, before the portal opens it. */
export async function prepareMarket(options: { empty?: boolean } = {}): Promise<{ dataDir: string; market: BrowseMarket }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sbp-browse-'));
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
  await runMigrations(database.pool);
  const { db } = database;
  const market: BrowseMarket = { verifiedSeller: '', plainSeller: '', clothingProducts: [], foodListing: '' };
  try {
    for (const [index, id] of CATEGORY_IDS.entries()) {
      const [nameEn, nameAr] = NAMES[id] ?? [id.replace(/-/g, ' '), `فئة ${index + 1}`];
      await buildCategory(db, { id, nameEn, nameAr, subcategories: 2 });
      await db.updateTable('categories').set({ image_url: '/images/product-fallback.svg', sort_order: index }).where('id', '=', id).execute();
    }
    const storage = createLocalStorage(path.join(dataDir, 'storage'));
    // The first category's picture has copies for its tile as the seed draws them; the second's is
    // the seed's from before the copies, 640 px only, whose copies the portal draws as it starts.
    const picture = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><rect width="800" height="600" fill="#2f6f8f"/></svg>';
    const [withCopies, fromBefore] = await Promise.all([
      storeArtwork(storage, `seed/categories/${CATEGORY_IDS[0]}`, picture, [80, 160, 240, 640]),
      storeArtwork(storage, `seed/categories/${CATEGORY_IDS[1]}`, picture, [640]),
    ]);
    await db
      .updateTable('categories')
      .set({ image_url: storage.publicUrl(IMAGE_BUCKET, `${withCopies.path}-640.webp`), image_variants: withCopies.variants })
      .where('id', '=', CATEGORY_IDS[0])
      .execute();
    await db.updateTable('categories').set({ image_url: storage.publicUrl(IMAGE_BUCKET, `${fromBefore.path}-640.webp`) }).where('id', '=', CATEGORY_IDS[1]).execute();
    // The first banner has phone-sized copies as the seed draws them; the others one file each, as
    // banners from before the copies have.
    const wide = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600"><rect width="1600" height="600" fill="#1f5f4a"/></svg>';
    const artwork = await storeArtwork(storage, 'seed/banners/banner-1', wide, [640, 960, 1280]);
    await db
      .insertInto('banners')
      .values(
        [1, 2, 3, 4].map((number) => ({
          image_url: number === 1 ? storage.publicUrl(IMAGE_BUCKET, `${artwork.path}-1280.webp`) : '/share-image.png',
          image_variants: number === 1 ? artwork.variants : [],
          title_en: `Banner ${number}`,
          title_ar: `لافتة ${number}`,
          // A page of the portal, which opens in place, and another site's address, a plain link.
          link: number === 1 ? `/category/suppliers/${CATEGORY_IDS[0]}` : number === 2 ? 'https://example.org/' : null,
          sort_order: number,
        })),
      )
      .execute();
    if (options.empty) return { dataDir, market };
    market.verifiedSeller = (await buildProfile(db, { id: 'seller-verified', fullName: 'Rami Haddad', businessName: 'Aleppo Looms', isVerified: true, governorate: 'aleppo' })).id;
    market.plainSeller = (await buildProfile(db, { id: 'seller-plain', fullName: 'Lina Saleh', businessName: 'Damascus Pantry', governorate: 'damascus' })).id;
    for (let index = 0; index < 8; index += 1) {
      const { id } = await buildProduct(db, {
        userId: market.verifiedSeller,
        category: 'clothing-textiles',
        subcategory: index % 2 === 0 ? 'clothing-textiles-sub-1' : 'clothing-textiles-sub-2',
        title: `Cotton fabric roll ${index + 1}`,
        priceMin: 10 + index,
        priceMax: 20 + index,
        governorate: 'aleppo',
        createdAt: minutesAgo(index, Date.now()),
      });
      market.clothingProducts.push(id);
    }
    // A product whose stored image is gone, alone in its category so that only that page logs the 404.
    const { id: brokenSeller } = await buildProfile(db, { id: 'seller-broken', fullName: 'Homs Crafts', businessName: null, governorate: 'homs' });
    await buildProduct(db, {
      userId: brokenSeller,
      category: 'handicrafts-artisan',
      title: 'Mosaic box',
      createdAt: minutesAgo(500, Date.now()),
      images: [buildImage('/storage/v1/object/public/images/posts/missing')],
    });
    await buildProduct(db, { userId: market.plainSeller, category: 'food-agricultural', title: 'Olive oil tins', priceMin: 5000, priceMax: 5000, currency: 'SYP', governorate: 'damascus', createdAt: minutesAgo(20, Date.now()) });
    await buildProduct(db, { userId: market.plainSeller, category: 'food-agricultural', title: 'Paused product', isActive: false });
    market.foodListing = (
      await buildListing(db, { userId: market.plainSeller, category: 'food-agricultural', subcategory: 'food-agricultural-sub-1', title: 'Wanted: dried apricots', price: 300, governorate: 'damascus', createdAt: minutesAgo(2, Date.now()) })
    ).id;
    await buildListing(db, { userId: market.verifiedSeller, category: 'food-agricultural', title: 'Wool blankets for sale', price: 40, governorate: 'aleppo', createdAt: minutesAgo(30, Date.now()) });
    await buildListing(db, { userId: market.verifiedSeller, category: 'tools-industrial', title: 'Paused listing', isActive: false });
  } finally {
    await database.checkpoint();
    await database.close();
  }
  return { dataDir, market };
}

export async function startMarket(options: { empty?: boolean; env?: Record<string, string> } = {}): Promise<{ portal: RunningPortal; market: BrowseMarket }> {
  const { dataDir, market } = await prepareMarket(options);
  const portal = await startPortal(options.env ?? {}, { dataDir });
  const stop = portal.stop.bind(portal);
  portal.stop = async () => {
    await stop();
    const { rm } = await import('node:fs/promises');
    await rm(dataDir, { recursive: true, force: true });
  };
  return { portal, market };
}
