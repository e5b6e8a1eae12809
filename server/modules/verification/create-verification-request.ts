import type { TMyVerification } from '#common/schemas/admin.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { PRIVATE_BUCKET } from '#server/lib/storage/buckets.ts';
import { toMyVerification } from './get-my-verification.ts';

/**
 * Files the user's request to be verified. The documents must be the user's own private uploads
 * (checked in the WHERE clause); a verified business, or one with a request still pending, cannot
 * ask again until it is decided.
 */
export async function createVerificationRequest(
  ctx: AppContext,
  options: {
    userId: string;
    businessName: string;
    registrationNumber: string;
    notes: string;
    commercialRegisterId: string;
    industrialLicenceId: string | null;
  },
): Promise<TMyVerification> {
  const { db } = ctx.database;
  const ids = [options.commercialRegisterId, ...(options.industrialLicenceId ? [options.industrialLicenceId] : [])];
  const owned = await db
    .selectFrom('images')
    .select('id')
    .where('id', 'in', ids)
    .where('owner_id', '=', options.userId)
    .where('bucket', '=', PRIVATE_BUCKET)
    .execute();
  if (owned.length !== new Set(ids).size) {
    throw new AppError(400, 'validation_failed', 'The documents must be your own uploads', {
      [owned.some((row) => row.id === options.commercialRegisterId) ? 'industrialLicenceId' : 'commercialRegisterId']: 'admin.errors.documentRequired',
    });
  }
  const profile = await db.selectFrom('profiles').select('is_verified').where('id', '=', options.userId).executeTakeFirst();
  if (profile?.is_verified) throw new AppError(409, 'conflict', 'This business is already verified');
  const row = await db
    .insertInto('verification_requests')
    .values({
      user_id: options.userId,
      business_name: options.businessName,
      registration_number: options.registrationNumber,
      notes: options.notes,
      commercial_register_id: options.commercialRegisterId,
      industrial_licence_id: options.industrialLicenceId,
    })
    .onConflict((oc) => oc.column('user_id').where('status', '=', 'pending').doNothing())
    .returning(['id', 'status', 'business_name', 'reason', 'created_at', 'decided_at'])
    .executeTakeFirst();
  if (!row) throw new AppError(409, 'conflict', 'A request is already waiting for a decision');
  return toMyVerification(row);
}
