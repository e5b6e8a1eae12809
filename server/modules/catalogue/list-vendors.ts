import { sql, type RawBuilder } from 'kysely';
import { VENDOR_PAGE_SIZE, type TVendor, type TVendorListQuery, type TVendorPage } from '#common/schemas/catalogue.ts';
import type { AppContext } from '#server/context.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';

/** How many businesses the home page's strip shows; /vendors lists them all. */
export const FEATURED_VENDORS_LIMIT = 20;

interface VendorRow {
  id: string;
  full_name: string;
  business_name: string | null;
  avatar_url: string | null;
  company_description: string | null;
  is_verified: boolean;
  governorate: string | null;
  listing_count: number;
  latest_listing_at: Date;
  latest_at_text: string;
}

function toVendor(row: VendorRow): TVendor {
  return {
    id: row.id,
    fullName: row.full_name,
    businessName: row.business_name,
    avatarUrl: row.avatar_url,
    companyDescription: row.company_description,
    isVerified: row.is_verified,
    governorate: row.governorate,
    listingCount: Number(row.listing_count),
    latestListingAt: row.latest_listing_at.toISOString(),
  };
}

/** `%`, `_` and `\` are LIKE wildcards; a search term matches them literally. */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Businesses with at least one active post, in one query (specification section 7): the active
 * listings and product offers are aggregated per account into listing_count and
 * latest_listing_at, joined to the profiles, and ordered by latest listing date descending, then
 * listing count descending. The specification first orders the profiles by is_verified descending
 * and then sorts them stably by the two keys, so is_verified descending is what breaks the
 * remaining ties; the id makes the order total for keyset pages.
 */
async function queryVendors(
  ctx: AppContext,
  options: { filters: RawBuilder<boolean>[]; after?: [string, number, boolean, string]; limit: number },
): Promise<VendorRow[]> {
  // Profile filters narrow the accounts before their posts are aggregated, so a search reads
  // the posts of the matching businesses only.
  const accounts =
    options.filters.length > 0 ? sql`AND user_id IN (SELECT p.id FROM profiles p WHERE ${sql.join(options.filters, sql` AND `)})` : sql``;
  const conditions: RawBuilder<boolean>[] = [];
  if (options.after) {
    const [at, count, verified, id] = options.after;
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
  const result = await sql<VendorRow>`
    WITH posts AS (
      SELECT user_id, created_at FROM listings WHERE is_active ${accounts}
      UNION ALL
      SELECT user_id, created_at FROM suppliers WHERE is_active ${accounts}
    ),
    stats AS (
      SELECT user_id, count(*)::int AS listing_count, max(created_at) AS latest_listing_at
      FROM posts
      GROUP BY user_id
    )
    SELECT p.id, p.full_name, p.business_name, p.avatar_url, p.company_description, p.is_verified,
           p.governorate, stats.listing_count, stats.latest_listing_at,
           stats.latest_listing_at::text AS latest_at_text
    FROM stats
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
    filters.push(sql<boolean>`(
      EXISTS (SELECT 1 FROM suppliers s WHERE s.user_id = p.id AND s.is_active AND s.product_category = ${query.category})
      OR EXISTS (SELECT 1 FROM listings l WHERE l.user_id = p.id AND l.is_active AND l.category_id = ${query.category})
    )`);
  }
  const after = query.cursor
    ? decodeCursor<[string, number, boolean, string]>(query.cursor, ['string', 'number', 'boolean', 'string'])
    : undefined;
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
