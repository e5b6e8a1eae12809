import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pLimit from 'p-limit';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { IMAGE_VARIANT_WIDTHS } from '#common/image-variants.ts';
import { IMAGE_MAX_PIXELS, type TUploadedImage } from '#common/schemas/uploads.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { DOCUMENTS_FOLDER, PUBLIC_BUCKETS, IMAGES_BUCKET } from './buckets.ts';
import { writeAllOrNothing } from './write-all-or-nothing.ts';

/** The formats accepted, by what sharp finds in the bytes (never by the name or declared type). */
const FORMATS = {
  jpeg: { extensions: ['jpg', 'jpeg'], contentType: 'image/jpeg', encode: (image: Sharp) => image.jpeg({ quality: 85 }) },
  png: { extensions: ['png'], contentType: 'image/png', encode: (image: Sharp) => image.png() },
  webp: { extensions: ['webp'], contentType: 'image/webp', encode: (image: Sharp) => image.webp({ quality: 82 }) },
  avif: { extensions: ['avif'], contentType: 'image/avif', encode: (image: Sharp) => image.avif({ quality: 55, effort: 2 }) },
} as const;
type Format = keyof typeof FORMATS;

/** At most this many images are decoded at once, so a burst of uploads cannot exhaust memory. */
const PIPELINES_AT_ONCE = 2;
const withPipelineSlot = pLimit(PIPELINES_AT_ONCE);

/** A new object name: random (128 bits) plus the time, e.g. `3f9c…e1-1735689600000`. */
export function newObjectName(): string {
  return `${randomBytes(16).toString('hex')}-${Date.now()}`;
}

/** The widths to produce for an image `width` pixels wide: those not above it, and at least one. */
export function variantWidths(width: number): number[] {
  const widths: number[] = IMAGE_VARIANT_WIDTHS.filter((candidate) => candidate <= width);
  return widths.length > 0 ? widths : [width];
}

/** What the bytes are, or a 415/413 AppError: only JPEG, PNG, WebP and AVIF, at most IMAGE_MAX_PIXELS. */
export async function detectImageFormat(bytes: Uint8Array): Promise<{ format: Format; width: number; height: number }> {
  let metadata: Metadata;
  try {
    // Reading the header decodes no pixels; the pixel count is checked below with a clear answer.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError(415, 'image_invalid', 'The file is not an image');
  }
  let format: Format | undefined;
  if (metadata.format === 'jpeg' || metadata.format === 'png' || metadata.format === 'webp') format = metadata.format;
  // AVIF and HEIC share a container; only the AV1 kind is accepted.
  if (metadata.format === 'heif' && metadata.compression === 'av1') format = 'avif';
  if (!format) throw new AppError(415, 'image_invalid', `Images must be JPEG, PNG, WebP or AVIF, not ${metadata.format}`);
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw new AppError(415, 'image_invalid', 'The image has no size');
  if (width * height > IMAGE_MAX_PIXELS) {
    throw new AppError(413, 'payload_too_large', `The image has more than ${IMAGE_MAX_PIXELS / 1_000_000} megapixels`);
  }
  return { format, width, height };
}

export interface StoreImageOptions {
  ownerId: string | null;
  /** The uploaded bytes, whatever they claim to be. */
  bytes: Uint8Array;
  /** The name the file had on the user's device; only its extension is kept. */
  fileName: string;
  folder: string;
  bucket?: string;
}

/**
 * Stores one uploaded image: checks it by content, turns it upright, strips every metadata field
 * (EXIF, GPS, ICC, XMP), and writes a re-encoded full-size copy `{folder}/{name}.{ext}` and WebP
 * variants `{folder}/{name}-{w}.webp`, then records it in `images`. All or nothing: when a write or
 * the insert fails, whatever was written is deleted again.
 *
 * @example await storeImage(ctx, { ownerId: user.id, bytes, fileName: 'shop.jpg', folder: 'avatars' })
 */
export async function storeImage(ctx: AppContext, options: StoreImageOptions): Promise<TUploadedImage> {
  const { storage, database, config } = ctx;
  if (options.bytes.byteLength > config.maxUploadBytes) {
    throw new AppError(413, 'payload_too_large', `Files may be at most ${config.maxUploadBytes} bytes`);
  }
  const bucket = options.bucket ?? IMAGES_BUCKET;
  if (PUBLIC_BUCKETS.has(bucket) && options.folder === DOCUMENTS_FOLDER) {
    throw new AppError(400, 'validation_failed', 'Verification documents are private', { folder: 'upload.errors.folder' });
  }
  const detected = await detectImageFormat(options.bytes);
  const format = FORMATS[detected.format];
  const declared = path.extname(options.fileName).slice(1).toLowerCase();
  // The original extension when it names the real format (jpg stays jpg, jpeg stays jpeg), else the format's own.
  const extension = (format.extensions as readonly string[]).includes(declared) ? declared : format.extensions[0];
  const base = `${options.folder}/${newObjectName()}`;
  const fullPath = `${base}.${extension}`;

  const objects = await withPipelineSlot(async () => {
    const source = sharp(options.bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', autoOrient: true });
    try {
      const full = await format.encode(source.clone()).toBuffer({ resolveWithObject: true });
      const widths = variantWidths(full.info.width);
      // One after another: on two cores this is as fast as in parallel and needs half the memory.
      const variants: Array<{ width: number; body: Buffer }> = [];
      for (const width of widths) {
        variants.push({ width, body: await source.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer() });
      }
      return { full, variants };
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError(415, 'image_invalid', 'The image could not be read', undefined);
    }
  });

  const writes = [
    { path: fullPath, body: objects.full.data, contentType: format.contentType },
    ...objects.variants.map((variant) => ({ path: `${base}-${variant.width}.webp`, body: variant.body, contentType: 'image/webp' })),
  ];
  const bytes = writes.reduce((sum, write) => sum + write.body.byteLength, 0);
  const variants = objects.variants.map((variant) => variant.width);
  const row = await writeAllOrNothing(ctx, bucket, writes, () =>
    database.db
      .insertInto('images')
      .values({
        owner_id: options.ownerId,
        bucket,
        path: fullPath,
        width: objects.full.info.width,
        height: objects.full.info.height,
        variants,
        bytes,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  return {
    id: row.id,
    url: storage.publicUrl(bucket, fullPath),
    baseUrl: storage.publicUrl(bucket, base),
    width: objects.full.info.width,
    height: objects.full.info.height,
    variants,
  };
}

/** `avatars/abc-1.jpg` → `avatars/abc-1`: the stem the variants are named after. */
export function imageBase(fullPath: string): string {
  return fullPath.slice(0, fullPath.length - path.extname(fullPath).length);
}

/** Every object key of a stored image: the full-size copy and each variant. */
export function imageObjectPaths(row: { path: string; variants: number[] }): string[] {
  const base = imageBase(row.path);
  return [row.path, ...row.variants.map((width) => `${base}-${width}.webp`)];
}
