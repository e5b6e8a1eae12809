import type { Kysely } from 'kysely';
import type { DB } from '#server/db/types.ts';

/** The names and picture of a category for its link preview, or undefined. */
export async function findSharedCategory(db: Kysely<DB>, options: { id: string }) {
  return db.selectFrom('categories').select(['name_en', 'name_ar', 'image_url']).where('id', '=', options.id).executeTakeFirst();
}
