import type { CategoryId } from '#common/constants/categories.ts';
import type { AppContext } from '#server/context.ts';
import { bannerArtwork } from './artwork.ts';
import { regionArtwork } from './community-artwork.ts';
import { SEED_COMMUNITIES } from './community-data.ts';
import { SEED_CATEGORIES } from './reference-data.ts';
import { IMAGE_BUCKET, mapLimited, storeArtwork } from './store-artwork.ts';

const COVER_WIDTH = 1280;

/**
 * Inserts the sector and region communities that are missing, with their covers. Rows that exist
 * are left as they are (an admin may have edited them). Runs after the categories are in.
 */
export async function seedCommunities(ctx: AppContext): Promise<number> {
  const { db } = ctx.database;
  const have = new Set((await db.selectFrom('communities').select('id').execute()).map((row) => row.id));
  const missing = SEED_COMMUNITIES.filter((community) => !have.has(community.id));
  if (missing.length === 0) return 0;
  const covers = await mapLimited(missing, 4, (community, index) => {
    const svg =
      community.kind === 'sector'
        ? bannerArtwork(community.categoryId as CategoryId, SEED_CATEGORIES.find((category) => category.id === community.categoryId)!.hue)
        : regionArtwork(community.hue, index);
    return storeArtwork(ctx.storage, `seed/communities/${community.id}`, svg, [COVER_WIDTH]);
  });
  const result = await db
    .insertInto('communities')
    .values(
      missing.map((community, index) => ({
        id: community.id,
        kind: community.kind,
        category_id: community.categoryId,
        governorate: community.governorate,
        name_ar: community.nameAr,
        name_en: community.nameEn,
        description_ar: community.descriptionAr,
        description_en: community.descriptionEn,
        image_url: ctx.storage.publicUrl(IMAGE_BUCKET, `${covers[index]!.path}-${COVER_WIDTH}.webp`),
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .execute();
  return result.length;
}
