import { sql } from 'kysely';
import type { AppContext } from '#server/context.ts';
import { bannerArtwork, categoryArtwork } from './artwork.ts';
import { seedCommunities } from './seed-communities.ts';
import { SEED_BANNERS, SEED_CATEGORIES, subcategoryId } from './reference-data.ts';
import { IMAGE_BUCKET, mapLimited, storeArtwork } from './store-artwork.ts';

/** Held while seeding so that several processes starting on one PostgreSQL do not insert twice. */
export const SEED_LOCK = 7_265_002;

// A category's picture is drawn about 75 px wide in its tile (common/category-picture.ts): 80, 160
// and 240 px for 1x, 2x and 3x screens; 640 px stays the address readers that know no copies show.
const CATEGORY_COPY_WIDTHS = [80, 160, 240];
const CATEGORY_IMAGE_WIDTH = 640;
const CATEGORY_IMAGE_WIDTHS = [...CATEGORY_COPY_WIDTHS, CATEGORY_IMAGE_WIDTH];
// A banner fills the page's column: 1,280 px for wide screens, 960 and 640 for phones (014).
const BANNER_IMAGE_WIDTHS = [640, 960, 1280];
const BANNER_IMAGE_WIDTH = Math.max(...BANNER_IMAGE_WIDTHS);

export interface ReferenceSeedResult {
  categories: number;
  subcategories: number;
  banners: number;
  communities: number;
  /** Categories of an earlier release whose seed picture got its phone-sized copies now. */
  categoryCopies: number;
}

/** Where the seed keeps a category's picture, without width and extension. */
const categoryImagePath = (id: string) => `seed/categories/${id}`;

/**
 * Draws the phone-sized copies of the seed's category pictures that a data directory from before
 * migration 0018 lacks, and records their widths. A category whose picture is no longer the seed's
 * own (an admin replaced it), or that the seed does not know, is left alone. The files go in before
 * the widths, and the update checks the row again, so a reader never gets copies that are missing
 * and two processes starting together do the same harmless work.
 */
async function drawMissingCategoryCopies(ctx: AppContext, rows: readonly { id: string; image_url: string; image_variants: number[] }[]): Promise<number> {
  const seedUrl = (id: string) => ctx.storage.publicUrl(IMAGE_BUCKET, `${categoryImagePath(id)}-${CATEGORY_IMAGE_WIDTH}.webp`);
  const lacking = SEED_CATEGORIES.filter((category) =>
    rows.some((row) => row.id === category.id && row.image_variants.length === 0 && row.image_url === seedUrl(category.id)),
  );
  if (lacking.length === 0) return 0;
  await mapLimited(lacking, 4, (category) =>
    storeArtwork(ctx.storage, categoryImagePath(category.id), categoryArtwork(category.id, category.hue), CATEGORY_COPY_WIDTHS),
  );
  const updated = await Promise.all(
    lacking.map((category) =>
      ctx.database.db
        .updateTable('categories')
        .set({ image_variants: CATEGORY_IMAGE_WIDTHS })
        .where('id', '=', category.id)
        .where('image_url', '=', seedUrl(category.id))
        .where((eb) => eb.fn<number>('cardinality', ['image_variants']), '=', 0)
        .executeTakeFirst(),
    ),
  );
  return updated.filter((result) => result.numUpdatedRows > 0n).length;
}

/**
 * Inserts the categories, subcategories, home banners and communities that are missing, drawing their images.
 * Rows that exist are left as they are (an admin may have edited them), except that a category
 * picture of the seed's from before 0018 gets its phone-sized copies. When nothing is missing it
 * costs three small queries.
 */
export async function seedReferenceData(ctx: AppContext): Promise<ReferenceSeedResult> {
  const { db } = ctx.database;
  const [categoryRows, subcategoryRows, bannerCount] = await Promise.all([
    db.selectFrom('categories').select(['id', 'image_url', 'image_variants']).execute(),
    db.selectFrom('subcategories').select('id').execute(),
    db.selectFrom('banners').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const haveCategories = new Set(categoryRows.map((row) => row.id));
  const haveSubcategories = new Set(subcategoryRows.map((row) => row.id));
  const missingCategories = SEED_CATEGORIES.filter((category) => !haveCategories.has(category.id));
  const missingSubcategories = SEED_CATEGORIES.flatMap((category) =>
    category.subcategories
      .map((sub, index) => ({ id: subcategoryId(category.id, sub.slug), category_id: category.id, name_en: sub.en, name_ar: sub.ar, sort_order: index }))
      .filter((sub) => !haveSubcategories.has(sub.id)),
  );
  const needsBanners = Number(bannerCount.count) === 0;
  const categoryCopies = await drawMissingCategoryCopies(ctx, categoryRows);
  if (missingCategories.length === 0 && missingSubcategories.length === 0 && !needsBanners) {
    return { categories: 0, subcategories: 0, banners: 0, communities: await seedCommunities(ctx), categoryCopies };
  }

  const categoryImages = await mapLimited(missingCategories, 4, (category) =>
    storeArtwork(ctx.storage, categoryImagePath(category.id), categoryArtwork(category.id, category.hue), CATEGORY_IMAGE_WIDTHS),
  );
  const bannerImages = needsBanners
    ? await mapLimited(SEED_BANNERS, 4, (banner, index) => {
        const category = SEED_CATEGORIES.find((entry) => entry.id === banner.categoryId)!;
        return storeArtwork(ctx.storage, `seed/banners/banner-${index + 1}`, bannerArtwork(category.id, category.hue), BANNER_IMAGE_WIDTHS);
      })
    : [];

  let bannersInserted = 0;
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (missingCategories.length > 0) {
      await trx
        .insertInto('categories')
        .values(
          missingCategories.map((category, index) => ({
            id: category.id,
            name_en: category.en,
            name_ar: category.ar,
            image_url: ctx.storage.publicUrl(IMAGE_BUCKET, `${categoryImages[index]!.path}-${CATEGORY_IMAGE_WIDTH}.webp`),
            image_variants: categoryImages[index]!.variants,
            sort_order: SEED_CATEGORIES.indexOf(category),
          })),
        )
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
    if (missingSubcategories.length > 0) {
      await trx.insertInto('subcategories').values(missingSubcategories).onConflict((oc) => oc.column('id').doNothing()).execute();
    }
    if (needsBanners) {
      // Checked again under the lock: another process may have inserted them meanwhile.
      const { count } = await trx.selectFrom('banners').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      if (Number(count) === 0) {
        await trx
          .insertInto('banners')
          .values(
            SEED_BANNERS.map((banner, index) => ({
              image_url: ctx.storage.publicUrl(IMAGE_BUCKET, `${bannerImages[index]!.path}-${BANNER_IMAGE_WIDTH}.webp`),
              image_variants: bannerImages[index]!.variants,
              title_en: banner.en,
              title_ar: banner.ar,
              link: `/category/suppliers/${banner.categoryId}`,
              sort_order: index,
            })),
          )
          .execute();
        bannersInserted = SEED_BANNERS.length;
      }
    }
  });
  // Sector communities refer to the categories, so they go in once those are.
  const communities = await seedCommunities(ctx);
  return { categories: missingCategories.length, subcategories: missingSubcategories.length, banners: bannersInserted, communities, categoryCopies };
}
