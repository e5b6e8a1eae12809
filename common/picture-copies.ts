import { offeredWidths } from './offered-widths.ts';

/** A picture with copies at several widths, as the API answers banners and categories. */
export interface PictureWithCopies {
  /** The largest copy, `{base}-{largest}.webp`, or the one file of a picture without copies. */
  imageUrl: string;
  /** Widths of the WebP copies, smallest first; empty or absent: `imageUrl` is the one file. */
  imageVariants?: readonly number[];
}

/** The `<img>` attributes of a picture; srcSet and sizes only when it has copies. */
export interface PictureAttributes {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The `<img>` attributes that offer a picture's copies for a slot of the given `sizes`. The copies
 * sit beside `imageUrl` as `{base}-{width}.webp`, as the image pipeline and the seed name them; a
 * picture without copies, or whose address does not follow that rule (it was replaced by a file
 * that has none), keeps its one file. Saving data or a slow line offers the smallest copy only.
 *
 * @example pictureCopies({ imageUrl: '/c/tools-640.webp', imageVariants: [80, 160, 640] }, '75px', false)
 *   // { src: '/c/tools-640.webp', srcSet: '/c/tools-80.webp 80w, /c/tools-160.webp 160w, /c/tools-640.webp 640w', sizes: '75px' }
 */
export function pictureCopies(picture: PictureWithCopies, sizes: string, isSavingData: boolean): PictureAttributes {
  const variants = picture.imageVariants ?? [];
  if (variants.length === 0) return { src: picture.imageUrl };
  const suffix = `-${Math.max(...variants)}.webp`;
  if (!picture.imageUrl.endsWith(suffix)) return { src: picture.imageUrl };
  const base = picture.imageUrl.slice(0, -suffix.length);
  const widths = offeredWidths(variants, isSavingData);
  return {
    src: isSavingData ? `${base}-${widths[0]}.webp` : picture.imageUrl,
    srcSet: widths.map((width) => `${base}-${width}.webp ${width}w`).join(', '),
    sizes,
  };
}
