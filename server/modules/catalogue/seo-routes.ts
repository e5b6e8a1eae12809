import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppContext } from '#server/context.ts';
import { escapeHtml } from '#server/share-tags.ts';

/** A sitemap file holds at most 50,000 URLs (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

interface SitemapRow {
  path: string;
  lastmod: Date | null;
}

/**
 * The shareable public pages, active posts only: the category pages, the sellers with an active
 * post, then products and listings newest first, up to the protocol's limit.
 */
export async function buildSitemap(ctx: AppContext): Promise<string> {
  const result = await sql<SitemapRow>`
    SELECT path, lastmod FROM (
      SELECT 0 AS rank, '/categories' AS path, NULL::timestamptz AS lastmod, 0 AS n
      UNION ALL SELECT 1, '/category/' || id, NULL, sort_order FROM categories
      UNION ALL SELECT 1, '/category/suppliers/' || id, NULL, sort_order FROM categories
      UNION ALL SELECT 1, '/vendors', NULL, 1000
      UNION ALL (
        SELECT 2, '/seller/' || p.id, max(posts.updated_at), 0
        FROM profiles p
        JOIN (
          SELECT user_id, updated_at FROM suppliers WHERE is_active
          UNION ALL SELECT user_id, updated_at FROM listings WHERE is_active
        ) posts ON posts.user_id = p.id
        GROUP BY p.id
      )
      UNION ALL (SELECT 3, '/supplier/' || id, updated_at, 0 FROM suppliers WHERE is_active ORDER BY created_at DESC LIMIT ${SITEMAP_MAX_URLS})
      UNION ALL (SELECT 3, '/listing/' || id, updated_at, 0 FROM listings WHERE is_active ORDER BY created_at DESC LIMIT ${SITEMAP_MAX_URLS})
    ) urls
    ORDER BY rank, lastmod DESC NULLS LAST, n, path
    LIMIT ${SITEMAP_MAX_URLS}
  `.execute(ctx.database.db);
  const origin = ctx.config.publicUrl;
  const urls = result.rows.map((row) => {
    const lastmod = row.lastmod ? `<lastmod>${new Date(row.lastmod).toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeHtml(origin + row.path)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function seoRoutes(ctx: AppContext) {
  const app = new Hono();
  app.get('/sitemap.xml', async (c) => {
    c.header('content-type', 'application/xml; charset=utf-8');
    c.header('cache-control', 'public, max-age=3600');
    return c.body(await buildSitemap(ctx));
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
