import { sql } from 'kysely';
import { PHONE_CODES_PER_NUMBER } from '#common/limits.ts';
import { PHONE_CODE_TTL_SECONDS, type TPhoneCodeSent } from '#common/schemas/profiles.ts';
import { translator } from '#common/i18n/setup.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { accountKey, hitRateLimit } from '#server/lib/rate-limit.ts';
import { hashPhoneCode, newPhoneCode } from './phone-code.ts';

export type SendPhoneCodeResult = TPhoneCodeSent | { status: 'limited'; retryAfterSeconds: number };

/**
 * Sends a new confirmation code by SMS to the signed-in user's profile phone, replacing any code
 * sent before. The answer is the same whether or not another account has confirmed the number:
 * only the phone's holder sees the code, and only confirming it tells that holder anything
 * (confirm-phone.ts). Each number gets at most PHONE_CODES_PER_NUMBER a day, whoever asks.
 */
export async function sendPhoneCode(ctx: AppContext, options: { userId: string }): Promise<SendPhoneCodeResult> {
  const { db } = ctx.database;
  const row = await db
    .selectFrom('user')
    .leftJoin('profiles', 'profiles.id', 'user.id')
    .select(['profiles.phone', 'user.phoneNumber', 'user.phoneNumberVerified', 'user.locale'])
    .where('user.id', '=', options.userId)
    .executeTakeFirst();
  const phone = row?.phone;
  if (!row || !phone) throw new AppError(400, 'validation_failed', 'Save a phone number first', { phone: 'account.phoneCode.noPhone' });
  if (row.phoneNumberVerified && row.phoneNumber === phone) throw new AppError(409, 'conflict', 'This phone number is already confirmed');

  const perNumber = await hitRateLimit(ctx, `phone-code:number:${accountKey(phone)}`, PHONE_CODES_PER_NUMBER.max, PHONE_CODES_PER_NUMBER.windowSeconds);
  if (!perNumber.allowed) return { status: 'limited', retryAfterSeconds: perNumber.retryAfterSeconds };

  const code = newPhoneCode();
  const codeHash = await hashPhoneCode(ctx, { userId: options.userId, phone, code });
  const expiresAt = sql<Date>`now() + make_interval(secs => ${PHONE_CODE_TTL_SECONDS})`;
  await db
    .insertInto('phone_codes')
    .values({ user_id: options.userId, phone, code_hash: codeHash, attempts: 0, expires_at: expiresAt })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ phone, code_hash: codeHash, attempts: 0, expires_at: expiresAt, created_at: sql`now()` }))
    .execute();

  const locale = row.locale === 'en' ? 'en' : 'ar';
  const brand = locale === 'ar' ? ctx.config.brandAr : ctx.config.brandEn;
  const text = translator(locale)('sms.phoneCode', { code, brand, count: PHONE_CODE_TTL_SECONDS / 60 });
  try {
    await ctx.sms.send({ to: phone, text });
  } catch (error) {
    ctx.logger.error('phone code sms failed', { error });
    await db.deleteFrom('phone_codes').where('user_id', '=', options.userId).execute();
    throw new AppError(503, 'unavailable', 'The code could not be sent');
  }
  return { status: 'code_sent', phone, expiresInSeconds: PHONE_CODE_TTL_SECONDS };
}
