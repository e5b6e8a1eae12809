import { sql, type RawBuilder } from 'kysely';
import { ADMIN_PAGE_SIZE, type TAdminPage } from '#common/schemas/admin.ts';
import { decodeAccountCursor, decodePostCursor, encodeCursor } from '#server/modules/catalogue/cursor.ts';

/**
 * Keyset paging of the admin lists, newest first on (created_at, id). `after` is the condition a
 * query adds for `?cursor=`; `toPage` cuts the extra row and makes the next cursor.
 */
export function keysetAfter(
  cursor: string | undefined,
  alias: string,
  options: { createdColumn?: string; idType?: 'uuid' | 'text' } = {},
): RawBuilder<boolean> {
  if (!cursor) return sql<boolean>`true`;
  const idType = options.idType ?? 'uuid';
  const { at, id } = idType === 'uuid' ? decodePostCursor(cursor) : decodeAccountCursor(cursor);
  const created = sql.ref(`${alias}.${options.createdColumn ?? 'created_at'}`);
  const key = sql.ref(`${alias}.id`);
  const idValue = idType === 'uuid' ? sql`${id}::uuid` : sql`${id}`;
  return sql<boolean>`(${created}, ${key}) < (${at}::timestamptz, ${idValue})`;
}

/** Rows are fetched with `limit ADMIN_PAGE_SIZE + 1`; each carries `cursor_at` (created_at::text). */
export function toPage<R extends { id: string; cursor_at: string }, T>(rows: R[], map: (row: R) => T): TAdminPage<T> {
  const page = rows.slice(0, ADMIN_PAGE_SIZE);
  const last = page.at(-1);
  return { items: page.map(map), nextCursor: rows.length > ADMIN_PAGE_SIZE && last ? encodeCursor([last.cursor_at, last.id]) : null };
}

export const PAGE_LIMIT = ADMIN_PAGE_SIZE + 1;

/** ISO text of a timestamp the driver read as a Date (or a string on some paths). */
export function isoOf(value: Date | string): string;
export function isoOf(value: Date | string | null): string | null;
export function isoOf(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
