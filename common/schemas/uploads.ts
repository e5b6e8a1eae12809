import { z } from '#common/zod.ts';

/** Images with more pixels than this are refused before they are decoded (decompression bombs). */
export const IMAGE_MAX_PIXELS = 40_000_000;

/**
 * Folders of the public `images` bucket that uploads may go to; `avatars` when none is named.
 * Verification papers never go there: they are private documents (POST /api/v1/uploads/documents).
 */
export const UPLOAD_FOLDERS = ['avatars', 'posts', 'community', 'messages'] as const;
export type TUploadFolder = (typeof UPLOAD_FOLDERS)[number];

/** The form fields of POST /api/v1/uploads/images besides the file itself. */
export const ZUploadImageRequest = z.object({
  /** Where the image goes inside the bucket. */
  folder: z.enum(UPLOAD_FOLDERS, { error: 'validation.choose' }).default('avatars'),
});

/** POST /api/v1/uploads/images answers with this (201). */
export const ZUploadedImage = z.object({
  id: z.uuid(),
  /** Public URL of the cleaned full-size copy (random name, timestamp, original extension). */
  url: z.string(),
  /** Public URL without extension; variant `w` is at `${baseUrl}-${w}.webp`. */
  baseUrl: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Widths of the WebP variants that exist, smallest first. */
  variants: z.array(z.number().int().positive()),
});
export type TUploadedImage = z.infer<typeof ZUploadedImage>;

/** POST /api/v1/uploads/documents answers with this (201); the file itself is private. */
export const ZUploadedDocument = z.object({
  id: z.uuid(),
  /** `pdf`, or `image` for a picture of the document (cleaned like every image). */
  kind: z.enum(['pdf', 'image']),
  /** Where the owner (and later an admin) reads it back. */
  url: z.string(),
});
export type TUploadedDocument = z.infer<typeof ZUploadedDocument>;
