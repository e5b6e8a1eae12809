import { sql, type SelectQueryBuilder } from 'kysely';
import { decodeAccountCursor, decodePostCursor, encodeCursor } from './cursor.ts';

export interface NewestFirstOptions {
  /** The alias of the table whose (time, id) orders the list, as the query names it. */
  alias: string;
  /** The `?cursor=` of the request: the position of the last row of the page before. */
  cursor: string | undefined;
  /** How many rows a page shows; one more is read to know whether another page follows. */
  size: number;
  /** The time column; `created_at` unless told (better-auth's user table says `createdAt`). */
  createdColumn?: string;
  /** The key column; `id` unless told. The query selects it as `id`, which the cursor carries. */
  idColumn?: string;
  /** `uuid` for the portal's own rows, `text` for better-auth accounts and community slugs. */
  idType?: 'uuid' | 'text';
}

/**
 * Reads one keyset page of a list, newest first on (time, id), and the cursor of the page after
 * it. The time travels as Postgres text (`cursor_at`), so microseconds survive the round trip and
 * pages neither skip nor repeat rows (see cursor.ts).
 *
 * @example const { rows, nextCursor } = await readNewestFirst(query, { alias: 'f', cursor, size: FAVORITES_PAGE_SIZE })
 */
export async function readNewestFirst<DB, TB extends keyof DB, O extends { id: string }>(
  query: SelectQueryBuilder<DB, TB, O>,
  options: NewestFirstOptions,
): Promise<{ rows: Array<O & { cursor_at: string }>; nextCursor: string | null }> {
  const created = sql.ref(`${options.alias}.${options.createdColumn ?? 'created_at'}`);
  const key = sql.ref(`${options.alias}.${options.idColumn ?? 'id'}`);
  let paged = query
    .select(sql<string>`${created}::text`.as('cursor_at'))
    .orderBy(created, 'desc')
    .orderBy(key, 'desc')
    .limit(options.size + 1);
  if (options.cursor) {
    const isUuid = (options.idType ?? 'uuid') === 'uuid';
    const { at, id } = isUuid ? decodePostCursor(options.cursor) : decodeAccountCursor(options.cursor);
    paged = paged.where(sql<boolean>`(${created}, ${key}) < (${at}::timestamptz, ${isUuid ? sql`${id}::uuid` : id})`);
  }
  // Kysely cannot work out the type of the added column while the tables are a type parameter.
  const rows = (await paged.execute()) as Array<O & { cursor_at: string }>;
  const page = rows.slice(0, options.size);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > options.size && last ? encodeCursor([last.cursor_at, last.id]) : null };
}
