import { z } from 'zod';
import type { AppContext } from '#server/context.ts';
import { PRIVATE_BUCKET } from './buckets.ts';
import type { StoredObject } from './storage.ts';

/**
 * A private document with its bytes, or undefined when it does not exist or is not the owner's.
 * `ownerId: null` reads anyone's document: only for callers that have checked the user is an admin.
 *
 * @example await readDocument(ctx, { id, ownerId: c.get('user').id })
 */
export async function readDocument(
  ctx: AppContext,
  options: { id: string; ownerId: string | null },
): Promise<(StoredObject & { kind: 'pdf' | 'image'; fileName: string }) | undefined> {
  if (!z.uuid().safeParse(options.id).success) return undefined;
  let query = ctx.database.db.selectFrom('images').select(['path']).where('id', '=', options.id).where('bucket', '=', PRIVATE_BUCKET);
  if (options.ownerId !== null) query = query.where('owner_id', '=', options.ownerId);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const object = await ctx.storage.get(PRIVATE_BUCKET, row.path);
  if (!object) return undefined;
  const extension = row.path.slice(row.path.lastIndexOf('.') + 1);
  return { ...object, kind: extension === 'pdf' ? 'pdf' : 'image', fileName: `document-${options.id}.${extension}` };
}
