import type { Kysely } from 'kysely';
import type { DB } from '#server/db/types.ts';

/** The name, description and avatar of a business for its link preview, or undefined. */
export async function findSharedSeller(db: Kysely<DB>, options: { id: string }) {
  return db
    .selectFrom('profiles')
    .select(['full_name', 'business_name', 'company_description', 'avatar_url'])
    .where('id', '=', options.id)
    .executeTakeFirst();
}
