import { sql, type RawBuilder } from 'kysely';
import { VENDOR_PAGE_SIZE, type TVendor, type TVendorListQuery, type TVendorPage } from '#common/schemas/catalogue.ts';
import type { AppContext } from '#server/context.ts';
import { decodeVendorCursor, encodeCursor } from '#server/lib/paging/cursor.ts';
import { toVendor, type VendorRow } from '#server/lib/vendors/to-vendor.ts';

/** How many businesses the home page's strip shows; /vendors lists them all. */
export const FEATURED_VENDORS_LIMIT = 20;

/** A business with the cursor text of its latest post, for the next page's keyset. */
interface VendorPageRow extends VendorRow {
  latest_at_text: string;
}

/** `%`, `_` and `\` are LIKE wildcards; a search term matches them literally. */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Businesses with at least one active post (specification section 7), read from vendor_summaries,
 * which the database keeps current as posts change (migration 0016): listing_count and
 * latest_listing_at of the active posts of both kinds per account, joined to the profiles, and
 * ordered by latest listing date descending, then listing count descending. The specification
 * first orders the profiles by is_verified descending and then sorts them stably by the two keys,
 * so is_verified descending is what breaks the remaining ties; the id makes the order total for
 * keyset pages.
 */
async function queryVendors(
  ctx: AppContext,
  options: { filters: RawBuilder<boolean>[]; after?: [string, number, boolean, string]; limit: number },
): Promise<VendorPageRow[]> {
  const conditions: RawBuilder<boolean>[] = [...options.filters];
  if (options.after) {
    const [at, count, verified, id] = options.after;
    // The first condition alone lets the scan start at the cursor in vendor_summaries_order_idx.
    conditions.push(sql<boolean>`stats.latest_listing_at <= ${at}::timestamptz`);
    conditions.push(sql<boolean>`(
      stats.latest_listing_at < ${at}::timestamptz
      OR (stats.latest_listing_at = ${at}::timestamptz AND (
        stats.listing_count < ${count}
        OR (stats.listing_count = ${count} AND (
          p.is_verified < ${verified}
          OR (p.is_verified = ${verified} AND p.id > ${id})
        ))
      ))
    )`);
  }
  const where = conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
  const result = await sql<VendorPageRow>`
    SELECT p.id, p.full_name, p.business_name, p.avatar_url, p.company_description, p.is_verified,
           p.governorate, stats.listing_count, stats.latest_listing_at,
           stats.latest_listing_at::text AS latest_at_text
    FROM vendor_summaries stats
    JOIN profiles p ON p.id = stats.user_id
    ${where}
    ORDER BY stats.latest_listing_at DESC, stats.listing_count DESC, p.is_verified DESC, p.id ASC
    LIMIT ${options.limit}
  `.execute(ctx.database.db);
  return result.rows;
}

/** GET /api/v1/vendors/featured: the home page's strip. */
export async function listFeaturedVendors(ctx: AppContext): Promise<TVendor[]> {
  return (await queryVendors(ctx, { filters: [], limit: FEATURED_VENDORS_LIMIT })).map(toVendor);
}

/** GET /api/v1/vendors: every business with an active post, searchable and filterable, in pages. */
export async function listVendors(ctx: AppContext, query: TVendorListQuery): Promise<TVendorPage> {
  const filters: RawBuilder<boolean>[] = [];
  if (query.q) {
    const pattern = `%${likeEscape(query.q)}%`;
    filters.push(
      sql<boolean>`normalize_arabic(p.full_name || ' ' || coalesce(p.business_name, '')) LIKE normalize_arabic(${pattern})`,
    );
  }
  if (query.governorate) filters.push(sql<boolean>`p.governorate = ${query.governorate}`);
  if (query.verified) filters.push(sql<boolean>`p.is_verified`);
  if (query.category) {
    filters.push(sql<boolean>`EXISTS (SELECT 1 FROM posts WHERE posts.user_id = p.id AND posts.is_active AND posts.category_id = ${query.category})`);
  }
  const after = query.cursor ? decodeVendorCursor(query.cursor) : undefined;
  const rows = await queryVendors(ctx, { filters, after, limit: VENDOR_PAGE_SIZE + 1 });
  const page = rows.slice(0, VENDOR_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map(toVendor),
    nextCursor:
      rows.length > VENDOR_PAGE_SIZE && last
        ? encodeCursor([last.latest_at_text, Number(last.listing_count), last.is_verified, last.id])
        : null,
  };
}
