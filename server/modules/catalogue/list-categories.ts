import type { TBannerWithVariants } from '#common/banner-picture.ts';
import type { TCategory } from '#common/schemas/categories.ts';
import type { AppContext } from '#server/context.ts';

/**
 * GET /api/v1/categories: the twelve supplier categories, in display order, each with its
 * subcategories and the widths of its picture's copies.
 */
export async function listCategories(ctx: AppContext): Promise<TCategory[]> {
  const { db } = ctx.database;
  const [categories, subcategories] = await Promise.all([
    db.selectFrom('categories').select(['id', 'name_en', 'name_ar', 'image_url', 'image_variants']).orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('subcategories').select(['id', 'category_id', 'name_en', 'name_ar']).orderBy('sort_order').orderBy('id').execute(),
  ]);
  return categories.map((category) => ({
    id: category.id,
    nameEn: category.name_en,
    nameAr: category.name_ar,
    imageUrl: category.image_url,
    imageVariants: category.image_variants,
    subcategories: subcategories
      .filter((sub) => sub.category_id === category.id)
      .map((sub) => ({ id: sub.id, nameEn: sub.name_en, nameAr: sub.name_ar })),
  }));
}

/** GET /api/v1/banners: the home banners in order, with the widths of their pictures' copies. */
export async function listBanners(ctx: AppContext): Promise<TBannerWithVariants[]> {
  const rows = await ctx.database.db
    .selectFrom('banners')
    .select(['id', 'image_url', 'title_en', 'title_ar', 'link', 'image_variants'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    imageUrl: row.image_url,
    titleEn: row.title_en,
    titleAr: row.title_ar,
    link: row.link,
    imageVariants: row.image_variants,
  }));
}
