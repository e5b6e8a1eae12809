import path from 'node:path';
import type { Config } from '#server/config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** S3-compatible storage when S3_ENDPOINT and S3_BUCKET are set, else files under $DATA_DIR/storage. */
export function createStorage(config: Config): Storage {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalStorage(path.join(config.dataDir, 'storage'));
}
