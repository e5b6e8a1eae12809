import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import type { AppContext } from './context.ts';
import { shareTagsFor, withShareTags } from './share-tags.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

/**
 * Serves the built client from config.clientDir. Hashed files under /assets/ are cached for a
 * year; every other path that is not a file gets index.html, and the client router decides.
 */
export function staticRoutes(ctx: AppContext) {
  const app = new Hono();
  const root = ctx.config.clientDir;
  let indexHtml: string | undefined;

  const loadIndex = async () => {
    indexHtml ??= await readFile(path.join(root, 'index.html'), 'utf8').catch(() => undefined);
    return indexHtml;
  };

  app.get('*', async (c) => {
    const requestPath = decodeURIComponent(c.req.path);
    const filePath = path.normalize(path.join(root, requestPath));
    if (filePath.startsWith(root + path.sep) && path.basename(filePath) !== 'index.html') {
      const info = await stat(filePath).catch(() => undefined);
      if (info?.isFile()) {
        const body = await readFile(filePath);
        const immutable = requestPath.startsWith('/assets/');
        return c.body(body, 200, {
          'content-type': TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream',
          'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        });
      }
    }
    if (path.extname(requestPath) && !requestPath.endsWith('.html')) {
      return c.text('Not found', 404);
    }
    const html = await loadIndex();
    if (!html) {
      return c.text('The client is not built. Run `npm run build`, or `npm start`, which builds it when missing.', 503);
    }
    c.header('cache-control', 'no-cache');
    const tags = await shareTagsFor(ctx, requestPath, c.req.query('lang'));
    return c.html(tags ? withShareTags(html, tags) : html);
  });
  return app;
}
