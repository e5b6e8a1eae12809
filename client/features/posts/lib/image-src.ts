import type { TStoredImage } from '#common/schemas/images.ts';

/** `src` and `srcSet` of a stored image: its WebP variants, `${url}-${width}.webp`. */
export function imageSources(image: TStoredImage, preferredWidth: number): { src: string; srcSet: string } {
  const widths = [...image.variants].sort((a, b) => a - b);
  const chosen = widths.find((width) => width >= preferredWidth) ?? widths.at(-1) ?? preferredWidth;
  return {
    src: `${image.url}-${chosen}.webp`,
    srcSet: widths.map((width) => `${image.url}-${width}.webp ${width}w`).join(', '),
  };
}
