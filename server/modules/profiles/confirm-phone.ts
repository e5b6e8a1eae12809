import { sql } from 'kysely';
import { PHONE_CODE_MAX_ATTEMPTS } from '#common/limits.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { hashPhoneCode, sameHash } from './phone-code.ts';

const invalidCode = () =>
  new AppError(400, 'invalid_code', 'The code is wrong or has expired', { code: 'account.phoneCode.invalid' });

/** PostgreSQL's unique_violation: another account confirmed the same number at the same moment. */
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/**
 * Confirms the signed-in user's profile phone with the code sent to it: the number becomes the
 * account's sign-in phone. Each try is counted before the code is compared (PHONE_CODE_MAX_ATTEMPTS
 * per code, taken atomically), an expired, spent or replaced code is refused like a wrong one, and
 * the right code is used up. A number is the sign-in phone of one account only: when another
 * account confirmed it first, the right code is refused with the generic `phone_unavailable`;
 * only someone holding that phone can get this far, so nobody else learns whether a number is in use.
 */
export async function confirmPhone(ctx: AppContext, options: { userId: string; code: string }): Promise<void> {
  const { db } = ctx.database;
  const { userId } = options;
  const attempt = await db
    .updateTable('phone_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('user_id', '=', userId)
    .where('attempts', '<', PHONE_CODE_MAX_ATTEMPTS)
    .where('expires_at', '>', sql<Date>`now()`)
    // A code is for the number it was sent to; a profile changed since then has no code.
    .where('phone', '=', (eb) => eb.selectFrom('profiles').select('profiles.phone').where('profiles.id', '=', userId))
    .returning(['phone', 'code_hash'])
    .executeTakeFirst();
  if (!attempt) throw invalidCode();
  const typed = await hashPhoneCode(ctx, { userId, phone: attempt.phone, code: options.code });
  if (!sameHash(typed, attempt.code_hash)) throw invalidCode();
  // Used once: of two requests with the right code, one goes on.
  const used = await db.deleteFrom('phone_codes').where('user_id', '=', userId).where('code_hash', '=', attempt.code_hash).executeTakeFirst();
  if (Number(used.numDeletedRows) === 0) throw invalidCode();

  const { phone } = attempt;
  let confirmed: bigint;
  try {
    const result = await db
      .updateTable('user')
      .set({ phoneNumber: phone, phoneNumberVerified: true, updatedAt: new Date() })
      .where('id', '=', userId)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('user as other').select('other.id').where('other.phoneNumber', '=', phone).where('other.id', '<>', userId))),
      )
      .executeTakeFirst();
    confirmed = result.numUpdatedRows;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    confirmed = 0n;
  }
  if (confirmed === 0n) {
    throw new AppError(409, 'phone_unavailable', 'This phone number cannot be confirmed for this account');
  }
}
