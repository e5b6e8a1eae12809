import { sql } from 'kysely';
import type { TCategoryRef } from '#common/schemas/search.ts';
import type { AppContext } from '#server/context.ts';

interface CategoryRow {
  id: string;
  category_id: string | null;
  name_en: string;
  name_ar: string;
}

const toRef = (row: CategoryRow): TCategoryRef => ({ id: row.id, categoryId: row.category_id, nameEn: row.name_en, nameAr: row.name_ar });

/** Categories and subcategories whose names match a search (with typos), categories first. */
export async function matchCategories(ctx: AppContext, broad: string, limit: number): Promise<TCategoryRef[]> {
  const { rows } = await sql<CategoryRow>`
    SELECT id, category_id, name_en, name_ar FROM (
      SELECT c.id, NULL::text AS category_id, c.name_en, c.name_ar, 0 AS level, c.sort_order
      FROM categories c
      UNION ALL
      SELECT s.id, s.category_id, s.name_en, s.name_ar, 1 AS level, s.sort_order FROM subcategories s
    ) AS named
    WHERE array_to_tsvector(search_terms(name_ar || ' ' || name_en)) @@ ${broad}::tsquery
    ORDER BY level, sort_order, id
    LIMIT ${limit}
  `.execute(ctx.database.db);
  return rows.map(toRef);
}

/**
 * Where to look when a search finds nothing: the categories named like the search, else the
 * categories in their display order.
 */
export async function listRelatedCategories(ctx: AppContext, broad: string | null): Promise<TCategoryRef[]> {
  // Any word of the search may name a category here ("blue industrial tools" → Tools).
  const named = broad ? await matchCategories(ctx, broad.replaceAll(' & ', ' | '), 6) : [];
  if (named.length > 0) return named;
  const rows = await ctx.database.db
    .selectFrom('categories')
    .select(['id', sql<string | null>`NULL::text`.as('category_id'), 'name_en', 'name_ar'])
    .orderBy('sort_order')
    .orderBy('id')
    .limit(6)
    .execute();
  return rows.map(toRef);
}
