import type { AppContext } from '#server/context.ts';
import { IMAGES_BUCKET } from '#server/lib/storage/buckets.ts';
import { imageBase } from '#server/lib/storage/store-image.ts';

/** What a page needs to show an avatar at the size of its slot (`ResponsiveImage`). */
export interface OwnAvatar {
  id: string;
  url: string;
  baseUrl: string;
  width: number;
  height: number;
  variants: number[];
}

/** The folder of the public bucket that avatars are uploaded to. */
const AVATAR_FOLDER = 'avatars';

/**
 * The image behind an avatar URL, when it is an image `userId` uploaded to the avatars folder of
 * the public bucket, else undefined. The URL must be exactly the one the upload answered (the
 * storage's public URL of the stored copy), so another user's image, a private document or any
 * other address is refused.
 */
export async function findOwnAvatar(ctx: AppContext, options: { userId: string; url: string }): Promise<OwnAvatar | undefined> {
  const match = /\/images\/(avatars\/[\w-]+\.[a-z0-9]+)$/i.exec(options.url);
  if (!match?.[1]) return undefined;
  const row = await ctx.database.db
    .selectFrom('images')
    .select(['id', 'bucket', 'path', 'width', 'height', 'variants'])
    .where('owner_id', '=', options.userId)
    .where('bucket', '=', IMAGES_BUCKET)
    .where('path', '=', match[1])
    .executeTakeFirst();
  if (!row || !row.path.startsWith(`${AVATAR_FOLDER}/`)) return undefined;
  if (ctx.storage.publicUrl(row.bucket, row.path) !== options.url) return undefined;
  return {
    id: row.id,
    url: options.url,
    baseUrl: ctx.storage.publicUrl(row.bucket, imageBase(row.path)),
    width: row.width,
    height: row.height,
    variants: row.variants,
  };
}
