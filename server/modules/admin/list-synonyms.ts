import { sql } from 'kysely';
import { ADMIN_PAGE_SIZE, type TAdminPage, type TSynonymGroup } from '#common/schemas/admin.ts';
import type { AppContext } from '#server/context.ts';
import { invalidCursor } from '#server/lib/paging/cursor.ts';
import { isoOf } from '#server/lib/iso.ts';

/** The search synonyms, newest group first, paged by id; `q` keeps groups with a word starting with it. */
export async function listSynonyms(ctx: AppContext, options: { q: string; cursor?: string }): Promise<TAdminPage<TSynonymGroup>> {
  const after = options.cursor ? Number(options.cursor) : null;
  if (after !== null && !(Number.isInteger(after) && after > 0)) {
    throw invalidCursor();
  }
  let query = ctx.database.db
    .selectFrom('search_synonyms')
    .select(['id', 'words', 'updated_at'])
    .orderBy('id', 'desc')
    .limit(ADMIN_PAGE_SIZE + 1);
  if (after !== null) query = query.where('id', '<', after);
  if (options.q) {
    const prefix = `${options.q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where(sql<boolean>`EXISTS (SELECT 1 FROM unnest(words) AS word WHERE lower(word) LIKE ${prefix})`);
  }
  const rows = await query.execute();
  const page = rows.slice(0, ADMIN_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({ id: String(row.id), words: row.words, updatedAt: isoOf(row.updated_at as unknown as Date) })),
    nextCursor: rows.length > ADMIN_PAGE_SIZE && last ? String(last.id) : null,
  };
}
