/**
 * Where the sized copies of an uploaded image are. Apart from common/schemas/uploads.ts, so that
 * every page that shows a picture does not load zod with it (docs/decisions/014-performance.md).
 */

/** Widths of the WebP variants of every image, smallest first; an image is never scaled up. */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1280] as const;

/**
 * The public URL of one WebP variant of an uploaded image.
 *
 * @example variantUrl({ baseUrl: '/storage/v1/object/public/images/posts/a1' }, 320) === '/storage/v1/object/public/images/posts/a1-320.webp'
 */
export function variantUrl(image: { baseUrl: string }, width: number): string {
  return `${image.baseUrl}-${width}.webp`;
}
