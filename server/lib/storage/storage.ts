/**
 * Where files live: local disk by default, S3-compatible object storage when configured.
 * Keys are `{bucket}/{path}`; public files are served at /storage/v1/object/public/{bucket}/{path}.
 */
export interface StoredObject {
  body: Uint8Array;
  contentType: string;
}

/** Where the portal serves public objects: `${PUBLIC_OBJECT_PATH}/{bucket}/{path}` (storage/routes.ts). */
export const PUBLIC_OBJECT_PATH = '/storage/v1/object/public';

export interface Storage {
  readonly kind: 'local' | 's3';
  put(bucket: string, objectPath: string, body: Uint8Array, contentType: string): Promise<void>;
  get(bucket: string, objectPath: string): Promise<StoredObject | undefined>;
  delete(bucket: string, objectPath: string): Promise<void>;
  /** Buckets that exist; the specification's client lists them and creates a public one if missing. */
  listBuckets(): Promise<string[]>;
  createBucket(bucket: string): Promise<void>;
  /**
   * The URL a browser loads the object from: a same-origin path (`/storage/v1/object/public/…`)
   * served by the portal itself, or the S3 public origin when one is configured. Never the
   * portal's PUBLIC_URL: a page opened under another host name (127.0.0.1, a proxy) would have
   * every image blocked by its own Content Security Policy.
   */
  publicUrl(bucket: string, objectPath: string): string;
}
