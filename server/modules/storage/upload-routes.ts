import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { UPLOAD_LIMIT } from '#common/limits.ts';
import { ZUploadImageRequest } from '#common/schemas/uploads.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { parseWith } from '#server/lib/validate.ts';
import { requireUser, type UserEnv } from '#server/lib/require-user.ts';
import { userRateLimit } from '#server/lib/user-rate-limit.ts';
import { bucketsReady } from '#server/lib/storage/buckets.ts';
import { deleteImage } from '#server/lib/storage/delete-image.ts';
import { readDocument } from '#server/lib/storage/read-document.ts';
import { storeDocument } from '#server/lib/storage/store-document.ts';
import { storeImage } from '#server/lib/storage/store-image.ts';

// Room for the multipart boundaries and the other fields around the file itself.
const MULTIPART_OVERHEAD = 64 * 1024;

/** The uploaded file of a multipart request (field `file`) and its other text fields. */
async function readUpload(c: Context, maxBytes: number): Promise<{ file: File; fields: Record<string, string> }> {
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new AppError(400, 'bad_request', 'Send the file as multipart/form-data');
  }
  const file = form.file;
  if (!(file instanceof File) || file.size === 0) {
    throw new AppError(400, 'validation_failed', 'Choose a file to upload', { file: 'validation.fileRequired' });
  }
  // The declared length was checked before reading; this checks the bytes that really came.
  if (file.size > maxBytes) throw new AppError(413, 'payload_too_large', `Files may be at most ${maxBytes} bytes`);
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(form)) if (typeof value === 'string') fields[name] = value;
  return { file, fields };
}

/**
 * Uploads of signed-in users:
 * - POST /uploads/images (multipart: `file`, optional `folder`) → 201 TUploadedImage
 * - DELETE /uploads/images/:id (owner only) → 204
 * - POST /uploads/documents (multipart: `file`, a PDF or an image; private) → 201 TUploadedDocument
 * - GET /uploads/documents/:id (owner only) → the file
 * Uploads of both kinds count against UPLOAD_LIMIT (common/limits.ts), before the body is read.
 */
export function uploadRoutes(ctx: AppContext) {
  const app = new Hono<UserEnv>();
  const maxBytes = ctx.config.maxUploadBytes;
  const ensureBuckets = bucketsReady(ctx.storage);
  const uploadLimit = userRateLimit(ctx, UPLOAD_LIMIT);
  const limit = bodyLimit({
    maxSize: maxBytes + MULTIPART_OVERHEAD,
    onError: () => {
      throw new AppError(413, 'payload_too_large', `Files may be at most ${maxBytes} bytes`);
    },
  });

  app.post('/uploads/images', requireUser(ctx), uploadLimit, limit, async (c) => {
    const { file, fields } = await readUpload(c, maxBytes);
    const { folder } = parseWith(ZUploadImageRequest, fields);
    await ensureBuckets();
    const image = await storeImage(ctx, {
      ownerId: c.get('user').id,
      bytes: new Uint8Array(await file.arrayBuffer()),
      fileName: file.name,
      folder,
    });
    return c.json(image, 201);
  });

  app.delete('/uploads/images/:id', requireUser(ctx), async (c) => {
    const deleted = await deleteImage(ctx, { id: c.req.param('id'), ownerId: c.get('user').id });
    if (!deleted) throw new AppError(404, 'not_found', 'No such image of yours');
    return c.body(null, 204);
  });

  app.post('/uploads/documents', requireUser(ctx), uploadLimit, limit, async (c) => {
    const { file } = await readUpload(c, maxBytes);
    await ensureBuckets();
    const document = await storeDocument(ctx, {
      ownerId: c.get('user').id,
      bytes: new Uint8Array(await file.arrayBuffer()),
      fileName: file.name,
    });
    return c.json(document, 201);
  });

  app.get('/uploads/documents/:id', requireUser(ctx), async (c) => {
    const document = await readDocument(ctx, { id: c.req.param('id'), ownerId: c.get('user').id });
    if (!document) throw new AppError(404, 'not_found', 'No such document of yours');
    return c.body(document.body as Uint8Array<ArrayBuffer>, 200, {
      'content-type': document.contentType,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      // A PDF is downloaded rather than rendered on the portal's origin.
      'content-disposition': `${document.kind === 'pdf' ? 'attachment' : 'inline'}; filename="${document.fileName}"`,
      'content-security-policy': "default-src 'none'; sandbox",
    });
  });
  return app;
}
