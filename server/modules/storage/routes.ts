import { Hono } from 'hono';
import type { AppContext } from '#server/context.ts';
import { DOCUMENTS_FOLDER, PUBLIC_BUCKETS } from '#server/lib/storage/buckets.ts';

/** Serves public objects: GET /storage/v1/object/public/{bucket}/{path}. */
export function storageRoutes(ctx: AppContext) {
  const app = new Hono();
  app.get('/storage/v1/object/public/:bucket/*', async (c) => {
    const bucket = c.req.param('bucket');
    const objectPath = c.req.path.slice(`/storage/v1/object/public/${bucket}/`.length);
    let object;
    // Documents are never public, even if one were ever written to a public bucket.
    if (PUBLIC_BUCKETS.has(bucket) && !objectPath.startsWith(`${DOCUMENTS_FOLDER}/`)) {
      try {
        object = await ctx.storage.get(bucket, decodeURIComponent(objectPath));
      } catch {
        object = undefined;
      }
    }
    if (!object) return c.json({ error: { code: 'not_found', message: 'No such file' } }, 404);
    return c.body(object.body as Uint8Array<ArrayBuffer>, 200, {
      'content-type': object.contentType,
      'x-content-type-options': 'nosniff',
      // Names are random and never reused, so a file never changes under its URL.
      'cache-control': 'public, max-age=31536000, immutable',
      'cross-origin-resource-policy': 'cross-origin',
      'content-security-policy': "default-src 'none'; sandbox",
    });
  });
  return app;
}
