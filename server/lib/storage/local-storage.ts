import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PUBLIC_OBJECT_PATH, type Storage } from './storage.ts';

const SAFE_SEGMENT = /^[A-Za-z0-9._-]+$/;

/** Rejects paths that could leave the storage folder (`..`, absolute paths, odd characters). */
export function assertSafeKey(bucket: string, objectPath: string): void {
  if (!SAFE_SEGMENT.test(bucket) || bucket.startsWith('.')) throw new Error(`Invalid bucket name: ${bucket}`);
  const segments = objectPath.split('/');
  if (segments.length === 0 || segments.some((segment) => !SAFE_SEGMENT.test(segment) || segment.startsWith('.'))) {
    throw new Error(`Invalid object path: ${objectPath}`);
  }
}

/** Files under `$DATA_DIR/storage/{bucket}/{path}`, with the content type in a sidecar-free way: by extension. */
export function createLocalStorage(root: string): Storage {
  const fullPath = (bucket: string, objectPath: string) => {
    assertSafeKey(bucket, objectPath);
    return path.join(root, bucket, ...objectPath.split('/'));
  };
  return {
    kind: 'local',
    async put(bucket, objectPath, body) {
      const target = fullPath(bucket, objectPath);
      await mkdir(path.dirname(target), { recursive: true });
      // Written whole under a temporary name, then renamed: a reader never sees half a file.
      const temporary = `${target}.${crypto.randomUUID()}.tmp`;
      try {
        await writeFile(temporary, body);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(bucket, objectPath) {
      try {
        const body = await readFile(fullPath(bucket, objectPath));
        return { body, contentType: contentTypeOf(objectPath) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return undefined;
        throw error;
      }
    },
    async delete(bucket, objectPath) {
      await rm(fullPath(bucket, objectPath), { force: true });
    },
    async listBuckets() {
      try {
        return (await readdir(root, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
    async createBucket(bucket) {
      assertSafeKey(bucket, 'x');
      await mkdir(path.join(root, bucket), { recursive: true });
    },
    publicUrl(bucket, objectPath) {
      return `${PUBLIC_OBJECT_PATH}/${bucket}/${objectPath}`;
    },
  };
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
};

export function contentTypeOf(objectPath: string): string {
  return CONTENT_TYPES[path.extname(objectPath).toLowerCase()] ?? 'application/octet-stream';
}
