import path from 'node:path';
import type { Config } from '#server/config.ts';
import { createLocalStorage } from './local-storage.ts';
import type { Storage } from './storage.ts';

export function createStorage(config: Config): Storage {
  return createLocalStorage(path.join(config.dataDir, 'storage'), config.publicUrl);
}
