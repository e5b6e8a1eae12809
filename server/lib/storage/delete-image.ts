import { z } from 'zod';
import type { AppContext } from '#server/context.ts';
import { IMAGES_BUCKET } from './buckets.ts';
import { imageObjectPaths } from './store-image.ts';

/**
 * Deletes one of the owner's public images: its row first (so it is gone for everyone at once),
 * then its files. Returns false when there is no such image of this owner.
 */
export async function deleteImage(ctx: AppContext, options: { id: string; ownerId: string }): Promise<boolean> {
  if (!z.uuid().safeParse(options.id).success) return false;
  const row = await ctx.database.db
    .deleteFrom('images')
    .where('id', '=', options.id)
    .where('owner_id', '=', options.ownerId)
    .where('bucket', '=', IMAGES_BUCKET)
    .returning(['path', 'variants'])
    .executeTakeFirst();
  if (!row) return false;
  await Promise.all(
    imageObjectPaths(row).map((objectPath) =>
      ctx.storage.delete(IMAGES_BUCKET, objectPath).catch((error: unknown) => {
        ctx.logger.error('could not remove a file of a deleted image', { path: objectPath, error });
      }),
    ),
  );
  return true;
}
