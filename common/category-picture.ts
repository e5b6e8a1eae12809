import { pictureCopies, type PictureAttributes, type PictureWithCopies } from './picture-copies.ts';

/**
 * How wide a category's picture is drawn in its tile (the home page's grid and /categories), on
 * phones and desktops alike: the slot is 56 px square (`size-14`) and the 4:3 picture covers it, so
 * it is drawn 56 × 4/3 ≈ 75 px wide. The seed's copies (80, 160 and 240 px) are that at 1x, 2x and 3x.
 */
export const CATEGORY_TILE_SIZES = '75px';

/**
 * The `<img>` attributes of a category's picture in its tile (pictureCopies): the copy the screen's
 * density needs, the smallest when saving data.
 *
 * @example categoryPicture({ imageUrl: '/c/tools-640.webp', imageVariants: [80, 160, 240, 640] }, true)
 *   // { src: '/c/tools-80.webp', srcSet: '/c/tools-80.webp 80w', sizes: CATEGORY_TILE_SIZES }
 */
export function categoryPicture(category: PictureWithCopies, isSavingData: boolean): PictureAttributes {
  return pictureCopies(category, CATEGORY_TILE_SIZES, isSavingData);
}
