import { Hono } from 'hono';
import { sql } from 'kysely';
import { postPath, sellerPath } from '#common/post-path.ts';
import type { TPostKind } from '#common/schemas/posts.ts';
import type { AppContext } from '#server/context.ts';
import { memoFor } from '#server/lib/memo-for.ts';
import { escapeHtml } from '#server/share-tags.ts';

/** A sitemap file holds at most 50,000 URLs (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** A public page of the sitemap: what it shows and whose id; its address is built in TypeScript. */
type SitemapPage = 'categories' | 'category' | 'supplier_category' | 'vendors' | 'seller' | TPostKind;

interface SitemapRow {
  page: SitemapPage;
  id: string | null;
  lastmod: Date | null;
}

/** The address of a sitemap page, by the helpers every other link uses. */
function pathOf({ page, id }: SitemapRow): string {
  switch (page) {
    case 'categories':
      return '/categories';
    case 'vendors':
      return '/vendors';
    case 'category':
      return `/category/${encodeURIComponent(id ?? '')}`;
    case 'supplier_category':
      return `/category/suppliers/${encodeURIComponent(id ?? '')}`;
    case 'seller':
      return sellerPath(id ?? '');
    default:
      return postPath(page, id ?? '');
  }
}

/**
 * The shareable public pages, active posts only: the category pages, the sellers with an active
 * post, then products and listings newest first, up to the protocol's limit.
 */
export async function buildSitemap(ctx: AppContext): Promise<string> {
  const result = await sql<SitemapRow>`
    SELECT page, id, lastmod FROM (
      SELECT 0 AS rank, 'categories' AS page, NULL AS id, NULL::timestamptz AS lastmod, 0 AS n
      UNION ALL SELECT 1, 'category', id, NULL, sort_order FROM categories
      UNION ALL SELECT 1, 'supplier_category', id, NULL, sort_order FROM categories
      UNION ALL SELECT 1, 'vendors', NULL, NULL, 1000
      UNION ALL (
        SELECT 2, 'seller', p.id::text, max(posts.updated_at), 0
        FROM profiles p
        JOIN posts ON posts.user_id = p.id AND posts.is_active
        GROUP BY p.id
      )
      UNION ALL (
        SELECT 3, kind, id::text, updated_at, 0
        FROM posts WHERE is_active ORDER BY created_at DESC LIMIT ${SITEMAP_MAX_URLS}
      )
    ) urls
    ORDER BY rank, lastmod DESC NULLS LAST, n, page, id
    LIMIT ${SITEMAP_MAX_URLS}
  `.execute(ctx.database.db);
  const origin = ctx.config.publicUrl;
  const urls = result.rows.map((row) => {
    const lastmod = row.lastmod ? `<lastmod>${new Date(row.lastmod).toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeHtml(origin + pathOf(row))}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** How long a built sitemap is answered before it is built again from the database. */
export const SITEMAP_CACHE_MS = 10 * 60 * 1000;

export interface SeoRoutesOptions {
  /** The clock, in milliseconds; Date.now unless a test moves time itself. */
  now?: () => number;
  /** Builds the sitemap; buildSitemap unless a test counts the builds. */
  build?: (ctx: AppContext) => Promise<string>;
}

/**
 * GET /sitemap.xml and /robots.txt. The sitemap reads every active post, so it is built at most
 * once per SITEMAP_CACHE_MS in each server process (crawlers and anyone else may ask as often as
 * they like); a new post reaches it within that time.
 */
export function seoRoutes(ctx: AppContext, options: SeoRoutesOptions = {}) {
  const app = new Hono();
  const build = options.build ?? buildSitemap;
  const sitemap = memoFor({ ttlMs: SITEMAP_CACHE_MS, load: () => build(ctx), now: options.now });
  app.get('/sitemap.xml', async (c) => {
    c.header('content-type', 'application/xml; charset=utf-8');
    c.header('cache-control', 'public, max-age=3600');
    return c.body(await sitemap.get());
  });
  app.get('/robots.txt', (c) => {
    c.header('cache-control', 'public, max-age=3600');
    // Private pages carry nothing for a search engine; the API is data, not pages.
    return c.text(
      ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /account', 'Disallow: /messages', 'Disallow: /admin/', '', `Sitemap: ${ctx.config.publicUrl}/sitemap.xml`, ''].join('\n'),
    );
  });
  return app;
}
