import type { Storage } from './storage.ts';

/** The public bucket of every image; served at /storage/v1/object/public/images/… */
export const IMAGES_BUCKET = 'images';
/** Documents only their owner and admins may read (verification papers); never served publicly. */
export const PRIVATE_BUCKET = 'private';
/** Where documents go inside the private bucket; the public bucket refuses this folder, to write and to serve. */
export const DOCUMENTS_FOLDER = 'verification';
/** Buckets the public route serves; any other bucket answers 404 there. */
export const PUBLIC_BUCKETS: ReadonlySet<string> = new Set([IMAGES_BUCKET]);

/**
 * Creates the buckets the portal writes to when they are missing (the specification's "create a
 * public bucket if missing"). Cheap to call again: it lists first.
 */
export async function ensureBuckets(storage: Storage): Promise<void> {
  const existing = new Set(await storage.listBuckets());
  for (const bucket of [IMAGES_BUCKET, PRIVATE_BUCKET]) {
    if (!existing.has(bucket)) await storage.createBucket(bucket);
  }
}

/** ensureBuckets once per storage, retried on the next call if it failed. */
export function bucketsReady(storage: Storage): () => Promise<void> {
  let ready: Promise<void> | undefined;
  return () => {
    ready ??= ensureBuckets(storage).catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };
}
