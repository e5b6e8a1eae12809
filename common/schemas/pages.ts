import { z } from '#common/zod.ts';

/**
 * Longest `?cursor=` a list accepts. Cursors are opaque text the server wrote
 * (server/modules/catalogue/cursor.ts); the longest, a vendor's or an account's position with a
 * 100-character id, stays under it.
 */
export const CURSOR_MAX = 300;

/** `?cursor=` of every keyset list: a bad one is `validation.cursor`, whatever is wrong with it. */
export const ZCursor = z.string({ error: 'validation.cursor' }).max(CURSOR_MAX, { error: 'validation.cursor' });

/** The query of a list that asks for nothing but its page (`?cursor=`). */
export const ZPageQuery = z.object({ cursor: ZCursor.optional() });

/** A page of a keyset list: its items, and the `?cursor=` of the next page (null on the last). */
export function ZPage<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
