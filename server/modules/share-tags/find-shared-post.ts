import { sql, type Kysely } from 'kysely';
import type { TPostKind } from '#common/schemas/posts.ts';
import type { StoredImage } from '#server/db/column-types.ts';
import type { DB } from '#server/db/types.ts';

/** What a link preview shows of a post: its first image, title, description and price. */
export interface SharedPost {
  title: string;
  description: string;
  /** Products only: the seller's company (a listing's description does not name one). */
  company: string | null;
  priceMin: number | null;
  priceMax: number | null;
  currency: string;
  image: StoredImage | null;
}

/** An active post of the given kind by id, or undefined when there is none or it is paused. */
export async function findSharedPost(db: Kysely<DB>, options: { kind: TPostKind; id: string }): Promise<SharedPost | undefined> {
  const row = await db
    .selectFrom('posts')
    .select(['title', 'description', 'company_name', 'price_min', 'price_max', 'currency', sql<StoredImage | null>`images -> 0`.as('image')])
    .where('id', '=', options.id)
    .where('kind', '=', options.kind)
    .where('is_active', '=', true)
    .executeTakeFirst();
  return (
    row && {
      title: row.title,
      description: row.description ?? '',
      company: options.kind === 'product' ? (row.company_name ?? '') : null,
      priceMin: row.price_min,
      priceMax: row.price_max,
      currency: row.currency,
      image: row.image,
    }
  );
}
