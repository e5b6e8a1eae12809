import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';

export interface PendingObject {
  path: string;
  body: Uint8Array;
  contentType: string;
}

/**
 * Writes every object, then runs `record` (the database insert). If any write or the record fails,
 * the objects that were written are deleted again and the upload fails with 503 `unavailable`, so
 * that a failed upload leaves neither files nor a row behind.
 */
export async function writeAllOrNothing<T>(
  ctx: AppContext,
  bucket: string,
  objects: PendingObject[],
  record: () => Promise<T>,
): Promise<T> {
  const results = await Promise.allSettled(objects.map((object) => ctx.storage.put(bucket, object.path, object.body, object.contentType)));
  const written = objects.filter((_, index) => results[index]?.status === 'fulfilled').map((object) => object.path);
  const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  let cause: unknown = failure?.reason;
  if (!failure) {
    try {
      return await record();
    } catch (error) {
      cause = error;
    }
  }
  ctx.logger.error('upload failed; removing what was written', { bucket, paths: written, error: cause });
  await Promise.all(
    written.map((objectPath) =>
      ctx.storage.delete(bucket, objectPath).catch((error: unknown) => {
        ctx.logger.error('could not remove a file of a failed upload', { bucket, path: objectPath, error });
      }),
    ),
  );
  throw new AppError(503, 'unavailable', 'The file could not be stored, and nothing was kept. Please try again.');
}
