import type { TStoredImage } from '#common/schemas/images.ts';
import { offeredWidths } from '#common/offered-widths.ts';

/** `src` and `srcSet` of a stored image: its WebP variants, `${url}-${width}.webp`. */
export function imageSources(image: TStoredImage, preferredWidth: number, isSlow = false): { src: string; srcSet: string } {
  const widths = offeredWidths(image.variants, isSlow);
  const chosen = widths.find((width) => width >= preferredWidth) ?? widths.at(-1) ?? preferredWidth;
  return {
    src: `${image.url}-${chosen}.webp`,
    srcSet: widths.map((width) => `${image.url}-${width}.webp ${width}w`).join(', '),
  };
}
