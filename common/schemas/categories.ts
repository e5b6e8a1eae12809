import { z } from '#common/zod.ts';

export const ZSubcategory = z.object({
  id: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
});

/** One supplier category with its subcategories (GET /api/v1/categories). */
export const ZCategory = z.object({
  id: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  imageUrl: z.string(),
  subcategories: z.array(ZSubcategory),
});
export type TCategory = z.infer<typeof ZCategory>;
export type TSubcategory = z.infer<typeof ZSubcategory>;

export const ZBanner = z.object({
  id: z.number(),
  imageUrl: z.string(),
  titleEn: z.string(),
  titleAr: z.string(),
  link: z.string().nullable(),
});
export type TBanner = z.infer<typeof ZBanner>;
