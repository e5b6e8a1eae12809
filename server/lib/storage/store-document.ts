import type { TUploadedDocument } from '#common/schemas/uploads.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { DOCUMENTS_FOLDER, PRIVATE_BUCKET } from './buckets.ts';
import { detectImageFormat, newObjectName, storeImage } from './store-image.ts';
import { writeAllOrNothing } from './write-all-or-nothing.ts';

const PDF_MAGIC = new TextEncoder().encode('%PDF-');

function isPdf(bytes: Uint8Array): boolean {
  return bytes.byteLength > PDF_MAGIC.byteLength && PDF_MAGIC.every((byte, index) => bytes[index] === byte);
}

/** The URL the owner (or an admin) reads a stored document from. */
export function documentUrl(id: string): string {
  return `/api/v1/uploads/documents/${id}`;
}

/**
 * Stores a private document (a verification paper): a PDF, recognised by its `%PDF-` signature and
 * kept as it is, or a picture, cleaned by the image pipeline. Either way it goes to the private
 * bucket, which the public route never serves, and gets a row in `images` (a PDF with no size and
 * no variants).
 */
export async function storeDocument(
  ctx: AppContext,
  options: { ownerId: string; bytes: Uint8Array; fileName: string },
): Promise<TUploadedDocument> {
  if (options.bytes.byteLength > ctx.config.maxUploadBytes) {
    throw new AppError(413, 'payload_too_large', `Files may be at most ${ctx.config.maxUploadBytes} bytes`);
  }
  if (!isPdf(options.bytes)) {
    // Verification papers are JPEG, PNG, WebP or PDF (PRODUCT.md); AVIF is for post pictures only.
    const detected = await detectImageFormat(options.bytes).catch(() => undefined);
    if (detected?.format === 'avif') {
      throw new AppError(415, 'unsupported_media_type', 'Documents must be a PDF or a JPEG, PNG or WebP picture');
    }
    try {
      const image = await storeImage(ctx, { ...options, bucket: PRIVATE_BUCKET, folder: DOCUMENTS_FOLDER });
      return { id: image.id, kind: 'image', url: documentUrl(image.id) };
    } catch (error) {
      if (error instanceof AppError && error.code === 'image_invalid') {
        throw new AppError(415, 'unsupported_media_type', 'Documents must be a PDF or a JPEG, PNG or WebP picture');
      }
      throw error;
    }
  }
  const objectPath = `${DOCUMENTS_FOLDER}/${newObjectName()}.pdf`;
  const row = await writeAllOrNothing(ctx, PRIVATE_BUCKET, [{ path: objectPath, body: options.bytes, contentType: 'application/pdf' }], () =>
    ctx.database.db
      .insertInto('images')
      .values({ owner_id: options.ownerId, bucket: PRIVATE_BUCKET, path: objectPath, width: 0, height: 0, variants: [], bytes: options.bytes.byteLength })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  return { id: row.id, kind: 'pdf', url: documentUrl(row.id) };
}
