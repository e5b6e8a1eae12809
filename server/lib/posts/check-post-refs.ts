import type { AppContext } from '#server/context.ts';
import type { StoredImage } from '#server/db/column-types.ts';
import { AppError } from '#server/lib/errors.ts';

/** Refuses a category that does not exist or a subcategory of another category. */
export async function checkCategory(ctx: AppContext, categoryId: string, subcategoryId: string): Promise<void> {
  const row = await ctx.database.db
    .selectFrom('subcategories')
    .select('id')
    .where('id', '=', subcategoryId)
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
  if (!row) {
    const category = await ctx.database.db.selectFrom('categories').select('id').where('id', '=', categoryId).executeTakeFirst();
    const fields: Record<string, string> = category ? { subcategoryId: 'postForm.errors.subcategoryMismatch' } : { categoryId: 'postForm.errors.categoryUnknown' };
    throw new AppError(400, 'validation_failed', 'Unknown category or subcategory', fields);
  }
}

/**
 * Turns uploaded image ids into the stored jsonb, in the order given. Only images the user
 * uploaded are accepted (owner in the WHERE clause); any other id refuses the whole request.
 */
export async function resolveImages(ctx: AppContext, userId: string, imageIds: string[]): Promise<StoredImage[]> {
  const unique = [...new Set(imageIds)];
  if (unique.length !== imageIds.length) {
    throw new AppError(400, 'validation_failed', 'An image is listed twice', { imageIds: 'postForm.errors.imageDuplicate' });
  }
  if (unique.length === 0) return [];
  const rows = await ctx.database.db
    .selectFrom('images')
    .select(['id', 'bucket', 'path', 'width', 'height', 'variants'])
    .where('owner_id', '=', userId)
    // Private documents (verification papers, even photographed ones) live in another bucket and
    // are never a post photo.
    .where('bucket', '=', 'images')
    .where('id', 'in', unique)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return imageIds.map((id) => {
    const row = byId.get(id);
    if (!row) throw new AppError(400, 'validation_failed', 'An image is not yours or does not exist', { imageIds: 'postForm.errors.imageNotOwned' });
    return { id: row.id, url: ctx.storage.publicUrl(row.bucket, imageBase(row.path)), width: row.width, height: row.height, variants: row.variants };
  });
}

/** Post ids are UUIDs; anything else cannot exist, so it answers like an unknown id. */
export function assertPostId(id: string): void {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
    throw new AppError(404, 'not_found', 'No such post');
  }
}

/** `images.path` names the full-size copy (`posts/abc.jpg`); variants are named after its stem (`posts/abc-640.webp`). */
export function imageBase(objectPath: string): string {
  return objectPath.replace(/\.[A-Za-z0-9]+$/, '');
}
