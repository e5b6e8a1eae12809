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
  /** The picture's largest copy (the seed's: 640 px), or its one file. */
  imageUrl: z.string(),
  /**
   * Widths of the WebP copies beside imageUrl, smallest first (common/category-picture.ts); empty:
   * imageUrl is the one file.
   */
  imageVariants: z.array(z.number().int().positive()),
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
