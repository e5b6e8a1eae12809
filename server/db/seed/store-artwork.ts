import type { StoredImage } from '#server/db/column-types.ts';
import type { Storage } from '#server/lib/storage/storage.ts';
import { renderWebpVariants } from './render-artwork.ts';

export const IMAGE_BUCKET = 'images';

export interface StoredArtwork {
  /** Object path without width and extension, as kept in `images.path`. */
  path: string;
  width: number;
  height: number;
  variants: number[];
  bytes: number;
}

/**
 * Renders an SVG to WebP at each width and stores the files as `{base}-{width}.webp`. Returns what
 * the `images` table keeps about it; the width and height are those of the largest variant.
 */
export async function storeArtwork(storage: Storage, base: string, svg: string, widths: readonly number[]): Promise<StoredArtwork> {
  const rendered = await renderWebpVariants(svg, widths);
  await Promise.all(
    [...rendered].map(([width, image]) => storage.put(IMAGE_BUCKET, `${base}-${width}.webp`, image.body, 'image/webp')),
  );
  const largest = rendered.get(Math.max(...widths))!;
  const bytes = [...rendered.values()].reduce((sum, image) => sum + image.body.length, 0);
  return { path: base, width: largest.width, height: largest.height, variants: [...widths].sort((a, b) => a - b), bytes };
}

/** The `images` jsonb entry of a post: `url` is the public URL of the path without `-{width}.webp`. */
export function toStoredImage(storage: Storage, id: string, artwork: StoredArtwork): StoredImage {
  return { id, url: storage.publicUrl(IMAGE_BUCKET, artwork.path), width: artwork.width, height: artwork.height, variants: artwork.variants };
}

/** Runs the tasks with at most `limit` in flight; sharp works on a small thread pool anyway. */
export async function mapLimited<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  });
  await Promise.all(workers);
  return results;
}
