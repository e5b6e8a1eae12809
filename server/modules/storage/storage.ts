/**
 * Where files live: local disk by default, S3-compatible object storage when configured.
 * Keys are `{bucket}/{path}`; public files are served at /storage/v1/object/public/{bucket}/{path}.
 */
export interface StoredObject {
  body: Uint8Array;
  contentType: string;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  put(bucket: string, objectPath: string, body: Uint8Array, contentType: string): Promise<void>;
  get(bucket: string, objectPath: string): Promise<StoredObject | undefined>;
  delete(bucket: string, objectPath: string): Promise<void>;
  /** Buckets that exist; the specification's client lists them and creates a public one if missing. */
  listBuckets(): Promise<string[]>;
  createBucket(bucket: string): Promise<void>;
  /** The URL a browser loads the object from. */
  publicUrl(bucket: string, objectPath: string): string;
}
