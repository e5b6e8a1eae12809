import { describe, expect, it } from 'vitest';
import { CATEGORY_TILE_SIZES, categoryPicture } from './category-picture.ts';

const base = '/storage/v1/object/public/images/seed/categories/tools-industrial';

describe('categoryPicture', () => {
  it('offers the phone-sized copies beside the 640 px picture for a 75 px slot, the smallest only when saving data', () => {
    const category = { imageUrl: `${base}-640.webp`, imageVariants: [640, 80, 240, 160] };
    expect(categoryPicture(category, false)).toEqual({
      src: `${base}-640.webp`,
      srcSet: `${base}-80.webp 80w, ${base}-160.webp 160w, ${base}-240.webp 240w, ${base}-640.webp 640w`,
      sizes: CATEGORY_TILE_SIZES,
    });
    expect(CATEGORY_TILE_SIZES).toBe('75px');
    expect(categoryPicture(category, true)).toEqual({ src: `${base}-80.webp`, srcSet: `${base}-80.webp 80w`, sizes: CATEGORY_TILE_SIZES });
  });

  it('keeps the one file of a category without copies, or whose picture was replaced by one without them', () => {
    expect(categoryPicture({ imageUrl: `${base}-640.webp`, imageVariants: [] }, false)).toEqual({ src: `${base}-640.webp` });
    // An answer kept from a release before the copies has no imageVariants at all.
    expect(categoryPicture({ imageUrl: `${base}-640.webp` }, true)).toEqual({ src: `${base}-640.webp` });
    expect(categoryPicture({ imageUrl: '/images/product-fallback.svg', imageVariants: [80, 160, 240, 640] }, false)).toEqual({
      src: '/images/product-fallback.svg',
    });
  });
});
